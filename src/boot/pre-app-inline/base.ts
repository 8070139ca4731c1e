// The inline script of a page with no carousel or resource search (build/pre-app-script.ts);
// its files come from its own element.
import { installPreApp, type PreAppFiles } from '@/boot/pre-app';

window.preApp = installPreApp((document.currentScript?.dataset ?? {}) as PreAppFiles, {});
