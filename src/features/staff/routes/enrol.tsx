// Saving a passkey from a one-time link. The link's token rides in the fragment (never sent to a
// server): read once, wiped from the address bar, then the passkey options are asked for at once,
// so the button can open the prompt within the tap (Safari wants that).
import { startRegistration } from '@simplewebauthn/browser';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { mutate } from 'swr';
import { buttonClass } from '@/components/ui/button';
import { staffCopy } from '@/content/staff';
import { enrol, SESSION_KEY, useEnrolOptions } from '@/features/staff/api/auth';
import { messageOf } from '@/features/staff/api/client';
import { Alert } from '@/features/staff/components/alert';
import { PageHeading } from '@/features/staff/components/page-heading';

const t = staffCopy.enrol;

/** Another link opened in this tab changes only the fragment: a fresh start for its token. */
export function EnrolPage() {
  return <Enrol key={useLocation().hash} />;
}

function Enrol() {
  const [token] = useState(() => location.hash.slice(1));
  useEffect(() => {
    if (location.hash) history.replaceState(history.state, '', location.pathname);
  }, []);
  const options = useEnrolOptions(token);
  const navigate = useNavigate();
  const [working, setWorking] = useState(false);
  const [error, setError] = useState('');
  const create = async () => {
    if (!options.data) return;
    setWorking(true);
    setError('');
    try {
      const response = await startRegistration({ optionsJSON: options.data.options });
      const { account } = await enrol({ token, response });
      await mutate(SESSION_KEY, account, { revalidate: false });
      await navigate('/');
    } catch (e) {
      setError(messageOf(e, staffCopy.error));
      setWorking(false);
    }
  };
  const shown = error || (!token ? t.noToken : options.error ? messageOf(options.error, staffCopy.error) : '');
  return (
    <div className="mx-auto max-w-md space-y-4">
      <PageHeading>{t.title}</PageHeading>
      {options.data && <p>{t.intro(options.data.email)}</p>}
      {token && options.isLoading && <p aria-live="polite">{t.checking}</p>}
      {options.data && (
        <button type="button" className={buttonClass()} onClick={create} disabled={working}>
          {working ? t.working : t.button}
        </button>
      )}
      {shown && <Alert>{shown}</Alert>}
    </div>
  );
}
