// axe-core (WCAG 2.0/2.1/2.2 A and AA) run in the page itself with axe.run: one injection and no
// extra page per scan. @axe-core/playwright's default (runPartial per frame, then finishRun in a new
// blank page) took twice as long here (~1.8 s against ~0.85 s a scan of /) and only matters for
// frames, which the site has none of.
import type { Page } from '@playwright/test';
import axe, { type AxeResults, type RunOptions } from 'axe-core';
import { expect } from './fixtures';

const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** The page's WCAG A/AA violations, summarised for a readable failure. */
export async function scan(page: Page) {
  expect(page.frames(), 'the page has no frames (an in-page axe.run would not reach into them)').toHaveLength(1);
  await page.evaluate(axe.source);
  const options: RunOptions = { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] };
  // Sections off the screen that the page leaves unrendered (content-visibility: auto) are scanned
  // as a visitor who scrolls to them sees them: rendered. Unrendered, nothing in them can be hit at
  // a point, so axe would read their text against whatever lies under them.
  const { violations } = await page.evaluate(async (opts) => {
    const rendered = document.head.appendChild(document.createElement('style'));
    rendered.textContent = '*{content-visibility:visible!important}';
    try {
      return await (window as unknown as { axe: { run: (c: Document, o: RunOptions) => Promise<AxeResults> } }).axe.run(
        document,
        opts,
      );
    } finally {
      rendered.remove();
    }
  }, options);
  return violations.map((v) => ({
    id: v.id,
    impact: v.impact,
    help: v.help,
    targets: v.nodes.slice(0, 10).map((n) => n.target.join(' ')),
    summary: v.nodes[0]?.failureSummary?.split('\n').slice(0, 3).join(' | '),
  }));
}
