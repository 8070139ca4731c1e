// The dashboard's statistics: a range of the company's days beside the one before it, from the
// daily counts (made first for any day with new events), the leads stored by source and kind, and the
// calls booked by source.
import type { analyticsActions } from '../../../src/features/staff/contract/analytics.ts';
import type { AnalyticsReport, AnalyticsRow } from '../../../src/features/staff/contract/index.ts';
import { formKindNames } from '../../../src/config/form-kinds.ts';
import { reportToday, shiftDay } from '../../../src/lib/report-days.ts';
import { callsBySource, leadsBySource, readCounts, type DailyCount } from '../../store/analytics.ts';
import type { HandlersFor } from './context.ts';

/** Rows of a table at most (the most counted first). */
export const TABLE_ROWS = 50;
const DEFAULT_DAYS = 30;

export const analyticsHandlers: HandlersFor<keyof typeof analyticsActions> = {
  async analytics({ db, query }) {
    const to = query.to ?? (query.from ? shiftDay(query.from, DEFAULT_DAYS - 1) : reportToday());
    const from = query.from ?? shiftDay(to, 1 - DEFAULT_DAYS);
    const [{ previous, counts, days }, leads, calls] = await Promise.all([
      readCounts(db, from, to),
      leadsBySource(db, from, to),
      callsBySource(db, from, to),
    ]);
    // (Indexed: a dimension can hold many keys, a hostile client's made-up ones too.)
    const byDimension = new Map<string, DailyCount[]>();
    const byKey = new Map<string, DailyCount>();
    for (const c of counts) {
      const list = byDimension.get(c.dimension);
      if (list) list.push(c);
      else byDimension.set(c.dimension, [c]);
      byKey.set(`${c.dimension}\u0000${c.key}`, c);
    }
    const of = (dimension: string) => byDimension.get(dimension) ?? [];
    const one = (dimension: string, key = ''): DailyCount | undefined => byKey.get(`${dimension}\u0000${key}`);
    const sum = (dimension: string, field: 'events' | 'prevEvents') => of(dimension).reduce((n, c) => n + c[field], 0);
    const table = (dimension: string): AnalyticsRow[] =>
      of(dimension)
        .filter((c) => c.events > 0)
        .sort((a, b) => b.events - a.events || a.key.localeCompare(b.key))
        .slice(0, TABLE_ROWS)
        .map(({ key, events, visitors, prevEvents }) => ({ key, events, visitors, prevEvents }));
    const leadsFrom = (source: string) =>
      leads.filter((l) => l.source === source && !l.before).reduce((n, l) => n + l.leads, 0);
    const sources = new Set([
      ...table('source').map((r) => r.key),
      ...leads.filter((l) => !l.before).map((l) => l.source),
    ]);
    const report: AnalyticsReport = {
      from,
      to,
      previous,
      totals: {
        visitors: { now: one('views')?.visitors ?? 0, before: one('views')?.prevVisitors ?? 0 },
        views: { now: one('views')?.events ?? 0, before: one('views')?.prevEvents ?? 0 },
        landings: { now: one('landing')?.events ?? 0, before: one('landing')?.prevEvents ?? 0 },
        downloads: { now: sum('download', 'events'), before: sum('download', 'prevEvents') },
        formsSent: { now: sum('form_sent', 'events'), before: sum('form_sent', 'prevEvents') },
        leads: {
          now: leads.filter((l) => !l.before).reduce((n, l) => n + l.leads, 0),
          before: leads.filter((l) => l.before).reduce((n, l) => n + l.leads, 0),
        },
      },
      days,
      pages: table('page'),
      sources: [...sources]
        .map((key) => {
          const c = one('source', key);
          return {
            key,
            events: c?.events ?? 0,
            visitors: c?.visitors ?? 0,
            prevEvents: c?.prevEvents ?? 0,
            converted: one('source_converted', key)?.events ?? 0,
            leads: leadsFrom(key),
          };
        })
        .sort((a, b) => b.events - a.events || b.leads - a.leads || a.key.localeCompare(b.key))
        .slice(0, TABLE_ROWS),
      campaigns: table('campaign'),
      downloads: table('download'),
      forms: formKindNames.map((kind) => ({
        kind,
        started: one('form_started', kind)?.events ?? 0,
        sent: one('form_sent', kind)?.events ?? 0,
        prevSent: one('form_sent', kind)?.prevEvents ?? 0,
        leads: leads.filter((l) => l.kind === kind && !l.before).reduce((n, l) => n + l.leads, 0),
      })),
      ctas: of('cta')
        .map((c) => ({
          key: c.key,
          clicks: c.events,
          converted: one('cta_converted', c.key)?.events ?? 0,
          prevClicks: c.prevEvents,
        }))
        .filter((c) => c.clicks > 0 || c.prevClicks > 0)
        .sort((a, b) => b.clicks - a.clicks || a.key.localeCompare(b.key))
        .slice(0, TABLE_ROWS),
      calls: calls.sort((a, b) => b.booked - a.booked || a.key.localeCompare(b.key)).slice(0, TABLE_ROWS),
    };
    return report;
  },
};
