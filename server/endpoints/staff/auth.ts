// Signing in with passkeys: enrolment from a one-time link, sign-in, sign-out, and who is signed
// in. Attempts are limited per client address (failed ones too) and every outcome is audited.
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import type { authActions } from '../../../src/features/staff/contract/auth.ts';
import { site } from '../../../src/config/site.ts';
import { HttpError } from '../../errors.ts';
import { rateLimitKey } from '../../http/client-address.ts';
import { saltedKeys } from '../../store/daily-salts.ts';
import { setSessionCookie } from '../../staff/auth.ts';
import { blocked, consumeRateLimit } from '../../store/rate-limit.ts';
import {
  addPasskey,
  audit,
  checkLink,
  createSession,
  endSession,
  findPasskey,
  passkeyIdsOf,
  saveChallenge,
  takeChallenge,
  touchPasskey,
  useLink,
} from '../../store/staff.ts';
import type { Db } from '../../store/db.ts';
import type { HandlersFor } from './context.ts';

// Loaded on first use: with its X.509 and ASN.1 parsers it would add to every server's memory at rest.
const webauthn = () => import('@simplewebauthn/server');

const refused = (message: string) => new HttpError(400, 'refused', message);

/** Counts one attempt for this client (failed ones too) and refuses past the hourly limit. */
async function limitAttempts(ctx: { ip: string; db: Db }, bucket: string, limit: number): Promise<void> {
  // (The address is kept in the audit, a security record; the limit keys on its salted hash.)
  const key = (await saltedKeys(ctx.db, rateLimitKey(ctx.ip))).today;
  const wait = blocked.check(bucket, key);
  if (wait !== undefined)
    throw new HttpError(429, 'rate_limited', 'Too many attempts; try again later.', { 'Retry-After': String(wait) });
  await consumeRateLimit(ctx.db, bucket, key, limit);
}

/** The challenge a WebAuthn response signed (from its client data), or a clear refusal. */
function challengeOf(response: { response?: { clientDataJSON?: unknown } }): string {
  try {
    const json = Buffer.from(String(response.response?.clientDataJSON), 'base64url').toString('utf8');
    const challenge = (JSON.parse(json) as { challenge?: unknown }).challenge;
    if (typeof challenge === 'string' && /^[A-Za-z0-9_-]{16,1366}$/.test(challenge)) return challenge;
  } catch {
    /* refused below */
  }
  throw refused('The passkey answer is malformed.');
}

/** What a passkey's answer must match: this challenge, this site's origin and RP ID, a verified user. */
const expectations = (origin: URL, challenge: string) => ({
  expectedChallenge: challenge,
  expectedOrigin: origin.origin,
  expectedRPID: origin.hostname,
  requireUserVerification: true,
});

/** The verification's result when the signature holds; otherwise the refusal `fail` makes. */
async function verified<T extends { verified: boolean }>(
  check: Promise<T>,
  fail: () => Promise<Error>,
): Promise<Extract<T, { verified: true }>> {
  try {
    const v = await check;
    if (v.verified) return v as Extract<T, { verified: true }>;
  } catch {
    // refused below
  }
  throw await fail();
}

const linkRefusal = {
  unknown: 'This link is not valid.',
  used: 'This link was already used: ask an admin for a new one.',
  expired: 'This link has expired: ask an admin for a new one.',
};

const accountOf = (a: { email: string; isAdmin: boolean }) => ({ email: a.email, isAdmin: a.isAdmin });

export const authHandlers: HandlersFor<keyof typeof authActions> = {
  async session({ session }) {
    return { account: accountOf(session.account) };
  },

  async 'enrol-options'(ctx) {
    const { token } = ctx.body;
    await limitAttempts(ctx, 'staff-options', ctx.env.STAFF_SIGN_IN_PER_HOUR * 5);
    const link = await checkLink(ctx.db, token);
    if (!link.ok) throw new HttpError(410, `link_${link.reason}`, linkRefusal[link.reason]);
    const existing = await passkeyIdsOf(ctx.db, link.account.id);
    const options = await (
      await webauthn()
    ).generateRegistrationOptions({
      rpName: `${site.name} staff`,
      rpID: ctx.origin.hostname,
      userName: link.account.email,
      userID: new TextEncoder().encode(link.account.id),
      attestationType: 'none',
      excludeCredentials: existing.map((id) => ({ id })),
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    });
    await saveChallenge(ctx.db, options.challenge, 'enrol', token);
    return { options, email: link.account.email };
  },

  async enrol(ctx) {
    const { token } = ctx.body;
    const response = ctx.body.response as RegistrationResponseJSON;
    await limitAttempts(ctx, 'staff-sign-in', ctx.env.STAFF_SIGN_IN_PER_HOUR);
    const link = await checkLink(ctx.db, token);
    if (!link.ok) {
      await audit(ctx.db, { action: 'enrol-refused', detail: { reason: link.reason }, clientIp: ctx.ip });
      throw new HttpError(410, `link_${link.reason}`, linkRefusal[link.reason]);
    }
    const challenge = challengeOf(response);
    const fail = async (reason: string) => {
      await audit(ctx.db, { action: 'enrol-refused', account: link.account, detail: { reason }, clientIp: ctx.ip });
      return refused('The passkey could not be verified. Try again.');
    };
    if (!(await takeChallenge(ctx.db, challenge, 'enrol', token))) throw await fail('challenge');
    const { registrationInfo: info } = await verified(
      (await webauthn()).verifyRegistrationResponse({ response, ...expectations(ctx.origin, challenge) }),
      () => fail('signature'),
    );
    const sessionToken = await ctx.db.transaction(async (tx) => {
      if (!(await useLink(tx, token))) throw new HttpError(410, 'link_used', linkRefusal.used);
      await addPasskey(tx, {
        id: info.credential.id,
        accountId: link.account.id,
        publicKey: info.credential.publicKey,
        counter: info.credential.counter,
        transports: info.credential.transports ?? [],
      });
      await audit(tx, { action: 'enrol', account: link.account, clientIp: ctx.ip });
      return createSession(tx, link.account.id);
    });
    setSessionCookie(ctx.res, ctx.origin, sessionToken);
    return { account: accountOf(link.account) };
  },

  async 'sign-in-options'(ctx) {
    await limitAttempts(ctx, 'staff-options', ctx.env.STAFF_SIGN_IN_PER_HOUR * 5);
    // No allowCredentials: the passkey names its account (discoverable), so nobody learns which addresses exist.
    const options = await (
      await webauthn()
    ).generateAuthenticationOptions({ rpID: ctx.origin.hostname, userVerification: 'required' });
    await saveChallenge(ctx.db, options.challenge, 'sign-in', null);
    return { options };
  },

  async 'sign-in'(ctx) {
    const response = ctx.body.response as AuthenticationResponseJSON;
    await limitAttempts(ctx, 'staff-sign-in', ctx.env.STAFF_SIGN_IN_PER_HOUR);
    const challenge = challengeOf(response);
    const passkey = await findPasskey(ctx.db, response.id);
    const fail = async (reason: string) => {
      await audit(ctx.db, {
        action: 'sign-in-refused',
        account: passkey?.account,
        detail: { reason },
        clientIp: ctx.ip,
      });
      return new HttpError(401, 'sign_in_refused', 'That passkey is not enrolled here, or it could not be verified.');
    };
    if (!(await takeChallenge(ctx.db, challenge, 'sign-in', null))) throw await fail('challenge');
    if (!passkey) throw await fail('unknown passkey');
    const {
      authenticationInfo: { newCounter },
    } = await verified(
      (await webauthn()).verifyAuthenticationResponse({
        response,
        ...expectations(ctx.origin, challenge),
        credential: { id: passkey.id, publicKey: passkey.publicKey, counter: passkey.counter },
      }),
      () => fail('signature'),
    );
    await touchPasskey(ctx.db, passkey.id, newCounter);
    const token = await createSession(ctx.db, passkey.accountId);
    await audit(ctx.db, { action: 'sign-in', account: passkey.account, clientIp: ctx.ip });
    setSessionCookie(ctx.res, ctx.origin, token);
    return { account: accountOf(passkey.account) };
  },

  async 'sign-out'({ db, res, origin, session, ip }) {
    await endSession(db, session.token);
    await audit(db, { action: 'sign-out', account: session.account, clientIp: ip });
    setSessionCookie(res, origin, '', 0);
  },
};
