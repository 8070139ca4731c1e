// The inline script of a page with the carousel (the home page) (build/pre-app-script.ts);
// its files come from its own element.
import { installPreApp, type PreAppFiles } from '@/boot/pre-app';
import { carouselTap } from '@/boot/pre-app-controls';

window.preApp = installPreApp((document.currentScript?.dataset ?? {}) as PreAppFiles, { carousel: carouselTap });
