// The test authenticator against the real @simplewebauthn/server: what it makes must verify, and
// what it makes deliberately wrong (origin, challenge, RP ID, key, counter) must not, or it would
// prove nothing about the server's passkey checks.
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type WebAuthnCredential,
} from '@simplewebauthn/server';
import { describe, expect, it } from 'vitest';
import { SoftAuthenticator } from './soft-authenticator.ts';

const origin = 'http://localhost:3000';
const rpID = 'localhost';

/** Registers a new passkey on `auth` through the real server functions; returns what a server would store. */
async function enrol(auth: SoftAuthenticator, userName = 'ada@example.com') {
  const options = await generateRegistrationOptions({
    rpName: 'Test',
    rpID,
    userName,
    attestationType: 'none',
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  });
  const response = auth.register(options);
  const result = await verifyRegistrationResponse({
    response,
    expectedChallenge: options.challenge,
    expectedOrigin: origin,
    expectedRPID: rpID,
    requireUserVerification: true,
  });
  if (!result.verified) throw new Error('registration did not verify');
  const { id, publicKey, counter, transports } = result.registrationInfo.credential;
  const credential: WebAuthnCredential = { id, publicKey, counter, transports };
  return { options, response, result, credential };
}

const verifyLogin = (response: AuthenticationResponseJSON, credential: WebAuthnCredential, challenge: string) =>
  verifyAuthenticationResponse({
    response,
    expectedChallenge: challenge,
    expectedOrigin: origin,
    expectedRPID: rpID,
    credential,
    requireUserVerification: true,
  });

describe('SoftAuthenticator', () => {
  it('registers a passkey that @simplewebauthn/server verifies', async () => {
    const auth = new SoftAuthenticator({ origin });
    const { options, response, result, credential } = await enrol(auth);
    expect(result.verified).toBe(true);
    expect(result.registrationInfo).toMatchObject({
      fmt: 'none',
      userVerified: true,
      credentialDeviceType: 'singleDevice',
      credentialBackedUp: false,
      origin,
      rpID,
    });
    expect(credential).toMatchObject({ id: response.id, counter: 0, transports: ['internal'] });
    expect(auth.credentials).toEqual([{ id: response.id, userHandle: options.user.id, rpId: rpID, signCount: 0 }]);
  });

  it('signs in with it: verified, the counter rising by one each time', async () => {
    const auth = new SoftAuthenticator({ origin });
    const { options: reg, credential } = await enrol(auth);
    for (const newCounter of [1, 2]) {
      const options = await generateAuthenticationOptions({
        rpID,
        allowCredentials: [{ id: credential.id }],
        userVerification: 'required',
      });
      const response = auth.authenticate(options);
      expect(response.id).toBe(credential.id);
      expect(response.response.userHandle).toBe(reg.user.id);
      const result = await verifyLogin(response, credential, options.challenge);
      expect(result.verified).toBe(true);
      expect(result.authenticationInfo).toMatchObject({ newCounter, userVerified: true, credentialID: credential.id });
      credential.counter = result.authenticationInfo.newCounter;
    }
  });

  it('picks from allowCredentials, or its first credential for a discoverable login', async () => {
    const auth = new SoftAuthenticator({ origin });
    const first = await enrol(auth, 'first@example.com');
    const second = await enrol(auth, 'second@example.com');
    const chosen = auth.authenticate(
      await generateAuthenticationOptions({ rpID, allowCredentials: [{ id: second.credential.id }] }),
    );
    expect(chosen.id).toBe(second.credential.id);
    expect(chosen.response.userHandle).toBe(second.options.user.id);

    const options = await generateAuthenticationOptions({ rpID });
    const discoverable = auth.authenticate(options);
    expect(discoverable.id).toBe(first.credential.id);
    expect((await verifyLogin(discoverable, first.credential, options.challenge)).verified).toBe(true);
    expect(() => new SoftAuthenticator({ origin }).authenticate(options)).toThrow(/no matching credential/);
  });

  describe('what must not verify', () => {
    it('a registration from another origin, for another RP ID or challenge', async () => {
      const auth = new SoftAuthenticator({ origin });
      const options = await generateRegistrationOptions({ rpName: 'Test', rpID, userName: 'ada@example.com' });
      const verify = (response: ReturnType<SoftAuthenticator['register']>) =>
        verifyRegistrationResponse({
          response,
          expectedChallenge: options.challenge,
          expectedOrigin: origin,
          expectedRPID: rpID,
        });
      await expect(verify(auth.register(options, { origin: 'http://evil.test' }))).rejects.toThrow(/origin/);
      await expect(verify(auth.register(options, { rpId: 'evil.test' }))).rejects.toThrow(/RP ID/);
      const other = await generateRegistrationOptions({ rpName: 'Test', rpID, userName: 'ada@example.com' });
      await expect(verify(auth.register(options, { challenge: other.challenge }))).rejects.toThrow(/challenge/);
      // The control: the same authenticator and options, unmodified, do verify.
      expect((await verify(auth.register(options))).verified).toBe(true);
    });

    it('a sign-in from another origin, for another challenge or RP ID', async () => {
      const auth = new SoftAuthenticator({ origin });
      const { credential } = await enrol(auth);
      const options = await generateAuthenticationOptions({ rpID, allowCredentials: [{ id: credential.id }] });
      const other = await generateAuthenticationOptions({ rpID });
      const login = (overrides: Parameters<SoftAuthenticator['authenticate']>[1]) =>
        verifyLogin(auth.authenticate(options, overrides), credential, options.challenge);
      await expect(login({ origin: 'http://evil.test' })).rejects.toThrow(/origin/);
      await expect(login({ challenge: other.challenge })).rejects.toThrow(/challenge/);
      await expect(login({ rpId: 'evil.test' })).rejects.toThrow(/RP ID/);
      // A response answering other options, checked against this challenge, fails the same way.
      await expect(verifyLogin(auth.authenticate(other), credential, options.challenge)).rejects.toThrow(/challenge/);
    });

    it("a forged sign-in: the victim's credential id, signed with another authenticator's key", async () => {
      const victim = new SoftAuthenticator({ origin });
      const attacker = new SoftAuthenticator({ origin });
      const { credential } = await enrol(victim);
      const { credential: attackerCredential } = await enrol(attacker, 'mallory@example.com');
      const options = await generateAuthenticationOptions({ rpID, allowCredentials: [{ id: credential.id }] });
      const forged = attacker.authenticate(options, { credentialId: credential.id });
      expect(forged.id).toBe(credential.id);
      expect(forged.rawId).toBe(credential.id);
      const result = await verifyLogin(forged, credential, options.challenge);
      expect(result.verified).toBe(false);
      // The control: it is well formed, and verifies against the key that really signed it.
      expect((await verifyLogin(forged, attackerCredential, options.challenge)).verified).toBe(true);
    });

    it('a replayed sign-in (counter not above the stored one)', async () => {
      const auth = new SoftAuthenticator({ origin });
      const { credential } = await enrol(auth);
      const options = await generateAuthenticationOptions({ rpID });
      const response = auth.authenticate(options);
      const first = await verifyLogin(response, credential, options.challenge);
      expect(first.verified).toBe(true);
      credential.counter = first.authenticationInfo.newCounter;
      await expect(verifyLogin(response, credential, options.challenge)).rejects.toThrow(/counter/i);
    });
  });
});
