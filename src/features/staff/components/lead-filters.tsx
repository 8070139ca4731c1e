// The listing's filters: kind, words, status (with counts), and the export of what they show.
// On a phone they fold behind one button, so the leads come first.
import { useId, useState, type FormEvent } from 'react';
import { buttonClass } from '@/components/ui/button';
import { SelectField, TextField } from '@/components/ui/form-field';
import { formKindNames } from '@/config/form-kinds';
import { leadStatuses } from '@/config/leads';
import { staffCopy } from '@/content/staff';
import { exportUrl } from '@/features/staff/api/leads';
import type { LeadPage } from '@/features/staff/contract';

const t = staffCopy.inbox;

export interface Filter {
  kind: string;
  status: string;
  q: string;
}

export function LeadFilters({
  filter,
  counts,
  onChange,
}: {
  filter: Filter;
  counts?: LeadPage['counts'];
  onChange: (key: keyof Filter, value: string) => void;
}) {
  const [open, setOpen] = useState(false);
  const panel = useId();
  const active = [filter.kind, filter.q].filter(Boolean).length;
  const total = counts ? leadStatuses.reduce((n, s) => n + counts[s], 0) : undefined;
  const search = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    onChange('q', String(new FormData(e.currentTarget).get('q') ?? '').trim());
  };
  return (
    <div className="space-y-3">
      <nav aria-label={t.statusFilter}>
        <ul className="flex flex-wrap gap-2">
          {(['', ...leadStatuses] as const).map((s) => (
            <li key={s}>
              <button
                type="button"
                aria-pressed={filter.status === s}
                onClick={() => onChange('status', s)}
                className={`min-h-11 rounded-full border px-4 font-semibold ${filter.status === s ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-300 bg-white text-slate-800'}`}
              >
                {s ? staffCopy.statuses[s] : t.all}
                {counts && ` (${s ? counts[s] : total})`}
              </button>
            </li>
          ))}
        </ul>
      </nav>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panel}
        onClick={() => setOpen(!open)}
        className={buttonClass('outline', 'md', 'md:hidden')}
      >
        {t.filters}
        {t.filtersActive(active)}
      </button>
      <div id={panel} className={`${open ? 'flex' : 'hidden'} flex-wrap items-end gap-3 md:flex`}>
        <SelectField
          id="kind"
          label={t.kind}
          value={filter.kind}
          onChange={(e) => onChange('kind', e.target.value)}
          placeholder={t.allKinds}
          options={formKindNames.map((k) => ({ value: k, label: staffCopy.kinds[k] }))}
        />
        <form role="search" onSubmit={search} className="flex min-w-64 flex-1 items-end gap-2">
          <div className="flex-1">
            <TextField id="q" name="q" type="search" label={t.search} defaultValue={filter.q} key={filter.q} />
          </div>
          <button type="submit" className={buttonClass('outline')}>
            {t.searchButton}
          </button>
        </form>
        <a href={exportUrl(filter)} className={buttonClass('outline')} download>
          {t.export}
          <span className="sr-only"> {t.exportHint}</span>
        </a>
      </div>
    </div>
  );
}
