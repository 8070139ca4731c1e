// `npm run dev` answers the API through the same route table as `npm start`: a developer
// editing a form posts to the real handlers (before, the contact POST was a 404 and
// /api/health answered the transpiled source).
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { validContact } from './helpers.ts';

describe('the dev server', () => {
  let vite: ViteDevServer;
  let base: string;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'api-test-dev-'));
  const saved = { ...process.env };

  beforeAll(async () => {
    cpSync(path.join(inject('pgliteTemplate'), 'pglite'), path.join(dataDir, 'pglite'), { recursive: true });
    Object.assign(process.env, { DATA_DIR: dataDir, RATE_LIMIT_PER_HOUR: '0' });
    delete process.env.DATABASE_URL;
    delete process.env.SMTP_URL;
    vite = await createServer({
      configFile: path.resolve(import.meta.dirname, '../../vite.config.ts'),
      logLevel: 'silent',
      server: { port: 0, host: '127.0.0.1' },
    });
    await vite.listen();
    const address = vite.httpServer!.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  }, 60_000);

  afterAll(async () => {
    await vite?.close();
    process.env = saved;
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('serves the contact POST and health from the real handlers', async () => {
    const r = await fetch(`${base}/api/send-contact-email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() },
      body: JSON.stringify(validContact()),
    });
    expect(r.status).toBe(201);
    const health = await fetch(`${base}/api/health`);
    expect(health.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await health.json()).toMatchObject({ database: { ok: true, kind: 'pglite' }, mail: { configured: false } });
    expect((await fetch(`${base}/api/nope`)).status).toBe(404);
  });
});
