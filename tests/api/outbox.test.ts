// The mail outbox: an SMTP outage never loses or duplicates a message; messages wait while
// SMTP_URL is unset; the cron function delivers due mail and is guarded by CRON_SECRET;
// concurrent runners never send a row twice.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { resetHealthCache } from '../../server/endpoints/health.ts';
import {
  CRON_SECRET,
  backends,
  insertAttachment,
  post,
  sleep,
  sql,
  startApi,
  validContact,
  type TestApi,
} from './helpers.ts';

async function waitUntil(ok: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await ok())) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await sleep(50);
  }
}

const PATH = '/api/send-contact-email';

interface OutboxRow {
  id: string;
  status: string;
  attempts: number;
  last_error: string | null;
}

const outboxFor = async (inquiryId: string) =>
  (await sql<OutboxRow>('SELECT id, status, attempts, last_error FROM outbox WHERE ref_id = $1', [inquiryId]))[0]!;

describe.each(backends)('outbox delivery on %s', (backend) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startApi({ backend });
  });
  afterAll(async () => {
    await api?.close();
  });

  it('SMTP refusing connections, then back: delivered exactly once', async () => {
    const port = api.smtp.port;
    await api.smtp.stop();
    const body = validContact();
    const r = await post(api, PATH, body, { key: randomUUID() });
    expect(r.status).toBe(201);
    const { id } = (await r.json()) as { id: string };
    const down = await outboxFor(id);
    expect(down.status).not.toBe('sent');
    expect(down.attempts).toBeGreaterThanOrEqual(1);
    await sleep(1000); // the timer keeps retrying (and failing) meanwhile
    const stillDown = await outboxFor(id);
    expect(stillDown.status).not.toBe('sent');
    expect(stillDown.last_error).toBeTruthy();

    await api.smtp.start(port);
    await api.smtp.waitFor((m) => m.some((x) => x.raw.includes(body.email)), 15_000);
    await sleep(1500); // any duplicate would arrive now
    expect(api.smtp.matching(body.email)).toHaveLength(1);
    const sent = await outboxFor(id);
    expect(sent.status).toBe('sent');
    expect(sent.attempts).toBeGreaterThanOrEqual(2);
  });

  it('temporary SMTP rejections (451) are retried: delivered exactly once', async () => {
    api.smtp.failNext = 2;
    const body = validContact();
    const r = await post(api, PATH, body, { key: randomUUID() });
    expect(r.status).toBe(201);
    const { id } = (await r.json()) as { id: string };
    await api.smtp.waitFor((m) => m.some((x) => x.raw.includes(body.email)), 15_000);
    await sleep(1000);
    expect(api.smtp.matching(body.email)).toHaveLength(1);
    const row = await outboxFor(id);
    expect(row.status).toBe('sent');
    expect(row.attempts).toBe(3);
    expect(api.smtp.failNext).toBe(0);
  });

  it('a permanent refusal (550) fails the message at once: no retries, health and the log say so', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      api.smtp.rejectNext = 1;
      const body = validContact();
      const r = await post(api, PATH, body, { key: randomUUID() });
      expect(r.status).toBe(201);
      const { id } = (await r.json()) as { id: string };
      await waitUntil(async () => (await outboxFor(id)).status === 'failed');
      await sleep(1000); // the timer would retry a pending row within this time
      const row = await outboxFor(id);
      expect(row).toMatchObject({ status: 'failed', attempts: 1 });
      expect(row.last_error).toMatch(/550|Mailbox unavailable/);
      expect(api.smtp.rejected).toBe(1);
      expect(api.smtp.matching(body.email)).toHaveLength(0);
      resetHealthCache();
      const health = (await (await fetch(`${api.url}/api/health`)).json()) as {
        status: string;
        mail: { failed: number };
        problems: string[];
      };
      expect(health.status).toBe('degraded');
      expect(health.mail.failed).toBeGreaterThanOrEqual(1);
      expect(health.problems.join(' ')).toMatch(/refused for good/);
      expect(errors.mock.calls.some((c) => String(c[0]).includes(`${row.id} failed for good`))).toBe(true);
    } finally {
      errors.mockRestore();
      await sql("UPDATE outbox SET status = 'sent' WHERE status = 'failed'");
      resetHealthCache();
    }
  });

  it('a message that keeps failing is marked failed after MAIL_MAX_ATTEMPTS', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    api.setEnv({ MAIL_MAX_ATTEMPTS: '3' });
    api.smtp.failNext = 100;
    try {
      const r = await post(api, PATH, validContact(), { key: randomUUID() });
      const { id } = (await r.json()) as { id: string };
      await waitUntil(async () => (await outboxFor(id)).status === 'failed', 15_000);
      expect(await outboxFor(id)).toMatchObject({ status: 'failed', attempts: 3 });
    } finally {
      api.smtp.failNext = 0;
      api.setEnv({ MAIL_MAX_ATTEMPTS: undefined });
      await sql("UPDATE outbox SET status = 'sent' WHERE status = 'failed'");
      warn.mockRestore();
      errors.mockRestore();
    }
  });

  it('without SMTP_URL messages wait in the outbox; once it is set they are sent', async () => {
    api.setEnv({ SMTP_URL: undefined });
    await sleep(300); // a timer run that started before the change may still be sending
    const body = validContact();
    const r = await post(api, PATH, body, { key: randomUUID() });
    expect(r.status).toBe(201);
    const { id } = (await r.json()) as { id: string };
    await sleep(600);
    const waiting = await outboxFor(id);
    expect(waiting).toMatchObject({ status: 'pending', attempts: 0 });
    const health = (await (await fetch(`${api.url}/api/health`)).json()) as {
      mail: { configured: boolean; waiting: number };
    };
    expect(health.mail.configured).toBe(false);
    expect(health.mail.waiting).toBeGreaterThanOrEqual(1);

    api.setEnv({ SMTP_URL: api.smtp.url });
    await api.smtp.waitFor((m) => m.some((x) => x.raw.includes(body.email)), 10_000);
    await sleep(500);
    expect(api.smtp.matching(body.email)).toHaveLength(1);
    expect((await outboxFor(id)).status).toBe('sent');
  });
});

describe.each(backends)('cron function on %s', (backend) => {
  let api: TestApi;
  beforeAll(async () => {
    // A long poll interval: only the cron function delivers here. Started without SMTP: the
    // server's own first delivery run (at start-up) then has nothing to send, however late a busy
    // machine lets it reach the database (it claimed this test's mail under load: CI, 2 of 6 runs).
    api = await startApi({ backend, env: { OUTBOX_POLL_SECONDS: '3600', SMTP_URL: undefined } });
  });
  afterAll(async () => {
    await api?.close();
  });

  const cron = (init: RequestInit & { token?: string } = {}) =>
    fetch(`${api.url}/api/cron/deliver-outbox`, {
      method: init.method ?? 'GET',
      headers: init.token === undefined ? {} : { authorization: `Bearer ${init.token}` },
    });

  it('is guarded by CRON_SECRET (404 unset, 401 missing or wrong, 405 other methods)', async () => {
    expect((await cron()).status).toBe(401);
    expect((await cron({ token: 'wrong-secret-wrong-secret' })).status).toBe(401);
    expect((await cron({ token: `${CRON_SECRET}x` })).status).toBe(401);
    expect((await cron({ token: CRON_SECRET, method: 'PUT' })).status).toBe(405);
    api.setEnv({ CRON_SECRET: undefined });
    expect((await cron({ token: CRON_SECRET })).status).toBe(404);
    api.setEnv({ CRON_SECRET });
  });

  it('delivers due mail, GET or POST', async () => {
    api.setEnv({ SMTP_URL: undefined });
    const bodies = [validContact(), validContact()];
    for (const b of bodies) expect((await post(api, PATH, b, { key: randomUUID() })).status).toBe(201);
    api.setEnv({ SMTP_URL: api.smtp.url });
    const r = await cron({ token: CRON_SECRET, method: 'POST' });
    expect(r.status).toBe(200);
    const json = (await r.json()) as { ok: boolean; sent: number; smtpConfigured: boolean };
    expect(json.ok).toBe(true);
    expect(json.smtpConfigured).toBe(true);
    expect(json.sent).toBeGreaterThanOrEqual(2);
    for (const b of bodies) expect(api.smtp.matching(b.email)).toHaveLength(1);
    const again = (await (await cron({ token: CRON_SECRET })).json()) as { sent: number };
    expect(again.sent).toBe(0);
  });

  it('deletes delivered mail after MAIL_RETENTION_DAYS, and keeps everything else', async () => {
    const ids = { old: randomUUID(), recent: randomUUID(), oldFailed: randomUUID() };
    const insert = (id: string, status: string, sentDaysAgo: number | null) =>
      sql(
        `INSERT INTO outbox (id, kind, ref_id, to_addr, subject, text_body, status, sent_at, created_at)
         VALUES ($1, 'contact', NULL, 'a@b.co', 's', 't', $2, now() - make_interval(days => $3::int), now() - interval '60 days')`,
        [id, status, sentDaysAgo ?? 60],
      );
    await insert(ids.old, 'sent', 31);
    await insert(ids.recent, 'sent', 29);
    await insert(ids.oldFailed, 'failed', 60);
    const json = (await (await cron({ token: CRON_SECRET })).json()) as Record<string, number>;
    expect(json.mailPruned).toBeGreaterThanOrEqual(1);
    // The attachment housekeeping reports its counts beside it (tests/api/attachments.test.ts).
    expect(json).toMatchObject({ attachmentsPruned: 0, orphanUploadsPruned: 0 });
    const left = (
      await sql<{ id: string }>('SELECT id FROM outbox WHERE id = ANY($1::uuid[])', [Object.values(ids)])
    ).map((r) => r.id);
    expect(left.sort()).toEqual([ids.recent, ids.oldFailed].sort());
    await sql("UPDATE outbox SET status = 'sent' WHERE id = $1", [ids.oldFailed]);
  });

  it('files go only with the notification of a form that takes them; a damaged one is listed, not attached', async () => {
    api.setEnv({ SMTP_URL: undefined });
    const contact = validContact();
    const c = await post(api, PATH, contact, { key: randomUUID() });
    const demoEmail = `demo.${randomUUID().slice(0, 8)}@agency.gov`;
    const d = await post(api, '/api/demo-request', { email: demoEmail }, { key: randomUUID() });
    const [contactId, demoId] = await Promise.all([c, d].map(async (r) => ((await r.json()) as { id: string }).id));
    const good = await insertAttachment(contactId!, { bytes: Buffer.from('good bytes'), filename: 'good.pdf' });
    const bad = await insertAttachment(contactId!, {
      bytes: Buffer.from('bad bytes'),
      filename: 'bad.pdf',
      position: 1,
    });
    await sql(`UPDATE upload_chunks SET data = '\\x00' WHERE upload_id = $1`, [bad.uploadId]);
    // A demo request has no file field: whatever points at it, its mail carries nothing.
    await insertAttachment(demoId!, { bytes: Buffer.from('stray'), filename: 'stray.pdf' });
    api.setEnv({ SMTP_URL: api.smtp.url });
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const r = (await (await cron({ token: CRON_SECRET })).json()) as { sent: number; failed: number };
      expect(r).toMatchObject({ sent: 2, failed: 0 });
      expect(errors.mock.calls.some((call) => String(call.join(' ')).includes(`attachment ${bad.id}`))).toBe(true);
    } finally {
      errors.mockRestore();
    }
    const [mail] = api.smtp.matching(contact.email);
    // Quoted-printable soft line breaks undone, so the text part reads as sent.
    const raw = mail!.raw.replace(/=\r\n/g, '');
    expect(raw).toMatch(/filename="?good\.pdf/);
    expect(raw).not.toMatch(/filename="?bad\.pdf/);
    expect(raw).toContain('bad.pdf (9 B, application/pdf) (not attached: its stored copy is damaged)');
    expect(raw).toContain(`/api/attachments/${bad.id}`);
    expect(raw).not.toContain(`/api/attachments/${good.id}`);
    const [demo] = api.smtp.matching(demoEmail);
    expect(demo!.raw).not.toMatch(/Content-Disposition: attachment/i);
    expect(demo!.raw).not.toContain('stray.pdf');
  });

  it('concurrent runners never send a row twice', async () => {
    api.setEnv({ SMTP_URL: undefined });
    const bodies = Array.from({ length: 12 }, () => validContact());
    for (const b of bodies) expect((await post(api, PATH, b, { key: randomUUID() })).status).toBe(201);
    api.setEnv({ SMTP_URL: api.smtp.url });
    const { deliverDue } = await import('../../server/store/mail-outbox.ts');
    const runs = await Promise.all([
      ...Array.from({ length: 4 }, () =>
        cron({ token: CRON_SECRET }).then((r) => r.json() as Promise<{ sent: number }>),
      ),
      ...Array.from({ length: 4 }, () => deliverDue({ limit: 5 })),
    ]);
    const sent = runs.reduce((n, r) => n + r.sent, 0);
    expect(sent).toBe(12);
    for (const b of bodies) expect(api.smtp.matching(b.email)).toHaveLength(1);
    const [pending] = await sql<{ n: number }>(`SELECT count(*)::int AS n FROM outbox WHERE status <> 'sent'`);
    expect(pending!.n).toBe(0);
  });
});
