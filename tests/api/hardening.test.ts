// Findings from an attack on the running server, each reproduced here: malformed request targets
// must never stop it, a throw is a 500 for that request only, health stays cheap on a big outbox,
// the staff listing stays fast on a big table, one address cannot hold many connections, and an
// aborted upload logs one line.
import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import path from 'node:path';
import http from 'node:http';
import net from 'node:net';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiRoutes } from '../../server/app.ts';
import { resetHealthCache } from '../../server/endpoints/health.ts';
import { HEALTH_SCAN_LIMIT } from '../../server/store/mail-outbox.ts';
import { getDb } from '../../server/store/db.ts';
import { adminGet, backends, post, sleep, sql, startApi, validContact, type TestApi } from './helpers.ts';

/** Sends raw bytes and resolves to the status line (or '' when the socket closed without one). */
function raw(api: TestApi, request: string, opts: { localAddress?: string } = {}): Promise<string> {
  const { port } = new URL(api.url);
  return new Promise((resolve) => {
    const s = net.connect({ host: '127.0.0.1', port: Number(port), localAddress: opts.localAddress }, () =>
      s.write(request),
    );
    let got = '';
    s.on('data', (d) => (got += d.toString('latin1')));
    s.on('close', () => resolve(got.split('\r\n')[0] ?? ''));
    s.on('error', () => undefined);
    s.setTimeout(5000, () => s.destroy());
  });
}

const alive = async (api: TestApi) => (await fetch(`${api.url}/api/health`)).status === 200;

describe('request targets', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startApi({ smtp: false });
  });
  afterAll(async () => {
    await api?.close();
  });

  it('the ones that stopped `npm start` get a 400, and the server keeps serving', async () => {
    for (const target of ['//[', '//%', '//a:b@/', '//:99999/', 'http://[/', '//evil.example%2f..%2fcontact']) {
      const status = await raw(api, `GET ${target} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`);
      expect(status, target).toMatch(/^HTTP\/1\.1 (400|404) /);
      expect(await alive(api), target).toBe(true);
    }
    const post = await raw(
      api,
      `POST http://[/api/send-contact-email HTTP/1.1\r\nHost: x\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`,
    );
    expect(post).toMatch(/^HTTP\/1\.1 400 /);
  });

  it('a file removed from the build after start (a rebuild under a running server) fails only its request', async () => {
    // The server lists its files at start and has sent the head when the read fails: the
    // connection is closed (or, had it not, a 404), and the server goes on.
    expect((await fetch(`${api.url}/thank-you`)).status).toBe(200);
    rmSync(path.join(api.distDir, 'thank-you.html'));
    const gone = await fetch(`${api.url}/thank-you`).then(
      (r) => r.status,
      () => 'closed',
    );
    expect(['closed', 404]).toContain(gone);
    expect(await alive(api)).toBe(true);
  });

  it('a few hundred generated targets: never a 5xx, never a crash', async () => {
    const piece = fc.constantFrom(
      '/',
      '//',
      '[',
      ']',
      '%',
      '%2f',
      '..',
      '@',
      ':',
      '?',
      '#',
      'a',
      '9',
      '\\',
      'http:',
      '*',
      'api',
      '~',
    );
    const target = fc.array(piece, { minLength: 1, maxLength: 8 }).map((p) => p.join(''));
    const method = fc.constantFrom('GET', 'POST', 'HEAD', 'OPTIONS');
    const seen = new Map<string, number>();
    await fc.assert(
      fc.asyncProperty(method, target, async (m, t) => {
        const status = await raw(
          api,
          `${m} ${t} HTTP/1.1\r\nHost: x\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`,
        );
        const code = Number(/^HTTP\/1\.1 (\d{3})/.exec(status)?.[1] ?? 0);
        seen.set(String(code), (seen.get(String(code)) ?? 0) + 1);
        expect(code, `${m} ${t}`).toBeLessThan(500);
      }),
      { numRuns: 300 },
    );
    expect(await alive(api)).toBe(true);
    console.log('[hardening] generated targets, statuses:', Object.fromEntries(seen));
  });

  it('an unexpected throw in a handler is a 500 for that request only', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const original = apiRoutes['/api/health'];
    apiRoutes['/api/health'] = () => {
      throw new Error('boom');
    };
    try {
      expect((await fetch(`${api.url}/api/health`)).status).toBe(500);
      const rejecting = apiRoutes['/api/health'];
      apiRoutes['/api/health'] = async () => Promise.reject(new TypeError('async boom'));
      expect((await fetch(`${api.url}/api/health`)).status).toBe(500);
      apiRoutes['/api/health'] = rejecting;
    } finally {
      apiRoutes['/api/health'] = original;
      errors.mockRestore();
    }
    expect(await alive(api)).toBe(true);
  });

  it('an aborted upload logs one line, not a stack trace', async () => {
    const lines: string[] = [];
    const capture = (...a: unknown[]) =>
      void lines.push(a.map((x) => (x instanceof Error ? x.stack : String(x))).join(' '));
    const spies = [
      vi.spyOn(console, 'error').mockImplementation(capture),
      vi.spyOn(console, 'warn').mockImplementation(capture),
    ];
    try {
      const { port } = new URL(api.url);
      await new Promise<void>((resolve) => {
        const s = net.connect(Number(port), '127.0.0.1', () => {
          s.write(
            'POST /api/send-contact-email HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"name":',
          );
          setTimeout(() => s.destroy(), 100);
        });
        s.on('close', () => resolve());
        s.on('error', () => undefined);
      });
      await sleep(300);
    } finally {
      for (const s of spies) s.mockRestore();
    }
    expect(lines).toHaveLength(1);
    expect(lines[0]!.split('\n')).toHaveLength(1);
    expect(lines[0]).toMatch(/aborted/);
  });
});

describe('health on a big outbox', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startApi({ smtp: false });
    // 26k delivered messages and 1.5k refused ones, as after months of traffic.
    await sql(`INSERT INTO outbox (id, kind, to_addr, subject, text_body, status, sent_at)
               SELECT gen_random_uuid(), 'contact', 'a@b.co', 's', 't', 'sent', now() FROM generate_series(1, 26000)`);
    await sql(`INSERT INTO outbox (id, kind, to_addr, subject, text_body, status, failed_at)
               SELECT gen_random_uuid(), 'contact', 'a@b.co', 's', 't', 'failed', now() FROM generate_series(1, 1500)`);
  }, 120_000);
  afterAll(async () => {
    await api?.close();
  });

  it('a flood of checks costs one bounded query at most every two seconds', async () => {
    resetHealthCache();
    const db = await getDb();
    const original = db.query.bind(db);
    const queries: string[] = [];
    const started = Date.now();
    db.query = ((text: string, params?: unknown[]) => {
      // Health's own queries (the delivery timer and housekeeping share the database).
      if (text === 'SELECT 1' || text.includes('unsent')) queries.push(text.slice(0, 40));
      return original(text, params);
    }) as typeof db.query;
    try {
      const answers = await Promise.all(Array.from({ length: 200 }, () => fetch(`${api.url}/api/health`)));
      expect(answers.every((r) => r.status === 200)).toBe(true);
      const body = (await answers[0]!.json()) as { mail: { failed: number; capped: boolean } };
      // Bounded: it reads at most HEALTH_SCAN_LIMIT unsent rows, and says the counts are lower bounds.
      expect(body.mail).toMatchObject({ failed: HEALTH_SCAN_LIMIT, capped: true });
    } finally {
      db.query = original;
    }
    // SELECT 1 and the mail counts, once per two seconds whatever the number of requests.
    const windows = Math.ceil((Date.now() - started) / 2000);
    expect(queries.length, `${queries.join(' | ')} in ${Date.now() - started} ms`).toBeLessThanOrEqual(2 * windows);
  });

  it('a contact POST is not slowed by a health flood', async () => {
    const flood = (async () => {
      const end = Date.now() + 1500;
      while (Date.now() < end) await Promise.all(Array.from({ length: 20 }, () => fetch(`${api.url}/api/health`)));
    })();
    const times: number[] = [];
    for (let i = 0; i < 10; i++) {
      const t = performance.now();
      expect((await post(api, '/api/send-contact-email', validContact(), { key: randomUUID() })).status).toBe(201);
      times.push(performance.now() - t);
    }
    await flood;
    times.sort((a, b) => a - b);
    expect(times[Math.floor(times.length / 2)]!).toBeLessThan(250);
  });
});

describe('the staff listing on a big table', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startApi({ smtp: false });
    await sql(`INSERT INTO submissions (id, kind, idempotency_key, fingerprint, email, fields)
               SELECT gen_random_uuid(), 'contact', 'bulk-' || i, 'f', 'p' || i || '@agency.gov',
                      jsonb_build_object('name', 'Person ' || i, 'message', 'A message long enough to be real.')
               FROM generate_series(1, 50000) i`);
    await sql(`INSERT INTO outbox (id, kind, ref_id, to_addr, subject, text_body, status)
               SELECT gen_random_uuid(), 'contact', id, 'sales@example.com', 's', 't', 'sent' FROM submissions`);
    await sql('ANALYZE');
  }, 180_000);
  afterAll(async () => {
    await api?.close();
  });

  it('finds each record mail by index', async () => {
    const plan = (
      await sql<Record<string, string>>(
        "EXPLAIN SELECT status FROM outbox WHERE ref_id = '00000000-0000-4000-8000-000000000000'",
      )
    )
      .map((r) => Object.values(r)[0])
      .join('\n');
    expect(plan).toContain('outbox_ref_idx');
  });

  it('lists 1,000 of 50,000 rows in under 100 ms, and pages on by cursor', async () => {
    await adminGet(api, '/api/leads?limit=1000'); // warm-up
    const times: number[] = [];
    let page: { leads: unknown[]; nextCursor: string | null } | undefined;
    for (let i = 0; i < 3; i++) {
      const t = performance.now();
      page = (await (await adminGet(api, '/api/leads?limit=1000')).json()) as typeof page;
      times.push(performance.now() - t);
    }
    times.sort((a, b) => a - b);
    console.log(`[hardening] listing 1000 of 50000: ${times.map((t) => t.toFixed(1)).join(', ')} ms`);
    expect(times[1]).toBeLessThan(100);
    expect(page!.leads).toHaveLength(1000);
    const next = (await (await adminGet(api, `/api/leads?limit=1000&cursor=${page!.nextCursor}`)).json()) as {
      leads: { id: string }[];
    };
    expect(next.leads).toHaveLength(1000);
  });
});

describe('slow connections', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startApi({ smtp: false, env: { MAX_CONNECTIONS_PER_IP: '32' } });
  });
  afterAll(async () => {
    await api?.close();
  });

  it('one address holds at most MAX_CONNECTIONS_PER_IP; others stay fast', async () => {
    const { port } = new URL(api.url);
    const sockets: net.Socket[] = [];
    let closedByServer = 0;
    for (let i = 0; i < 300; i++) {
      const s = net.connect({ host: '127.0.0.1', port: Number(port), localAddress: '127.0.0.1' });
      s.on('connect', () => s.write('GET / HTTP/1.1\r\nHost: x\r\n')); // headers never finished
      s.on('close', () => closedByServer++);
      s.on('error', () => undefined);
      sockets.push(s);
    }
    try {
      await sleep(1000);
      expect(closedByServer).toBe(300 - 32);
      // Another client (another loopback address) is served at once. The 95th percentile of 200,
      // so one pause of a machine running browsers beside this (CI) does not decide it; a server
      // that queued the client behind the held sockets would miss both bounds by seconds.
      const agent = new http.Agent({ keepAlive: false, localAddress: '127.0.0.2' } as http.AgentOptions);
      const times: number[] = [];
      for (let i = 0; i < 200; i++) {
        const t = performance.now();
        await new Promise<void>((resolve, reject) =>
          http
            .get({ host: '127.0.0.1', port, path: '/', agent }, (res) => res.resume().on('end', resolve))
            .on('error', reject),
        );
        times.push(performance.now() - t);
      }
      times.sort((a, b) => a - b);
      console.log(
        `[hardening] another address beside 32 held sockets: p50 ${times[100]!.toFixed(1)} ms, p95 ${times[190]!.toFixed(1)} ms, max ${times[199]!.toFixed(1)} ms`,
      );
      expect(times[190]!).toBeLessThan(100);
      expect(times[199]!).toBeLessThan(1000);
    } finally {
      for (const s of sockets) s.destroy();
    }
  });
});

describe.runIf(backends.includes('postgres'))('a PostgreSQL connection lost during a transaction', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startApi({ backend: 'postgres', smtp: false });
  });
  afterAll(async () => {
    await api?.close();
  });

  // pg emits 'error' on a client it lent out when its connection ends; unheard, that stops the
  // process (here: the test worker, which reports it as an unhandled error).
  it('fails that transaction only; the pool and the server go on', async () => {
    const db = await getDb();
    // PGlite would end its own (and only) backend here and wait forever.
    expect(db.kind).toBe('postgres');
    const lost = db.transaction(async (tx) => {
      const { rows } = await tx.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
      // Another connection ends this one, as a failover or an idle-in-transaction timeout would.
      await db.query('SELECT pg_terminate_backend($1)', [rows[0]!.pid]);
      await sleep(200);
      await tx.query('SELECT 1');
    });
    await expect(lost).rejects.toThrow();
    await sleep(200);
    expect((await db.query<{ one: number }>('SELECT 1 AS one')).rows[0]!.one).toBe(1);
    expect(await alive(api)).toBe(true);
  });
});
