// The one database module: PostgreSQL through `pg` when DATABASE_URL is set, otherwise embedded
// PGlite persisted under DATA_DIR. Both sit behind the same tiny interface (query, exec,
// transaction). The database is opened and migrated once per process, on first use.
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { getEnv, redactUrl, type Env } from '../env.ts';
import { DbUnavailableError } from '../errors.ts';
import { outsideRequest } from '../http/request-context.ts';
import { DirLockedError, lockDir } from './dir-lock.ts';
import { migrations } from './migrations.ts';

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
  /** Runs `fn` in one transaction: COMMIT when it resolves, ROLLBACK when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

const MIGRATION_LOCK = 7_262_841_001;

async function migrate(db: Db): Promise<string[]> {
  const applied: string[] = [];
  await db.transaction(async (tx) => {
    // Serialises concurrent cold starts against one PostgreSQL (no cost on PGlite).
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await tx.exec(
      'CREATE TABLE IF NOT EXISTS schema_migrations (version text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
    );
    const done = new Set(
      (await tx.query<{ version: string }>('SELECT version FROM schema_migrations')).rows.map((r) => r.version),
    );
    for (const m of migrations) {
      if (done.has(m.version)) continue;
      await tx.exec(m.sql);
      await m.run?.(tx);
      await tx.query('INSERT INTO schema_migrations (version) VALUES ($1)', [m.version]);
      applied.push(m.version);
    }
  });
  return applied;
}

// ---------- PGlite ----------

type PGliteInstance = import('@electric-sql/pglite').PGlite;

/**
 * Postgres settings for the embedded database, sized for a small site on a small machine. initdb
 * picks shared_buffers = 128 MB (and wal_buffers 4 MB from it); PGlite allocates and touches them
 * inside its WebAssembly memory, which never shrinks: about 110 MB of RSS more than 16 MB does.
 * PGlite runs one single-user backend, so a few connection slots are plenty (100 cost ~3 MB), and
 * the data files stay in the OS page cache, outside the process.
 */
export const PGLITE_SETTINGS = ['-c', 'shared_buffers=16MB', '-c', 'max_connections=5'];

/** The extensions the schema uses (btree_gist: the bookings' exclusion constraint); named at every open. */
export const pgliteExtensions = async () => ({
  btree_gist: (await import('@electric-sql/pglite/contrib/btree_gist')).btree_gist,
});

const BYTEA = 17;
/**
 * bytea in and out as hex text through Buffer's native codec. PGlite's own serializer maps every
 * byte through a JavaScript array (about 25 heap bytes per byte: one 4 MB upload chunk alone
 * overran the server's 128 MB heap), and its parser calls parseInt once per byte.
 */
export const PGLITE_BYTEA = {
  serializers: {
    [BYTEA]: (v: unknown) => {
      const b = v as Uint8Array;
      return `\\x${Buffer.from(b.buffer, b.byteOffset, b.byteLength).toString('hex')}`;
    },
  },
  parsers: { [BYTEA]: (v: string) => Buffer.from(v.slice(2), 'hex') },
};

const afterIo = <R>(fn: () => Promise<R>): Promise<R> => new Promise<void>((r) => setImmediate(r)).then(fn);

/**
 * PGlite runs each statement synchronously on this thread, and its own queue hands over from one
 * statement to the next without returning to the event loop: 20 uploads storing pieces at once
 * kept sockets unread (and keep-alive timers unserved) for seconds. Here statements and
 * transactions take turns, first come first served, each after the event loop has polled I/O.
 */
function takeTurns() {
  let tail: Promise<unknown> = Promise.resolve();
  return <R>(fn: () => Promise<R>): Promise<R> => {
    const run = tail.then(() => afterIo(fn));
    tail = run.catch(() => undefined);
    return run;
  };
}

/** A PGlite instance as a Db (its close is the caller's to add): statements take turns (takeTurns). */
export function pgliteDb(pg: PGliteInstance): Omit<Db, 'close'> {
  const turn = takeTurns();
  // Inside a transaction (which holds the turn), each statement still lets I/O in first.
  const q = (
    target: Pick<PGliteInstance, 'query' | 'exec'>,
    wait: <R>(fn: () => Promise<R>) => Promise<R>,
  ): Queryable => ({
    async query<T>(sql: string, params: unknown[] = []) {
      const r = await wait(() => target.query<T>(sql, params));
      return { rows: r.rows, rowCount: r.affectedRows ?? r.rows.length };
    },
    async exec(sql: string) {
      await wait(() => target.exec(sql));
    },
  });
  return {
    kind: 'pglite',
    ...q(pg, turn),
    transaction: (fn) => turn(() => pg.transaction((tx) => fn(q(tx, afterIo)))),
  };
}

/** Creates (initdb) a PGlite data directory in a child process, so its memory leaves with it. */
async function initPgliteDir(dir: string): Promise<void> {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const script =
    `const { PGlite } = require(${JSON.stringify(entry)});` +
    `PGlite.create(${JSON.stringify(dir)}).then((pg) => pg.close());`;
  await new Promise<void>((resolve, reject) =>
    execFile(process.execPath, ['-e', script], { timeout: 120_000 }, (err, _stdout, stderr) =>
      err
        ? reject(new Error(`creating the PGlite directory ${dir} failed: ${stderr.trim() || err.message}`))
        : resolve(),
    ),
  );
}

async function openPglite(env: Env): Promise<Db> {
  const root = path.resolve(env.DATA_DIR);
  const dir = path.join(root, 'pglite');
  mkdirSync(dir, { recursive: true });
  let release: () => Promise<void>;
  try {
    release = await lockDir(root);
  } catch (e) {
    if (!(e instanceof DirLockedError)) throw e;
    throw new DbUnavailableError(
      `The embedded database in ${root} is in use by another process. PGlite allows one process per DATA_DIR: ` +
        'stop the other server, use another DATA_DIR, or set DATABASE_URL.',
    );
  }
  try {
    const { PGlite } = await import('@electric-sql/pglite');
    // A new directory is created (initdb) by a short-lived child process: initdb runs a second
    // Postgres in WebAssembly and copies its whole heap, and that transient memory (about 180 MB)
    // would otherwise stay in this long-lived process's RSS. Then this process opens it as usual.
    if (!existsSync(path.join(dir, 'PG_VERSION'))) await initPgliteDir(dir);
    const pg = await PGlite.create(dir, {
      extensions: await pgliteExtensions(),
      startParams: [...PGlite.defaultStartParams, ...PGLITE_SETTINGS],
      ...PGLITE_BYTEA,
    });
    return {
      ...pgliteDb(pg),
      async close() {
        try {
          await pg.close();
        } finally {
          await release();
        }
      },
    };
  } catch (e) {
    await release();
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
    // A connection that went quiet (a half-open TCP link) fails instead of holding its caller forever.
    keepAlive: true,
    query_timeout: 60_000,
  });
  pool.on('error', (err) => console.error('[db] idle PostgreSQL client error:', err.message));
  type Target = { query: (sql: string, params: unknown[]) => Promise<import('pg').QueryResult> };
  const q = (target: Target): Queryable => ({
    async query<T>(sql: string, params: unknown[] = []) {
      const r = await target.query(sql, params);
      return { rows: r.rows as T[], rowCount: r.rowCount ?? r.rows.length };
    },
    async exec(sql: string) {
      await target.query(sql, []);
    },
  });
  // The pool's connections serve many requests: opened outside any, so their events belong to none.
  const shared: Target = { query: (sql, params) => outsideRequest(() => pool.query(sql, params)) };
  // Fail fast when the server is unreachable.
  await shared.query('SELECT 1', []);
  return {
    kind: 'postgres',
    ...q(shared),
    async transaction(fn) {
      const client = await outsideRequest(() => pool.connect());
      // pg-pool takes its own 'error' listener off a client it lends out, and a connection lost
      // during the transaction emits 'error' besides failing the query: unheard, it would stop
      // the process. The client is then discarded, not returned to the pool.
      let lost: Error | undefined;
      const onError = (e: Error) => {
        lost = e;
        console.error('[db] PostgreSQL connection lost during a transaction:', e.message);
      };
      client.on('error', onError);
      try {
        await client.query('BEGIN');
        const result = await fn(q(client));
        await client.query('COMMIT');
        return result;
      } catch (e) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw e;
      } finally {
        client.off('error', onError);
        client.release(lost);
      }
    },
    close: () => pool.end(),
  };
}

// ---------- the process-wide instance ----------

let opening: Promise<Db> | null = null;
let closing: Promise<void> = Promise.resolve();

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
    return db;
  })().catch((e: unknown) => {
    opening = null;
    if (e instanceof DbUnavailableError) throw e;
    throw new DbUnavailableError(`Database unavailable: ${e instanceof Error ? e.message : String(e)}`);
  });
  return opening;
}

/** Closes the process-wide instance (the next getDb() opens it again); waits for a close in progress. */
export function closeDb(): Promise<void> {
  const pending = opening;
  opening = null;
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

/** Where the data lives, for start-up logs (never with a password). */
export const describeDb = (env: Env) =>
  env.DATABASE_URL ? `PostgreSQL at ${redactUrl(env.DATABASE_URL)}` : `embedded PGlite in ${env.DATA_DIR}`;
