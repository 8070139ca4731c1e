// The production server behind `npm start`: static files from dist/ with the same headers,
// redirects and "not found" pages as vercel.json, plus the API route table. No request, however
// malformed, can stop it: a bad request target is a 400, a throw is a 500 for that request only.
import { existsSync, readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import compression from 'compression';
import sirv from 'sirv';
import { notFoundFileFor, notFoundPages, redirectFor } from '../../src/config/site-rules.ts';
import { EnvError, loadEnv } from '../env.ts';
import { DbUnavailableError } from '../errors.ts';
import { parseTarget } from '../http/request-target.ts';
import { createApiRunner, type ApiRunner } from './api-runner.ts';
import { cacheControlFor, isStaffPath } from './cache-rules.ts';
import { guardConnections, limitRequestTime, TIMEOUTS } from './connection-guard.ts';
import { openControlSocket } from './control-socket.ts';
import { guardProcess } from './process-guard.ts';
import { inRequest } from '../http/request-context.ts';
import { OFFLINE_BUNDLE } from '../../src/worker/precache.ts';
import { applySecurityHeaders, inlineScriptHashes, securityHeadersFor } from './security-headers.ts';

export interface ServeOptions {
  distDir?: string;
  port?: number;
  host?: string;
}

/** The project folder: the nearest folder above this module with a package.json. The same from
 *  this source file and from its compiled copy under node_modules/.cache (scripts/start.mjs). */
function projectRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'package.json'))) return dir;
    if (path.dirname(dir) === dir) return path.resolve(from, '../..');
  }
}
const root = projectRoot(path.dirname(fileURLToPath(import.meta.url)));

export async function startServer(opts: ServeOptions = {}): Promise<{ server: Server; url: string; api: ApiRunner }> {
  const distDir = path.resolve(opts.distDir ?? path.join(root, 'dist'));
  const notFound = new Map<string, Buffer>(
    notFoundPages.map((p) => [p.file, readFileSync(path.join(distDir, p.file))]),
  );
  // The CSP allows the pages' own inline scripts, by the hashes of what this build wrote (every
  // page is in the offline copy's bundle).
  const bundle = path.join(distDir, OFFLINE_BUNDLE);
  const pages = existsSync(bundle)
    ? Object.entries(JSON.parse(readFileSync(bundle, 'utf8')) as Record<string, string>)
        .filter(([file]) => file.endsWith('.html'))
        .map(([, html]) => html)
    : [];
  const headers = securityHeadersFor([
    ...new Set([...pages, ...[...notFound.values()].map(String)].flatMap(inlineScriptHashes)),
  ]);
  const env = loadEnv();
  const api = await createApiRunner();
  const compress = compression({ threshold: 1024 });
  const files = sirv(distDir, {
    etag: true,
    // The build writes .br and .gz beside each text file (build/precompress-plugin.ts).
    brotli: true,
    gzip: true,
    extensions: ['html'],
    setHeaders: (res, pathname) => res.setHeader('Cache-Control', cacheControlFor(pathname)),
  });

  const sendNotFound = (req: IncomingMessage, res: ServerResponse, pathname: string) => {
    res.statusCode = 404;
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Cache-Control', 'no-cache');
    res.end(req.method === 'HEAD' ? undefined : notFound.get(notFoundFileFor(pathname)));
  };

  const answer = (res: ServerResponse, status: number, text: string) => {
    if (res.headersSent) return void res.destroy();
    res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' }).end(text);
  };

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    applySecurityHeaders(res, headers);
    const url = parseTarget(req.url);
    if (!url) return answer(res, 400, 'Bad request target\n');
    limitRequestTime(req, res, url.pathname);
    if (url.pathname.startsWith('/api/')) return api.handle(req, res, url);
    const to = redirectFor(url.pathname);
    if (to) {
      res.writeHead(301, { Location: `${to}${url.search}`, 'Cache-Control': 'no-cache' }).end();
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    // The staff app answers every path under /staff that is not one of its files (client routes).
    const staffPage =
      isStaffPath(url.pathname) && !/^\/staff\/(assets\/|manifest\.webmanifest$|sw\.js$)/.test(url.pathname);
    // sirv throws on a byte range that ends before it starts; RFC 9110 says to ignore such a Range.
    const range = /^bytes=(\d+)-(\d+)$/.exec(req.headers.range ?? '');
    if (range && Number(range[1]) > Number(range[2])) delete req.headers.range;
    // sirv reads req.url: give it the parsed path, never the raw target.
    req.url = (staffPage ? '/staff/index.html' : url.pathname) + url.search;
    // sirv pipes a file stream into the answer with no error listener: a file removed since start
    // (a rebuild of dist/ under a running server) would otherwise stop the process.
    res.once('pipe', (source) =>
      source.once('error', (e: Error) => {
        console.error(`[serve] reading ${url.pathname} failed: ${e.message}`);
        // sirv has written the head by now: end the connection so the client sees the failure.
        res.destroy();
      }),
    );
    compress(req as never, res as never, () => files(req, res, () => sendNotFound(req, res, url.pathname)));
  }

  const server = createServer({ connectionsCheckingInterval: TIMEOUTS.checkIntervalMs }, (req, res) =>
    inRequest(req, res, () =>
      handle(req, res).catch((e: unknown) => {
        console.error(
          `[serve] ${req.method} ${JSON.stringify(req.url)?.slice(0, 200)} failed: ${(e as Error)?.message ?? e}`,
        );
        answer(res, 500, 'Internal server error\n');
      }),
    ),
  );
  guardConnections(server, env.MAX_CONNECTIONS_PER_IP);
  const port = opts.port ?? env.PORT;
  const host = opts.host ?? env.HOST;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  // After listening, a failed accept (out of file descriptors) is logged; the server goes on.
  server.on('error', (e) => console.error('[serve] server error:', e.message));
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  const url = `http://localhost:${actualPort}`;
  // With the embedded database, `npm run staff` reaches it through this server (one process per
  // DATA_DIR); its links point here while SITE_URL is the example default.
  const closeControl = env.DATABASE_URL
    ? async () => {}
    : await openControlSocket(env, () => (env.siteUrlIsDefault ? url : env.siteUrl)).catch((e: unknown) => {
        console.error(`[serve] npm run staff cannot reach this server: ${(e as Error).message}`);
        return async () => {};
      });
  // Closing the server also stops the delivery timer and the database (close() is idempotent).
  server.on('close', () =>
    Promise.all([closeControl(), api.close()]).catch((e: unknown) => console.error('[serve] closing failed:', e)),
  );
  return { server, url, api };
}

/** How long a stop waits for connections, then for everything (the database's close included). */
const SHUTDOWN = { closeAllMs: 5_000, exitMs: 30_000 };

/** Exit status for a start-up the same start would repeat (bad configuration, data directory in use). */
export const EXIT_CONFIG = 78;

// `serve.ts [dist-dir]`: serves dist/, or the build in dist-dir (e.g. a private build).
if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const distDir = process.argv[2];
  let started: Awaited<ReturnType<typeof startServer>>;
  try {
    started = await startServer({ distDir });
  } catch (e) {
    console.error(`[serve] could not start: ${e instanceof Error ? e.message : String(e)}`);
    const repeats =
      e instanceof EnvError || e instanceof DbUnavailableError || (e as NodeJS.ErrnoException).code === 'EADDRINUSE';
    process.exit(repeats ? EXIT_CONFIG : 1);
  }
  const { url, server, api } = started;
  guardProcess();
  console.log(`Serving ${distDir ?? 'dist/'} on ${url}`);
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    // Requests in flight finish; idle keep-alive connections close now, and any still open after
    // SHUTDOWN.closeAllMs (a stalled upload: close() also stops the request timeouts) are cut.
    server.close(async () => {
      try {
        await api.close();
      } catch (e) {
        console.error('[serve] closing the API failed:', e);
      } finally {
        process.exit(0);
      }
    });
    server.closeIdleConnections();
    setTimeout(() => server.closeAllConnections(), SHUTDOWN.closeAllMs).unref();
    setTimeout(() => {
      console.error(`[serve] not stopped after ${SHUTDOWN.exitMs / 1000} s: exiting anyway.`);
      process.exit(1);
    }, SHUTDOWN.exitMs).unref();
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
