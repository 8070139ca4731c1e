// A software WebAuthn authenticator for API tests: it answers registration and authentication
// options the way a browser plus a platform authenticator would, with real ES256 keys and real
// signatures, so the server's @simplewebauthn/server checks run unmodified (no mocks, no stubs).
// Only node:crypto; the CBOR it needs (attestationObject, COSE key) is encoded by hand below.
import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/server';

/** What a test may read about a held credential (the private key stays inside). */
export interface SoftCredential {
  /** base64url credential id, as in the responses' `id`. */
  readonly id: string;
  /** base64url user handle: `options.user.id` from registration. */
  readonly userHandle: string;
  /** The RP ID it was registered for. */
  readonly rpId: string;
  /** The counter the last response carried (0 right after registration). */
  readonly signCount: number;
}

/** Overrides that make a response deliberately wrong, for negative tests. */
export interface SoftOverrides {
  /** clientDataJSON.origin instead of the authenticator's origin. */
  origin?: string;
  /** clientDataJSON.challenge (base64url) instead of options.challenge. */
  challenge?: string;
  /** The RP ID hashed into authenticatorData instead of the one in the options. */
  rpId?: string;
}

interface HeldCredential {
  id: string;
  userHandle: string;
  rpId: string;
  signCount: number;
  privateKey: KeyObject;
}

const ES256 = -7;
// authenticatorData flags: user present, user verified, attested credential data included.
// BE/BS (0x08/0x10) stay 0: a device-bound key, so the server sees credentialDeviceType 'singleDevice'.
const UP = 0x01;
const UV = 0x04;
const AT = 0x40;

const b64url = (bytes: Uint8Array): string => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string): Buffer => createHash('sha256').update(data).digest();
const uint32 = (n: number): Buffer => {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(n);
  return b;
};

type Cbor = number | string | Uint8Array | Map<Cbor, Cbor>;

/** CBOR (RFC 8949) for just the types WebAuthn needs; maps are Maps so keys keep their given (canonical) order. */
function cbor(value: Cbor): Buffer {
  const head = (major: number, n: number): Buffer => {
    if (n < 24) return Buffer.from([(major << 5) | n]);
    if (n < 0x100) return Buffer.from([(major << 5) | 24, n]);
    if (n < 0x10000) return Buffer.from([(major << 5) | 25, n >> 8, n & 0xff]);
    return Buffer.concat([Buffer.from([(major << 5) | 26]), uint32(n)]);
  };
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === 'string') {
    const utf8 = Buffer.from(value, 'utf8');
    return Buffer.concat([head(3, utf8.length), utf8]);
  }
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), value]);
  return Buffer.concat([head(5, value.size), ...[...value].flatMap(([k, v]) => [cbor(k), cbor(v)])]);
}

export class SoftAuthenticator {
  readonly origin: string;
  readonly #held: HeldCredential[] = [];

  /** @param opts.origin the page origin put in clientDataJSON (default http://localhost:3000). */
  constructor(opts: { origin?: string } = {}) {
    this.origin = opts.origin ?? 'http://localhost:3000';
  }

  /** The credentials it holds, as snapshots (id, userHandle, ...), e.g. to forge or reuse in tests. */
  get credentials(): readonly SoftCredential[] {
    return this.#held.map(({ id, userHandle, rpId, signCount }) => ({ id, userHandle, rpId, signCount }));
  }

  /** Answers navigator.credentials.create() options: a new ES256 (P-256) key, attestation "none". */
  register(options: PublicKeyCredentialCreationOptionsJSON, overrides: SoftOverrides = {}): RegistrationResponseJSON {
    // A real authenticator refuses when the RP offers no algorithm it can do; fail loudly here too.
    if (!options.pubKeyCredParams.some((p) => p.alg === ES256)) {
      throw new Error('SoftAuthenticator: options.pubKeyCredParams does not offer ES256 (-7)');
    }
    const rpId = options.rp.id ?? new URL(this.origin).hostname;
    const { publicKey, privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const jwk = publicKey.export({ format: 'jwk' });
    const credId = randomBytes(32);
    const cred: HeldCredential = { id: b64url(credId), userHandle: options.user.id, rpId, signCount: 0, privateKey };

    // COSE_Key with the CTAP2 canonical key order: kty=EC2, alg=ES256, crv=P-256, x, y.
    const coseKey = new Map<Cbor, Cbor>([
      [1, 2],
      [3, ES256],
      [-1, 1],
      [-2, Buffer.from(jwk.x ?? '', 'base64url')],
      [-3, Buffer.from(jwk.y ?? '', 'base64url')],
    ]);
    const credIdLen = Buffer.alloc(2);
    credIdLen.writeUInt16BE(credId.length);
    const authData = Buffer.concat([
      this.#authDataHead(overrides.rpId ?? rpId, UP | UV | AT, cred.signCount),
      Buffer.alloc(16), // AAGUID: all zeros, as "none" attestation authenticators commonly send
      credIdLen,
      credId,
      cbor(coseKey),
    ]);
    const attestationObject = cbor(
      new Map<Cbor, Cbor>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', authData],
      ]),
    );
    this.#held.push(cred);
    return {
      id: cred.id,
      rawId: cred.id,
      type: 'public-key',
      response: {
        clientDataJSON: b64url(this.#clientData('webauthn.create', options.challenge, overrides)),
        attestationObject: b64url(attestationObject),
        // What a browser's getTransports()/getPublicKeyAlgorithm()/getPublicKey()/getAuthenticatorData() add.
        transports: ['internal'],
        publicKeyAlgorithm: ES256,
        publicKey: b64url(publicKey.export({ type: 'spki', format: 'der' })),
        authenticatorData: b64url(authData),
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    };
  }

  /**
   * Answers navigator.credentials.get() options with a credential made by register(); signCount
   * increases by 1 each time. It uses overrides.credentialId, else the first held credential listed
   * in options.allowCredentials, else (discoverable login) the first it holds.
   * A credentialId it does not hold is a forgery: that id goes in the response, but the signature
   * comes from this authenticator's own first key.
   */
  authenticate(
    options: PublicKeyCredentialRequestOptionsJSON,
    overrides: SoftOverrides & { credentialId?: string } = {},
  ): AuthenticationResponseJSON {
    const allowed = options.allowCredentials?.map((c) => c.id);
    const wanted = overrides.credentialId;
    const cred = wanted
      ? (this.#held.find((c) => c.id === wanted) ?? this.#held[0])
      : allowed?.length
        ? this.#held.find((c) => allowed.includes(c.id))
        : this.#held[0];
    // A browser rejects with NotAllowedError when no credential matches; so does this.
    if (!cred) throw new Error('SoftAuthenticator: no matching credential (call register() first)');
    const id = wanted ?? cred.id;

    cred.signCount += 1;
    const authData = this.#authDataHead(
      overrides.rpId ?? options.rpId ?? new URL(this.origin).hostname,
      UP | UV,
      cred.signCount,
    );
    const clientDataJSON = this.#clientData('webauthn.get', options.challenge, overrides);
    // The assertion signs authenticatorData ‖ SHA-256(clientDataJSON); for EC keys node returns DER, as WebAuthn wants.
    const signature = sign('sha256', Buffer.concat([authData, sha256(clientDataJSON)]), {
      key: cred.privateKey,
      dsaEncoding: 'der',
    });
    return {
      id,
      rawId: id,
      type: 'public-key',
      response: {
        clientDataJSON: b64url(clientDataJSON),
        authenticatorData: b64url(authData),
        signature: b64url(signature),
        userHandle: cred.userHandle,
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    };
  }

  /** rpIdHash ‖ flags ‖ signCount: the part of authenticatorData both ceremonies share. */
  #authDataHead(rpId: string, flags: number, signCount: number): Buffer {
    return Buffer.concat([sha256(rpId), Buffer.from([flags]), uint32(signCount)]);
  }

  /** clientDataJSON bytes; the challenge is already base64url in the options, so it goes in as is. */
  #clientData(type: 'webauthn.create' | 'webauthn.get', challenge: string, overrides: SoftOverrides): Buffer {
    const data = {
      type,
      challenge: overrides.challenge ?? challenge,
      origin: overrides.origin ?? this.origin,
      crossOrigin: false,
    };
    return Buffer.from(JSON.stringify(data), 'utf8');
  }
}
