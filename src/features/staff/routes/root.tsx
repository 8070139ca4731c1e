// Every staff page sits in this: who is signed in, then the page, the sign-in, or, for an
// enrolment link, the enrolment whoever is signed in. A session that ends while a page is open
// (idle, signed out elsewhere) brings the sign-in back.
import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { mutate as clearAll } from 'swr';
import { staffCopy as t } from '@/content/staff';
import { getSession, signOut, useSession } from '@/features/staff/api/auth';
import { messageOf, SIGNED_OUT_EVENT } from '@/features/staff/api/client';
import { Shell } from '@/features/staff/components/shell';
import { Failed, Loading } from '@/features/staff/components/status';
import { SignIn } from './sign-in';

export function Root({ children }: { children: ReactNode }) {
  const session = useSession();
  const { pathname } = useLocation();
  const { mutate } = session;
  const signedIn = !!session.data;
  useEffect(() => {
    if (!signedIn) return;
    // Asked again, not assumed: a signed-out answer to a request sent before the sign-in (or
    // enrolment) finished must not unmount the page and what is typed in it.
    // (Straight to the server: a revalidation would be deduplicated into the last answer.)
    const ended = () => void mutate(getSession(), { revalidate: false }).catch(() => undefined);
    addEventListener(SIGNED_OUT_EVENT, ended);
    return () => removeEventListener(SIGNED_OUT_EVENT, ended);
  }, [mutate, signedIn]);
  if (pathname === '/enrol') return <Shell>{children}</Shell>;
  if (session.data === undefined) {
    return (
      <Shell>
        {session.error ? <Failed message={messageOf(session.error, t.error)} retry={() => mutate()} /> : <Loading />}
      </Shell>
    );
  }
  if (session.data === null) {
    return (
      <Shell>
        <SignIn onSignedIn={(account) => mutate(account, { revalidate: false })} />
      </Shell>
    );
  }
  const leave = async () => {
    await signOut().catch(() => undefined);
    // Nothing of this person's stays in memory for whoever signs in next.
    await clearAll(() => true, undefined, { revalidate: false });
    await mutate(null, { revalidate: false });
  };
  return (
    <Shell account={session.data} onSignOut={leave}>
      {children}
    </Shell>
  );
}
