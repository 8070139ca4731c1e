// The origin the browsers see: a small reverse proxy in front of the production server. It
//  - puts the error probe first in every HTML page, and in every page of the offline bundle
//    (what the service worker serves offline), and allows exactly that script in the CSP;
//  - can answer 503 to form POSTs, like an overloaded upstream;
//  - can stop listening, so the origin is really gone (connection refused), as when the server
//    process is stopped;
//  - records each upload PATCH's offset, and can cut one off (its connection reset), as a
//    dropped cell connection would.
import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { OFFLINE_BUNDLE } from '@/worker/precache';
import { PROBE_HASH, PROBE_SOURCE } from './probe';
import { EVENTS_ENDPOINT } from '../../src/config/analytics.ts';

export interface SiteFront {
  readonly url: string;
  readonly port: number;
  /** Where requests are forwarded (the server process). */
  upstream: string;
  /** While true, POSTs to /api/* answer 503 with `Retry-After: 1`. */
  failing: boolean;
  /** Form POSTs forwarded to the server (not counting 503s). */
  readonly forwardedPosts: number;
  /** The `Upload-Offset` of every upload PATCH that reached the front, in order. */
  readonly patchOffsets: number[];
  /** The first PATCH at or past this offset has its connection reset (then the setting clears). */
  cutUploadAt: number | null;
  /** Holds back every request whose path matches until the returned function is called. */
  holdScripts(path: RegExp): () => void;
  /** Stops listening and drops open connections. */
  close(): Promise<void>;
  /** Listens again on the same port (same origin, same service worker). */
  reopen(): Promise<void>;
}

function withProbe(html: string): string {
  const tag = `<script>${PROBE_SOURCE}</script>`;
  const charset = /<meta charset="[^"]*"\s*\/?>/i.exec(html);
  if (charset) return html.replace(charset[0], `${charset[0]}${tag}`);
  return html.replace(/<head[^>]*>/i, (h) => `${h}${tag}`);
}

/** The offline copy of every page (the worker serves these offline): each gets the probe too. */
function withProbeInPages(json: string): string {
  const files = JSON.parse(json) as Record<string, string>;
  return JSON.stringify(
    Object.fromEntries(
      Object.entries(files).map(([file, body]) => [file, file.endsWith('.html') ? withProbe(body) : body]),
    ),
  );
}

/** Adds the probe's hash to `script-src`; every other rule stays as the server sent it. */
function withProbeHash(csp: string): string {
  return csp.replace(/script-src ([^;]*)/, (_m, sources: string) => `script-src ${sources} 'sha256-${PROBE_HASH}'`);
}

export async function startSiteFront(upstream: string): Promise<SiteFront> {
  const sockets = new Set<Socket>();
  let forwardedPosts = 0;
  let port = 0;
  const front = {
    upstream,
    failing: false,
    get forwardedPosts() {
      return forwardedPosts;
    },
    patchOffsets: [] as number[],
    cutUploadAt: null,
    holdScripts(path: RegExp) {
      let release!: () => void;
      const gate = new Promise<void>((r) => (release = r));
      held = { path, gate };
      return () => {
        held = null;
        release();
      };
    },
  } as SiteFront & { url: string; port: number };
  let held: { path: RegExp; gate: Promise<void> } | null = null;

  const server = http.createServer(async (req, res) => {
    if (held && held.path.test(req.url?.split('?')[0] ?? '')) await held.gate;
    const isPost = req.method === 'POST' && !!req.url?.startsWith('/api/');
    if (isPost && front.failing) {
      req.resume();
      res.writeHead(503, { 'Content-Type': 'application/json', 'Retry-After': '1' });
      res.end(JSON.stringify({ error: 'Service temporarily unavailable' }));
      return;
    }
    // (What the forms send: the site's own analytics post events beside them.)
    if (isPost && req.url?.split('?')[0] !== EVENTS_ENDPOINT) forwardedPosts++;
    if (req.method === 'PATCH' && req.url?.startsWith('/api/uploads')) {
      const offset = Number(req.headers['upload-offset']);
      front.patchOffsets.push(offset);
      if (front.cutUploadAt !== null && offset >= front.cutUploadAt) {
        front.cutUploadAt = null;
        req.socket.destroy();
        return;
      }
    }
    const target = new URL(front.upstream);
    // Uncompressed answers, so HTML can be rewritten. The Host header goes on as is, as a reverse
    // proxy does (the API compares it with Origin).
    const headers = { ...req.headers };
    delete headers['accept-encoding'];
    const upstreamReq = http.request(
      // A new connection each time: a kept-alive one the server has just closed would fail the
      // request, which the browser would see as a network error that the site never caused.
      { hostname: target.hostname, port: target.port, path: req.url, method: req.method, headers, agent: false },
      (up) => {
        const out = { ...up.headers };
        const csp = out['content-security-policy'];
        if (typeof csp === 'string') out['content-security-policy'] = withProbeHash(csp);
        const bundleFile = req.url?.split('?')[0] === `/${OFFLINE_BUNDLE}`;
        if ((!String(up.headers['content-type']).startsWith('text/html') && !bundleFile) || req.method === 'HEAD') {
          res.writeHead(up.statusCode ?? 502, out);
          up.pipe(res);
          return;
        }
        const chunks: Buffer[] = [];
        up.on('data', (c: Buffer) => chunks.push(c));
        up.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          const body = Buffer.from(
            bundleFile && up.statusCode === 200 ? withProbeInPages(text) : withProbe(text),
            'utf8',
          );
          out['content-length'] = String(body.length);
          res.writeHead(up.statusCode ?? 502, out);
          res.end(body);
        });
      },
    );
    // The server process is gone while the front still listens: drop the connection, as the
    // origin itself would.
    upstreamReq.on('error', () => res.socket?.destroy());
    req.pipe(upstreamReq);
  });
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });

  const listen = (on: number) =>
    new Promise<void>((resolve, reject) => {
      const failed = (e: Error) => {
        server.off('listening', listening);
        reject(e);
      };
      const listening = () => {
        server.off('error', failed);
        resolve();
      };
      server.once('error', failed);
      server.once('listening', listening);
      server.listen(on);
    });
  const taken = (e: unknown) => (e as NodeJS.ErrnoException).code === 'EADDRINUSE';
  // A port below the kernel's range for outgoing connections: while the front is closed, one of
  // those took its port once (EADDRINUSE on reopen, in CI). Another listener may still take it.
  const below = ephemeralLow();
  for (let tries = 0; ; tries++) {
    const candidate = below - 1 - Math.floor(Math.random() * Math.min(10_000, below - 1025));
    try {
      await listen(candidate);
      break;
    } catch (e) {
      if (!taken(e) || tries >= 20) throw e;
    }
  }
  port = (server.address() as AddressInfo).port;
  front.port = port;
  front.url = `http://localhost:${port}`;
  front.close = () =>
    new Promise<void>((resolve) => {
      if (!server.listening) return resolve();
      server.close(() => resolve());
      for (const s of sockets) s.destroy();
    });
  front.reopen = async () => {
    // Should another process hold the port for a moment, wait for it (bounded), then say so.
    const deadline = Date.now() + 15_000;
    while (!server.listening) {
      try {
        await listen(port);
      } catch (e) {
        if (!taken(e) || Date.now() > deadline)
          throw new Error(`the front cannot listen on ${port} again: ${String(e)}`);
        await new Promise((r) => setTimeout(r, 250));
      }
    }
  };
  return front;
}

/** The lowest port the kernel hands to outgoing connections (Linux; 32768 elsewhere). */
function ephemeralLow(): number {
  try {
    const low = Number(readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0]);
    if (low > 2048) return low;
  } catch {
    // Not Linux: the IANA range starts at 49152, Linux's default at 32768; below both is safe.
  }
  return 32768;
}
