// A proxy in front of the site server that counts the bytes each response puts on the wire,
// sorted into what the page asked for and what the service worker fetched for the offline copy,
// and can slow everything down like a phone on slow 4G (150 ms round trip, 1.6 Mbps down,
// 750 kbps up, shared by every connection, worker included). Used by the byte budgets in
// `npm test` (unthrottled: bytes do not depend on speed) and by `npm run bench:phone`.
// It also counts the request bodies it receives (`requests`: uploads, form posts) and can lose the
// connection for a while (`drop(ms)`: every open socket reset, new ones refused), as a phone does.
import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export interface Transfer {
  path: string;
  /** Sec-Fetch-Dest: document, script, style, image, …; `empty` for fetch() (the worker's precache). */
  dest: string;
  /** Encoded bytes of the body as sent (after compression). */
  bytes: number;
  /** Milliseconds since the proxy started when the last byte went out. */
  doneAt: number;
}

/** One request as the proxy received it, body bytes counted as they come in (throttled: at the uplink's pace). */
export interface RequestTransfer {
  method: string;
  path: string;
  /** Request body bytes received so far (the whole body, or as far as it got before a cut). */
  bytes: number;
  /** The whole body arrived. */
  complete: boolean;
  /** The connection closed before the response was fully sent (a drop, or the client gave up). */
  cut: boolean;
  /** Milliseconds since the proxy started: the request's arrival, and its end (answered or cut). */
  startedAt: number;
  doneAt?: number;
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
  /** What was queued is gone with its connections: the link is free now. */
  clear() {
    this.freeAt = 0;
  }
}

/** Request bodies pass the uplink in slices this large, so `requests` counts them as they go. */
const UP_SLICE = 16 * 1024;

export interface FieldProxy {
  url: string;
  transfers: Transfer[];
  /** Every request received since the last reset, in arrival order (bodies counted as they arrive). */
  requests: RequestTransfer[];
  /** Milliseconds since the proxy started: the clock of `doneAt` and `startedAt`. */
  elapsed(): number;
  /** Forgets what was counted so far. */
  reset(): void;
  /**
   * Loses the connection for `ms`: every open connection (browser side and server side) is reset
   * at once, and new ones are reset as they arrive until the time is up. Resolves when it is back.
   */
  drop(ms: number): Promise<void>;
  close(): Promise<void>;
}

export async function startFieldProxy(target: string, throttle?: Throttle): Promise<FieldProxy> {
  const upstream = new URL(target);
  const transfers: Transfer[] = [];
  const requests: RequestTransfer[] = [];
  const started = performance.now();
  const since = () => performance.now() - started;
  const down = throttle && new Link(throttle.downBitsPerSecond);
  const up = throttle && new Link(throttle.upBitsPerSecond);
  const sockets = new Set<Socket>();
  const forwards = new Set<http.ClientRequest>();
  let downUntil = 0;
  /** Counts drops: what was in flight when one happened is gone, not merely slow. */
  let drops = 0;

  const server = http.createServer((req, res) => {
    const record: RequestTransfer = {
      method: req.method ?? 'GET',
      path: req.url ?? '/',
      bytes: 0,
      complete: false,
      cut: false,
      startedAt: since(),
    };
    requests.push(record);
    const epoch = drops;
    const dropped = () => drops !== epoch;
    res.on('close', () => {
      record.doneAt ??= since();
      if (!res.writableFinished) record.cut = true;
    });
    req.on('error', () => undefined);
    const chunks: Buffer[] = [];
    const receive = async () => {
      for await (const c of req as AsyncIterable<Buffer>) {
        chunks.push(c);
        // Throttled, the body comes in at the uplink's pace: the next bytes are read once these went through.
        for (let at = 0; at < c.length; at += UP_SLICE) {
          const n = Math.min(UP_SLICE, c.length - at);
          if (up) await up.send(n);
          if (dropped()) return false;
          record.bytes += n;
        }
      }
      return true;
    };
    void receive()
      .catch(() => false)
      .then(async (whole) => {
        if (!whole || dropped()) return void res.destroy();
        record.complete = true;
        const body = Buffer.concat(chunks);
        if (throttle) await new Promise((r) => setTimeout(r, throttle.rttMs));
        if (dropped()) return void res.destroy();
        const forward = http.request(
          {
            host: upstream.hostname,
            port: upstream.port,
            path: req.url,
            method: req.method,
            // The browser's Host goes on, as a site's own reverse proxy passes it: the server sees
            // requests for the proxy's address, so its same-origin checks accept the page's posts
            // (its analytics, forms and uploads), and the URLs it hands out (a tus upload's
            // Location) lead back through the proxy.
            headers: req.headers,
          },
          (up2) => {
            res.writeHead(up2.statusCode ?? 502, up2.headers);
            let bytes = 0;
            // Chunks go out in order, each after the link had time for it; the end waits for them.
            let queue = Promise.resolve();
            up2.on('data', (c: Buffer) => {
              bytes += c.length;
              queue = queue.then(async () => {
                // Lost in a drop: these bytes never take the link.
                if (dropped()) return;
                if (down) await down.send(c.length);
                if (!res.destroyed) res.write(c);
              });
            });
            up2.on('error', () => res.destroy());
            up2.on('aborted', () => res.destroy());
            up2.on('end', async () => {
              await queue;
              if (dropped()) return void res.destroy();
              res.end();
              transfers.push({
                path: req.url ?? '/',
                dest: String(req.headers['sec-fetch-dest'] ?? ''),
                bytes,
                doneAt: since(),
              });
            });
          },
        );
        forwards.add(forward);
        forward.on('close', () => forwards.delete(forward));
        forward.on('error', () => res.destroy());
        forward.end(body);
      });
  });
  server.on('connection', (socket: Socket) => {
    if (performance.now() < downUntil) return void socket.resetAndDestroy();
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    transfers,
    requests,
    elapsed: since,
    reset: () => {
      transfers.splice(0);
      requests.splice(0);
    },
    drop: (ms) => {
      downUntil = Math.max(downUntil, performance.now() + ms);
      drops++;
      for (const socket of sockets) socket.resetAndDestroy();
      for (const forward of forwards) forward.destroy();
      up?.clear();
      down?.clear();
      return new Promise<void>((r) => setTimeout(r, Math.max(0, downUntil - performance.now())));
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
