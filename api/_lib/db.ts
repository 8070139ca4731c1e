// The one database module: PostgreSQL through `pg` when DATABASE_URL is set, otherwise embedded
// PGlite persisted under DATA_DIR. Both sit behind the same tiny interface (query, exec,
// transaction). The database is opened and migrated once per process, on first use.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { getEnv, redactUrl, type Env } from './env.ts';

export interface QueryResult<T> {
  rows: T[];
  rowCount: number;
}

export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<T>>;
  /** Several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Where the data lives, for logs (the PGlite directory, or the URL without its password). */
  readonly location: string;
  /** Runs `fn` in one transaction: COMMIT when it resolves, ROLLBACK when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** Thrown when no database can be used; functions answer 503. */
export class DbUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DbUnavailableError';
  }
}

/** The migrations, in order. Each file is applied once (recorded in schema_migrations). */
const migrations: { version: string; file: URL }[] = [
  { version: '001_init', file: new URL('./migrations/001_init.sql', import.meta.url) },
  { version: '002_rate_limit_fn', file: new URL('./migrations/002_rate_limit_fn.sql', import.meta.url) },
];

const MIGRATION_LOCK = 7_262_841_001;

async function migrate(db: Db): Promise<string[]> {
  const applied: string[] = [];
  await db.transaction(async (tx) => {
    // Serialises concurrent cold starts against one PostgreSQL (no-op cost on PGlite).
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await tx.exec(
      'CREATE TABLE IF NOT EXISTS schema_migrations (version text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
    );
    const done = new Set(
      (await tx.query<{ version: string }>('SELECT version FROM schema_migrations')).rows.map((r) => r.version),
    );
    for (const m of migrations) {
      if (done.has(m.version)) continue;
      await tx.exec(readFileSync(m.file, 'utf8'));
      await tx.query('INSERT INTO schema_migrations (version) VALUES ($1)', [m.version]);
      applied.push(m.version);
    }
  });
  return applied;
}

// ---------- PGlite ----------

type PGliteInstance = import('@electric-sql/pglite').PGlite;

function wrapPglite(pg: PGliteInstance, dir: string, releaseLock: () => void): Db {
  const q = (target: Pick<PGliteInstance, 'query' | 'exec'>): Queryable => ({
    async query<T>(sql: string, params: unknown[] = []) {
      const r = await target.query<T>(sql, params);
      return { rows: r.rows, rowCount: r.affectedRows ?? r.rows.length };
    },
    async exec(sql: string) {
      await target.exec(sql);
    },
  });
  const base = q(pg);
  return {
    kind: 'pglite',
    location: dir,
    ...base,
    transaction: (fn) => pg.transaction((tx) => fn(q(tx))),
    async close() {
      try {
        await pg.close();
      } finally {
        releaseLock();
      }
    },
  };
}

/** PGlite allows one process per data directory: a pid file refuses a second one clearly. */
function takeDirLock(dir: string): () => void {
  const lock = path.join(dir, 'pglite.pid');
  if (existsSync(lock)) {
    const pid = Number(readFileSync(lock, 'utf8').trim());
    if (pid && pid !== process.pid && isAlive(pid)) {
      throw new DbUnavailableError(
        `The embedded database in ${dir} is in use by process ${pid}. PGlite allows one process per DATA_DIR: ` +
          'stop the other server, use another DATA_DIR, or set DATABASE_URL.',
      );
    }
  }
  writeFileSync(lock, String(process.pid));
  return () => {
    try {
      if (readFileSync(lock, 'utf8').trim() === String(process.pid)) rmSync(lock, { force: true });
    } catch {
      /* already gone */
    }
  };
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function openPglite(env: Env): Promise<Db> {
  const root = path.resolve(env.DATA_DIR);
  const dir = path.join(root, 'pglite');
  mkdirSync(dir, { recursive: true });
  const release = takeDirLock(root);
  try {
    const { PGlite } = await import('@electric-sql/pglite');
    const pg = await PGlite.create(dir);
    return wrapPglite(pg, dir, release);
  } catch (e) {
    release();
    throw e;
  }
}

// ---------- PostgreSQL ----------

async function openPostgres(connectionString: string, serverless: boolean): Promise<Db> {
  const { default: pg } = await import('pg');
  const pool = new pg.Pool({
    connectionString,
    // Serverless instances each hold a pool: keep them small.
    max: serverless ? 3 : 10,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
  });
  pool.on('error', (err) => console.error('[db] idle PostgreSQL client error:', err.message));
  const q = (target: { query: import('pg').Pool['query'] }): Queryable => ({
    async query<T>(sql: string, params: unknown[] = []) {
      const r = await target.query(sql, params);
      return { rows: r.rows as T[], rowCount: r.rowCount ?? r.rows.length };
    },
    async exec(sql: string) {
      await target.query(sql);
    },
  });
  // Fail fast when the server is unreachable.
  await pool.query('SELECT 1');
  return {
    kind: 'postgres',
    location: redactUrl(connectionString),
    ...q(pool),
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(q(client));
        await client.query('COMMIT');
        return result;
      } catch (e) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw e;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

// ---------- the process-wide instance ----------

let opening: Promise<Db> | null = null;
let current: Db | null = null;

/** The database, opened and migrated on first use. Throws DbUnavailableError when none can be used. */
export function getDb(env: Env = getEnv()): Promise<Db> {
  if (env.VERCEL && !env.DATABASE_URL) {
    return Promise.reject(
      new DbUnavailableError(
        'DATABASE_URL is not set. On Vercel the embedded database cannot persist, so nothing can be stored: ' +
          'set DATABASE_URL to a PostgreSQL database.',
      ),
    );
  }
  opening ??= (async () => {
    await closing; // a previous instance must be fully closed first (one PGlite per directory)
    const db = env.DATABASE_URL ? await openPostgres(env.DATABASE_URL, env.VERCEL) : await openPglite(env);
    try {
      const applied = await migrate(db);
      if (applied.length) console.log(`[db] applied migrations: ${applied.join(', ')}`);
    } catch (e) {
      await db.close().catch(() => undefined);
      throw e;
    }
    current = db;
    return db;
  })().catch((e: unknown) => {
    opening = null;
    if (e instanceof DbUnavailableError) throw e;
    throw new DbUnavailableError(`Database unavailable: ${e instanceof Error ? e.message : String(e)}`);
  });
  return opening;
}

let closing: Promise<void> = Promise.resolve();

/** Closes the process-wide instance (the next getDb() opens it again); waits for a close in progress. */
export function closeDb(): Promise<void> {
  const pending = opening;
  opening = null;
  current = null;
  if (pending) {
    const previous = closing;
    closing = (async () => {
      await previous;
      const db = await pending.catch(() => null);
      await db?.close();
    })();
  }
  return closing;
}

/** The open instance, if any, without opening one. */
export const openedDb = (): Db | null => current;
