// One lead: how to answer the person, their call (a booking's), what they sent (as their form
// labels it), the work on it, notes, files and the messages about it.
import { Link, useLocation, useParams } from 'react-router-dom';
import { staffCopy } from '@/content/staff';
import { useAccounts } from '@/features/staff/api/accounts';
import { messageOf, StaffApiError } from '@/features/staff/api/client';
import { useLead } from '@/features/staff/api/leads';
import { Alert } from '@/features/staff/components/alert';
import { LeadCall } from '@/features/staff/components/lead-call';
import { LeadContact, LeadFields, LeadLists, LeadSource } from '@/features/staff/components/lead-parts';
import { LeadNotes, LeadWork } from '@/features/staff/components/lead-work';
import { PageHeading } from '@/features/staff/components/page-heading';
import { Failed, Loading } from '@/features/staff/components/status';
import { leadCompany, leadName } from '@/features/staff/lib/format';

const t = staffCopy.lead;

export function LeadPage() {
  const { id = '' } = useParams();
  const back = (useLocation().state as { from?: string } | null)?.from ?? '/';
  const found = useLead(id);
  const accounts = useAccounts();
  const lead = found.data?.lead;
  return (
    <div className="space-y-6">
      <Link to={back} className="font-semibold text-brand-700 underline">
        ← {t.back}
      </Link>
      {!lead ? (
        found.error instanceof StaffApiError && found.error.status === 404 ? (
          <Alert>{t.notFound}</Alert>
        ) : found.error ? (
          <Failed message={messageOf(found.error, staffCopy.error)} retry={() => found.mutate()} />
        ) : (
          <Loading />
        )
      ) : (
        <>
          <PageHeading>
            {leadName(lead)}
            {leadCompany(lead) && <span className="block text-lg font-normal text-slate-700">{leadCompany(lead)}</span>}
          </PageHeading>
          <LeadContact lead={lead} />
          {lead.booking && <LeadCall leadId={lead.id} call={lead.booking} />}
          <LeadFields lead={lead} />
          <LeadSource lead={lead} />
          <LeadWork lead={lead} accounts={accounts.data ?? []} />
          <LeadNotes lead={lead} />
          <LeadLists lead={lead} />
        </>
      )}
    </div>
  );
}
