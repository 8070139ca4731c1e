// The production server behind `npm start`: static files from dist/ with the same headers and
// redirects as vercel.json, plus the functions in api/ through the Vercel adapter.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import compression from 'compression';
import sirv from 'sirv';
import { solutionAliases } from '../src/content/solution-aliases';
import { cacheControlFor } from './cache-control';
import { createApiRouter, type ApiRouter } from './api-router';
import { applySecurityHeaders, configureSecurityHeaders } from './security-headers';

export interface ServeOptions {
  distDir?: string;
  port?: number;
  host?: string;
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export async function startServer(opts: ServeOptions = {}): Promise<{ server: Server; url: string; api: ApiRouter }> {
  const distDir = path.resolve(opts.distDir ?? path.join(root, 'dist'));
  configureSecurityHeaders(distDir);
  const notFound = {
    site: readFileSync(path.join(distDir, '404.html')),
    solutions: readFileSync(path.join(distDir, 'solutions/404.html')),
  };
  const api = await createApiRouter();
  const compress = compression({ threshold: 1024 });
  const files = sirv(distDir, {
    etag: true,
    extensions: ['html'],
    setHeaders: (res, pathname) => res.setHeader('Cache-Control', cacheControlFor(pathname)),
  });

  const sendNotFound = (req: IncomingMessage, res: ServerResponse) => {
    const body = req.url?.startsWith('/solutions/') ? notFound.solutions : notFound.site;
    res.statusCode = 404;
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Cache-Control', 'no-cache');
    res.end(req.method === 'HEAD' ? undefined : body);
  };

  const handle = (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    applySecurityHeaders(req, res);
    if (url.pathname.startsWith('/api/')) {
      void api.handle(req, res, url);
      return;
    }
    const alias = /^\/solutions\/([^/]+)\/?$/.exec(url.pathname)?.[1];
    const target = alias ? solutionAliases[alias] : undefined;
    if (target) {
      res.writeHead(301, { Location: `/solutions/${target}${url.search}`, 'Cache-Control': 'no-cache' }).end();
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    compress(req as never, res as never, () => files(req, res, () => sendNotFound(req, res)));
  };

  const server = createServer(handle);
  const port = opts.port ?? Number(process.env.PORT ?? 3000);
  const host = opts.host ?? process.env.HOST ?? '0.0.0.0';
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  const address = server.address();
  // Closing the server also stops the delivery timer and the database (close() is idempotent).
  server.on('close', () => void api.close());
  const actualPort = typeof address === 'object' && address ? address.port : port;
  return { server, url: `http://localhost:${actualPort}`, api };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const { url, server, api } = await startServer();
  console.log(`Serving dist/ on ${url}`);
  const stop = () =>
    server.close(async () => {
      await api.close();
      process.exit(0);
    });
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
