// What lies below a page's first screen: hidden, while the page inlines its first screen's CSS
// only, until the full stylesheet applies (build/prerender-plugin.ts writes the rule, which
// src/styles/index.css overrides, a unit test holding the two alike; the page's inline script
// renders the parts once it has: boot/pre-app.ts).
// Relative: the build's config loads this module too, without the app's alias.
import { DATA_BELOW } from './dom-hooks.ts';

/** Where those parts are in the page: the build marks each of them (BELOW_FIRST_SCREEN_PARTS). */
export const BELOW_FIRST_SCREEN_STRUCTURE = 'main>section~*,footer';

/**
 * The parts, as the rules and the page's script find them: by their mark, not by where they are.
 * A rule whose subject is `*` (`main>section~*`) has the browser restyle the whole page when the
 * page's mark goes: 804 elements, 21-25 ms of a 36-50 ms frame at 4x CPU (a Chromium trace).
 */
export const BELOW_FIRST_SCREEN_PARTS = `[${DATA_BELOW}]`;

/** A part the page's script has rendered (it sets the part's own content-visibility, boot/pre-app.ts). */
export const RENDERED_PART = '[style*=content-visibility]';
