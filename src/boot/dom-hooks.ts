// The data attributes that tie the prerendered HTML to the code that runs before the app (the pages'
// inline scripts and the entry, src/boot/) and to the app: the components and the prerender
// (build/prerender-plugin.ts) write them, the inline scripts, the entry and the app read them. Every
// use takes its name from here: an attribute (`DATA_…`), a selector (`…_SELECTOR`), or a `dataset`
// property (`(el as WithDataset).dataset.firstScreen` is checked against `data-first-screen`).
// String constants and types only, nothing that runs: the build writes each use as its literal
// (build/inline-constants.ts), so no script carries this module, and the inline scripts' text, with
// their CSP hashes in vercel.json, is what it would be with the names spelled out.
// src/styles/index.css spells some of them too (dom-hooks.test.ts and build/prerender-plugin.test.ts
// hold it to these).

// On the page's inline script (build/prerender-plugin.ts): what it adds once the page has painted.
/** The entry module. */
export const DATA_ENTRY = 'data-entry';
/** Modules the entry imports, fetched beside it (space-separated). */
export const DATA_PRELOAD = 'data-preload';
/** The full stylesheet (pages with critical CSS inline; the offline copy links it). */
export const DATA_CSS = 'data-css';
export const DATA_MANIFEST = 'data-manifest';
/**
 * On the inline script, when the page inlines its first screen's CSS only (the home page); then
 * on `<html>` until the full stylesheet applies (the rest of the page stays hidden till then).
 */
export const DATA_FIRST_SCREEN = 'data-first-screen';
/**
 * On each part of such a page below its first screen (build/prerender-plugin.ts): what the rules
 * keyed on DATA_FIRST_SCREEN select, so that the mark's going restyles those parts alone.
 */
export const DATA_BELOW = 'data-below';

// On `#root` (build/prerender-plugin.ts).
/** The app's chunks, the start-up steps first (app/entry-client.tsx imports them by URL). */
export const DATA_CHUNKS = 'data-chunks';
/**
 * The ROI form's early script and the chunk it imports (roi-loader.ts); and on the ROI form itself
 * (roi-calculator.tsx), the marker the prerender looks for.
 */
export const DATA_ROI = 'data-roi';
/** The analytics recorder's chunk (app/entry-client.tsx imports it by URL). */
export const DATA_ANALYTICS = 'data-analytics';

// On `<html>`, set at run time.
/** `"ready"` once the app has hydrated the page (app/root-layout.tsx; tests wait for it). */
export const DATA_APP = 'data-app';
/** `"ready"` once a worker holding the whole offline copy controls the page (page-behaviour.ts). */
export const DATA_OFFLINE = 'data-offline';

// Written by the components, read by the page's own scripts (pre-app-controls.ts, pre-app-roi.ts).
/** The home carousel (hero-carousel.tsx); a page with it gets the carousel's inline script. */
export const DATA_CAROUSEL = 'data-carousel';
/** A control whose taps before the app are replayed once it has hydrated (page-behaviour.ts). */
export const DATA_REPLAY = 'data-replay';
/** A carousel button: `"prev"`, `"next"` or `"pause"`. */
export const DATA_GO = 'data-go';
/** The pause button's other label. */
export const DATA_ALT = 'data-alt';
/** The resource search form, which shows the state its URL names; a page with it gets its inline script. */
export const DATA_URL_STATE = 'data-url-state';
/** A resource card, by its category. */
export const DATA_CATEGORY = 'data-category';
/** A resource card's text the search matches. */
export const DATA_MATCH = 'data-match';
/** The search's status line: its texts for 1…n results (`|`-separated), and for none. */
export const DATA_COUNTS = 'data-counts';
export const DATA_EMPTY = 'data-empty';
/** The ROI slider's figure. */
export const DATA_ROI_PERCENT = 'data-roi-percent';
/** An ROI output, by the result it shows. */
export const DATA_OUTPUT = 'data-output';
/** A "Go Back" link that goes back in history when there is somewhere to go back to. */
export const DATA_HISTORY_BACK = 'data-history-back';

export const CAROUSEL_SELECTOR = `[${DATA_CAROUSEL}]`;
export const REPLAY_SELECTOR = `[${DATA_REPLAY}]`;
export const URL_STATE_FORM_SELECTOR = `form[${DATA_URL_STATE}]`;
export const CATEGORY_SELECTOR = `[${DATA_CATEGORY}]`;
export const MATCH_SELECTOR = `[${DATA_MATCH}]`;
export const COUNTS_SELECTOR = `[${DATA_COUNTS}]`;
export const ROI_FORM_SELECTOR = `form[${DATA_ROI}]`;
export const ROI_PERCENT_SELECTOR = `[${DATA_ROI_PERCENT}]`;
export const OUTPUT_SELECTOR = `[${DATA_OUTPUT}]`;
export const HISTORY_BACK_SELECTOR = `[${DATA_HISTORY_BACK}]`;

type DataAttribute =
  | typeof DATA_ENTRY
  | typeof DATA_PRELOAD
  | typeof DATA_CSS
  | typeof DATA_MANIFEST
  | typeof DATA_FIRST_SCREEN
  | typeof DATA_CHUNKS
  | typeof DATA_ROI
  | typeof DATA_ANALYTICS
  | typeof DATA_APP
  | typeof DATA_OFFLINE
  | typeof DATA_CAROUSEL
  | typeof DATA_REPLAY
  | typeof DATA_GO
  | typeof DATA_ALT
  | typeof DATA_URL_STATE
  | typeof DATA_CATEGORY
  | typeof DATA_MATCH
  | typeof DATA_COUNTS
  | typeof DATA_EMPTY
  | typeof DATA_ROI_PERCENT
  | typeof DATA_OUTPUT
  | typeof DATA_HISTORY_BACK;

type Camel<S extends string> = S extends `${infer Head}-${infer Tail}` ? `${Head}${Capitalize<Camel<Tail>>}` : S;
/** An attribute's name as `element.dataset` spells it: `data-first-screen` → `firstScreen`. */
type DatasetKey<A extends string> = A extends `data-${infer Name}` ? Camel<Name> : never;

/** `element.dataset` with the attributes above, by their `dataset` names. */
export type Dataset = { [A in DataAttribute as DatasetKey<A>]?: string };

/** An element read or marked through these attributes only: `(el as WithDataset).dataset.go`. */
export interface WithDataset {
  dataset: Dataset;
}
