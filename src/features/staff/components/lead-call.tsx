// A booking lead's call: when (in the reader's own zone, named), the kind, the host, where it
// stands, and once its start has passed, whether the visitor showed up.
import { useState } from 'react';
import { buttonClass } from '@/components/ui/button';
import { staffCopy } from '@/content/staff';
import { markNoShow } from '@/features/staff/api/calls';
import { messageOf } from '@/features/staff/api/client';
import type { LeadCall as Call } from '@/features/staff/contract';
import { callWhen } from '@/features/staff/lib/format';
import { Alert } from './alert';
import { Section } from './section';

const t = staffCopy.lead.booking;

export function LeadCall({ leadId, call }: { leadId: string; call: Call }) {
  const [said, setSaid] = useState('');
  const [error, setError] = useState('');
  // The page's clock when it was shown: the server checks again.
  const [shownAt] = useState(() => Date.now());
  const started = Date.parse(call.start) <= shownAt;
  const toggle = async () => {
    setSaid('');
    setError('');
    try {
      const r = await markNoShow(leadId, !call.noShow);
      setSaid(r.booking.noShow ? t.markedNoShow : t.unmarkedNoShow);
    } catch (e) {
      setError(messageOf(e, staffCopy.error));
    }
  };
  return (
    <Section id="call" className="rounded-lg border border-slate-200 p-4" title={t.title}>
      <dl className="mt-2 grid gap-x-6 gap-y-2 sm:grid-cols-[12rem_1fr]">
        <dt className="font-semibold">{t.when}</dt>
        <dd>{callWhen(call.start, call.end, call.timeZone)}</dd>
        <dt className="font-semibold">{t.kind}</dt>
        <dd>{staffCopy.callKinds[call.kind]}</dd>
        <dt className="font-semibold">{t.host}</dt>
        <dd className="break-all">{call.host ?? t.noHost}</dd>
        <dt className="font-semibold">{t.status}</dt>
        <dd>
          {t.statuses[call.status]}
          {call.status === 'booked' && call.noShow && <span className="block">{t.wasNoShow}</span>}
        </dd>
      </dl>
      {call.status === 'booked' && started && (
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <button
            type="button"
            aria-pressed={call.noShow}
            className={buttonClass(call.noShow ? 'primary' : 'outline')}
            onClick={() => void toggle()}
          >
            {t.noShow}
          </button>
        </div>
      )}
      {call.status === 'booked' && !started && <p className="mt-3 text-sm text-slate-700">{t.noShowLater}</p>}
      <p role="status" className="mt-2 text-sm">
        {said}
      </p>
      {error && <Alert>{error}</Alert>}
    </Section>
  );
}
