// Helpers for the plain-text messages the forms send. All visitor text goes into text/plain
// bodies; anything that could reach a header goes through headerSafe.
import { site } from '../../src/config/site.ts';
import { describeTouch } from '../../src/features/analytics/attribution.ts';
import type { RequestFacts } from '../forms/kind.ts';
import { headerSafe } from './transport.ts';

/** Indents continuation lines so visitor text cannot imitate the labels around it. */
export const block = (s: string) =>
  s
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((l) => `  ${l}`)
    .join('\n');

/** "Label:   value" lines, values on one line and cut to a sane length. */
export const labelled = (rows: [string, string | null | undefined][]) => {
  const width = Math.max(...rows.map(([k]) => k.length)) + 2;
  return rows.map(([k, v]) => `${`${k}:`.padEnd(width)}${v ? headerSafe(v, 400) : '(not given)'}`);
};

/** The footer of a staff notification: what, when, from which page and device (never an address), and where the visitor came from. */
export const trailer = (what: string, id: string, createdAt: Date, facts: RequestFacts) => [
  '',
  '--',
  ...labelled([
    [`${what} id`, id],
    ['Received', createdAt.toISOString()],
    ['Page', facts.pageUrl ?? '(unknown)'],
    ['Device', facts.device ?? '(unknown)'],
    ['First touch', facts.attribution?.first ? describeTouch(facts.attribution.first) : '(none kept)'],
    ['Last touch', facts.attribution?.last ? describeTouch(facts.attribution.last) : '(unknown)'],
    ['Pages seen', facts.attribution?.pages.join(' > ') || '(unknown)'],
  ]),
];

export const siteName = site.name;
