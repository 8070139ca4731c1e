import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  BELOW_FIRST_SCREEN,
  deferStylesheet,
  expectFirstScreen,
  FIRST_SCREEN_END_ID,
  firstScreenOf,
  leanFirstScreen,
  markBelowFirstScreen,
  withoutCrossorigin,
  withoutUnreadVariables,
  withoutUnusedSpacing,
  withPreApp,
} from './prerender-plugin.ts';

const page = (body: string) =>
  `<html><head><script type="module" crossorigin src="/assets/index-a.js"></script>` +
  `<link rel="modulepreload" crossorigin href="/assets/first-b.js"><link rel="manifest" href="/manifest.webmanifest">` +
  `<link rel="icon" href="/favicon.svg" type="image/svg+xml"></head><body>${body}</body></html>`;

const FAVICON = '<svg xmlns="http://www.w3.org/2000/svg"><rect fill="#0b2545"/></svg>\n';

describe('the served page', () => {
  it('requests nothing before its first paint: the inline script names what it adds after', () => {
    const html = withPreApp('go()', FAVICON)(page('<h1>Hi</h1>'));
    expect(html).not.toMatch(/<script\b[^>]*\bsrc=|rel="(modulepreload|manifest)"/);
    expect(html).toContain(
      '<script data-entry="/assets/index-a.js" data-preload="/assets/first-b.js" data-manifest="/manifest.webmanifest">go()</script></head>',
    );
    expect(html).toContain(
      `<link rel="icon" href="data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg'%3E%3Crect fill='%230b2545'/%3E%3C/svg%3E"`,
    );
  });

  it('refuses an inline script that could close its own tag, or a page with more than one script', () => {
    expect(() => withPreApp('a("</script>")', FAVICON)).toThrow(/<\/script/);
    expect(() => withPreApp('go()', FAVICON)(page('<script type="module" src="/assets/other.js"></script>'))).toThrow(
      /exactly one script/,
    );
  });

  it('adds the full stylesheet after the first paint, with a no-JS copy', () => {
    const html = deferStylesheet(
      withPreApp(
        'go()',
        FAVICON,
      )(page('<h1>Hi</h1>\n  <link rel="stylesheet" crossorigin href="/assets/style-c.css">')),
    );
    expect(html).toContain('<noscript><link rel="stylesheet" href="/assets/style-c.css"></noscript></body>');
    expect(html).toContain('<script data-css="/assets/style-c.css" data-entry="/assets/index-a.js"');
    expect(html.match(/rel="stylesheet"/g)).toHaveLength(1);
  });

  it('shows what a first-screen page hides in the full stylesheet itself, rendered where it is near the screen, later in the cascade than the hiding rule', () => {
    const css = readFileSync(new URL('../src/styles/index.css', import.meta.url), 'utf8').replace(
      /\/\*[\s\S]*?\*\//g,
      '',
    );
    const rule = css.match(/^([^{}@]+)\{\s*visibility:\s*visible;\s*content-visibility:\s*auto;\s*\}/m);
    // (Spaces kept as one: a descendant combinator is one.)
    expect(rule?.[1]?.replace(/\s+/g, ' ').trim()).toBe(BELOW_FIRST_SCREEN);
  });

  it('marks each part below the first screen where it is (what its structure selects), and changes nothing else', () => {
    const html =
      '<body><header><nav><a href="/">Home</a></nav></header><main id="m"><section class="hero"><section>in</section>' +
      '<footer>quote</footer></section>\n<SECTION id="a"><p>a</p></SECTION><div data-x="<section>"><footer>n</footer>' +
      '</div><!-- <section> --><section>b</section></main>' +
      '<footer class=\'site\' title="a > b">f</footer></body>';
    expect(markBelowFirstScreen(html)).toBe(
      '<body><header><nav><a href="/">Home</a></nav></header><main id="m"><section class="hero"><section>in</section>' +
        '<footer data-below>quote</footer></section>\n<SECTION id="a" data-below><p>a</p></SECTION><div data-x="<section>" data-below>' +
        '<footer data-below>n</footer></div><!-- <section> --><section data-below>b</section></main>' +
        '<footer class=\'site\' title="a > b" data-below>f</footer></body>',
    );
  });

  it("marks a first-screen page's offline copy alike: its parts, its script, and their estimated height; its stylesheet stays linked and shows them", () => {
    const lean =
      '<html><head><link rel="stylesheet" href="/assets/style-a.css"><script data-entry="/assets/index-a.js">go()</script></head>' +
      '<body><header>h</header><main><section>hero</section><section id="s">s</section><section><form></form></section></main>' +
      '<footer>f</footer></body></html>';
    const out = leanFirstScreen(lean);
    const rule =
      `<style>${BELOW_FIRST_SCREEN}{contain-intrinsic-size:auto max(800px,2000px - 100vw)}` +
      `${BELOW_FIRST_SCREEN}:has(form):not([style*=content-visibility]){display:none}</style>`;
    expect(out).toBe(
      '<html><head><link rel="stylesheet" href="/assets/style-a.css"><script data-first-screen data-entry="/assets/index-a.js">go()</script>' +
        `${rule}</head><body><header>h</header><main><section>hero</section><section id="s" data-below>s</section>` +
        '<section data-below><form></form></section></main><footer data-below>f</footer></body></html>',
    );
    // The stylesheet shows the parts (the rule above hides none), rendered where near the screen.
    expect(out).not.toMatch(/visibility:hidden|content-visibility:hidden/);
    expect(() => leanFirstScreen(lean.replace('<script data-entry', '<script src'))).toThrow(/no inline script/);
  });

  it('fails the build when the stylesheet link is not where it defers it', () => {
    expect(() => deferStylesheet(withPreApp('go()', FAVICON)(page('<h1>Hi</h1>')))).toThrow(/no stylesheet link/);
  });

  it('inlines only the variables its rules read, also through another variable', () => {
    const css =
      '@layer theme{:root{--a:1px;--b:var(--c);--c:2px;--d:3px;--e:var(--d)}}.x{width:var(--a);height:var(--b)}' +
      '@property --tw-x{syntax:"*";inherits:false;initial-value:0}@property --tw-y{syntax:"*";inherits:false}.y{translate:var(--tw-x)}';
    expect(withoutUnreadVariables(`<style>${css}</style>`)).toBe(
      '<style>@layer theme{:root{--a:1px;--b:var(--c);--c:2px}}.x{width:var(--a);height:var(--b)}' +
        '@property --tw-x{syntax:"*";inherits:false;initial-value:0}.y{translate:var(--tw-x)}</style>',
    );
  });

  it("keeps each colour's wide-gamut copy, as the full stylesheet has it, with the theme's copies of the variables it reads only", () => {
    const css =
      '@layer theme{:root{--c:#e2e8f0;--d:#fff}@supports (color:lab(0% 0 0)){:root{--c:lab(91.7% -1 -4.8);--d:lab(100% 0 0)}}}' +
      '.a{color:var(--c)}.b{color:#ffffff1a}@supports (color:color-mix(in lab, red, red)){.b{color:color-mix(in oklab, var(--c) 10%, transparent)}}';
    expect(withoutUnreadVariables(`<style>${css}</style>`)).toBe(
      '<style>@layer theme{:root{--c:#e2e8f0}@supports (color:lab(0% 0 0)){:root{--c:lab(91.7% -1 -4.8)}}}' +
        '.a{color:var(--c)}.b{color:#ffffff1a}@supports (color:color-mix(in lab, red, red)){.b{color:color-mix(in oklab, var(--c) 10%, transparent)}}</style>',
    );
    const unread = '@layer theme{:root{--d:#fff}@supports (color:lab(0% 0 0)){:root{--d:lab(100% 0 0)}}}.a{color:red}';
    expect(withoutUnreadVariables(`<style>${unread}</style>`)).toBe(
      '<style>@layer theme{:root{}}.a{color:red}</style>',
    );
  });

  it('keeps the spacing rules of the lists the page has, and no other', () => {
    const css =
      ':where(.space-y-2>:not(:last-child)){margin-block-end:calc(var(--spacing) * 2)}' +
      ':where(.space-y-1\\.5>:not(:last-child)){margin-block-end:calc(var(--spacing) * 1.5)}' +
      ':where(.space-y-4>:not(:last-child)){margin-block-end:calc(var(--spacing) * 4)}.a{color:red}';
    const html = `<head><style>${css}</style></head><body><ul class="a space-y-2"></ul><ol class="space-y-1.5"></ol></body>`;
    expect(withoutUnusedSpacing(html)).toBe(
      html.replace(':where(.space-y-4>:not(:last-child)){margin-block-end:calc(var(--spacing) * 4)}', ''),
    );
  });

  it("finds a page's first screen: the header and main's first section, nothing after", () => {
    const html =
      '<body><header>H</header><main id="main"><!--$--><section data-carousel><div><section>inner</section></div></section>' +
      '<section id="stats">S</section><section id="contact">C</section><!--/$--></main><footer>F</footer></body>';
    const first = firstScreenOf(html);
    expect(first).toContain('<header>H</header>');
    expect(first).toContain(
      '<main id="main"><!--$--><section data-carousel><div><section>inner</section></div></section></main>',
    );
    expect(first).not.toMatch(/stats|contact|<footer/);
    expect(() => firstScreenOf('<main><p>no section</p></main>')).toThrow(/no section/);
  });

  it("renders nothing until main's first section is parsed: until its last element is in (an icon's insides aside), named by its id", () => {
    const icon = '<svg class="icon"><use href="/i.svg#next"/></svg>';
    const html =
      '<html><head><style>x</style></head><body><header>H</header><main id="main"><section data-carousel>' +
      `<section>inner</section><h1>Hero</h1><div><button aria-label="Next">${icon}</button></div></section>` +
      '<!--$--><section id="stats">S</section></main><footer>F</footer></body></html>';
    expect(expectFirstScreen(html)).toBe(
      html
        .replace('</head>', `<link rel="expect" href="#${FIRST_SCREEN_END_ID}" blocking="render"></head>`)
        .replace('<button aria-label="Next">', `<button aria-label="Next" id="${FIRST_SCREEN_END_ID}">`),
    );
    // Its own id where it has one, in whatever quotes; a tag in a comment is no element.
    const named = html.replace('<button aria-label="Next">', '<button id=\'next\' class="a>b">');
    expect(expectFirstScreen(named)).toBe(
      named.replace('</head>', '<link rel="expect" href="#next" blocking="render"></head>'),
    );
    const commented = html.replace('</div></section>', '<!-- <p id="x"> --></div></section>');
    expect(expectFirstScreen(commented)).toContain(`<button aria-label="Next" id="${FIRST_SCREEN_END_ID}">`);
    // An id shared with another element would unblock at the wrong one.
    expect(() => expectFirstScreen(named.replace('<h1>', '<h1 id="next">'))).toThrow(/not the only one/);
    expect(() => expectFirstScreen(html.replace('<h1>', `<h1 id="${FIRST_SCREEN_END_ID}">`))).toThrow(/already taken/);
    expect(() => expectFirstScreen('<head></head><main><section></section></main>')).toThrow(/empty first section/);
    expect(() => expectFirstScreen('<head></head><main><p>no section</p></main>')).toThrow(/no section/);
  });

  it('drops crossorigin from its own assets only', () => {
    const html = withoutCrossorigin(
      page(
        '<link rel="stylesheet" crossorigin href="/assets/style-c.css"><script crossorigin src="https://cdn.example.com/x.js"></script>',
      ),
    );
    expect(html).toContain('<script type="module" src="/assets/index-a.js">');
    expect(html).toContain('<link rel="stylesheet" href="/assets/style-c.css">');
    expect(html).toContain('<script crossorigin src="https://cdn.example.com/x.js">');
  });
});
