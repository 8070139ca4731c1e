// The statistics: a range of days (in the address, so it can be shared and reloaded) beside the
// range before it: the totals, visitors per day as a plot and a table, the top pages, sources,
// campaigns and downloads, the funnel of each form, the calls to action, and the calls booked by
// source. Every table downloads as CSV.
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { buttonClass } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { staffCopy } from '@/content/staff';
import { useAnalytics } from '@/features/staff/api/analytics';
import { messageOf } from '@/features/staff/api/client';
import { PageHeading } from '@/features/staff/components/page-heading';
import { Section } from '@/features/staff/components/section';
import { StatsTable, type Column } from '@/features/staff/components/stats-table';
import { Failed } from '@/features/staff/components/status';
import { VisitorsPlot } from '@/features/staff/components/visitors-plot';
import type { AnalyticsReport, AnalyticsRow } from '@/features/staff/contract';
import { reportToday, shiftDay } from '@/lib/report-days';

const t = staffCopy.analytics;
const c = t.columns;

const percent = (n: number, of: number) => (of ? `${Math.round((n / of) * 1000) / 10}%` : '—');

/** A table of rows counted as views or visits, and their visitors. */
const counted = (first: string, events: string): Column<AnalyticsRow>[] => [
  { title: first, value: (r) => r.key },
  { title: events, value: (r) => r.events, numeric: true },
  { title: c.visitors, value: (r) => r.visitors, numeric: true },
  { title: c.before, value: (r) => r.prevEvents, numeric: true },
];

export function Analytics() {
  const [params, setParams] = useSearchParams();
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const report = useAnalytics({ from, to });
  const r = report.data;
  // The fields show the range asked for, or the one the server chose; typing changes only them.
  const [typed, setTyped] = useState<{ from?: string; to?: string }>({});
  // The quick ranges end today, in the company's days.
  const today = reportToday();
  const shown = { from: typed.from ?? (from || r?.from || ''), to: typed.to ?? (to || r?.to || '') };
  const show = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    setParams({ from: shown.from, to: shown.to });
    setTyped({});
  };
  return (
    <div className="space-y-6">
      <PageHeading>{t.title}</PageHeading>
      <p className="max-w-3xl">{t.intro}</p>
      <form onSubmit={show} aria-label={t.range} className="flex flex-wrap items-end gap-3">
        <TextField
          id="from"
          name="from"
          type="date"
          label={t.from}
          value={shown.from}
          onChange={(e) => setTyped({ ...typed, from: e.target.value })}
        />
        <TextField
          id="to"
          name="to"
          type="date"
          label={t.to}
          value={shown.to}
          onChange={(e) => setTyped({ ...typed, to: e.target.value })}
        />
        <button type="submit" className={buttonClass()}>
          {t.show}
        </button>
      </form>
      <nav aria-label={t.presets} className="flex flex-wrap gap-2">
        {[7, 30, 90].map((n) => (
          <Link
            key={n}
            to={`?from=${shiftDay(today, 1 - n)}&to=${today}`}
            onClick={() => setTyped({})}
            className="inline-flex min-h-11 items-center rounded-lg px-3 font-semibold text-brand-700 underline hover:bg-brand-50"
          >
            {t.lastDays(n)}
          </Link>
        ))}
      </nav>
      {/* Always there, so each new range is announced when it has come. */}
      <p aria-live="polite">
        {r ? t.showing(r.from, r.to, r.previous.from, r.previous.to) : report.error ? '' : staffCopy.inbox.loading}
      </p>
      {r ? (
        <Report r={r} />
      ) : (
        report.error && <Failed message={messageOf(report.error, staffCopy.error)} retry={() => report.mutate()} />
      )}
    </div>
  );
}

function Report({ r }: { r: AnalyticsReport }) {
  const totals = Object.entries(r.totals) as [keyof AnalyticsReport['totals'], { now: number; before: number }][];
  const landings = r.totals.landings.now;
  return (
    <>
      <Section id="summary" title={t.summary}>
        <dl className="mt-2 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
          {totals.map(([key, v]) => (
            <div key={key} className="rounded-lg border border-slate-300 p-3">
              <dt className="text-sm font-semibold">{t.totals[key]}</dt>
              <dd className="text-2xl font-bold tabular-nums">{v.now.toLocaleString('en-US')}</dd>
              <dd className="text-sm text-slate-700">
                {t.before(v.before)} ({t.change(v.now, v.before)})
              </dd>
            </div>
          ))}
        </dl>
      </Section>
      <Section id="plot" title={t.plot} className="space-y-3">
        <VisitorsPlot days={r.days} />
      </Section>
      <StatsTable
        id="days"
        title={t.dayTable}
        file={`visitors-${r.from}-${r.to}.csv`}
        rows={r.days}
        columns={[
          { title: t.day, value: (d) => d.day },
          { title: t.totals.visitors, value: (d) => d.visitors, numeric: true },
          { title: t.totals.views, value: (d) => d.views, numeric: true },
        ]}
      />
      <StatsTable
        id="pages"
        title={t.pages}
        file={`pages-${r.from}-${r.to}.csv`}
        rows={r.pages}
        columns={counted(t.page, c.events)}
      />
      <StatsTable
        id="sources"
        title={t.sources}
        file={`sources-${r.from}-${r.to}.csv`}
        rows={r.sources}
        columns={[
          ...counted(t.source, c.visits),
          { title: c.converted, value: (s) => s.converted, numeric: true },
          { title: c.leads, value: (s) => s.leads, numeric: true },
        ]}
      />
      <StatsTable
        id="campaigns"
        title={t.campaigns}
        file={`campaigns-${r.from}-${r.to}.csv`}
        rows={r.campaigns}
        columns={counted(t.campaign, c.visits)}
      />
      <StatsTable
        id="downloads"
        title={t.downloads}
        file={`downloads-${r.from}-${r.to}.csv`}
        rows={r.downloads}
        columns={counted(t.file, c.downloads)}
      />
      <StatsTable
        id="forms"
        title={t.forms}
        file={`forms-${r.from}-${r.to}.csv`}
        rows={r.forms}
        columns={[
          { title: t.form, value: (f) => staffCopy.kinds[f.kind] },
          { title: c.landings, value: () => landings, numeric: true },
          { title: c.started, value: (f) => f.started, numeric: true },
          { title: c.sent, value: (f) => f.sent, numeric: true },
          { title: c.rate, value: (f) => percent(f.sent, landings), numeric: true },
          { title: c.leads, value: (f) => f.leads, numeric: true },
          { title: c.before, value: (f) => f.prevSent, numeric: true },
        ]}
      />
      <StatsTable
        id="ctas"
        title={t.ctas}
        file={`calls-to-action-${r.from}-${r.to}.csv`}
        rows={r.ctas}
        columns={[
          { title: t.cta, value: (x) => x.key },
          { title: c.clicks, value: (x) => x.clicks, numeric: true },
          { title: c.converted, value: (x) => x.converted, numeric: true },
          { title: c.before, value: (x) => x.prevClicks, numeric: true },
        ]}
      />
      <StatsTable
        id="calls"
        title={t.calls}
        file={`calls-by-source-${r.from}-${r.to}.csv`}
        rows={r.calls}
        columns={[
          { title: t.source, value: (x) => x.key },
          { title: c.booked, value: (x) => x.booked, numeric: true },
          { title: c.cancelled, value: (x) => x.cancelled, numeric: true },
          { title: c.noShows, value: (x) => x.noShows, numeric: true },
        ]}
      />
    </>
  );
}
