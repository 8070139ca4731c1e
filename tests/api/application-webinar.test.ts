// POST /api/job-application and /api/webinar-registration over real HTTP, with the contact form's
// guarantees: stored before the answer, one mail to the right inbox, idempotent replays, refused
// conflicting replays, field errors, honeypot, rate limit, the no-JS answers and the staff listing.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { site } from '../../src/config/site.ts';
import { applicationFormCopy, applicationValidationMessages as am } from '../../src/content/application-form.ts';
import { jobs } from '../../src/content/jobs.ts';
import { getResource, getResourceDetail, isWebinar } from '../../src/content/resource-details.ts';
import { resources } from '../../src/content/resources.ts';
import { webinarFormCopy, webinarValidationMessages as wm } from '../../src/content/webinar-form.ts';
import { applicationSchema } from '../../src/features/forms/application/schema.ts';
import { registrableWebinarIds, webinarRegistrationSchema } from '../../src/features/forms/webinar/schema.ts';
import { decodeBody } from './smtp.ts';
import type { Lead } from '../../server/store/submissions.ts';
import { adminGet, backends, fetchLeads, MAIL_TO, post, sql, startApi, type TestApi } from './helpers.ts';

const CAREERS_TO = 'Recruiting <recruiting@example.org>';
const CAREERS_ADDRESS = 'recruiting@example.org';

const job = jobs[1]!;
const webinarId = registrableWebinarIds[0]!;
const webinarTitle = getResource(webinarId)!.title;

const validApplication = (over: Record<string, unknown> = {}) => ({
  name: 'Sam Rivera',
  email: `sam.${randomUUID().slice(0, 8)}@example.com`,
  phone: '(404) 555-0142',
  role: job.slug,
  link: 'https://www.linkedin.com/in/sam-rivera',
  message: 'Six years building Amazon Connect contact centers for state agencies; Public Trust cleared.',
  ...over,
});

const validRegistration = (over: Record<string, unknown> = {}) => ({
  name: 'Dana Brooks',
  email: `dana.${randomUUID().slice(0, 8)}@agency.gov`,
  organization: 'State Licensing Agency',
  jobTitle: 'Contact Center Director',
  webinar: webinarId,
  ...over,
});

interface Kind {
  kind: 'application' | 'webinar';
  path: string;
  valid: (over?: Record<string, unknown>) => Record<string, unknown>;
  /** The address the notification must go to (the server runs with CAREERS_TO set). */
  to: string;
  subject: (body: Record<string, unknown>) => string;
  success: string;
  noJs: { title: string; back: string; fallback: string; anchor: string };
  errors: [string, Record<string, unknown>, Record<string, string>][];
  empty: Record<string, string>;
  schema: typeof applicationSchema | typeof webinarRegistrationSchema;
}

const kinds: Kind[] = [
  {
    kind: 'application',
    path: '/api/job-application',
    valid: validApplication,
    to: CAREERS_ADDRESS,
    subject: (b) => `Job application: ${job.title} - ${String(b.name)}`,
    success: '/thank-you?form=application',
    noJs: {
      title: applicationFormCopy.noJsError.title,
      back: applicationFormCopy.noJsError.back,
      fallback: '/careers#apply',
      anchor: '#apply',
    },
    errors: [
      ['missing name', { name: ' ' }, { name: am.nameRequired }],
      ['invalid email', { email: 'sam@example' }, { email: am.emailInvalid }],
      ['two addresses', { email: 'a@b.co,c@d.co' }, { email: am.emailInvalid }],
      ['unknown role', { role: 'chief-everything-officer' }, { role: am.roleRequired }],
      ['missing role', { role: '' }, { role: am.roleRequired }],
      ['link without scheme', { link: 'linkedin.com/in/sam' }, { link: am.linkInvalid }],
      ['javascript: link', { link: 'javascript:alert(1)' }, { link: am.linkInvalid }],
      ['short message', { message: 'Hire me' }, { message: am.messageMin }],
      ['phone too long', { phone: '1'.repeat(41) }, { phone: am.tooLong('Phone', 40) }],
      ['CR/LF in name', { name: 'Sam\r\nBcc: x@evil.example' }, { name: am.singleLine }],
    ],
    empty: { name: am.nameRequired, email: am.emailRequired, role: am.roleRequired, message: am.messageRequired },
    schema: applicationSchema,
  },
  {
    kind: 'webinar',
    path: '/api/webinar-registration',
    valid: validRegistration,
    to: MAIL_TO,
    subject: (b) => `Webinar registration: ${webinarTitle} - ${String(b.name)} (${String(b.organization)})`,
    success: '/thank-you?form=webinar',
    noJs: {
      title: webinarFormCopy.noJsError.title,
      back: webinarFormCopy.noJsError.back,
      fallback: '/resources',
      anchor: '#register',
    },
    errors: [
      ['missing name', { name: '' }, { name: wm.nameRequired }],
      ['invalid email', { email: 'dana' }, { email: wm.emailInvalid }],
      ['missing organization', { organization: '  ' }, { organization: wm.organizationRequired }],
      [
        'an on-demand webinar',
        {
          webinar: resources.find((r) => {
            const d = getResourceDetail(r.id);
            return d && isWebinar(d) && d.session.status === 'on-demand';
          })!.id,
        },
        { webinar: wm.webinarInvalid },
      ],
      ['an article', { webinar: 'zero-trust-public-sector' }, { webinar: wm.webinarInvalid }],
      ['an unknown webinar', { webinar: 'nope' }, { webinar: wm.webinarInvalid }],
      ['CR/LF in organization', { organization: 'DMV\nBcc: x@evil.example' }, { organization: wm.singleLine }],
    ],
    empty: {
      name: wm.nameRequired,
      email: wm.emailRequired,
      organization: wm.organizationRequired,
      webinar: wm.webinarInvalid,
    },
    schema: webinarRegistrationSchema,
  },
];

describe.each(backends)('job applications and webinar registrations on %s', (backend) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startApi({ backend, env: { CAREERS_TO } });
  });
  afterAll(async () => {
    await api?.close();
  });

  describe.each(kinds)('$kind ($path)', (k) => {
    const count = async (where = '', params: unknown[] = []) =>
      (
        await sql<{ n: number }>(`SELECT count(*)::int AS n FROM submissions WHERE kind = '${k.kind}' ${where}`, params)
      )[0]!.n;

    it('201 { ok, id }: stored with its kind, listed for staff, one mail to the right inbox (Reply-To the visitor)', async () => {
      const body = k.valid({ pageUrl: 'https://www.example.com/somewhere', timestamp: new Date().toISOString() });
      const r = await post(api, k.path, body, { key: randomUUID(), ip: '203.0.113.21' });
      expect(r.status).toBe(201);
      const { ok, id } = (await r.json()) as { ok: boolean; id: string };
      expect(ok).toBe(true);

      const row = (await fetchLeads(api, 1000, k.kind)).find((x) => x.id === id)!;
      const { pageUrl: _p, timestamp: _t, ...fields } = body;
      expect(row).toMatchObject({ ...fields, kind: k.kind });
      // The unfiltered listing (what `npm run leads` shows by default) names the kind too.
      const all = (await (await adminGet(api, '/api/leads?limit=1000')).json()) as { leads: Lead[] };
      expect(all.leads.find((x) => x.id === id)?.kind).toBe(k.kind);

      await api.smtp.waitFor((msgs) => msgs.some((x) => x.raw.includes(String(body.email))));
      const mails = api.smtp.matching(String(body.email));
      expect(mails).toHaveLength(1);
      expect(mails[0]!.to).toEqual([k.to]);
      expect(mails[0]!.headers['reply-to']).toBe(body.email);
      expect(mails[0]!.headers.subject).toBe(k.subject(body));
      const text = decodeBody(mails[0]!);
      // Every value the visitor typed is in the mail; the role and the webinar appear by their titles.
      for (const [f, v] of Object.entries(fields)) if (f !== 'role' && f !== 'webinar') expect(text).toContain(v);
      expect(text).toContain(k.kind === 'application' ? job.title : webinarTitle);
      const [outbox] = await sql<{ kind: string; status: string }>(
        'SELECT kind, status FROM outbox WHERE ref_id = $1',
        [id],
      );
      expect(outbox).toEqual({ kind: k.kind, status: 'sent' });
    });

    it('a replay answers 200 with the same id (one row, one mail); the same key with other data is 422', async () => {
      const key = randomUUID();
      const body = k.valid();
      const first = await post(api, k.path, body, { key });
      expect(first.status).toBe(201);
      const { id } = (await first.json()) as { id: string };
      for (let i = 0; i < 2; i++) {
        const again = await post(api, k.path, body, { key });
        expect(again.status).toBe(200);
        expect(await again.json()).toEqual({ ok: true, id });
      }
      const conflict = await post(api, k.path, { ...body, name: 'Someone Else' }, { key });
      expect(conflict.status).toBe(422);
      expect(((await conflict.json()) as { error: string }).error).toBe('idempotency_key_reused');
      expect(await count('AND idempotency_key = $1', [key])).toBe(1);
      await api.smtp.waitFor((msgs) => msgs.some((x) => x.raw.includes(String(body.email))));
      await new Promise((r) => setTimeout(r, 300));
      expect(api.smtp.matching(String(body.email))).toHaveLength(1);
    });

    it('the same key on another form is refused (422), not answered with the other kind’s row', async () => {
      const key = randomUUID();
      expect((await post(api, k.path, k.valid(), { key })).status).toBe(201);
      const other = kinds.find((x) => x !== k)!;
      const r = await post(api, other.path, other.valid(), { key });
      expect(r.status).toBe(422);
    });

    it.each(k.errors)('400 for %s, with the field message', async (_label, over, fields) => {
      const before = api.smtp.messages.length;
      const r = await post(api, k.path, k.valid(over));
      expect(r.status).toBe(400);
      expect(await r.json()).toEqual({ error: 'validation', fields });
      expect(api.smtp.messages.length).toBe(before);
    });

    it('400 with every required message for an empty body', async () => {
      const r = await post(api, k.path, {});
      expect(r.status).toBe(400);
      expect(await r.json()).toEqual({ error: 'validation', fields: k.empty });
    });

    it('honeypot filled: answered like a success, nothing stored or mailed', async () => {
      const body = k.valid({ website: 'http://spam.example' });
      const before = await count();
      const r = await post(api, k.path, body, { key: randomUUID() });
      expect(r.status).toBe(201);
      expect(((await r.json()) as { ok: boolean }).ok).toBe(true);
      expect(await count()).toBe(before);
      await new Promise((res) => setTimeout(res, 300));
      expect(api.smtp.matching(String(body.email))).toHaveLength(0);
    });

    it('without JavaScript: 303 to the thank-you page; a double post stores one row', async () => {
      const body: Record<string, unknown> = { ...k.valid(), website: '' };
      const ip = '198.51.100.31';
      const [a, b] = await Promise.all([
        post(api, k.path, body, { form: true, ip, headers: { accept: 'text/html' } }),
        post(api, k.path, body, { form: true, ip, headers: { accept: 'text/html' } }),
      ]);
      expect([a.status, b.status]).toEqual([303, 303]);
      expect(a.headers.get('location')).toBe(k.success);
      expect(await count('AND email = $1', [body.email])).toBe(1);
    });

    it('without JavaScript: a refused post gets the kind’s HTML page, escaped, linking back to the form', async () => {
      const r = await post(api, k.path, k.valid({ name: '', email: '<b>x</b>' }), {
        form: true,
        headers: { accept: 'text/html', referer: `${api.url}/some/page?x=1` },
      });
      expect(r.status).toBe(400);
      expect(r.headers.get('content-type')).toMatch(/^text\/html/);
      const html = await r.text();
      expect(html).toContain(`<h1>${k.noJs.title}</h1>`);
      expect(html).toContain(`<li>${k.empty.name}</li>`);
      expect(html).toContain(`href="/some/page?x=1${k.noJs.anchor}"`);
      expect(html).toContain(k.noJs.back);
      expect(html).not.toContain('<b>x</b>');
      expect(html).not.toMatch(/<script/i);
      const elsewhere = await post(
        api,
        k.path,
        { name: '' },
        { form: true, headers: { referer: 'https://evil.example/' } },
      );
      expect(await elsewhere.text()).toContain(`href="${k.noJs.fallback}"`);
    });

    it('rate limit: 429 with Retry-After after RATE_LIMIT_PER_HOUR accepted submissions, HTML without JavaScript', async () => {
      api.setEnv({ RATE_LIMIT_PER_HOUR: '2' });
      try {
        const ip = k.kind === 'application' ? '192.0.2.41' : '192.0.2.42';
        for (let i = 0; i < 2; i++)
          expect((await post(api, k.path, k.valid(), { ip, key: randomUUID() })).status).toBe(201);
        const before = await count();
        const limited = await post(api, k.path, k.valid(), { ip, key: randomUUID() });
        expect(limited.status).toBe(429);
        expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
        expect(((await limited.json()) as { error: string }).error).toBe('rate_limited');
        const html = await post(api, k.path, k.valid(), { ip, form: true });
        expect(html.status).toBe(429);
        expect(await html.text()).toContain('Too many messages');
        expect(await count()).toBe(before);
        // Another form from the same address is not affected.
        const other = kinds.find((x) => x !== k)!;
        expect((await post(api, other.path, other.valid(), { ip, key: randomUUID() })).status).toBe(201);
      } finally {
        api.setEnv({ RATE_LIMIT_PER_HOUR: '1000' });
      }
    });

    it('every stored row re-validates against the shared schema', async () => {
      const rows = await fetchLeads(api, 1000, k.kind);
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) {
        const fields = Object.fromEntries(Object.keys(k.valid()).map((f) => [f, row[f] ?? undefined]));
        expect(k.schema.safeParse(fields).success, JSON.stringify(row)).toBe(true);
      }
    });
  });

  it('without CAREERS_TO, applications go to the careers address of the company config', async () => {
    api.setEnv({ CAREERS_TO: undefined });
    try {
      const body = validApplication({ role: 'general' });
      expect((await post(api, '/api/job-application', body, { key: randomUUID() })).status).toBe(201);
      await api.smtp.waitFor((msgs) => msgs.some((x) => x.raw.includes(body.email)));
      const [mail] = api.smtp.matching(body.email);
      expect(mail!.to).toEqual([site.emails.careers]);
      expect(mail!.headers.subject).toBe(`Job application: General application - ${body.name}`);
    } finally {
      api.setEnv({ CAREERS_TO });
    }
  });

  it('a webinar registration never reaches the careers inbox, nor an application the sales inbox', async () => {
    const reg = validRegistration();
    const app = validApplication();
    expect((await post(api, '/api/webinar-registration', reg, { key: randomUUID() })).status).toBe(201);
    expect((await post(api, '/api/job-application', app, { key: randomUUID() })).status).toBe(201);
    await api.smtp.waitFor(
      (msgs) => msgs.some((x) => x.raw.includes(reg.email)) && msgs.some((x) => x.raw.includes(app.email)),
    );
    expect(api.smtp.matching(reg.email).flatMap((x) => x.to)).toEqual([MAIL_TO]);
    expect(api.smtp.matching(app.email).flatMap((x) => x.to)).toEqual([CAREERS_ADDRESS]);
  });

  it('the listing filters by the new kinds and refuses an unknown one', async () => {
    for (const kind of ['application', 'webinar']) {
      const rows = await fetchLeads(api, 1000, kind);
      expect(rows.length).toBeGreaterThan(0);
      expect(new Set(rows.map((r) => r.kind))).toEqual(new Set([kind]));
    }
    await expect(fetchLeads(api, 10, 'applications')).rejects.toThrow(/400/);
  });
});
