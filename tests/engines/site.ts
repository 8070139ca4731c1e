// One engine's site: one production server process, and any number of origins (site fronts) in
// front of it. Each journey takes a new origin, so it starts with no service worker, cache or
// outbox. Stopping the site kills the server and closes every origin; starting it again keeps
// the origins, so the browser's worker, caches and outbox carry over, as for a real visitor.
import path from 'node:path';
import type { Lead } from '../../server/store/submissions.ts';
import { DIST } from './build';
import { startSiteFront, type SiteFront } from './site-front';
import { ADMIN_TOKEN, newDataDir, startServerProcess, type ServerProcess } from './site-server';

export interface Site {
  /** False between `stop` and `start`. */
  readonly running: boolean;
  /** A new origin in front of the server. */
  newOrigin(): Promise<SiteFront>;
  /** Stops the server process; every origin refuses connections until `start`. */
  stop(): Promise<void>;
  /** Starts the server again, with dist/ or another build directory, on the same origins. */
  start(opts?: { distDir?: string }): Promise<void>;
  /** Contact inquiries stored by the server (GET /api/leads, as `npm run leads` reads them). */
  leads(): Promise<Lead[]>;
  /** A staff account made by the admin token (with no hours set, a host on weekdays 9 to 5 New York time). */
  addAccount(email: string): Promise<void>;
  /** An attachment's bytes, as staff download them (GET /api/attachments/<id>). */
  attachment(id: string): Promise<Buffer>;
  close(): Promise<void>;
}

export async function startSite(): Promise<Site> {
  const dataDir = newDataDir();
  // dist/ is served by the server entry itself; a snapshot of it through its startServer.
  const buildDir = DIST === path.resolve('dist') ? undefined : DIST;
  let server: ServerProcess | null = await startServerProcess({ dataDir, distDir: buildDir });
  const fronts: SiteFront[] = [];
  const site: Site = {
    get running() {
      return server !== null;
    },
    async newOrigin() {
      if (!server) throw new Error('the server is stopped');
      const front = await startSiteFront(server.url);
      fronts.push(front);
      return front;
    },
    async stop() {
      await Promise.all(fronts.map((f) => f.close()));
      await server?.stop();
      server = null;
    },
    async start(opts = {}) {
      if (server) await site.stop();
      server = await startServerProcess({ dataDir, distDir: opts.distDir ?? buildDir });
      for (const f of fronts) {
        f.upstream = server.url;
        await f.reopen();
      }
    },
    async leads() {
      if (!server) throw new Error('the server is stopped');
      const res = await fetch(`${server.url}/api/leads?limit=1000`, {
        headers: { authorization: `Bearer ${ADMIN_TOKEN}`, accept: 'application/json' },
      });
      if (!res.ok) throw new Error(`GET /api/leads → ${res.status}`);
      return ((await res.json()) as { leads: Lead[] }).leads;
    },
    async addAccount(email) {
      if (!server) throw new Error('the server is stopped');
      const res = await fetch(`${server.url}/api/staff/add-account`, {
        method: 'POST',
        headers: { authorization: `Bearer ${ADMIN_TOKEN}`, 'content-type': 'application/json' },
        body: JSON.stringify({ email, admin: false }),
      });
      if (res.status !== 201) throw new Error(`POST /api/staff/add-account → ${res.status}`);
    },
    async attachment(id) {
      if (!server) throw new Error('the server is stopped');
      const res = await fetch(`${server.url}/api/attachments/${encodeURIComponent(id)}`, {
        headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
      });
      if (!res.ok) throw new Error(`GET /api/attachments/${id} → ${res.status}`);
      return Buffer.from(await res.arrayBuffer());
    },
    async close() {
      await site.stop();
    },
  };
  return site;
}
