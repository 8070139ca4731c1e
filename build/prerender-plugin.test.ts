import { describe, expect, it } from 'vitest';
import { deferStylesheet, withoutCrossorigin } from './prerender-plugin.ts';

const page = (body: string) =>
  `<html><head><script type="module" crossorigin src="/assets/index-a.js"></script></head><body>${body}</body></html>`;

describe('the served page', () => {
  it('loads the full stylesheet without blocking rendering, with a no-JS copy', () => {
    const html = deferStylesheet(page('<h1>Hi</h1>\n  <link rel="stylesheet" crossorigin href="/assets/style-c.css">'));
    expect(html).toContain(
      '<link rel="stylesheet" crossorigin href="/assets/style-c.css" media="print" data-full-css>' +
        '<noscript><link rel="stylesheet" href="/assets/style-c.css"></noscript></body>',
    );
    expect(html.match(/rel="stylesheet"/g)).toHaveLength(2);
  });

  it('fails the build when the stylesheet link is not where it defers it', () => {
    expect(() => deferStylesheet(page('<h1>Hi</h1>'))).toThrow(/no stylesheet link/);
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
