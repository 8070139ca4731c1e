// No visitor's address or user-agent string is stored anywhere: after a visit and one of each
// submission, every column of every table is read back and neither is found. Where a limit needs
// a key, it is a hash under the day's salt, and salts go after SALT_RETENTION_HOURS.
import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENTS_ENDPOINT } from '../../src/config/analytics.ts';
import { SALT_RETENTION_HOURS } from '../../src/config/privacy.ts';
import { getDb } from '../../server/store/db.ts';
import { dayOf, pruneSalts, saltedKeys } from '../../server/store/daily-salts.ts';
import {
  backends,
  pdfOf,
  post,
  postMultipart,
  sql,
  startApi,
  validApplication,
  validContact,
  type TestApi,
} from './helpers.ts';
import { browser } from './staff-helpers.ts';

const HOUR_MS = 3_600_000;

describe.each(backends)('what is kept of a visitor on %s', (backend) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startApi({ backend });
  });
  afterAll(async () => {
    await api?.close();
  });

  it('no table holds the address or the user-agent string after a visit and every kind of submission', async () => {
    const ip = '198.51.100.77';
    // The marker in digits only: a UUID's "-bb12" read as a BlackBerry now and then (the device
    // name comes from the user agent's words).
    const ua = `Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0 Probe/${randomBytes(8).readBigUInt64BE()}`;
    const headers = { 'user-agent': ua };
    const visit = await fetch(api.url + '/', { headers: { ...headers, 'x-forwarded-for': ip } });
    expect(visit.status).toBe(200);
    const email = (k: string) => `${k}.${randomUUID().slice(0, 8)}@agency.gov`;
    const sent = [
      await post(api, '/api/send-contact-email', validContact({ email: email('c') }), {
        ip,
        key: randomUUID(),
        headers,
      }),
      await post(api, '/api/demo-request', { email: email('d') }, { ip, key: randomUUID(), headers }),
      await post(api, '/api/newsletter', { email: email('n') }, { ip, key: randomUUID(), headers }),
      // Without JavaScript, with a file: an upload row and the upload quota.
      await postMultipart(
        api,
        '/api/job-application',
        validApplication({ email: email('a') }),
        [{ field: 'resume', filename: 'resume.pdf', bytes: pdfOf(20_000) }],
        { ip, headers },
      ),
      // The site's own analytics: a page view, under the day's visitor key.
      await post(
        api,
        EVENTS_ENDPOINT,
        { sentAt: Date.now(), events: [{ id: randomUUID(), name: 'page_view', at: Date.now(), path: '/' }] },
        { ip, headers },
      ),
    ];
    expect(sent.map((r) => r.status)).toEqual([201, 201, 200, 303, 200]);
    // A try at the staff sign-in, refused: limited per address like the forms, and audited.
    const prober = browser(api);
    prober.ip = ip;
    const refused = await prober.call('enrol', {
      body: { token: 'x'.repeat(43), response: { id: 'A'.repeat(22), response: {} } },
      headers,
    });
    expect(refused.status, await refused.clone().text()).toBe(410);

    const tables = await sql<{ t: string }>("SELECT tablename AS t FROM pg_tables WHERE schemaname = 'public'");
    expect(tables.length).toBeGreaterThan(10);
    let rows = 0;
    for (const { t } of tables) {
      const found = await sql<{ row: string }>(`SELECT to_jsonb(x)::text AS row FROM "${t}" x`);
      rows += found.length;
      for (const { row } of found) {
        // Except the staff area's audit: a security record, which the privacy policy names.
        if (t === 'staff_audit') continue;
        expect(row, `${t} holds the address`).not.toContain(ip);
        expect(row, `${t} holds the user agent`).not.toContain('Probe/');
      }
    }
    // The tables were read, not empty: the submissions, their mail, the limits and the upload.
    expect(rows).toBeGreaterThan(10);
    const audit = await sql<{ client_ip: string }>("SELECT client_ip FROM staff_audit WHERE action = 'enrol-refused'");
    expect(audit.map((r) => r.client_ip)).toEqual([ip]);
    // One client, one key, whichever limit: the forms' and the sign-in's.
    const limits = await sql<{ client: string }>('SELECT DISTINCT client FROM rate_limits');
    expect(limits).toHaveLength(1);
    expect(limits[0]!.client).toMatch(/^[\w-]{24}$/);
    const [lead] = await sql<{ device: string }>("SELECT device FROM submissions WHERE kind = 'contact'");
    expect(lead!.device).toBe('Firefox on Linux');
    const [view] = await sql<{ visitor: string }>('SELECT visitor FROM analytics_events');
    expect(view!.visitor).toMatch(/^[\w-]{24}$/);
  });

  it('a key is the same all day, differs the next, and no salt outlives its hours', async () => {
    const db = await getDb();
    const now = Date.now();
    // A day first looked up as yesterday, and found without a salt, still gets one as today.
    await sql('DELETE FROM daily_salts');
    await pruneSalts(db);
    expect((await saltedKeys(db, '198.51.100.1', now + 24 * HOUR_MS)).yesterday).toBeUndefined();
    const a = await saltedKeys(db, '198.51.100.1', now);
    expect(a.today).toMatch(/^[\w-]{24}$/);
    expect((await saltedKeys(db, '198.51.100.1', now)).today).toBe(a.today);
    expect((await saltedKeys(db, '198.51.100.2', now)).today).not.toBe(a.today);
    const tomorrow = await saltedKeys(db, '198.51.100.1', now + 24 * HOUR_MS);
    expect(tomorrow.today).not.toBe(a.today);
    // Tomorrow, today's key is yesterday's: a 24-hour quota still counts it.
    expect(tomorrow.yesterday).toBe(a.today);

    await sql('UPDATE daily_salts SET created_at = now() - make_interval(hours => $1) WHERE day = $2', [
      SALT_RETENTION_HOURS,
      dayOf(now),
    ]);
    await pruneSalts(db);
    const days = (await sql<{ day: string }>('SELECT day::text AS day FROM daily_salts')).map((r) => r.day);
    expect(days).not.toContain(dayOf(now));
    expect(days).toContain(dayOf(now + 24 * HOUR_MS));
  });
});
