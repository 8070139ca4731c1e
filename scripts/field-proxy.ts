// A proxy in front of the site server that counts the bytes each response puts on the wire,
// sorted into what the page asked for and what the service worker fetched for the offline copy,
// and can slow everything down like a phone on slow 4G (150 ms round trip, 1.6 Mbps down,
// 750 kbps up, shared by every connection, worker included). Used by the byte budgets in
// `npm test` (unthrottled: bytes do not depend on speed) and by `npm run bench:phone`.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Transfer {
  path: string;
  /** Sec-Fetch-Dest: document, script, style, image, …; `empty` for fetch() (the worker's precache). */
  dest: string;
  /** Encoded bytes of the body as sent (after compression). */
  bytes: number;
  /** Milliseconds since the proxy started when the last byte went out. */
  doneAt: number;
}

export interface Throttle {
  /** Round-trip time added before each response (ms). */
  rttMs: number;
  downBitsPerSecond: number;
  upBitsPerSecond: number;
}

export const SLOW_4G: Throttle = { rttMs: 150, downBitsPerSecond: 1.6e6, upBitsPerSecond: 750e3 };

/** One shared link: chunks wait their turn, as on a single radio channel. */
class Link {
  private freeAt = 0;
  constructor(private readonly bitsPerSecond: number) {}
  async send(bytes: number): Promise<void> {
    const now = performance.now();
    const start = Math.max(now, this.freeAt);
    this.freeAt = start + (bytes * 8 * 1000) / this.bitsPerSecond;
    const wait = this.freeAt - now;
    if (wait > 1) await new Promise((r) => setTimeout(r, wait));
  }
}

export interface FieldProxy {
  url: string;
  transfers: Transfer[];
  /** Forgets what was counted so far. */
  reset(): void;
  close(): Promise<void>;
}

export async function startFieldProxy(target: string, throttle?: Throttle): Promise<FieldProxy> {
  const upstream = new URL(target);
  const transfers: Transfer[] = [];
  const started = performance.now();
  const down = throttle && new Link(throttle.downBitsPerSecond);
  const up = throttle && new Link(throttle.upBitsPerSecond);
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', async () => {
      const body = Buffer.concat(chunks);
      if (up && body.length) await up.send(body.length);
      if (throttle) await new Promise((r) => setTimeout(r, throttle.rttMs));
      const forward = http.request(
        {
          host: upstream.hostname,
          port: upstream.port,
          path: req.url,
          method: req.method,
          headers: { ...req.headers, host: upstream.host },
        },
        (up2) => {
          res.writeHead(up2.statusCode ?? 502, up2.headers);
          let bytes = 0;
          // Chunks go out in order, each after the link had time for it; the end waits for them.
          let queue = Promise.resolve();
          up2.on('data', (c: Buffer) => {
            bytes += c.length;
            queue = queue.then(async () => {
              if (down) await down.send(c.length);
              res.write(c);
            });
          });
          up2.on('end', async () => {
            await queue;
            res.end();
            transfers.push({
              path: req.url ?? '/',
              dest: String(req.headers['sec-fetch-dest'] ?? ''),
              bytes,
              doneAt: performance.now() - started,
            });
          });
        },
      );
      forward.on('error', () => res.destroy());
      forward.end(body);
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    transfers,
    reset: () => void transfers.splice(0),
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
