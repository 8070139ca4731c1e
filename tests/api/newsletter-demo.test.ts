// /api/newsletter (idempotent subscribe, confirmation mail, unsubscribe: a confirmation page on
// GET, the change on POST) and /api/demo-request (stored + sales notified).
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validationMessages as m } from '../../src/content/forms.ts';
import { decodeBody } from './smtp.ts';
import { MAIL_TO, backends, post, sleep, sql, startApi, type TestApi } from './helpers.ts';

const unsubscribeLink = (text: string) =>
  /(https?:\/\/\S+\/api\/newsletter\?unsubscribe=[A-Za-z0-9_-]+)/.exec(text)?.[1];

/** The configured public address the tests run with: mail links must use it. */
const SITE_URL = 'https://www.northpoint.test';

/** The same link on the server under test (the mail names the public address). */
const onTestServer = (api: TestApi, link: string) => {
  const u = new URL(link);
  return `${api.url}${u.pathname}${u.search}`;
};

/** A raw POST that can set Host, which fetch() forbids. */
function rawPost(api: TestApi, p: string, body: unknown, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const u = new URL(api.url + p);
    const req = http.request(
      {
        host: u.hostname,
        port: u.port,
        path: u.pathname,
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
      },
      (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      },
    );
    req.on('error', reject);
    req.end(JSON.stringify(body));
  });
}

describe.each(backends)('newsletter and demo request on %s', (backend) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startApi({ backend, env: { SITE_URL } });
  });
  afterAll(async () => {
    await api?.close();
  });

  it('subscribes once per address (case-insensitive): one row, one confirmation mail', async () => {
    const email = `Reader.${randomUUID().slice(0, 8)}@Example.com`;
    const replies = await Promise.all([
      post(api, '/api/newsletter', { email }),
      post(api, '/api/newsletter', { email }),
      post(api, '/api/newsletter', { email: email.toLowerCase() }),
    ]);
    // Always 200: the answer never tells whether the address was already subscribed.
    for (const r of replies) expect(r.status).toBe(200);
    expect((await post(api, '/api/newsletter', { email: ` ${email} ` })).status).toBe(200);
    const rows = await sql<{ status: string }>(
      'SELECT status FROM newsletter_subscribers WHERE email_normalized = $1',
      [email.toLowerCase()],
    );
    expect(rows).toEqual([{ status: 'subscribed' }]);
    await api.smtp.waitFor((msgs) => msgs.some((x) => x.to.some((t) => t.toLowerCase() === email.toLowerCase())));
    await sleep(300);
    const mails = api.smtp.messages.filter((x) => x.to.some((t) => t.toLowerCase() === email.toLowerCase()));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.headers['list-unsubscribe']).toMatch(/^<http.*unsubscribe=/);
    expect(mails[0]!.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
  });

  it('the mail link opens a confirmation page (GET and HEAD change nothing); its button unsubscribes, idempotently', async () => {
    const email = `leaver.${randomUUID().slice(0, 8)}@example.com`;
    expect((await post(api, '/api/newsletter', { email })).status).toBe(200);
    await api.smtp.waitFor((msgs) => msgs.some((x) => x.to.includes(email)));
    const mail = api.smtp.messages.find((x) => x.to.includes(email))!;
    const link = unsubscribeLink(decodeBody(mail))!;
    expect(link.startsWith(`${SITE_URL}/api/newsletter?unsubscribe=`)).toBe(true);
    const local = onTestServer(api, link);
    const status = async () =>
      (
        await sql<{ status: string }>('SELECT status FROM newsletter_subscribers WHERE email_normalized = $1', [email])
      )[0]!.status;
    // Link scanners (HEAD, GET) change nothing.
    expect((await fetch(local, { method: 'HEAD' })).status).toBe(200);
    for (let i = 0; i < 2; i++) {
      const page = await fetch(local);
      expect(page.status).toBe(200);
      const html = await page.text();
      expect(html).toContain('<form method="post"');
      expect(html).toContain('Unsubscribe</button>');
      expect(html).not.toContain('<script');
    }
    expect(await status()).toBe('subscribed');
    // The page's button: a plain form post, no JavaScript.
    const action = new URL(local);
    for (let i = 0; i < 2; i++) {
      const r = await fetch(action, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      });
      expect(r.status).toBe(200);
      expect(await r.text()).toContain('You are unsubscribed');
    }
    const [row] = await sql<{ status: string; unsubscribed_at: Date | null }>(
      'SELECT status, unsubscribed_at FROM newsletter_subscribers WHERE email_normalized = $1',
      [email],
    );
    expect(row!.status).toBe('unsubscribed');
    expect(row!.unsubscribed_at).toBeTruthy();
    expect(await (await fetch(local)).text()).toContain('You are unsubscribed');
  });

  it('mail links come from configuration, never from the Host header', async () => {
    const victim = `victim.${randomUUID().slice(0, 8)}@agency.gov`;
    expect(
      await rawPost(
        api,
        '/api/newsletter',
        { email: victim },
        { host: 'evil.example', 'x-forwarded-host': 'evil.example' },
      ),
    ).toBe(200);
    await api.smtp.waitFor((msgs) => msgs.some((x) => x.to.includes(victim)));
    const mail = api.smtp.messages.find((x) => x.to.includes(victim))!;
    expect(mail.raw).not.toContain('evil.example');
    expect(unsubscribeLink(decodeBody(mail))!.startsWith(`${SITE_URL}/`)).toBe(true);
    expect(mail.headers['list-unsubscribe']).toContain(`<${SITE_URL}/api/newsletter?unsubscribe=`);
  });

  it('one-click unsubscribe (RFC 8058 POST) works', async () => {
    const email = `oneclick.${randomUUID().slice(0, 8)}@example.com`;
    expect((await post(api, '/api/newsletter', { email })).status).toBe(200);
    await api.smtp.waitFor((msgs) => msgs.some((x) => x.to.includes(email)));
    const link = onTestServer(api, unsubscribeLink(decodeBody(api.smtp.messages.find((x) => x.to.includes(email))!))!);
    const r = await fetch(link, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(r.status).toBe(200);
    const [row] = await sql<{ status: string }>(
      'SELECT status FROM newsletter_subscribers WHERE email_normalized = $1',
      [email],
    );
    expect(row!.status).toBe('unsubscribed');
  });

  it('subscribing again after unsubscribing sends a new confirmation with a new link', async () => {
    const email = `returning.${randomUUID().slice(0, 8)}@example.com`;
    expect((await post(api, '/api/newsletter', { email })).status).toBe(200);
    await api.smtp.waitFor((msgs) => msgs.some((x) => x.to.includes(email)));
    const first = onTestServer(api, unsubscribeLink(decodeBody(api.smtp.messages.find((x) => x.to.includes(email))!))!);
    const unsubscribe = (link: string) =>
      fetch(link, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      });
    expect((await unsubscribe(first)).status).toBe(200);
    expect((await post(api, '/api/newsletter', { email })).status).toBe(200);
    await api.smtp.waitFor((msgs) => msgs.filter((x) => x.to.includes(email)).length === 2);
    const second = onTestServer(
      api,
      unsubscribeLink(decodeBody(api.smtp.messages.filter((x) => x.to.includes(email))[1]!))!,
    );
    expect(second).not.toBe(first);
    expect((await fetch(first)).status).toBe(404); // the old link was replaced
    expect((await unsubscribe(first)).status).toBe(404);
    const [row] = await sql<{ status: string }>(
      'SELECT status FROM newsletter_subscribers WHERE email_normalized = $1',
      [email],
    );
    expect(row!.status).toBe('subscribed');
  });

  it('an unknown or malformed token answers 404 HTML', async () => {
    for (const t of ['nope', 'A'.repeat(32), '<script>']) {
      const r = await fetch(`${api.url}/api/newsletter?unsubscribe=${encodeURIComponent(t)}`);
      expect(r.status).toBe(404);
      const html = await r.text();
      expect(html).toContain('not valid');
      expect(html).not.toContain('<script>');
    }
  });

  it('validates the address', async () => {
    const r = await post(api, '/api/newsletter', { email: 'nope' });
    expect(r.status).toBe(400);
    expect(await r.json()).toEqual({ error: 'validation', fields: { email: m.emailInvalid } });
    const empty = await post(api, '/api/newsletter', {});
    expect(await empty.json()).toEqual({ error: 'validation', fields: { email: m.emailRequired } });
    expect((await post(api, '/api/newsletter', { email: 'a@b.co\r\nBcc: x@y.co' })).status).toBe(400);
  });

  it('a plain GET without a token is 405', async () => {
    const r = await fetch(`${api.url}/api/newsletter`);
    expect(r.status).toBe(405);
    expect(r.headers.get('allow')).toBe('POST');
  });

  it('no-JS subscribe redirects to /thank-you', async () => {
    const r = await post(
      api,
      '/api/newsletter',
      { email: `nojs.${randomUUID().slice(0, 8)}@example.com` },
      { form: true },
    );
    expect(r.status).toBe(303);
    expect(r.headers.get('location')).toBe('/thank-you');
  });

  it('without SITE_URL the link uses the build canonical URL (VITE_SITE_URL)', async () => {
    api.setEnv({ SITE_URL: undefined, VITE_SITE_URL: 'https://canonical.northpoint.test/' });
    try {
      const email = `siteurl.${randomUUID().slice(0, 8)}@example.com`;
      expect((await post(api, '/api/newsletter', { email })).status).toBe(200);
      await api.smtp.waitFor((msgs) => msgs.some((x) => x.to.includes(email)));
      const link = unsubscribeLink(decodeBody(api.smtp.messages.find((x) => x.to.includes(email))!))!;
      expect(link.startsWith('https://canonical.northpoint.test/api/newsletter?unsubscribe=')).toBe(true);
    } finally {
      api.setEnv({ SITE_URL, VITE_SITE_URL: undefined });
    }
  });

  it('demo: stores the request and notifies sales (reply-to the visitor)', async () => {
    const email = `demo.${randomUUID().slice(0, 8)}@agency.gov`;
    const key = randomUUID();
    const r = await post(
      api,
      '/api/demo-request',
      { email, pageUrl: 'https://www.example.com/#demo' },
      { key, ip: '203.0.113.9' },
    );
    expect(r.status).toBe(201);
    const { id } = (await r.json()) as { id: string };
    const rows = await sql<{ email: string; page_url: string }>(
      "SELECT email, page_url FROM submissions WHERE kind = 'demo' AND id = $1",
      [id],
    );
    expect(rows).toEqual([{ email, page_url: 'https://www.example.com/#demo' }]);
    await api.smtp.waitFor((msgs) => msgs.some((x) => x.raw.includes(email)));
    const mails = api.smtp.matching(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to).toEqual([MAIL_TO]);
    expect(mails[0]!.headers['reply-to']).toBe(email);
    expect(mails[0]!.headers.subject).toBe(`Demo request: ${email}`);

    const again = await post(api, '/api/demo-request', { email }, { key });
    expect(again.status).toBe(200);
    expect(((await again.json()) as { id: string }).id).toBe(id);
    await sleep(300);
    expect(api.smtp.matching(email)).toHaveLength(1);
  });

  it('demo: validates with the demo message', async () => {
    for (const email of ['', 'not-an-email', 'a@b']) {
      const r = await post(api, '/api/demo-request', { email });
      expect(r.status).toBe(400);
      expect(await r.json()).toEqual({ error: 'validation', fields: { email: m.demoEmail } });
    }
  });

  it('demo no-JS: 303 on success, 400 HTML on error with a link back to #demo', async () => {
    const ok = await post(
      api,
      '/api/demo-request',
      { email: `nojs.${randomUUID().slice(0, 8)}@example.com` },
      { form: true },
    );
    expect(ok.status).toBe(303);
    const bad = await post(api, '/api/demo-request', { email: 'x' }, { form: true });
    expect(bad.status).toBe(400);
    const html = await bad.text();
    expect(html).toContain(m.demoEmail);
    expect(html).toContain('href="/#demo"');
  });
});
