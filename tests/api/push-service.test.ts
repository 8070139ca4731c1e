// The local push service against the real web-push library: what web-push sends must arrive
// decrypted, and what is wrong (another VAPID key, a bad JWT, a tampered body, bad padding, the
// wrong subscription's keys) must be refused, or the service would prove nothing about the sender.
import {
  createCipheriv,
  createECDH,
  generateKeyPairSync,
  hkdfSync,
  randomBytes,
  sign,
  type KeyObject,
} from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import webpush, { WebPushError, type RequestOptions } from 'web-push';
import { PushService, type TestSubscription } from './push-service.ts';

const subject = 'mailto:ops@example.com';
const vapid = webpush.generateVAPIDKeys();
const other = webpush.generateVAPIDKeys();

let service: PushService;

beforeAll(async () => {
  service = await PushService.start({ vapidPublicKey: vapid.publicKey });
});
afterAll(() => service.close());
afterEach(() => {
  service.received.length = 0;
  service.refused.length = 0;
});

function options(svc: PushService, keys = vapid, extra: RequestOptions = {}): RequestOptions {
  return { vapidDetails: { subject, ...keys }, TTL: 60, agent: svc.agent, ...extra };
}

/** Sends what web-push would send, after `change` edits the headers or body; returns the status. */
async function sendRaw(
  subscription: TestSubscription,
  payload: string,
  opts: RequestOptions,
  change: (req: { headers: Record<string, string>; body: Buffer }) => void = () => {},
): Promise<number> {
  const details = webpush.generateRequestDetails(subscription, payload, opts);
  const headers = Object.fromEntries(Object.entries(details.headers).filter(([k]) => k !== 'Content-Length'));
  const req = { headers, body: Buffer.from(details.body ?? []) };
  change(req);
  const res = await fetch(details.endpoint, { method: 'POST', headers: req.headers, body: req.body });
  await res.text();
  return res.status;
}

/** A hand-made aes128gcm body (RFC 8291) whose padding web-push would never produce. */
function encryptFor(subscription: TestSubscription, padded: Buffer): Buffer {
  const hkdf = (salt: Buffer, ikm: Buffer, info: string | Buffer, n: number) =>
    Buffer.from(hkdfSync('sha256', ikm, salt, info, n));
  const sender = createECDH('prime256v1');
  const asPublic = sender.generateKeys();
  const uaPublic = Buffer.from(subscription.keys.p256dh, 'base64url');
  const info = Buffer.concat([Buffer.from('WebPush: info\0'), uaPublic, asPublic]);
  const ikm = hkdf(Buffer.from(subscription.keys.auth, 'base64url'), sender.computeSecret(uaPublic), info, 32);
  const salt = randomBytes(16);
  const cipher = createCipheriv(
    'aes-128-gcm',
    hkdf(salt, ikm, 'Content-Encoding: aes128gcm\0', 16),
    hkdf(salt, ikm, 'Content-Encoding: nonce\0', 12),
  );
  const rsAndIdlen = Buffer.alloc(5);
  rsAndIdlen.writeUInt32BE(4096);
  rsAndIdlen[4] = 65;
  return Buffer.concat([salt, rsAndIdlen, asPublic, cipher.update(padded), cipher.final(), cipher.getAuthTag()]);
}

/** What sendNotification rejected with (fails the test if it resolved). */
async function rejection(p: Promise<unknown>): Promise<WebPushError> {
  const e = await p.then(
    () => null,
    (err: unknown) => err,
  );
  expect(e).toBeInstanceOf(WebPushError);
  return e as WebPushError;
}

describe('PushService with web-push', () => {
  it('receives and decrypts what sendNotification sends, with TTL, Urgency and Topic', async () => {
    const sub = service.subscribe();
    const message = { title: 'New inquiry', body: 'Ünïcødé ✓ from Ada', url: '/staff/inquiries/42', n: 7 };
    const result = await webpush.sendNotification(
      sub,
      JSON.stringify(message),
      options(service, vapid, { urgency: 'high', topic: 'inquiry-42' }),
    );
    expect(result.statusCode).toBe(201);
    expect(service.refused).toEqual([]);
    expect(service.received).toEqual([
      { subscriptionId: sub.id, payload: message, ttl: '60', urgency: 'high', topic: 'inquiry-42' },
    ]);
  });

  it('decrypts a payload that fills most of the 4096-byte record', async () => {
    const sub = service.subscribe();
    const message = { text: 'x'.repeat(3900) };
    await webpush.sendNotification(sub, JSON.stringify(message), options(service));
    expect(service.received.map((r) => r.payload)).toEqual([message]);
  });

  it('keeps each subscription apart: keys of one subscription do not decrypt at another', async () => {
    const a = service.subscribe();
    const b = service.subscribe();
    expect(a.keys).not.toEqual(b.keys);
    const e = await rejection(
      webpush.sendNotification({ endpoint: b.endpoint, keys: a.keys }, '{"to":"a"}', options(service)),
    );
    expect(e.statusCode).toBe(400);
    expect(service.refused).toEqual([{ id: b.id, status: 400, reason: expect.stringMatching(/cannot decrypt/) }]);
    expect(service.received).toEqual([]);
  });

  it('refuses a push signed with another VAPID key pair (403)', async () => {
    const sub = service.subscribe();
    const e = await rejection(webpush.sendNotification(sub, '{"a":1}', options(service, other)));
    expect(e.statusCode).toBe(403);
    expect(service.refused).toEqual([{ id: sub.id, status: 403, reason: expect.any(String) }]);
    expect(service.received).toEqual([]);
  });

  it('accepts the raw request unchanged, but refuses it with any byte of the body flipped', async () => {
    const sub = service.subscribe();
    // The control: the same path without tampering is accepted.
    expect(await sendRaw(sub, '{"ok":true}', options(service))).toBe(201);
    expect(service.received.map((r) => r.payload)).toEqual([{ ok: true }]);
    // Salt, idlen, the sender's key, ciphertext and tag (rs is not authenticated, so not here).
    const offsets = [0, 15, 20, 21, 85, 86, -17, -1];
    for (const at of offsets) {
      const status = await sendRaw(sub, '{"ok":true}', options(service), ({ body }) => {
        const i = at < 0 ? body.length + at : at;
        body[i] = (body[i] ?? 0) ^ 0x01;
      });
      expect(status, `byte ${at}`).toBe(400);
    }
    expect(service.received).toHaveLength(1);
    expect(service.refused.map((r) => r.status)).toEqual(offsets.map(() => 400));
  });

  it('refuses a truncated body, more than one record, a missing TTL and the wrong Content-Encoding (400)', async () => {
    const sub = service.subscribe();
    const cut = await sendRaw(sub, '{"a":1}', options(service), (r) => {
      r.body = r.body.subarray(0, r.body.length - 1);
    });
    const records = await sendRaw(sub, '{"a":1}', options(service), ({ body }) => body.writeUInt32BE(18, 16));
    const noTtl = await sendRaw(sub, '{"a":1}', options(service), ({ headers }) => delete headers.TTL);
    const aesgcm = await sendRaw(sub, '{"a":1}', options(service), ({ headers }) => {
      headers['Content-Encoding'] = 'aesgcm';
    });
    expect([cut, records, noTtl, aesgcm]).toEqual([400, 400, 400, 400]);
    expect(service.received).toEqual([]);
  });

  it('strips zero padding after the 0x02 delimiter, and refuses a record without it (400)', async () => {
    const sub = service.subscribe();
    const text = Buffer.from('{"padded":true}');
    const send = (padded: Buffer) =>
      sendRaw(sub, '{}', options(service), (r) => {
        r.body = encryptFor(sub, padded);
      });
    expect(await send(Buffer.concat([text, Buffer.from([2]), Buffer.alloc(40)]))).toBe(201);
    expect(service.received.map((r) => r.payload)).toEqual([{ padded: true }]);
    expect(await send(Buffer.concat([text, Buffer.from([1]), Buffer.alloc(40)]))).toBe(400);
    expect(await send(Buffer.concat([text, Buffer.alloc(40)]))).toBe(400);
    expect(service.refused.map((r) => r.reason)).toEqual([
      expect.stringMatching(/delimiter/),
      expect.stringMatching(/delimiter/),
    ]);
    expect(service.received).toHaveLength(1);
  });

  it('refuses a push without Authorization or with a tampered JWT (401)', async () => {
    const sub = service.subscribe();
    const none = await sendRaw(sub, '{"a":1}', options(service), ({ headers }) => delete headers.Authorization);
    const tampered = await sendRaw(sub, '{"a":1}', options(service), ({ headers }) => {
      // Flip one character of the JWT's claims so the signature no longer matches.
      headers.Authorization = headers.Authorization!.replace(
        /(t=[^.]+\.)(.)/,
        (_, pre: string, c: string) => pre + (c === 'e' ? 'f' : 'e'),
      );
    });
    expect([none, tampered]).toEqual([401, 401]);
    expect(service.received).toEqual([]);
  });

  it('answers 404 for an unknown subscription', async () => {
    const sub = service.subscribe();
    const e = await rejection(
      webpush.sendNotification({ ...sub, endpoint: `${service.url}/push/nobody` }, '{}', options(service)),
    );
    expect(e.statusCode).toBe(404);
    expect(service.refused).toEqual([{ id: 'nobody', status: 404, reason: expect.any(String) }]);
  });

  it('setStatus(id, 410) makes sendNotification reject with statusCode 410, and nothing is received', async () => {
    const gone = service.subscribe();
    const live = service.subscribe();
    service.setStatus(gone.id, 410);
    const e = await rejection(webpush.sendNotification(gone, '{"a":1}', options(service)));
    expect(e.statusCode).toBe(410);
    expect(e.endpoint).toBe(gone.endpoint);
    await webpush.sendNotification(live, '{"b":2}', options(service));
    expect(service.received.map((r) => [r.subscriptionId, r.payload])).toEqual([[live.id, { b: 2 }]]);
    expect(service.refused).toEqual([]);
  });
});

/** Signs an ES256 JWT with node:crypto so claims web-push would never produce can be sent. */
function jwt(key: KeyObject, claims: Record<string, unknown>, header: Record<string, unknown> = {}): string {
  const part = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  const input = `${part({ typ: 'JWT', alg: 'ES256', ...header })}.${part(claims)}`;
  const sig = sign('sha256', Buffer.from(input), { key, dsaEncoding: 'ieee-p1363' });
  return `${input}.${sig.toString('base64url')}`;
}

describe('PushService VAPID claims (any key allowed)', () => {
  let open: PushService;
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const { x, y } = publicKey.export({ format: 'jwk' });
  const k = Buffer.concat([Buffer.from([4]), Buffer.from(x!, 'base64url'), Buffer.from(y!, 'base64url')]).toString(
    'base64url',
  );
  const now = () => Math.floor(Date.now() / 1000);

  beforeAll(async () => {
    open = await PushService.start();
  });
  afterAll(() => open.close());
  afterEach(() => {
    open.received.length = 0;
    open.refused.length = 0;
  });

  async function withToken(claims: Record<string, unknown>, header?: Record<string, unknown>, key = privateKey) {
    const sub = open.subscribe();
    return sendRaw(sub, '{"a":1}', options(open), ({ headers }) => {
      headers.Authorization = `vapid t=${jwt(key, claims, header)}, k=${k}`;
    });
  }

  it('accepts web-push with any key, and a hand-made token with good claims', async () => {
    await webpush.sendNotification(open.subscribe(), '{"x":1}', options(open, other));
    expect(await withToken({ aud: open.url, exp: now() + 3600, sub: 'https://example.com/contact' })).toBe(201);
    expect(open.received.map((r) => r.payload)).toEqual([{ x: 1 }, { a: 1 }]);
    expect(open.refused).toEqual([]);
  });

  it.each([
    ['another audience', { aud: 'https://fcm.googleapis.com', exp: 3600, sub: subject }, /aud/],
    ['the audience with a path', { aud: 'ENDPOINT', exp: 3600, sub: subject }, /aud/],
    ['an expired token', { aud: 'URL', exp: -5, sub: subject }, /not in the future/],
    ['exp more than 24 h ahead', { aud: 'URL', exp: 24 * 3600 + 120, sub: subject }, /24 h/],
    ['no exp', { aud: 'URL', sub: subject }, /exp/],
    ['an http: subject', { aud: 'URL', exp: 3600, sub: 'http://example.com' }, /sub/],
    ['no subject', { aud: 'URL', exp: 3600 }, /sub/],
  ])('refuses %s (401)', async (_, c: Record<string, unknown>, reason: RegExp) => {
    const claims: Record<string, unknown> = {
      ...c,
      aud: c.aud === 'URL' ? open.url : c.aud === 'ENDPOINT' ? `${open.url}/push` : c.aud,
    };
    if (typeof c.exp === 'number') claims.exp = now() + c.exp;
    expect(await withToken(claims)).toBe(401);
    expect(open.refused).toEqual([{ id: expect.any(String), status: 401, reason: expect.stringMatching(reason) }]);
    expect(open.received).toEqual([]);
  });

  it('refuses alg other than ES256, and a signature by a key other than k (401)', async () => {
    const claims = { aud: open.url, exp: now() + 3600, sub: subject };
    const otherKey = generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey;
    expect(await withToken(claims, { alg: 'ES384' })).toBe(401);
    expect(await withToken(claims, {}, otherKey)).toBe(401);
    expect(open.refused.map((r) => r.reason)).toEqual([
      expect.stringMatching(/alg/),
      expect.stringMatching(/signature does not verify/),
    ]);
    expect(open.received).toEqual([]);
  });
});
