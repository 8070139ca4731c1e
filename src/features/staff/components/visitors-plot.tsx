// Visitors and page views per day as a line chart that needs no colour to read: visitors a solid
// line with circles, page views a dashed one with squares, each named in the legend by its line.
// The picture is one image with a summary; the numbers of every day are in the table beside it.
import { staffCopy } from '@/content/staff';

const W = 640;
const H = 220;
const PAD = { top: 12, right: 12, bottom: 28, left: 44 };

export function VisitorsPlot({ days }: { days: { day: string; views: number; visitors: number }[] }) {
  const t = staffCopy.analytics;
  const max = Math.max(1, ...days.map((d) => Math.max(d.views, d.visitors)));
  const x = (i: number) => PAD.left + (days.length > 1 ? (i / (days.length - 1)) * (W - PAD.left - PAD.right) : 0);
  const y = (v: number) => H - PAD.bottom - (v / max) * (H - PAD.top - PAD.bottom);
  const line = (key: 'views' | 'visitors') => days.map((d, i) => `${i ? 'L' : 'M'}${x(i)},${y(d[key])}`).join('');
  const visitors = days.reduce((n, d) => n + d.visitors, 0);
  const most = Math.max(0, ...days.map((d) => d.visitors));
  // Marks on every day when they fit; else on every few.
  const every = Math.max(1, Math.ceil(days.length / 40));
  return (
    <figure className="space-y-2">
      <svg
        viewBox={`0 0 ${W} ${H}`}
        role="img"
        aria-label={t.plotSummary(days.length, most, visitors)}
        className="h-auto w-full max-w-3xl text-slate-900"
      >
        <line x1={PAD.left} y1={y(0)} x2={W - PAD.right} y2={y(0)} stroke="currentColor" />
        <line x1={PAD.left} y1={PAD.top} x2={PAD.left} y2={y(0)} stroke="currentColor" />
        <text x={PAD.left - 6} y={y(max) + 4} textAnchor="end" fontSize="12" fill="currentColor">
          {max}
        </text>
        <text x={PAD.left - 6} y={y(0) + 4} textAnchor="end" fontSize="12" fill="currentColor">
          0
        </text>
        {days.length > 0 && (
          <>
            <text x={x(0)} y={H - 8} fontSize="12" fill="currentColor">
              {days[0]!.day}
            </text>
            <text x={x(days.length - 1)} y={H - 8} textAnchor="end" fontSize="12" fill="currentColor">
              {days.at(-1)!.day}
            </text>
          </>
        )}
        <path d={line('views')} fill="none" stroke="#334155" strokeWidth="2" strokeDasharray="6 4" />
        <path d={line('visitors')} fill="none" stroke="#1e3a8a" strokeWidth="2.5" />
        {days.map((d, i) =>
          i % every ? null : (
            <g key={d.day}>
              <rect x={x(i) - 3.5} y={y(d.views) - 3.5} width="7" height="7" fill="#334155" />
              <circle cx={x(i)} cy={y(d.visitors)} r="4" fill="#1e3a8a" />
            </g>
          ),
        )}
      </svg>
      <figcaption className="flex flex-wrap gap-4 text-sm">
        <span className="inline-flex items-center gap-2">
          <svg width="36" height="12" aria-hidden="true">
            <line x1="0" y1="6" x2="36" y2="6" stroke="#1e3a8a" strokeWidth="2.5" />
            <circle cx="18" cy="6" r="4" fill="#1e3a8a" />
          </svg>
          {t.legendVisitors}
        </span>
        <span className="inline-flex items-center gap-2">
          <svg width="36" height="12" aria-hidden="true">
            <line x1="0" y1="6" x2="36" y2="6" stroke="#334155" strokeWidth="2" strokeDasharray="6 4" />
            <rect x="14.5" y="2.5" width="7" height="7" fill="#334155" />
          </svg>
          {t.legendViews}
        </span>
      </figcaption>
    </figure>
  );
}
