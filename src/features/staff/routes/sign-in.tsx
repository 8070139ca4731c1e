// Sign-in with a passkey: the options, the browser's prompt, the server's check; the root then
// knows who is signed in.
import { browserSupportsWebAuthn, startAuthentication } from '@simplewebauthn/browser';
import { useState } from 'react';
import { buttonClass } from '@/components/ui/button';
import { staffCopy } from '@/content/staff';
import { getSignInOptions, signIn } from '@/features/staff/api/auth';
import { StaffApiError } from '@/features/staff/api/client';
import type { Account } from '@/features/staff/contract';
import { Alert } from '@/features/staff/components/alert';
import { PageHeading } from '@/features/staff/components/page-heading';

const t = staffCopy.signIn;

export function SignIn({ onSignedIn }: { onSignedIn: (account: Account) => void }) {
  const [working, setWorking] = useState(false);
  const [error, setError] = useState('');
  const start = async () => {
    setError('');
    setWorking(true);
    try {
      const { options } = await getSignInOptions();
      const response = await startAuthentication({ optionsJSON: options });
      onSignedIn((await signIn({ response })).account);
    } catch (e) {
      setError(
        e instanceof Error && e.name === 'NotAllowedError'
          ? t.cancelled
          : e instanceof StaffApiError
            ? e.message
            : t.failed,
      );
      setWorking(false);
    }
  };
  return (
    <div className="mx-auto max-w-md space-y-4">
      <PageHeading>{t.title}</PageHeading>
      <p>{t.intro}</p>
      {browserSupportsWebAuthn() ? (
        <button
          type="button"
          className={buttonClass()}
          onClick={start}
          disabled={working}
          aria-describedby="sign-in-status"
        >
          {working ? t.working : t.button}
        </button>
      ) : (
        <Alert>{t.unsupported}</Alert>
      )}
      <p id="sign-in-status" aria-live="polite" className="sr-only">
        {working ? t.working : ''}
      </p>
      {error && <Alert>{error}</Alert>}
      <p className="text-sm text-slate-700">{t.noAccount}</p>
    </div>
  );
}
