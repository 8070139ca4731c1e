import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DateGrid } from './date-grid';

const grid = (props: Partial<Parameters<typeof DateGrid>[0]>) =>
  renderToString(
    <DateGrid
      days={{ '2026-12-01': 3, '2026-12-02': 1 }}
      first="2026-11-30"
      last="2026-12-21"
      selected={null}
      onSelect={() => undefined}
      today="2026-11-30"
      {...props}
    />,
  );
const tabStop = (html: string) => /data-day="([\d-]+)" tabindex="0"/.exec(html)?.[1];
const month = (html: string) => /<h3[^>]*>([^<]+)<\/h3>/.exec(html)?.[1];

describe('the date grid at first', () => {
  it("opens on the first date with free times: on a month's last day with none left, the next month", () => {
    const html = grid({});
    expect(month(html)).toBe('December 2026');
    expect(tabStop(html)).toBe('2026-12-01');
    expect(html.match(/tabindex="0"/g)).toHaveLength(1);
  });

  it('opens on the chosen date where there is one, and on today where nothing is free', () => {
    expect(tabStop(grid({ selected: '2026-12-02' }))).toBe('2026-12-02');
    const none = grid({ days: {} });
    expect(month(none)).toBe('November 2026');
    expect(tabStop(none)).toBe('2026-11-30');
  });

  it('passes over free dates outside the range it can reach', () => {
    expect(tabStop(grid({ days: { '2026-11-29': 2, '2026-12-03': 1 } }))).toBe('2026-12-03');
  });
});
