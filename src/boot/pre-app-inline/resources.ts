// The inline script of a page with the resource search (build/pre-app-script.ts);
// its files come from its own element.
import { installPreApp, type PreAppFiles } from '@/boot/pre-app';
import { applyUrlState, resourceSearch } from '@/boot/pre-app-controls';
import { whenParsed } from '@/boot/page-behaviour';

window.preApp = installPreApp((document.currentScript?.dataset ?? {}) as PreAppFiles, { search: resourceSearch });
// A shared filter link fills the form once it is parsed.
whenParsed(applyUrlState);
