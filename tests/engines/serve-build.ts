// Serves another build directory (SITE_DIST_DIR, e.g. build B) with the production server's own
// `startServer`, loaded from SERVER_ENTRY. Run by site-server.ts; not a second server.
import type { Server } from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { stopOnSignal } from '../support/stop-on-signal';
import { announceTestServer } from '../support/test-server';
import { SERVER_ENTRY } from './site-server';

interface ServerModule {
  startServer(opts: { distDir?: string }): Promise<{ server: Server; api: { close(): Promise<void> } }>;
}

const distDir = process.env.SITE_DIST_DIR;
if (!distDir) throw new Error('SITE_DIST_DIR is not set');
const { startServer } = (await import(pathToFileURL(path.resolve(SERVER_ENTRY)).href)) as ServerModule;
const { server, api } = await startServer({ distDir });
// PORT=0: the port it got, and the token on every response, for site-server.ts.
announceTestServer(server);
// As serve.ts does: the database is closed (and flushed) before the process ends.
stopOnSignal(server, () => api.close());
