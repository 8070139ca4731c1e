import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync } from 'node:zlib';
import Beasties from 'beasties';
import { selectAll } from 'css-select';
import { DomUtils, parseDocument } from 'htmlparser2';
import { build, type Manifest, type Plugin, type ResolvedConfig } from 'vite';
type ServerModule = typeof import('../src/app/entry-server');
import {
  DATA_ANALYTICS,
  DATA_BELOW,
  DATA_CHUNKS,
  DATA_CSS,
  DATA_ENTRY,
  DATA_FIRST_SCREEN,
  DATA_MANIFEST,
  DATA_PRELOAD,
  DATA_ROI,
} from '../src/boot/dom-hooks.ts';
import { BELOW_FIRST_SCREEN_PARTS, BELOW_FIRST_SCREEN_STRUCTURE, RENDERED_PART } from '../src/boot/first-screen.ts';
import { OFFLINE_BUNDLE } from '../src/worker/precache.ts';
import { injectHead, pageChunks } from './html.ts';
import { preAppKindOf, preAppScripts } from './pre-app-script.ts';

interface Options {
  entry: string;
}

/**
 * Renders every route of the client build to static HTML. Runs in the client build's
 * closeBundle with order 'pre' so vite-plugin-pwa (also closeBundle) sees the HTML.
 */
export function prerender({ entry }: Options): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'site:prerender',
    apply: (_, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(c) {
      config = c;
    },
    closeBundle: {
      order: 'pre',
      sequential: true,
      async handler() {
        const started = performance.now();
        const outDir = path.resolve(config.root, config.build.outDir);
        const ssrDir = path.resolve(config.root, 'node_modules/.cache/ssr');
        await build({
          configFile: path.resolve(config.root, 'vite.config.ts'),
          logLevel: 'warn',
          build: { ssr: entry, outDir: ssrDir, emptyOutDir: true, manifest: false, ssrManifest: false },
        });
        const mod = (await import(pathToFileURL(path.join(ssrDir, 'entry-server.js')).href)) as ServerModule;
        const manifest = JSON.parse(await readFile(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
        const template = await readFile(path.join(outDir, 'index.html'), 'utf8');
        const critical = criticalCss(outDir, config.base);
        const scripts = await preAppScripts();
        const favicon = await readFile(path.resolve(config.root, config.publicDir, 'favicon.svg'), 'utf8');
        const pages = await mod.routeMeta();
        const offlinePages: Record<string, string> = {};
        for (const page of pages) {
          const result = await mod.render(page.url);
          // Two copies of each page: the one the network serves, with its own critical CSS inline
          // (first paint from the first bytes), and a lean one for the offline copy, which links
          // the one stylesheet the offline copy already holds instead of repeating it 20 times.
          let lean: string;
          let html: string;
          if (result.kind === 'redirect') {
            html = lean = redirectPage(result.location);
          } else {
            // The app's own chunks (React, shell, pages) and anything the page adds.
            // The start-up steps first, in order: the entry imports the first two by URL.
            const start = START_CHUNKS.map((key) => config.base + manifest[key]!.file);
            const rest = pageChunks(manifest, [...START_CHUNKS, ...result.modules], config.base);
            const chunks = [...start, ...rest.filter((f) => !start.includes(f))].join(' ');
            // Only the page with the ROI form (its own marker in the rendered HTML): its early
            // script is fetched beside the entry, so the form computes as soon as it can be reached.
            const roi = result.html.includes(`${DATA_ROI}=`) ? roiChunks(manifest, config.base) : '';
            const analytics = config.base + manifest[ANALYTICS_CHUNK]!.file;
            lean = withPreApp(
              scripts[preAppKindOf(result.html)],
              favicon,
              roi ? roi.split(' ') : [],
            )(injectHead(template, result.head)).replace(
              '<div id="root"></div>',
              `<div id="root" ${DATA_CHUNKS}="${chunks}" ${DATA_ANALYTICS}="${analytics}"${roi ? ` ${DATA_ROI}="${roi}"` : ''}>${result.html}</div>`,
            );
            const served = await critical(lean);
            html = served.html;
            if (served.firstScreen) lean = leanFirstScreen(lean);
          }
          const file = path.join(outDir, page.file);
          await mkdir(path.dirname(file), { recursive: true });
          await writeFile(file, html);
          offlinePages[leanFileOf(page.file)] = lean;
        }
        // Every lean page in one file: one request instead of twenty, and a third of the bytes,
        // since the pages share most of their markup (src/worker/precache.ts unpacks it). The
        // small files join them once the precache list is known (build/offline-bundle.ts).
        await writeFile(path.join(outDir, OFFLINE_BUNDLE), JSON.stringify(offlinePages));
        await writeFile(path.join(outDir, 'sitemap.xml'), mod.sitemap());
        await writeFile(path.join(outDir, 'robots.txt'), mod.robots());
        await rm(ssrDir, { recursive: true, force: true });
        config.logger.info(`prerendered ${pages.length} pages in ${Math.round(performance.now() - started)} ms`);
      },
    },
  };
}

/**
 * Each page carries inline only the CSS rules its own HTML uses (Beasties), so it paints from
 * its first bytes and stays within the first TCP window. The whole stylesheet, which the offline
 * copy holds once for every page, is for states the HTML does not show yet (an open menu, a
 * toast, an error): the inline script adds it once the page has painted (deferStylesheet).
 * Without JavaScript, a `<noscript>` copy of the link applies it.
 */
function criticalCss(outDir: string, base: string) {
  const beasties = new Beasties({
    path: outDir,
    publicPath: base,
    preload: 'body',
    pruneSource: false,
    mergeStylesheets: true,
    reduceInlineStyles: false,
    fonts: false,
    keyframes: 'critical',
    compress: true,
    logLevel: 'warn',
    // States the page's inline script draws before the full stylesheet has come: the resource
    // search hides cards, and no card is hidden in the built HTML for Beasties to find. And the
    // spacing of a list (`space-y-*`), which Beasties reads as no selector at all (it strips
    // `:where(…)` with all it holds) and so dropped: it came only with the full stylesheet, which
    // moved what lay below it. withoutUnusedSpacing keeps those the page uses.
    allowRules: [/^\[hidden\]/, SPACING],
  });
  // Tailwind's fallback for browsers without @property comes with the full stylesheet a moment
  // later; inline it would cost every page about 300 bytes on the wire.
  const withoutPropertiesFallback = (html: string) =>
    html.replace(/@layer properties\{@supports[^{]*\{[^{]*\{[^}]*\}\}\}/, '');
  // Each colour comes with its wide-gamut copy as the full stylesheet has it (`@supports (color:lab(…))`),
  // although the page's own are nearly all sRGB colours again: inline in sRGB only (half a kilobyte
  // less), every colour of the first screen computed to another value once the full stylesheet came,
  // and its frame repainted all of it (a test in tests/e2e/first-paint.spec.ts).
  const inline = async (html: string) =>
    withoutUnreadVariables(withoutUnusedSpacing(withoutPropertiesFallback(await beasties.process(html))));
  return async (html: string): Promise<{ html: string; firstScreen: boolean }> => {
    let page = await inline(html);
    let shownFirst = false;
    // Too big for the first round trip with every rule of the page: the first screen's only.
    if (brotliCompressSync(page).length > FIRST_ROUND_TRIP_BYTES) {
      const firstScreen = (await inline(firstScreenOf(html))).match(STYLE)?.[0];
      if (!firstScreen) throw new Error('prerender: no critical CSS for the first screen');
      // The rest stays hidden and unrendered until the full stylesheet applies (src/boot/pre-app.ts;
      // OFF_SCREEN_HEIGHT): hidden only, a part the first screen reaches into was laid out in the
      // first paint's own frame all the same (a second pass: frames of 78-139 ms at 4x CPU, now 38-72).
      // A part holding a form has no box at all (display: none) until the script renders it, in a
      // frame of its own: Chrome's autofill looks at every form field at DOMContentLoaded and at
      // load, and for a field in a part not rendered yet lays that whole part out in that task (at
      // 4x CPU, 148-224 ms at DOMContentLoaded for the home page's three, at most 45 without; the
      // headless shell, which has no autofill, never did it).
      const hidden = firstScreen.replace(
        '</style>',
        `${BELOW_FIRST_SCREEN}{visibility:hidden;content-visibility:hidden;${PART_ESTIMATE}}${FORM_PARTS_UNBOXED}</style>`,
      );
      shownFirst = true;
      page = expectFirstScreen(markBelowFirstScreen(markScript(page.replace(STYLE, () => hidden))));
    }
    return { html: withoutCrossorigin(deferStylesheet(page)), firstScreen: shownFirst };
  };
}

/**
 * What a page may weigh (brotli) to arrive in the first round trip: TCP's first window (10
 * segments of 1,460 B) less the response headers (about 1.1 KB, the CSP's hashes included).
 */
export const FIRST_ROUND_TRIP_BYTES = 10 * 1460 - 1100;

const STYLE = /<style>[\s\S]*?<\/style>/;

/** What lies below the first screen (firstScreenOf), while the inline script marks the page. */
export const BELOW_FIRST_SCREEN = `html[${DATA_FIRST_SCREEN}] ${BELOW_FIRST_SCREEN_PARTS}`;

/**
 * The offline copy of a page that shows its first screen first (critical): its parts below marked
 * too, so that the page opened again from the copy (which links the stylesheet, applied before its
 * first paint) renders what is near the screen only, as the stylesheet's own rule has it, and its
 * script the rest a part per frame (src/boot/pre-app.ts). Rendered whole, the frame after its first
 * paint took 99-149 ms at 4x CPU (style 45 ms, layout 66 ms, paint 35 ms: scripts/bench/long-tasks.ts).
 * The rule here gives the parts their estimated height and keeps those holding a form without a
 * box until rendered (autofill, above); the stylesheet shows them.
 */
export function leanFirstScreen(lean: string): string {
  if (!lean.includes('<script data-') || !lean.includes('</head>'))
    throw new Error('prerender: no inline script or head end in the offline copy');
  const rule = `<style>${BELOW_FIRST_SCREEN}{${PART_ESTIMATE}}${FORM_PARTS_UNBOXED}</style>`;
  return markBelowFirstScreen(markScript(lean).replace('</head>', () => `${rule}</head>`));
}

/** The page's inline script, marked: it marks the page in turn (src/boot/pre-app.ts). */
const markScript = (html: string) => html.replace('<script data-', `<script ${DATA_FIRST_SCREEN} data-`);

/**
 * What lies below the first screen is not rendered before the full stylesheet, and then only once
 * it comes near the screen (content-visibility: that stylesheet's own rule), each part taken to
 * measure this until it has been rendered once: the full stylesheet's first frame then styles and
 * lays out what is seen, not the whole page (at 4x CPU, 120-160 ms became 55-80), and the home
 * page's Lighthouse LCP fell to its own HTML's. Once the stylesheet has loaded, the page's script
 * renders the parts one per frame, then the mark goes (src/boot/pre-app.ts), and with it the
 * estimates. Taller the narrower the screen, as the home page's parts are (medians of 1,430 px at
 * 412 px wide, 910 at 768, 730 at 1,280), and meant to err tall: Chromium renders what the
 * estimates put within 150% of the screen in the stylesheet's frame, so a part estimated short
 * pulls the next one in, laid out for nothing and skipped a frame later (at 800 px on a phone the
 * first part, 1,424 px tall at 412 px, did that to the second), while one estimated tall only
 * leaves the next to the page's script, a frame or two on.
 */
const OFF_SCREEN_HEIGHT = 'max(800px,2000px - 100vw)';

/** A part's height until it has been rendered once (OFF_SCREEN_HEIGHT), in the served page and its copy alike. */
const PART_ESTIMATE = `contain-intrinsic-size:auto ${OFF_SCREEN_HEIGHT}`;

/** A part holding a form has no box until the page's script renders it (autofill, in criticalCss). */
const FORM_PARTS_UNBOXED = `${BELOW_FIRST_SCREEN}:has(form):not(${RENDERED_PART}){display:none}`;

/**
 * The page with each part below its first screen marked (BELOW_FIRST_SCREEN_PARTS): the attribute
 * is written last in each part's start tag, where the parser found it, and the rest of the HTML is
 * left byte for byte (`<section id="stats"` still begins that section).
 */
export function markBelowFirstScreen(html: string): string {
  const page = parseDocument(html, { withStartIndices: true });
  const tags = selectAll(BELOW_FIRST_SCREEN_STRUCTURE, page)
    .flatMap((part) => ('name' in part ? [{ start: part.startIndex!, tag: `<${part.name}` }] : []))
    .toSorted((a, b) => b.start - a.start);
  let marked = html;
  for (const { start, tag } of tags) {
    if (marked.slice(start, start + tag.length).toLowerCase() !== tag)
      throw new Error(`prerender: no ${tag}> where the parser found it`);
    const end = startTagEnd(marked, start + tag.length);
    marked = `${marked.slice(0, end)} ${DATA_BELOW}${marked.slice(end)}`;
  }
  return marked;
}

/** The id `expectFirstScreen` gives the first screen's last element when it has none. */
export const FIRST_SCREEN_END_ID = 'first-screen-end';

/**
 * A page that shows its first screen from its first round trip paints it whole: where the browser
 * knows `<link rel="expect" blocking="render">` (Chromium), nothing is rendered until the last
 * element of main's first section is in the document (the last one outside an icon's SVG), so the
 * section has been parsed up to it. Chromium 156 renders once the named element's start tag is
 * in; the spec says once it is fully parsed: either way, at the section's end. (Named by the
 * section itself, it rendered at the section's start; named by the element after it, a page whose
 * bytes stopped between the two was not painted at all.) Without it the header could paint a frame
 * before the hero, as the parser yields between them, and the inline script, which adds the
 * stylesheet and the modules once the page has painted, then asked for them before the hero's own
 * paint: Lighthouse's simulated LCP of the home page went from 0.91 s to 1.06-1.37 s in those runs.
 */
export function expectFirstScreen(html: string): string {
  const { findAll, findOne } = DomUtils;
  const page = parseDocument(html, { withStartIndices: true });
  const main = findOne((el) => el.name === 'main', page.children);
  const section = main && findOne((el) => el.name === 'section', main.children);
  if (!section) throw new Error('prerender: no section in <main> to expect');
  const inIcon = (el: typeof section) => {
    for (let up: typeof el | null = el; up && up !== section; up = up.parent as typeof el | null)
      if (up.name === 'svg') return true;
    return false;
  };
  // The last start tag the parser meets in the section, an icon's insides aside.
  const last = findAll((el) => !inIcon(el), section.children).at(-1);
  if (!last) throw new Error('prerender: an empty first section to expect');
  const tag = `<${last.name}`;
  if (html.slice(last.startIndex!, last.startIndex! + tag.length).toLowerCase() !== tag)
    throw new Error(`prerender: no ${tag}> where the parser found it`);
  const holding = (id: string) => findAll((el) => el.attribs.id === id, page.children).length;
  let id = last.attribs.id;
  let out = html;
  if (id === undefined) {
    id = FIRST_SCREEN_END_ID;
    if (holding(id)) throw new Error(`prerender: id "${id}" already taken`);
    const end = startTagEnd(html, last.startIndex! + tag.length);
    out = `${html.slice(0, end)} id="${id}"${html.slice(end)}`;
  } else if (holding(id) !== 1) throw new Error(`prerender: id "${id}" is not the only one`);
  if (!out.includes('</head>')) throw new Error('prerender: no </head>');
  return out.replace('</head>', `<link rel="expect" href="#${id}" blocking="render"></head>`);
}

/** Where a start tag's attributes end (at its `>`), a quoted value's `>` not counted. */
function startTagEnd(html: string, from: number): number {
  let quote = '';
  for (let i = from; i < html.length; i++) {
    const c = html[i]!;
    if (quote) quote = c === quote ? '' : quote;
    else if (c === '"' || c === "'") quote = c;
    else if (c === '>') return html[i - 1] === '/' ? i - 1 : i;
  }
  throw new Error('prerender: a start tag that never ends');
}

/**
 * The page as its first screen shows it: the header and the first section of main (for the
 * critical CSS of a page too big to inline all of it). The rest of its rules come with the full
 * stylesheet, which the inline script adds once the page has painted, or at once when the page
 * opens at an anchor further down (src/boot/pre-app.ts).
 */
export function firstScreenOf(html: string): string {
  const main = html.search(/<main\b/);
  const start = main === -1 ? -1 : html.indexOf('<section', main);
  const close = html.indexOf('</main>', main);
  if (start === -1 || close === -1 || start > close)
    throw new Error('prerender: no section in <main> to find the first screen');
  // The end of that section, past any section inside it.
  let depth = 0;
  const tags = /<section\b|<\/section>/g;
  tags.lastIndex = start;
  for (let m = tags.exec(html); m; m = tags.exec(html)) {
    depth += m[0] === '</section>' ? -1 : 1;
    if (depth === 0) {
      const end = m.index + m[0].length;
      return (html.slice(0, end) + html.slice(close)).replace(/<footer\b[\s\S]*?<\/footer>/, '');
    }
  }
  throw new Error('prerender: unclosed section in <main>');
}

/** Tailwind's spacing between a list's items: `:where(.space-y-2>:not(:last-child)){…}`. */
const SPACING = /^:where\(\.space-[xy]-/;

/** The page's inline CSS without the spacing rules (SPACING) of classes its HTML does not use. */
export function withoutUnusedSpacing(html: string): string {
  const used = new Set([...html.replace(STYLE, '').matchAll(/\sclass="([^"]*)"/g)].flatMap((m) => m[1]!.split(/\s+/)));
  return html.replace(STYLE, (style) =>
    style.replace(/:where\(\.(space-[xy]-[\w\\.]+)>[^{}]*\{[^}]*\}/g, (rule, escaped: string) =>
      used.has(escaped.replace(/\\/g, '')) ? rule : '',
    ),
  );
}

/**
 * Tailwind registers every variable the whole site uses (theme values, `@property`), and Beasties
 * keeps them all: inline, a page keeps only those its own rules read (`var(--x)`). The full
 * stylesheet has the rest.
 */
export function withoutUnreadVariables(html: string): string {
  return html.replace(STYLE, (style) => {
    let css = style;
    // A variable may be read only by another one: drop until nothing more goes.
    for (let before = ''; before !== css;) {
      before = css;
      const read = new Set([...css.matchAll(/var\((--[\w-]+)/g)].map((m) => m[1]!));
      const readOnly = (body: string) =>
        body.split(';').filter((d) => !d.startsWith('--') || read.has(d.slice(0, d.indexOf(':'))));
      css = css
        .replace(/@property (--[\w-]+)\{[^}]*\}/g, (rule, name: string) => (read.has(name) ? rule : ''))
        .replace(
          /(@layer theme\{:root(?:,:host)?\{)([^}]*)\}/,
          (_m, open: string, body: string) => `${open}${readOnly(body).join(';')}}`,
        )
        // The theme's wide-gamut copies of the same variables.
        .replace(
          /(@supports \(color:lab\(0% 0 0\)\)\{:root(?:,:host)?\{)([^}]*)\}\}/,
          (_m, open: string, body: string) => {
            const kept = readOnly(body);
            return kept.length ? `${open}${kept.join(';')}}}` : '';
          },
        );
    }
    return css;
  });
}

/**
 * Gives a page its inline script (src/boot/pre-app.ts) in place of what the HTML would request
 * before its first paint: the entry and its preloads, and the manifest, which Chromium fetches
 * (with an icon) as the page loads. The script adds them once the page has painted; their URLs
 * go in its data attributes, so its text, and so its CSP hash, is the same on every page and
 * every build. The favicon goes inline as a data: URL: Chromium fetches a linked one (or
 * /favicon.ico) as the page loads too. `alsoPreload`: what the page's own early scripts import
 * (the ROI form's), fetched with the entry.
 */
export function withPreApp(code: string, faviconSvg: string, alsoPreload: readonly string[] = []) {
  if (/<\/script/i.test(code)) throw new Error('prerender: the inline script must not contain "</script"');
  const favicon = `data:image/svg+xml,${faviconSvg
    .trim()
    .replace(/"/g, "'")
    .replace(/[%#<>]/g, encodeURIComponent)}`;
  return (html: string) => {
    const take = (re: RegExp) => {
      const found: string[] = [];
      html = html.replace(re, (_m, url: string) => (found.push(url), ''));
      return found;
    };
    const [entry, ...others] = take(/\s*<script\b[^>]*\bsrc="([^"]+)"[^>]*><\/script>/g);
    if (!entry || others.length) throw new Error('prerender: expected exactly one script in index.html');
    const preload = [...take(/\s*<link rel="modulepreload"[^>]*\bhref="([^"]+)"[^>]*>/g), ...alsoPreload];
    const [manifest] = take(/\s*<link rel="manifest" href="([^"]+)"[^>]*>/g);
    const attrs = [
      `${DATA_ENTRY}="${entry}"`,
      preload.length && `${DATA_PRELOAD}="${preload.join(' ')}"`,
      manifest && `${DATA_MANIFEST}="${manifest}"`,
    ]
      .filter(Boolean)
      .join(' ');
    if (!html.includes('</head>')) throw new Error('prerender: no </head>');
    return html
      .replace(/(<link rel="icon" href=")\/favicon\.svg"/, `$1${favicon}"`)
      .replace('</head>', `<script ${attrs}>${code}</script></head>`);
  };
}

/**
 * Vite marks the page's own scripts and stylesheet `crossorigin`: a module script is fetched that
 * way anyway, and the stylesheet is same-origin, so the attribute only costs each page bytes.
 */
export const withoutCrossorigin = (html: string) =>
  html.replace(/(<(?:script|link)\b[^>]*) crossorigin((?: [^>]*)? (?:src|href)="\/assets\/)/g, '$1$2');

/**
 * The stylesheet link Beasties leaves at the end of the body: the inline script adds it after the
 * first paint (its URL goes in `data-css`); a `<noscript>` copy applies it without JavaScript.
 */
export function deferStylesheet(html: string): string {
  const link = /<link rel="stylesheet"[^>]* href="([^"]+\.css)">(\s*<\/body>)/;
  const href = html.match(link)?.[1];
  if (!href) throw new Error('prerender: no stylesheet link before </body> to defer');
  if (!html.includes('<script data-')) throw new Error('prerender: no inline script to add the stylesheet');
  return html
    .replace(link, '<noscript><link rel="stylesheet" href="$1"></noscript>$2')
    .replace('<script data-', `<script ${DATA_CSS}="${href}" data-`);
}

/**
 * The start-up steps the entry imports by URL (React DOM, then the app), first in `data-chunks`,
 * in order. By URL, so the entry carries no preload helper: it preloads `data-chunks` itself.
 */
export const START_CHUNKS = ['src/app/react-dom-first.ts', 'src/app/hydrate.tsx'] as const;

/** The ROI form's early script and the chunk it imports, for `data-roi` (src/boot/roi-loader.ts). */
const roiChunks = (manifest: Manifest, base: string) => {
  const { file, imports = [] } = manifest['src/boot/pre-app-roi.ts']!;
  return [file, ...imports.map((key) => manifest[key]!.file)].map((f) => base + f).join(' ');
};

/** The analytics recorder, one chunk importing none, for `data-analytics` (src/app/entry-client.tsx). */
const ANALYTICS_CHUNK = 'src/features/analytics/recorder.ts';

/** The offline copy's version of a page file: `about/index.html` → `about/index.lean.html`. */
const leanFileOf = (file: string) => file.replace(/\.html$/, '.lean.html');

const redirectPage = (to: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Redirecting…</title>` +
  `<meta name="robots" content="noindex"><link rel="canonical" href="${to}">` +
  `<meta http-equiv="refresh" content="0; url=${to}"></head>` +
  `<body><p>This page has moved to <a href="${to}">${to}</a>.</p></body></html>`;
