// A local Web Push service (RFC 8030) that also plays the browser: it checks VAPID (RFC 8292) like
// a real push service and decrypts aes128gcm (RFC 8188 + RFC 8291) like the browser would, so a
// test sees exactly what a subscriber would have received, and a malformed push is refused.
import {
  createDecipheriv,
  createECDH,
  createPublicKey,
  hkdfSync,
  randomBytes,
  verify,
  type ECDH,
  type KeyObject,
} from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import net from 'node:net';

export interface ReceivedPush {
  subscriptionId: string;
  /** JSON.parse of the decrypted text. */
  payload: unknown;
  ttl: string | undefined;
  urgency: string | undefined;
  topic: string | undefined;
}

/** The browser's PushSubscriptionJSON (base64url keys) plus the id used by setStatus. */
export interface TestSubscription {
  id: string;
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

interface Subscription {
  ecdh: ECDH;
  publicKey: Buffer;
  auth: Buffer;
  status: number | null;
}

/** A refusal: answered with `status` and recorded with `reason`. */
class Refusal extends Error {
  constructor(
    readonly status: number,
    reason: string,
  ) {
    super(reason);
  }
}

/**
 * web-push always calls https.request (whatever the endpoint's scheme), so a plain-HTTP service
 * needs an https.Agent that opens plain TCP sockets; pass it as sendNotification's `agent`.
 */
class PlainHttpAgent extends https.Agent {
  override createConnection(options: https.RequestOptions): net.Socket {
    return net.createConnection({ host: options.host ?? '127.0.0.1', port: Number(options.port) });
  }
}

// RFC 8030 §7.2: push services must accept at least 4096 bytes; real ones refuse more.
const MAX_BODY = 4096;
const MAX_JWT_LIFETIME = 24 * 60 * 60;

const b64url = (s: string) => Buffer.from(s, 'base64url');
const hkdf = (salt: Buffer, ikm: Buffer, info: Buffer, length: number) =>
  Buffer.from(hkdfSync('sha256', ikm, salt, info, length));

function header(req: http.IncomingMessage, name: string): string | undefined {
  const v = req.headers[name];
  return Array.isArray(v) ? v.join(', ') : v;
}

function jsonPart(part: string | undefined, what: string): Record<string, unknown> {
  try {
    const v: unknown = JSON.parse(b64url(part ?? '').toString('utf8'));
    if (v && typeof v === 'object' && !Array.isArray(v)) return v as Record<string, unknown>;
  } catch {
    // fall through
  }
  throw new Refusal(401, `JWT ${what} is not a JSON object`);
}

/** An uncompressed P-256 point (0x04 ‖ x ‖ y) as a KeyObject; throws if it is not on the curve. */
function p256PublicKey(point: Buffer): KeyObject {
  if (point.length !== 65 || point[0] !== 0x04) throw new Error('not a 65-byte uncompressed P-256 point');
  return createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33).toString('base64url'),
    },
    format: 'jwk',
  });
}

export class PushService {
  readonly received: ReceivedPush[] = [];
  readonly refused: { id: string; status: number; reason: string }[] = [];
  /** Pass as web-push's `agent` option: it lets web-push's https.request reach this plain-HTTP service. */
  readonly agent: https.Agent = new PlainHttpAgent();
  private readonly subscriptions = new Map<string, Subscription>();
  private messages = 0;

  private constructor(
    private readonly server: http.Server,
    readonly url: string,
    private readonly vapidPublicKey: string | undefined,
  ) {}

  static async start(opts: { vapidPublicKey?: string } = {}): Promise<PushService> {
    const server = http.createServer();
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(0, '127.0.0.1', () => resolve());
    });
    const { port } = server.address() as AddressInfo;
    const service = new PushService(server, `http://127.0.0.1:${port}`, opts.vapidPublicKey);
    server.on('request', (req: http.IncomingMessage, res: http.ServerResponse) => service.handle(req, res));
    return service;
  }

  /** A new browser subscription: its own P-256 key pair and 16-byte auth secret. */
  subscribe(): TestSubscription {
    const id = randomBytes(12).toString('base64url');
    const ecdh = createECDH('prime256v1');
    const publicKey = ecdh.generateKeys();
    const auth = randomBytes(16);
    this.subscriptions.set(id, { ecdh, publicKey, auth, status: null });
    return {
      id,
      endpoint: `${this.url}/push/${id}`,
      keys: { p256dh: publicKey.toString('base64url'), auth: auth.toString('base64url') },
    };
  }

  /** Make the endpoint answer `status` from now on (e.g. 410 Gone) instead of accepting; null accepts again. */
  setStatus(id: string, status: number | null): void {
    const sub = this.subscriptions.get(id);
    if (!sub) throw new Error(`unknown subscription ${id}`);
    sub.status = status;
  }

  async close(): Promise<void> {
    this.agent.destroy();
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private handle(req: http.IncomingMessage, res: http.ServerResponse): void {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (c: Buffer) => {
      size += c.length;
      if (size <= MAX_BODY) chunks.push(c);
    });
    req.on('end', () => {
      const id = /^\/push\/([^/?]+)$/.exec(req.url ?? '')?.[1] ?? '';
      try {
        if (size > MAX_BODY) throw new Refusal(413, `body of ${size} bytes exceeds ${MAX_BODY}`);
        const push = this.accept(id, req, Buffer.concat(chunks));
        // Checked after the request is verified, so a forced status never hides a malformed push.
        const status = this.subscriptions.get(id)?.status;
        if (status != null) {
          res.writeHead(status, { 'content-type': 'text/plain' }).end(`forced status ${status}`);
          return;
        }
        this.received.push(push);
        res.writeHead(201, { location: `${this.url}/message/${++this.messages}`, ttl: push.ttl }).end();
      } catch (e) {
        const status = e instanceof Refusal ? e.status : 500;
        const reason = e instanceof Error ? e.message : String(e);
        this.refused.push({ id, status, reason });
        res.writeHead(status, { 'content-type': 'text/plain' }).end(reason);
      }
    });
  }

  private accept(id: string, req: http.IncomingMessage, body: Buffer): ReceivedPush {
    if (req.method !== 'POST') throw new Refusal(405, `method ${req.method} not allowed`);
    const sub = this.subscriptions.get(id);
    if (!sub) throw new Refusal(404, `no subscription at ${req.url}`);
    this.verifyVapid(header(req, 'authorization'));
    const ttl = header(req, 'ttl');
    if (ttl === undefined || !/^\d+$/.test(ttl)) throw new Refusal(400, `TTL header missing or invalid: ${ttl}`);
    const encoding = header(req, 'content-encoding');
    // Browsers accept empty pushes, but every push this project sends carries a payload.
    if (encoding !== 'aes128gcm') throw new Refusal(400, `Content-Encoding must be aes128gcm, got ${encoding}`);
    let text: string;
    try {
      text = new TextDecoder('utf-8', { fatal: true }).decode(decrypt(sub, body));
    } catch (e) {
      throw new Refusal(400, `cannot decrypt: ${e instanceof Error ? e.message : String(e)}`);
    }
    let payload: unknown;
    try {
      payload = JSON.parse(text);
    } catch {
      throw new Refusal(400, `payload is not JSON: ${text.slice(0, 100)}`);
    }
    return { subscriptionId: id, payload, ttl, urgency: header(req, 'urgency'), topic: header(req, 'topic') };
  }

  /** RFC 8292: `vapid t=<JWT>, k=<key>`; 401 when the token is bad, 403 when the key is not the expected one. */
  private verifyVapid(authorization: string | undefined): void {
    const m = /^vapid\s+(.*)$/i.exec(authorization ?? '');
    if (!m) throw new Refusal(401, `Authorization is not a vapid scheme: ${authorization}`);
    const params = new Map<string, string>();
    for (const part of (m[1] ?? '').split(',')) {
      const eq = part.indexOf('=');
      if (eq > 0) params.set(part.slice(0, eq).trim().toLowerCase(), part.slice(eq + 1).trim());
    }
    const token = params.get('t');
    const k = params.get('k');
    if (!token || !k) throw new Refusal(401, 'vapid Authorization lacks t= or k=');
    let key: KeyObject;
    try {
      key = p256PublicKey(b64url(k));
    } catch (e) {
      throw new Refusal(401, `vapid k= is not a P-256 public key: ${e instanceof Error ? e.message : String(e)}`);
    }

    const parts = token.split('.');
    if (parts.length !== 3) throw new Refusal(401, 'JWT does not have three parts');
    const [h, p, s] = parts as [string, string, string];
    const jwtHeader = jsonPart(h, 'header');
    if (jwtHeader.alg !== 'ES256') throw new Refusal(401, `JWT alg must be ES256, got ${String(jwtHeader.alg)}`);
    const signature = b64url(s);
    if (signature.length !== 64) throw new Refusal(401, `JWT signature is ${signature.length} bytes, not 64`);
    const signed = verify('sha256', Buffer.from(`${h}.${p}`), { key, dsaEncoding: 'ieee-p1363' }, signature);
    if (!signed) throw new Refusal(401, 'JWT signature does not verify with k');

    const claims = jsonPart(p, 'claims');
    if (claims.aud !== this.url) throw new Refusal(401, `JWT aud ${String(claims.aud)} is not ${this.url}`);
    const now = Math.floor(Date.now() / 1000);
    const exp = claims.exp;
    if (typeof exp !== 'number' || exp <= now) throw new Refusal(401, `JWT exp ${String(exp)} is not in the future`);
    if (exp > now + MAX_JWT_LIFETIME) throw new Refusal(401, `JWT exp ${exp} is more than 24 h ahead`);
    let sub: URL | null = null;
    try {
      sub = typeof claims.sub === 'string' ? new URL(claims.sub) : null;
    } catch {
      // refused below
    }
    if (!sub || (sub.protocol !== 'mailto:' && sub.protocol !== 'https:')) {
      throw new Refusal(401, `JWT sub ${String(claims.sub)} is not a mailto: or https: URL`);
    }

    if (this.vapidPublicKey !== undefined && k !== this.vapidPublicKey) {
      throw new Refusal(403, 'vapid k= is not the application server key of this subscription');
    }
  }
}

/** RFC 8291 over RFC 8188: one aes128gcm record, keyed from ECDH with the sender's ephemeral key. */
function decrypt(sub: Subscription, body: Buffer): Buffer {
  if (body.length < 21) throw new Error('body shorter than the aes128gcm header');
  const salt = body.subarray(0, 16);
  const rs = body.readUInt32BE(16);
  const idlen = body[20] ?? 0;
  if (idlen !== 65) throw new Error(`keyid is ${idlen} bytes, not a 65-byte P-256 public key`);
  const asPublic = body.subarray(21, 21 + idlen);
  const record = body.subarray(21 + idlen);
  if (rs < 18) throw new Error(`record size ${rs} is below 18`);
  if (record.length < 17) throw new Error('record shorter than tag plus delimiter');
  // RFC 8291 §4: a push message is a single record.
  if (record.length > rs) throw new Error(`${record.length} bytes of records exceed one record of ${rs}`);

  const secret = sub.ecdh.computeSecret(asPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), sub.publicKey, asPublic]);
  const ikm = hkdf(sub.auth, secret, keyInfo, 32);
  const cek = hkdf(salt, ikm, Buffer.from('Content-Encoding: aes128gcm\0'), 16);
  const nonce = hkdf(salt, ikm, Buffer.from('Content-Encoding: nonce\0'), 12);

  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 0x02) throw new Error('last record lacks the 0x02 padding delimiter');
  return padded.subarray(0, end);
}
