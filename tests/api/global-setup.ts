// Starts one throwaway PostgreSQL cluster for the whole API test run and prepares a migrated
// PGlite data directory that test servers copy (a first PGlite open runs initdb, ~5-20 s).
// Under CI=true PostgreSQL is required; elsewhere its tests are skipped with a loud warning.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string | null;
    pgliteTemplate: string;
  }
}

const script = path.resolve(import.meta.dirname, '../../scripts/pg-test-server.sh');

function startPostgres(): { url: string; dir: string } | null {
  const r = spawnSync('bash', [script, 'start'], { encoding: 'utf8' });
  const vars = Object.fromEntries(
    (r.stdout ?? '')
      .split('\n')
      .map((l) => l.trim().split(/=(.*)/s))
      .filter((p) => p.length >= 2)
      .map(([k, v]) => [k, v]),
  ) as Record<string, string>;
  if (r.status === 0 && vars.DATABASE_URL && vars.PG_TEST_DIR) return { url: vars.DATABASE_URL, dir: vars.PG_TEST_DIR };
  const why = `scripts/pg-test-server.sh start exited ${r.status}: ${(r.stderr ?? '').trim() || r.error?.message}`;
  if (process.env.CI === 'true') {
    throw new Error(`PostgreSQL is required under CI=true (apt-get install -y postgresql). ${why}`);
  }
  console.warn(
    `\n${'!'.repeat(78)}\n!! PostgreSQL unavailable: the PostgreSQL variants of the API tests are SKIPPED.\n!! ${why}\n!! Install it with: apt-get install -y postgresql\n${'!'.repeat(78)}\n`,
  );
  return null;
}

export default async function setup(project: TestProject) {
  const pg = startPostgres();
  project.provide('databaseUrl', pg?.url ?? null);

  // Build the PGlite template with the real db module (open + migrations), then close it.
  const template = mkdtempSync(path.join(tmpdir(), 'api-test-pglite-template-'));
  const saved = { DATA_DIR: process.env.DATA_DIR, DATABASE_URL: process.env.DATABASE_URL, VERCEL: process.env.VERCEL };
  process.env.DATA_DIR = template;
  delete process.env.DATABASE_URL;
  delete process.env.VERCEL;
  const { getDb, closeDb } = await import('../../server/store/db.ts');
  const started = Date.now();
  await getDb();
  await closeDb();
  for (const [k, v] of Object.entries(saved)) {
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
  console.log(
    `[api tests] PGlite template ready in ${Date.now() - started} ms; PostgreSQL: ${pg ? pg.url : 'skipped'}`,
  );
  project.provide('pgliteTemplate', template);

  return async () => {
    rmSync(template, { recursive: true, force: true });
    if (pg) spawnSync('bash', [script, 'stop', pg.dir], { stdio: 'inherit' });
  };
}
