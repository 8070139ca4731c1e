// Whether the notification e-mail goes out: one line when it does; when it does not, what is
// waiting, stuck or failed, and why, each linked to its lead.
import { Link } from 'react-router-dom';
import { staffCopy } from '@/content/staff';
import type { MailState as MailStateData } from '@/features/staff/contract';

const t = staffCopy.health;

export function MailState({ state }: { state: MailStateData }) {
  const { waiting, stuck, failed, smtpConfigured } = state.mail;
  const bad = !smtpConfigured || stuck > 0 || failed > 0;
  return (
    <section
      aria-labelledby="mail-state-title"
      className={`rounded-lg border p-3 text-sm ${bad ? 'border-amber-400 bg-amber-50' : 'border-slate-200 bg-slate-50'}`}
    >
      <h2 id="mail-state-title" className="font-semibold">
        {t.title}: {waiting + stuck + failed === 0 && smtpConfigured ? t.ok : t.summary(waiting, stuck, failed)}
      </h2>
      {!smtpConfigured && <p>{t.noSmtp}</p>}
      {state.undelivered.length > 0 && (
        <ul className="mt-2 list-disc space-y-1 pl-5">
          {state.undelivered.map((p, i) => (
            <li key={i}>
              {p.leadId ? (
                <Link to={`/leads/${p.leadId}`} className="font-semibold text-brand-700 underline">
                  {p.to}
                </Link>
              ) : (
                p.to
              )}
              : {p.status}
              {p.reason ? ` — ${p.reason}` : ''}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
