// The inbox: the leads of the filter in the address (kind, status, words), newest first, with
// counts per status, older pages on request, whether mail goes out, and push on this device.
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { buttonClass } from '@/components/ui/button';
import { leadStatuses } from '@/config/leads';
import { staffCopy } from '@/content/staff';
import { messageOf } from '@/features/staff/api/client';
import { getLeads, useLeads, useMailState } from '@/features/staff/api/leads';
import { usePushKey } from '@/features/staff/api/push';
import { Alert } from '@/features/staff/components/alert';
import { LeadFilters, type Filter } from '@/features/staff/components/lead-filters';
import { LeadList } from '@/features/staff/components/lead-list';
import { MailState } from '@/features/staff/components/mail-state';
import { PageHeading } from '@/features/staff/components/page-heading';
import { PushToggle } from '@/features/staff/components/push-toggle';
import { Failed, Loading } from '@/features/staff/components/status';
import type { Lead } from '@/features/staff/contract';

const t = staffCopy.inbox;

export function Leads() {
  const [params, setParams] = useSearchParams();
  const filter: Filter = {
    kind: params.get('kind') ?? '',
    status: params.get('status') ?? '',
    q: params.get('q') ?? '',
  };
  const leads = useLeads(filter);
  const mail = useMailState();
  const pushKey = usePushKey();
  const change = (key: keyof Filter, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next);
  };
  const page = leads.data;
  const mailBad =
    !!mail.data && (!mail.data.mail.smtpConfigured || mail.data.mail.stuck > 0 || mail.data.mail.failed > 0);
  const total = !page
    ? 0
    : filter.status
      ? page.counts[filter.status as (typeof leadStatuses)[number]]
      : leadStatuses.reduce((n, s) => n + page.counts[s], 0);
  return (
    <div className="space-y-4">
      <PageHeading>{t.title}</PageHeading>
      {mailBad && <MailState state={mail.data!} />}
      <LeadFilters filter={filter} counts={page?.counts} onChange={change} />
      {!page ? (
        leads.error ? (
          <Failed message={messageOf(leads.error, staffCopy.error)} retry={() => leads.mutate()} />
        ) : (
          <Loading />
        )
      ) : page.leads.length === 0 ? (
        <p>{t.empty}</p>
      ) : (
        // A new filter starts a new list (older pages added to the old one are dropped).
        <Pages key={JSON.stringify(filter)} filter={filter} first={page.leads} next={page.nextCursor} total={total} />
      )}
      {mail.data && !mailBad && <MailState state={mail.data} />}
      <PushToggle publicKey={pushKey.data ?? null} />
    </div>
  );
}

/** The first page, and older pages the person asked for, in order. */
function Pages({ filter, first, next, total }: { filter: Filter; first: Lead[]; next: string | null; total: number }) {
  const [older, setOlder] = useState<{ leads: Lead[]; next: string | null }>({ leads: [], next });
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState('');
  const leads = [...first, ...older.leads];
  const more = async () => {
    if (!older.next) return;
    setLoading(true);
    setError('');
    try {
      const page = await getLeads({ ...filter, cursor: older.next });
      setOlder({ leads: [...older.leads, ...page.leads], next: page.nextCursor });
    } catch (e) {
      setError(messageOf(e, staffCopy.error));
    } finally {
      setLoading(false);
    }
  };
  return (
    <>
      <LeadList leads={leads} />
      <p className="text-sm text-slate-700" aria-live="polite">
        {t.count(leads.length, total)}
      </p>
      {error && <Alert>{error}</Alert>}
      {older.next && (
        <button type="button" className={buttonClass('outline')} onClick={more} disabled={loading}>
          {loading ? t.loading : t.more}
        </button>
      )}
    </>
  );
}
