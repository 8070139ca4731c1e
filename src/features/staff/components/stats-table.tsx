// One table of the statistics: a caption naming it, a header row, a row per item, and its CSV.
// Wide tables scroll sideways inside their own region (reachable by keyboard), not the page.
import { buttonClass } from '@/components/ui/button';
import { staffCopy } from '@/content/staff';
import { downloadCsv, toCsv, type Cell } from '@/features/staff/lib/csv';

export interface Column<R> {
  title: string;
  value: (row: R) => Cell;
  /** Numbers align right. */
  numeric?: boolean;
}

export function StatsTable<R>({
  id,
  title,
  columns,
  rows,
  file,
}: {
  id: string;
  title: string;
  columns: Column<R>[];
  rows: R[];
  /** The CSV's file name. */
  file: string;
}) {
  const t = staffCopy.analytics;
  const cells = rows.map((r) => columns.map((c) => c.value(r)));
  return (
    // (The table's scrolling region is the landmark, named by the heading.)
    <div className="space-y-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={`${id}-title`} className="text-lg font-semibold">
          {title}
        </h2>
        {rows.length > 0 && (
          <button
            type="button"
            className={buttonClass('outline')}
            onClick={() =>
              downloadCsv(
                file,
                toCsv(
                  columns.map((c) => c.title),
                  cells,
                ),
              )
            }
          >
            {t.csv(title)}
          </button>
        )}
      </div>
      {rows.length === 0 ? (
        <p>{t.none}</p>
      ) : (
        // A region that scrolls must take focus, or a keyboard cannot scroll it (WCAG 2.1.1).
        <div
          role="region"
          aria-labelledby={`${id}-title`}
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
          className="overflow-x-auto rounded-lg border border-slate-300 focus-visible:outline-2 focus-visible:outline-brand-700"
        >
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{title}</caption>
            <thead className="bg-slate-100">
              <tr>
                {columns.map((c) => (
                  <th key={c.title} scope="col" className={`px-3 py-2 font-semibold ${c.numeric ? 'text-right' : ''}`}>
                    {c.title}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {cells.map((r, i) => (
                <tr key={i} className="border-t border-slate-200">
                  {r.map((v, j) =>
                    j === 0 ? (
                      <th key={j} scope="row" className="px-3 py-2 font-normal break-all">
                        {v}
                      </th>
                    ) : (
                      <td key={j} className={`px-3 py-2 ${columns[j]!.numeric ? 'text-right tabular-nums' : ''}`}>
                        {typeof v === 'number' ? v.toLocaleString('en-US') : v}
                      </td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
