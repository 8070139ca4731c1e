// The audit's budgets, its floors (the pages it adds beside the routes) and its report.
import { describe, expect, it } from 'vitest';
import {
  auditTable,
  budgets,
  failures,
  floors,
  ownFloorOf,
  routeMisses,
  tapFloorPage,
  tinyPage,
  withoutLinks,
  withoutStylesheet,
  type Row,
} from './audit.ts';

const row = (over: Partial<Row>): Row => ({
  route: '/',
  performance: 100,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpSeconds: 0.8,
  tbtMs: 0,
  cls: 0,
  ...over,
});

describe('audit', () => {
  it('misses a route whose LCP is over 850 ms, the issue’s budget', () => {
    expect(budgets.lcpSeconds).toBeLessThanOrEqual(0.85);
    expect(failures(row({ lcpSeconds: 0.9 }))).toEqual([`LCP 0.90 s > ${budgets.lcpSeconds} s`]);
    expect(failures(row({ lcpSeconds: 0.84 }))).toEqual([]);
  });

  it('the home-HTML floor keeps the markup and inline CSS, and drops every stylesheet and script link', () => {
    const html =
      '<head><style>h1{color:red}</style><script type="module" src="/assets/index-a.js"></script>' +
      '<link rel="modulepreload" href="/assets/react-b.js"><link rel="icon" href="/favicon.svg">' +
      '<script>window.x=1</script>' +
      '<script data-first-screen data-css="/assets/style-c.css" data-entry="/assets/index-a.js" data-preload="/assets/first-d.js" data-manifest="/manifest.webmanifest">p()</script>' +
      '</head><body><h1>Hi</h1>' +
      '<link rel="stylesheet" href="/assets/style-c.css" media="print" data-full-css><noscript><link rel="stylesheet" href="/assets/style-c.css"></noscript></body>';
    const floor = withoutLinks(html);
    expect(floor).not.toMatch(/index-a\.js|react-b\.js|style-c\.css|first-d\.js|manifest/);
    expect(floor, 'the inline script, naming nothing to add').toContain('<script data-first-screen>p()</script>');
    expect(floor).toContain('<style>h1{color:red}</style>');
    expect(floor).toContain('<h1>Hi</h1>');
    expect(floor).toContain('<link rel="icon" href="/favicon.svg">');
    expect(floor).toContain('<script>window.x=1</script>');
    expect(floor, 'no empty <noscript> left behind').not.toContain('noscript');
  });

  it('the floor with no stylesheet to add keeps the page as it is but for the stylesheet its script would add', () => {
    const tag =
      '<script data-css="/assets/style-c.css" data-first-screen data-entry="/assets/index-a.js" data-manifest="/manifest.webmanifest">p()</script>';
    const html = `<head><style>h1{color:red}</style>${tag}</head><body><h1>Hi</h1><noscript><link rel="stylesheet" href="/assets/style-c.css"></noscript></body>`;
    const floor = withoutStylesheet(html);
    expect(floor).toBe(html.replace(' data-css="/assets/style-c.css"', ''));
    expect(floor, 'still held below its first screen, with its app').toContain(
      '<script data-first-screen data-entry="/assets/index-a.js" data-manifest="/manifest.webmanifest">p()</script>',
    );
  });

  it('the network floor is a 350-byte page with a heading', () => {
    expect(Buffer.byteLength(tinyPage())).toBe(350);
    expect(tinyPage()).toMatch(/<h1>[^<]+<\/h1>/);
  });

  it('the tap floor is a small page of one heading and one toggle button, with nothing to load', () => {
    const page = tapFloorPage();
    expect(Buffer.byteLength(page)).toBeLessThan(500);
    expect(page.match(/<button\b/g)).toHaveLength(1);
    expect(page).toContain('aria-pressed="false"');
    expect(page).toMatch(/onclick="[^"]*ariaPressed/);
    expect(page).not.toMatch(/<link\b|<script\b|\bsrc=/);
  });

  it('a page may pass its own floor by at most a round trip of the simulated link (150 ms), less than any render-blocking file adds', () => {
    expect(budgets.lcpOverOwnFloorSeconds).toBeGreaterThan(0);
    expect(budgets.lcpOverOwnFloorSeconds).toBeLessThanOrEqual(0.15);
  });

  it('each route has its own floor beside it, apart from the pages', () => {
    expect(ownFloorOf('/')).toBe('/__floor/own');
    expect(ownFloorOf('/careers')).toBe('/__floor/own/careers');
  });

  it('the table shows each floor as a row with its own LCP and TBT, and reads each route against both', () => {
    const table = auditTable(
      [
        row({ route: floors[0].route, lcpSeconds: 1.02, tbtMs: 144, performance: 88 }),
        row({ route: floors[1].route, lcpSeconds: 0.79, tbtMs: 107 }),
        row({ route: '/', lcpSeconds: 0.84, tbtMs: 180 }),
        row({ route: '/about', lcpSeconds: 0.82, tbtMs: 20 }),
      ],
      3,
    );
    expect(table).toContain(`${floors[0].label}: LCP 1.02 s, TBT 144 ms; ${floors[1].label}: LCP 0.79 s, TBT 107 ms.`);
    const lines = table.split('\n').filter((l) => l.startsWith('| '));
    expect(lines[1]).toBe(`| ${floors[0].label} | 88 | 100 | 100 | 100 | 1.02 |  |  | 144 | 0.000 | floor |`);
    expect(lines[2]).toMatch(/^\| floor: a 350-byte page \| .* \| 107 \| 0\.000 \| floor \|$/);
    expect(lines[3]).toBe('| / | 100 | 100 | 100 | 100 | 0.84 | −180 ms | +50 ms | 180 | 0.000 | ✗ |');
    expect(lines[4]).toBe('| /about | 100 | 100 | 100 | 100 | 0.82 | −200 ms | +30 ms | 20 | 0.000 | ✓ |');
    expect(table, 'a floor is never a miss').toContain(`**Misses:**\n- /: TBT 180 ms > ${budgets.tbtMs} ms\n`);
  });

  it('only routes miss (what the exit code reads), never a floor over a budget', () => {
    const rows = [
      row({ route: floors[0].route, tbtMs: 900, lcpSeconds: 2 }),
      row({ route: floors[1].route, tbtMs: 900 }),
      row({ route: '/about' }),
    ];
    expect(routeMisses(rows)).toEqual([]);
    expect(routeMisses([...rows, row({ route: '/', cls: 0.5 })])).toEqual([
      { route: '/', misses: ['CLS 0.500 > 0.02'] },
    ]);
  });

  it('a distance from a floor under half a millisecond reads as +0 ms, never −0', () => {
    const table = auditTable(
      [
        row({ route: floors[0].route, lcpSeconds: 0.8003 }),
        row({ route: floors[1].route, lcpSeconds: 0.7995 }),
        row({ route: '/', lcpSeconds: 0.8 }),
      ],
      1,
    );
    expect(table).toContain('| / | 100 | 100 | 100 | 100 | 0.80 | +0 ms | +1 ms |');
  });
});
