// POST /api/send-contact-email over real HTTP: success, every validation message, header
// injection, no-JS answers, honeypot, idempotent replays and concurrent duplicates.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validationMessages as m } from '../../src/content/forms.ts';
import { contactSchema } from '../../src/features/forms/contact/schema.ts';
import { decodeBody } from './smtp.ts';
import {
  backends,
  fetchLeads,
  MAIL_FROM,
  MAIL_TO,
  post,
  sql,
  startApi,
  validContact,
  type TestApi,
} from './helpers.ts';

const PATH = '/api/send-contact-email';

describe.each(backends)('contact form on %s', (backend) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startApi({ backend });
  });
  afterAll(async () => {
    await api?.close();
  });

  const ANDROID_CHROME =
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

  it('stores the inquiry and mails sales once (201, { ok, id })', async () => {
    const body = validContact({ pageUrl: 'https://www.example.com/#contact', timestamp: new Date().toISOString() });
    const r = await post(api, PATH, body, {
      key: randomUUID(),
      ip: '203.0.113.7',
      headers: { 'user-agent': ANDROID_CHROME },
    });
    expect(r.status).toBe(201);
    const json = (await r.json()) as { ok: boolean; id: string };
    expect(json.ok).toBe(true);
    expect(json.id).toMatch(/^[0-9a-f-]{36}$/);

    const rows = await fetchLeads(api);
    const row = rows.find((x) => x.id === json.id)!;
    expect(row).toMatchObject({
      name: body.name,
      email: body.email,
      phone: body.phone,
      company: body.company,
      interest: body.interest,
      message: body.message,
      pageUrl: 'https://www.example.com/#contact',
      device: 'Chrome on Android',
    });
    // Neither the address nor the user-agent string is kept, or told to staff.
    expect(row).not.toHaveProperty('clientIp');
    expect(row).not.toHaveProperty('userAgent');
    expect(Date.parse(row.timestamp!)).toBeGreaterThan(Date.now() - 60_000);

    await api.smtp.waitFor((msgs) => msgs.some((x) => x.raw.includes(body.email)));
    const mails = api.smtp.matching(body.email);
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.to).toEqual([MAIL_TO]);
    expect(mail.headers['reply-to']).toBe(body.email);
    expect(mail.headers.from).toBe(MAIL_FROM);
    expect(mail.headers.subject).toContain('Jane Smith');
    expect(mail.headers['content-type']).toMatch(/^text\/plain/);
    const [outbox] = await sql<{ id: string; status: string }>('SELECT id, status FROM outbox WHERE ref_id = $1', [
      json.id,
    ]);
    expect(outbox!.status).toBe('sent');
    expect(mail.headers['message-id']).toBe(`<${outbox!.id}@example.com>`);
    expect(decodeBody(mail)).toContain(body.message);
    expect(decodeBody(mail)).toMatch(/^Device: +Chrome on Android$/m);
    expect(mail.raw).not.toContain('203.0.113.7');
    expect(mail.raw).not.toContain(ANDROID_CHROME);
  });

  it('keeps where the visitor came from with the lead: first and last touch, pages seen, allow-listed; shown in /api/leads and the mail', async () => {
    const t = Date.now() - 3_600_000;
    const body = validContact({
      email: `source-${randomUUID().slice(0, 8)}@agency.gov`,
      attribution: {
        first: {
          l: 'https://www.example.com/?utm_source=newsletter&utm_medium=email&utm_campaign=fall&email=jane%40x.gov',
          r: '',
          t: t - 86_400_000,
        },
        last: { l: 'https://www.example.com/solutions?gclid=abc123', r: 'https://www.google.com/', t },
        pages: ['/solutions', '/\u0000', '/\u202eevil', '/\ud800', '/about', '/contact', 'javascript:alert(1)'],
      },
    });
    const r = await post(api, PATH, body, { key: randomUUID() });
    expect(r.status).toBe(201);
    const { id } = (await r.json()) as { id: string };
    const lead = (await fetchLeads(api)).find((x) => x.id === id)!;
    expect(lead).toMatchObject({
      first_source: 'newsletter',
      first_medium: 'email',
      first_campaign: 'fall',
      first_landing: '/',
      last_source: 'google',
      last_medium: 'cpc',
      last_referrer: 'google.com',
      last_click_ids: 'gclid=abc123',
      last_landing: '/solutions',
      pages_seen: '/solutions /about /contact',
    });
    const [row] = await sql<{ attribution: unknown }>('SELECT attribution FROM submissions WHERE id = $1', [id]);
    expect(JSON.stringify(row!.attribution)).not.toContain('jane');
    await api.smtp.waitFor((msgs) => msgs.some((x) => x.raw.includes(body.email)));
    const text = decodeBody(api.smtp.matching(body.email)[0]!);
    expect(text).toMatch(/^First touch: +newsletter \/ email \/ fall, landed on \/$/m);
    expect(text).toMatch(/^Last touch: +google \/ cpc, landed on \/solutions, from google.com, gclid abc123$/m);
    expect(text).toMatch(/^Pages seen: +\/solutions > \/about > \/contact$/m);

    // A device that kept nothing (no JavaScript, no storage): stored all the same, without a source.
    const bare = validContact({ attribution: 'nonsense' });
    const r2 = await post(api, PATH, bare, { key: randomUUID() });
    expect(r2.status).toBe(201);
    const [row2] = await sql<{ attribution: unknown }>('SELECT attribution FROM submissions WHERE id = $1', [
      ((await r2.json()) as { id: string }).id,
    ]);
    expect(row2!.attribution).toBeNull();
  });

  it('trims values and stores a blank phone as no phone', async () => {
    const body = validContact({ name: '  Ann Lee  ', phone: '   ', message: `   ${'x'.repeat(20)}   ` });
    const r = await post(api, PATH, body, { key: randomUUID() });
    expect(r.status).toBe(201);
    const { id } = (await r.json()) as { id: string };
    const row = (await fetchLeads(api)).find((x) => x.id === id)!;
    expect(row.name).toBe('Ann Lee');
    expect(row.phone).toBeUndefined();
    expect(row.message).toBe('x'.repeat(20));
  });

  const cases: [string, Record<string, unknown>, Record<string, string>][] = [
    ['missing name', { name: '' }, { name: m.nameRequired }],
    ['blank name', { name: '   ' }, { name: m.nameRequired }],
    ['missing email', { email: '' }, { email: m.emailRequired }],
    ['invalid email', { email: 'not-an-email' }, { email: m.emailInvalid }],
    ['email without dot', { email: 'a@b' }, { email: m.emailInvalid }],
    ['two addresses', { email: 'a@b.co,c@d.co' }, { email: m.emailInvalid }],
    ['group syntax', { email: 'Sales:attacker@evil.example' }, { email: m.emailInvalid }],
    ['two addresses with ;', { email: 'a@b.co;c@d.co' }, { email: m.emailInvalid }],
    ['missing company', { company: ' ' }, { company: m.companyRequired }],
    ['missing interest', { interest: '' }, { interest: m.interestRequired }],
    ['unknown interest', { interest: 'crypto' }, { interest: m.interestRequired }],
    ['missing message', { message: '' }, { message: m.messageRequired }],
    ['short message', { message: 'too short' }, { message: m.messageMin }],
    ['19 chars after trim', { message: `  ${'a'.repeat(19)}  ` }, { message: m.messageMin }],
    ['name too long', { name: 'n'.repeat(201) }, { name: m.tooLong('Name', 200) }],
    ['company too long', { company: 'c'.repeat(201) }, { company: m.tooLong('Company', 200) }],
    ['email too long', { email: `${'e'.repeat(250)}@x.co` }, { email: m.tooLong('Email', 254) }],
    ['phone too long', { phone: '1'.repeat(41) }, { phone: m.tooLong('Phone', 40) }],
    ['message too long', { message: 'm'.repeat(5001) }, { message: m.tooLong('Message', 5000) }],
  ];
  it.each(cases)('400 for %s with the exact message', async (_label, over, fields) => {
    const r = await post(api, PATH, validContact(over));
    expect(r.status).toBe(400);
    expect(await r.json()).toEqual({ error: 'validation', fields });
  });

  it('400 with every required message for an empty body', async () => {
    const r = await post(api, PATH, {});
    expect(r.status).toBe(400);
    expect(await r.json()).toEqual({
      error: 'validation',
      fields: {
        name: m.nameRequired,
        email: m.emailRequired,
        company: m.companyRequired,
        interest: m.interestRequired,
        message: m.messageRequired,
      },
    });
  });

  it.each(['name', 'email', 'company', 'phone'])('refuses CR/LF in %s (header injection)', async (field) => {
    for (const evil of ['Eve\r\nBcc: victim@example.com', 'Eve\nSubject: hi', 'x@y.co\rCc: z@w.co']) {
      const before = api.smtp.messages.length;
      const r = await post(api, PATH, validContact({ [field]: evil }));
      expect(r.status).toBe(400);
      const json = (await r.json()) as { fields: Record<string, string> };
      expect(json.fields[field]).toBe(m.singleLine);
      expect(api.smtp.messages.length).toBe(before);
    }
  });

  it('keeps line breaks in the message, as plain text', async () => {
    const message = 'Line one of the message\r\nBcc: evil@example.com\r\n<script>alert(1)</script>';
    const r = await post(api, PATH, validContact({ message }), { key: randomUUID() });
    expect(r.status).toBe(201);
    await api.smtp.waitFor((msgs) => msgs.some((x) => decodeBody(x).includes('<script>alert(1)</script>')));
    const mail = api.smtp.messages.find((x) => decodeBody(x).includes('<script>alert(1)</script>'))!;
    expect(mail.headers.bcc).toBeUndefined();
    expect(mail.headers['content-type']).toMatch(/^text\/plain/);
  });

  it('a replayed Idempotency-Key answers 200 with the same id: one row, one mail', async () => {
    const key = randomUUID();
    const body = validContact();
    const first = await post(api, PATH, body, { key });
    expect(first.status).toBe(201);
    const { id } = (await first.json()) as { id: string };
    for (let i = 0; i < 3; i++) {
      const again = await post(api, PATH, body, { key });
      expect(again.status).toBe(200);
      expect(await again.json()).toEqual({ ok: true, id });
    }
    const rows = await sql<{ n: number }>(
      "SELECT count(*)::int AS n FROM submissions WHERE kind = 'contact' AND idempotency_key = $1",
      [key],
    );
    expect(rows[0]!.n).toBe(1);
    await api.smtp.waitFor((msgs) => msgs.some((x) => x.raw.includes(body.email)));
    expect(api.smtp.matching(body.email)).toHaveLength(1);
  });

  it('10 concurrent POSTs with one key: one row, one mail, every reply 2xx', async () => {
    const key = randomUUID();
    const body = validContact();
    const replies = await Promise.all(Array.from({ length: 10 }, () => post(api, PATH, body, { key })));
    const statuses = replies.map((r) => r.status);
    for (const s of statuses) expect(s === 200 || s === 201).toBe(true);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    const ids = new Set(await Promise.all(replies.map(async (r) => ((await r.json()) as { id: string }).id)));
    expect(ids.size).toBe(1);
    const [count] = await sql<{ n: number }>(
      "SELECT count(*)::int AS n FROM submissions WHERE kind = 'contact' AND idempotency_key = $1",
      [key],
    );
    expect(count!.n).toBe(1);
    const [mails] = await sql<{ n: number }>('SELECT count(*)::int AS n FROM outbox WHERE ref_id = $1', [[...ids][0]]);
    expect(mails!.n).toBe(1);
    await api.smtp.waitFor((msgs) => msgs.some((x) => x.raw.includes(body.email)));
    await new Promise((r) => setTimeout(r, 500));
    expect(api.smtp.matching(body.email)).toHaveLength(1);
  });

  it('the same key with different data is refused (422) and changes nothing', async () => {
    const key = randomUUID();
    expect((await post(api, PATH, validContact(), { key })).status).toBe(201);
    const r = await post(api, PATH, validContact({ message: 'A completely different message text here.' }), { key });
    expect(r.status).toBe(422);
    expect(((await r.json()) as { error: string }).error).toBe('idempotency_key_reused');
  });

  it('refuses an Idempotency-Key that is not a UUID', async () => {
    const r = await post(api, PATH, validContact(), { key: 'abc' });
    expect(r.status).toBe(400);
    expect(((await r.json()) as { error: string }).error).toBe('invalid_idempotency_key');
  });

  it('honeypot filled: answered like a real submission (replays too), nothing stored or mailed', async () => {
    const body = validContact({ website: 'http://spam.example' });
    const before = (await sql<{ n: number }>("SELECT count(*)::int AS n FROM submissions WHERE kind = 'contact'"))[0]!
      .n;
    const r = await post(api, PATH, body, { key: randomUUID() });
    expect(r.status).toBe(201);
    const json = (await r.json()) as { ok: boolean; id: string };
    expect(json.ok).toBe(true);
    const after = (await sql<{ n: number }>("SELECT count(*)::int AS n FROM submissions WHERE kind = 'contact'"))[0]!.n;
    expect(after).toBe(before);
    expect((await sql("SELECT 1 FROM submissions WHERE kind = 'contact' AND id = $1", [json.id])).length).toBe(0);
    // A replay looks exactly like a real replay (same id); another submission gets another id.
    const key = randomUUID();
    const replies = [];
    for (let i = 0; i < 3; i++) replies.push(await post(api, PATH, body, { key }));
    expect(replies.map((x) => x.status)).toEqual([201, 200, 200]);
    const ids = await Promise.all(replies.map(async (x) => ((await x.json()) as { id: string }).id));
    expect(new Set(ids).size).toBe(1);
    const other = ((await (await post(api, PATH, body, { key: randomUUID() })).json()) as { id: string }).id;
    expect(other).not.toBe(ids[0]);
    await new Promise((r) => setTimeout(r, 300));
    expect(api.smtp.matching(body.email)).toHaveLength(0);
  });

  describe('without JavaScript (urlencoded form post)', () => {
    it('303 to /thank-you on success, with a hidden idempotencyKey honoured', async () => {
      const key = randomUUID();
      const body = { ...validContact(), idempotencyKey: key, website: '' };
      const r = await post(api, PATH, body, { form: true, headers: { accept: 'text/html,application/xhtml+xml' } });
      expect(r.status).toBe(303);
      expect(r.headers.get('location')).toBe('/thank-you');
      const again = await post(api, PATH, body, { form: true });
      expect(again.status).toBe(303);
      const [count] = await sql<{ n: number }>(
        "SELECT count(*)::int AS n FROM submissions WHERE kind = 'contact' AND idempotency_key = $1",
        [key],
      );
      expect(count!.n).toBe(1);
    });

    it('a double submit without a key stores one row (key derived from the content)', async () => {
      const body = validContact();
      const ip = '198.51.100.77';
      const [a, b] = await Promise.all([
        post(api, PATH, body, { form: true, ip }),
        post(api, PATH, body, { form: true, ip }),
      ]);
      expect([a.status, b.status]).toEqual([303, 303]);
      const [count] = await sql<{ n: number }>(
        "SELECT count(*)::int AS n FROM submissions WHERE kind = 'contact' AND email = $1",
        [body.email],
      );
      expect(count!.n).toBe(1);
    });

    it('400 HTML page listing the escaped messages and a link back to the form', async () => {
      const r = await post(
        api,
        PATH,
        { name: '', email: '<b>x</b>', company: 'ACME', interest: 'other', message: 'short' },
        { form: true, headers: { accept: 'text/html', referer: `${api.url}/contact?x=1` } },
      );
      expect(r.status).toBe(400);
      expect(r.headers.get('content-type')).toMatch(/^text\/html/);
      const html = await r.text();
      expect(html).toContain('Your message was not sent');
      expect(html).toContain(`<li>${m.nameRequired}</li>`);
      expect(html).toContain(`<li>${m.emailInvalid}</li>`);
      expect(html).toContain(`<li>${m.messageMin}</li>`);
      expect(html).toContain('href="/contact?x=1#contact"');
      expect(html).toContain('Back to the contact form');
      expect(html).not.toContain('<b>x</b>');
      expect(html).not.toMatch(/<script/i);
    });

    it('falls back to /#contact when the Referer is another site', async () => {
      const r = await post(api, PATH, { name: '' }, { form: true, headers: { referer: 'https://evil.example/page' } });
      expect(r.status).toBe(400);
      expect(await r.text()).toContain('href="/#contact"');
    });

    it('a urlencoded post that asks for JSON gets JSON', async () => {
      const r = await post(api, PATH, { name: '' }, { form: true, headers: { accept: 'application/json' } });
      expect(r.status).toBe(400);
      expect(((await r.json()) as { error: string }).error).toBe('validation');
    });
  });

  it('every stored row is valid per contactSchema', async () => {
    for (const row of await fetchLeads(api)) {
      const { name, email, phone, company, interest, message } = row;
      const parsed = contactSchema.safeParse({
        name,
        email,
        phone: phone ?? undefined,
        company,
        interest,
        message,
      });
      expect(parsed.success, JSON.stringify(row)).toBe(true);
    }
  });
});
