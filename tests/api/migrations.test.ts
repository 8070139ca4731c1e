// Migration 003 moves stored inquiries (the old table), demo requests and subscribers into `submissions`
// without losing a row, and old mail still finds its record. Migration 008 keeps no address or
// user-agent string of what was stored before it.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../../server/env.ts';
import { closeDb, getDb } from '../../server/store/db.ts';
import { listLeads } from '../../server/store/submissions.ts';
import { migrations } from '../../server/store/migrations.ts';

/** A database as it was before `version`, in a data directory of its own that goes after the tests. */
function databaseBefore(version: string) {
  const dir = mkdtempSync(path.join(tmpdir(), 'api-test-migrate-'));
  afterAll(async () => {
    await closeDb();
    rmSync(dir, { recursive: true, force: true });
  });
  return {
    dir,
    async open() {
      await closeDb();
      const old = await PGlite.create(path.join(dir, 'pglite'));
      await old.exec(
        'CREATE TABLE schema_migrations (version text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
      );
      for (const m of migrations.slice(
        0,
        migrations.findIndex((x) => x.version === version),
      )) {
        await old.exec(m.sql);
        await old.query('INSERT INTO schema_migrations (version) VALUES ($1)', [m.version]);
      }
      return old;
    },
  };
}

describe('migration 003 (submissions)', () => {
  const before = databaseBefore('003_submissions');
  const { dir } = before;

  it('moves every old row, in order, with its fields and mail', async () => {
    const old = await before.open();
    const ids = { inquiry: crypto.randomUUID(), demo: crypto.randomUUID(), subscriber: crypto.randomUUID() };
    await old.query(
      `INSERT INTO inquiries (id, idempotency_key, fingerprint, name, email, phone, company, interest, message, client_ip, created_at)
       VALUES ($1, 'k1', 'f1', 'Old Person', 'old@agency.gov', NULL, 'Agency', 'other', 'An old message of some length.', '203.0.113.1', now() - interval '3 days')`,
      [ids.inquiry],
    );
    await old.query(
      `INSERT INTO demo_requests (id, idempotency_key, fingerprint, email, created_at) VALUES ($1, 'k2', 'f2', 'demo@agency.gov', now() - interval '2 days')`,
      [ids.demo],
    );
    await old.query(
      `INSERT INTO newsletter_subscribers (id, email, email_normalized, unsubscribe_token, status, created_at)
       VALUES ($1, 'Reader@agency.gov', 'reader@agency.gov', 'tok_0123456789abcdef', 'subscribed', now() - interval '1 day')`,
      [ids.subscriber],
    );
    for (const [kind, ref] of [
      ['contact', ids.inquiry],
      ['newsletter', ids.subscriber],
    ] as const) {
      await old.query(
        `INSERT INTO outbox (id, kind, ref_id, to_addr, subject, text_body, status) VALUES ($1, $2, $3, 'x@y.co', 's', 't', 'sent')`,
        [crypto.randomUUID(), kind, ref],
      );
    }
    await old.close();

    const db = await getDb(loadEnv({ DATA_DIR: dir }));
    const page = await listLeads(db, { limit: 10 });
    expect(page.leads.map((i) => [i.kind, i.id, i.mailStatus])).toEqual([
      ['newsletter', ids.subscriber, 'sent'],
      ['demo', ids.demo, null],
      ['contact', ids.inquiry, 'sent'],
    ]);
    expect(page.leads[2]!.fields).toEqual({
      name: 'Old Person',
      email: 'old@agency.gov',
      company: 'Agency',
      interest: 'other',
      message: 'An old message of some length.',
    });
    const tables = (
      await db.query<{ t: string }>("SELECT tablename AS t FROM pg_tables WHERE schemaname = 'public'")
    ).rows.map((r) => r.t);
    expect(tables).not.toContain('inquiries');
    expect(tables).not.toContain('demo_requests');
    expect(tables).toContain('newsletter_subscribers');
  });
});

describe('migration 008 (no addresses)', () => {
  const before = databaseBefore('008_no_addresses');
  const { dir } = before;

  it('keeps a device summary and drops every address and user-agent string stored before it', async () => {
    const old = await before.open();
    const ip = '198.51.100.23';
    const ua = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';
    const id = crypto.randomUUID();
    await old.query(
      `INSERT INTO submissions (id, kind, idempotency_key, fingerprint, email, fields, user_agent, page_url, client_ip)
       VALUES ($1, 'contact', 'k8', 'f8', 'a@agency.gov', '{"email":"a@agency.gov"}', $2, 'https://www.example.com/', $3)`,
      [id, ua, ip],
    );
    await old.query(
      `INSERT INTO newsletter_subscribers (id, email, email_normalized, unsubscribe_token, status, client_ip, user_agent)
       VALUES ($1, 'r@agency.gov', 'r@agency.gov', 'tok_8', 'subscribed', $2, $3)`,
      [crypto.randomUUID(), ip, ua],
    );
    await old.query(`INSERT INTO rate_limits (bucket, client, window_start, hits) VALUES ('contact', $1, now(), 1)`, [
      ip,
    ]);
    await old.query(`INSERT INTO uploads (id, client, length) VALUES ('u8', $1, 10)`, [ip]);
    const trailer = `Hello\n--\nMessage id: ${id}\nPage:       https://www.example.com/\nAddress:    ${ip}\nBrowser:    ${ua}\n`;
    await old.query(
      `INSERT INTO outbox (id, kind, ref_id, to_addr, subject, text_body) VALUES ($1, 'contact', $2, 'x@y.co', 's', $3)`,
      [crypto.randomUUID(), id, trailer],
    );
    await old.close();

    const db = await getDb(loadEnv({ DATA_DIR: dir }));
    const [lead] = (await listLeads(db, { limit: 1 })).leads;
    expect(lead).toMatchObject({ id, device: 'Firefox on Windows', pageUrl: 'https://www.example.com/' });
    const { rows } = await db.query<{ row: string }>(
      `SELECT row_to_json(t)::text AS row FROM (
         SELECT to_jsonb(s) AS r FROM submissions s UNION ALL SELECT to_jsonb(n) FROM newsletter_subscribers n
         UNION ALL SELECT to_jsonb(l) FROM rate_limits l UNION ALL SELECT to_jsonb(u) FROM uploads u
         UNION ALL SELECT to_jsonb(o) FROM outbox o) t`,
    );
    expect(rows.length).toBe(4);
    for (const { row } of rows) {
      expect(row).not.toContain(ip);
      expect(row).not.toContain('Gecko/');
    }
    const [mail] = (await db.query<{ text_body: string }>('SELECT text_body FROM outbox')).rows;
    expect(mail!.text_body).toBe(`Hello\n--\nMessage id: ${id}\nPage:       https://www.example.com/\n`);
  });
});
