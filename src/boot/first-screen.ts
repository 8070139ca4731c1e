// What lies below a page's first screen: hidden, while the page inlines its first screen's CSS
// only, until the full stylesheet applies (build/prerender-plugin.ts writes the rule, which
// src/styles/index.css overrides, a unit test holding the two alike; the page's inline script
// renders the parts once it has: boot/pre-app.ts).
export const BELOW_FIRST_SCREEN_PARTS = 'main>section~*,footer';

/** A part the page's script has rendered (it sets the part's own content-visibility, boot/pre-app.ts). */
export const RENDERED_PART = '[style*=content-visibility]';
