// Signing in: who is signed in, a passkey enrolled from a one-time link, a passkey sign-in and the
// sign-out. The server loads this file: relative imports only.
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/browser';
import { z } from 'zod';
import { action, BASE64URL } from './action.ts';
import { account } from './common.ts';

const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

/** A passkey's answer as the browser gives it: checked in shape here, its signature by the server. */
const passkeyAnswer = <T>() =>
  z.custom<T>((v) => isObject(v) && typeof v.id === 'string' && BASE64URL.test(v.id) && isObject(v.response), {
    error: 'Send the passkey answer as "response".',
    params: { code: 'refused' },
  });

/** The one-time link's token (from the link's fragment). */
const linkToken = z.custom<string>((v) => typeof v === 'string' && /^[A-Za-z0-9_-]{20,100}$/.test(v), {
  error: 'The link is incomplete: open it again from the e-mail.',
  params: { code: 'refused' },
});

const signedIn = z.object({ account });

export const authActions = {
  session: action({ method: 'GET', auth: 'session', write: false, answer: 'json', response: signedIn }),
  'enrol-options': action({
    method: 'POST',
    auth: 'public',
    write: true,
    body: z.object({ token: linkToken }),
    answer: 'json',
    response: z.object({ options: z.custom<PublicKeyCredentialCreationOptionsJSON>(), email: z.string() }),
  }),
  enrol: action({
    method: 'POST',
    auth: 'public',
    write: true,
    body: z.object({ token: linkToken, response: passkeyAnswer<RegistrationResponseJSON>() }),
    answer: 'json',
    response: signedIn,
  }),
  'sign-in-options': action({
    method: 'POST',
    auth: 'public',
    write: true,
    body: z.object({}),
    answer: 'json',
    response: z.object({ options: z.custom<PublicKeyCredentialRequestOptionsJSON>() }),
  }),
  'sign-in': action({
    method: 'POST',
    auth: 'public',
    write: true,
    body: z.object({ response: passkeyAnswer<AuthenticationResponseJSON>() }),
    answer: 'json',
    response: signedIn,
  }),
  'sign-out': action({ method: 'POST', auth: 'session', write: true, body: z.object({}), answer: 'empty' }),
};
