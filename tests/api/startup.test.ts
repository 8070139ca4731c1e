// Server start-up: a bad configuration stops it, the PGlite directory lock, migrations once and
// persistence across restarts.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../../server/env.ts';
import { DbUnavailableError } from '../../server/errors.ts';
import { migrations } from '../../server/store/migrations.ts';
import { closeDb, getDb } from '../../server/store/db.ts';
import { backends, post, sql, startApi, validContact, type TestApi } from './helpers.ts';

describe('configuration', () => {
  it('the server refuses to start with a bad configuration', async () => {
    await expect(startApi({ smtp: false, env: { RATE_LIMIT_PER_HOUR: 'lots' } })).rejects.toThrow(
      /RATE_LIMIT_PER_HOUR/,
    );
  });
});

describe('PGlite data directory lock', () => {
  const lockModule = path.resolve(import.meta.dirname, '../../server/store/dir-lock.ts');

  /** Another process that takes the lock and holds it until killed. */
  async function holder(dir: string) {
    // One process (no tsx wrapper), so SIGKILL really ends the lock's owner.
    const child = spawn(process.execPath, [
      '--import',
      'tsx',
      '--input-type=module',
      '-e',
      `const { lockDir } = await import(${JSON.stringify(lockModule)}); await lockDir(${JSON.stringify(dir)}); console.log('locked'); setInterval(() => {}, 1000);`,
    ]);
    await new Promise<void>((resolve, reject) => {
      child.stdout.on('data', (d: Buffer) => d.toString().includes('locked') && resolve());
      child.once('exit', (code) => reject(new Error(`lock holder exited ${code}`)));
    });
    return child;
  }

  it('is refused while another live process holds it, and free the moment that process dies (even by kill -9)', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'api-test-lock-'));
    const other = await holder(dir);
    try {
      await closeDb();
      const err = await getDb(loadEnv({ DATA_DIR: dir })).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(DbUnavailableError);
      expect((err as Error).message).toMatch(/in use by another process/);
      other.kill('SIGKILL');
      await new Promise((r) => other.once('exit', r));
      const db = await getDb(loadEnv({ DATA_DIR: dir }));
      expect((await db.query<{ one: number }>('SELECT 1 AS one')).rows[0]!.one).toBe(1);
    } finally {
      other.kill('SIGKILL');
      await closeDb();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('a stale pglite.pid naming an unrelated live process does not block it', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'api-test-lock-'));
    const unrelated = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      mkdirSync(path.join(dir, 'pglite'));
      writeFileSync(path.join(dir, 'pglite.pid'), String(unrelated.pid));
      await closeDb();
      const db = await getDb(loadEnv({ DATA_DIR: dir }));
      expect((await db.query<{ one: number }>('SELECT 1 AS one')).rows[0]!.one).toBe(1);
    } finally {
      unrelated.kill();
      await closeDb();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe.each(backends)('migrations and persistence on %s', (backend) => {
  let api: TestApi;
  afterAll(async () => {
    await api?.close();
  });

  it('applies each migration once and keeps data across a restart', async () => {
    api = await startApi({ backend, smtp: false });
    const r = await post(api, '/api/send-contact-email', validContact({ name: 'Persisted Person' }), {
      key: crypto.randomUUID(),
    });
    expect(r.status).toBe(201);
    // Restart the database layer on the same storage: migrations are not re-applied.
    await closeDb();
    const rows = await sql<{ version: string }>('SELECT version FROM schema_migrations ORDER BY version');
    expect(rows.map((x) => x.version)).toEqual(migrations.map((m) => m.version));
    const [kept] = await sql<{ n: number }>(
      `SELECT count(*)::int AS n FROM submissions WHERE kind = 'contact' AND fields->>'name' = 'Persisted Person'`,
    );
    expect(kept!.n).toBe(1);
  });
});
