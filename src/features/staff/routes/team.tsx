// The Staff page (admins): who has access, a new one-time sign-in link for anyone (the way back
// in after losing a device), and a new staff member. The link is shown once, and e-mailed when
// the server can send mail.
import { useState, type FormEvent } from 'react';
import { buttonClass } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { staffCopy } from '@/content/staff';
import { addAccount, issueLink, useAccounts } from '@/features/staff/api/accounts';
import { useSession } from '@/features/staff/api/auth';
import { messageOf } from '@/features/staff/api/client';
import { Alert } from '@/features/staff/components/alert';
import { PageHeading } from '@/features/staff/components/page-heading';
import { Failed, Loading } from '@/features/staff/components/status';

const t = staffCopy.team;

type Issued = { email: string; url: string; emailed: boolean };

export function Team() {
  const isAdmin = useSession().data?.isAdmin;
  const accounts = useAccounts();
  const [issued, setIssued] = useState<Issued | null>(null);
  const [error, setError] = useState('');
  const run = async (email: string, step: () => Promise<{ url: string; emailed: boolean }>) => {
    setError('');
    try {
      setIssued({ email, ...(await step()) });
      return true;
    } catch (e) {
      setError(messageOf(e, staffCopy.error));
      return false;
    }
  };
  const add = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = e.currentTarget;
    const data = new FormData(form);
    const email = String(data.get('email') ?? '').trim();
    if (await run(email, () => addAccount(email, data.get('admin') === 'on'))) form.reset();
  };
  if (!isAdmin) {
    return (
      <div className="space-y-4">
        <PageHeading>{t.title}</PageHeading>
        <Alert>{staffCopy.inbox.notAllowed}</Alert>
      </div>
    );
  }
  return (
    <div className="max-w-2xl space-y-6">
      <PageHeading>{t.title}</PageHeading>
      <p>{t.intro}</p>
      {error && <Alert>{error}</Alert>}
      {issued && (
        <div role="status" className="space-y-1 rounded-lg border border-brand-300 bg-brand-50 p-4">
          <p>{t.linkFor(issued.email)}</p>
          <p className="font-mono text-sm break-all">{issued.url}</p>
          <p className="text-sm">{issued.emailed ? t.emailed : t.notEmailed}</p>
        </div>
      )}
      {accounts.data ? (
        <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200">
          {accounts.data.map((a) => (
            <li key={a.email} className="flex flex-wrap items-center justify-between gap-3 p-3">
              <span>
                {a.email}
                {a.isAdmin && <span className="ml-2 text-sm font-semibold">({t.admin})</span>}
              </span>
              <button
                type="button"
                className={buttonClass('outline')}
                onClick={() => void run(a.email, () => issueLink(a.email))}
              >
                {t.newLink}
                <span className="sr-only"> ({a.email})</span>
              </button>
            </li>
          ))}
        </ul>
      ) : accounts.error ? (
        <Failed message={messageOf(accounts.error, staffCopy.error)} retry={() => accounts.mutate()} />
      ) : (
        <Loading />
      )}
      <form onSubmit={add} className="space-y-3 rounded-lg border border-slate-200 p-4">
        <h2 className="text-lg font-semibold">{t.add}</h2>
        <TextField id="new-email" name="email" label={t.email} type="email" required autoComplete="off" />
        <label className="flex min-h-11 items-center gap-2">
          <input type="checkbox" name="admin" className="size-5" />
          {t.makeAdmin}
        </label>
        <button type="submit" className={buttonClass()}>
          {t.addButton}
        </button>
      </form>
    </div>
  );
}
