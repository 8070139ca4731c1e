// Signing in and out (contract: ../contract/auth.ts).
import useSWR from 'swr';
import type { BodyIn } from '@/features/staff/contract';
import { isSignedOut, request } from './client';

export const SESSION_KEY = 'session';

/** Who is signed in, or null. */
export const getSession = () =>
  request('session', {}).then(
    (r) => r.account,
    (e: unknown) => {
      if (isSignedOut(e)) return null;
      throw e;
    },
  );

export const useSession = () => useSWR(SESSION_KEY, getSession);

export const getEnrolOptions = (token: string) => request('enrol-options', { body: { token } });

/** The passkey options for a link's token, asked once (each answer makes a new challenge). */
export const useEnrolOptions = (token: string) =>
  useSWR(token ? ['enrol-options', token] : null, ([, t]) => getEnrolOptions(t), {
    revalidateIfStale: false,
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    shouldRetryOnError: false,
  });

export const enrol = (body: BodyIn<'enrol'>) => request('enrol', { body });

export const getSignInOptions = () => request('sign-in-options', { body: {} });

export const signIn = (body: BodyIn<'sign-in'>) => request('sign-in', { body });

export const signOut = () => request('sign-out', { body: {} });
