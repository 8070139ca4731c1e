// The leads of a filter, newest first: who, from where, when, where staff are with it, and the
// start of what they wrote; each opens the lead. Older pages are added below on request.
import { Link, useLocation } from 'react-router-dom';
import { staffCopy } from '@/content/staff';
import type { Lead } from '@/features/staff/contract';
import { leadCompany, leadName, messageStart, when } from '@/features/staff/lib/format';

const t = staffCopy.inbox;

export function LeadList({ leads }: { leads: Lead[] }) {
  const here = useLocation();
  return (
    <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200" aria-label={t.title}>
      {leads.map((l) => (
        <li key={l.id}>
          <Link
            to={`/leads/${l.id}`}
            // "Back to leads" returns to these filters.
            state={{ from: here.pathname + here.search }}
            className="block p-3 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-700 sm:p-4"
          >
            <span className="flex flex-wrap items-baseline justify-between gap-x-2">
              <span className="font-semibold text-brand-800 underline">{leadName(l)}</span>
              <span className="text-sm text-slate-700">
                {t.received} {when(l.timestamp)}
              </span>
            </span>
            <span className="mt-1 flex flex-wrap gap-x-4 text-sm text-slate-700">
              <span>{staffCopy.kinds[l.kind]}</span>
              {leadCompany(l) && <span>{leadCompany(l)}</span>}
              <span className="font-semibold">{staffCopy.statuses[l.status]}</span>
              <span>{l.assignee ?? t.unassigned}</span>
            </span>
            {messageStart(l) && (
              <span className="mt-1 line-clamp-2 block text-sm text-slate-800">
                <span className="sr-only">{t.messageStart}: </span>
                {messageStart(l)}
              </span>
            )}
          </Link>
        </li>
      ))}
    </ul>
  );
}
