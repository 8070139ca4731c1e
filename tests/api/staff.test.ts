// The staff inbox's API (/api/staff/*): passkey enrolment through one-time links and sign-in with
// a software authenticator (real WebAuthn signatures), sessions in the database, Origin checks,
// rate limits, the audit trail and the leads listing. On PGlite and PostgreSQL.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getEnv } from '../../server/env.ts';
import { addStaff, newLink } from '../../server/staff/accounts.ts';
import { getDb } from '../../server/store/db.ts';
import { blocked } from '../../server/store/rate-limit.ts';
import { SESSION_IDLE_MS, SESSION_MAX_MS } from '../../server/store/staff.ts';
import { runStaff } from '../../scripts/staff.ts';
import { staffActions } from '../../src/features/staff/contract/index.ts';
import type { ActionDef } from '../../src/features/staff/contract/action.ts';
import { ADMIN_TOKEN, backends, insertAttachment, post, sql, startApi, validContact, type TestApi } from './helpers.ts';
import { SoftAuthenticator } from './soft-authenticator.ts';
import { browser, enrol, signIn, tokenOf, type Browser } from './staff-helpers.ts';

describe.each(backends)('/api/staff on %s', (backend) => {
  let api: TestApi;
  const staff = async (email: string, admin = false) => addStaff(await getDb(), getEnv(), email, admin, { by: 'test' });

  beforeAll(async () => {
    api = await startApi({ backend, smtp: false, env: { STAFF_SIGN_IN_PER_HOUR: '1000' } });
  });
  afterAll(async () => {
    await api?.close();
  });

  it('a link enrols a passkey and signs in; the passkey signs in later; sign-out ends the session', async () => {
    const { url } = await staff('ana@example.com', true);
    expect(url).toMatch(/\/staff\/enrol#[A-Za-z0-9_-]{40,}$/);
    const auth = new SoftAuthenticator({ origin: api.url });
    const b = browser(api);
    expect((await b.call('session')).status).toBe(401);

    const enrolled = await enrol(b, auth, tokenOf(url));
    expect(enrolled.status, await enrolled.clone().text()).toBe(200);
    const cookie = enrolled.headers.get('set-cookie')!;
    expect(cookie).toMatch(/^staff_session=[A-Za-z0-9_-]{40,}; Path=\/; HttpOnly; SameSite=Strict; Max-Age=604800$/);
    const me = await b.call('session');
    expect(me.status).toBe(200);
    expect(await me.json()).toEqual({ account: { email: 'ana@example.com', isAdmin: true } });
    expect(me.headers.get('cache-control')).toBe('no-store, private');

    expect((await b.call('sign-out', { body: {} })).status).toBe(204);
    expect(b.cookie).toBe('');
    // The old cookie is dead on the server too, not only forgotten by the browser.
    const stale = browser(api);
    stale.cookie = cookie.split(';')[0]!;
    expect((await stale.call('session')).status).toBe(401);

    const again = browser(api);
    const r = await signIn(again, auth);
    expect(r.status, await r.clone().text()).toBe(200);
    expect(await r.json()).toEqual({ account: { email: 'ana@example.com', isAdmin: true } });
    expect((await again.call('session')).status).toBe(200);

    const [pk] = await sql<{ counter: string; n: string }>(
      `SELECT p.counter, (SELECT count(*) FROM staff_passkeys) AS n FROM staff_passkeys p
       JOIN staff_accounts a ON a.id = p.account_id WHERE a.email = 'ana@example.com'`,
    );
    expect(Number(pk!.counter)).toBe(1);
    // Only digests of the secrets are stored.
    const tokens = await sql<{ token_hash: string }>(
      'SELECT token_hash FROM staff_sessions UNION ALL SELECT token_hash FROM staff_links',
    );
    for (const t of tokens) expect(t.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(tokens.map((t) => t.token_hash)).not.toContain(tokenOf(url));
  });

  it('refuses a reused, expired, unknown or forged link', async () => {
    const { url } = await staff('ben@example.com');
    const token = tokenOf(url);
    const auth = new SoftAuthenticator({ origin: api.url });
    expect((await enrol(browser(api), auth, token)).status).toBe(200);

    const reused = await browser(api).call('enrol-options', { body: { token } });
    expect(reused.status).toBe(410);
    expect(((await reused.json()) as { error: string }).error).toBe('link_used');

    const unknown = await browser(api).call('enrol-options', { body: { token: token.slice(0, -4) + 'AAAA' } });
    expect(unknown.status).toBe(410);
    expect(((await unknown.json()) as { error: string }).error).toBe('link_unknown');

    const { url: late } = await newLink(await getDb(), getEnv(), 'ben@example.com', { by: 'test' });
    await sql(`UPDATE staff_links SET expires_at = now() - interval '1 second' WHERE used_at IS NULL`);
    const expired = await browser(api).call('enrol-options', { body: { token: tokenOf(late) } });
    expect(expired.status).toBe(410);
    expect(((await expired.json()) as { error: string }).error).toBe('link_expired');

    // Options for one valid link, then the answer sent with another link (or none): refused.
    const { url: mine } = await newLink(await getDb(), getEnv(), 'ben@example.com', { by: 'test' });
    const { url: other } = await staff('cara@example.com');
    const b = browser(api);
    const o = (await (await b.call('enrol-options', { body: { token: tokenOf(mine) } })).json()) as {
      options: Parameters<SoftAuthenticator['register']>[0];
    };
    const answer = new SoftAuthenticator({ origin: api.url }).register(o.options);
    const swapped = await b.call('enrol', { body: { token: tokenOf(other), response: answer } });
    expect(swapped.status).toBe(400);
    const wrongOrigin = new SoftAuthenticator({ origin: 'https://evil.example' }).register(o.options);
    expect((await b.call('enrol', { body: { token: tokenOf(mine), response: wrongOrigin } })).status).toBe(400);
    expect(b.cookie).toBe('');
  });

  it('refuses a passkey it does not know, a forged signature and a replayed answer', async () => {
    const { url } = await staff('dev@example.com');
    const auth = new SoftAuthenticator({ origin: api.url });
    expect((await enrol(browser(api), auth, tokenOf(url))).status).toBe(200);

    const stranger = new SoftAuthenticator({ origin: api.url });
    const { url: strangerUrl } = await staff('eve@example.com');
    // eve's passkey, enrolled elsewhere: registered here never, so unknown.
    stranger.register({
      challenge: 'AAAA',
      rp: { id: '127.0.0.1', name: 'x' },
      user: { id: 'eA', name: 'eve', displayName: 'eve' },
      pubKeyCredParams: [{ type: 'public-key', alg: -7 }],
    });
    void strangerUrl;
    expect((await signIn(browser(api), stranger)).status).toBe(401);

    // dev's credential id, signed with another key.
    const forged = await signIn(browser(api), stranger, { credentialId: auth.credentials[0]!.id });
    expect(forged.status).toBe(401);

    // A valid answer sent twice: its challenge is used up.
    const b = browser(api);
    const o = (await (await b.call('sign-in-options', { body: {} })).json()) as {
      options: Parameters<SoftAuthenticator['authenticate']>[0];
    };
    const answer = auth.authenticate(o.options);
    expect((await b.call('sign-in', { body: { response: answer } })).status).toBe(200);
    expect((await browser(api).call('sign-in', { body: { response: answer } })).status).toBe(401);
  });

  it('ends a session idle for 12 hours or older than 7 days', async () => {
    const { url } = await staff('fay@example.com');
    const auth = new SoftAuthenticator({ origin: api.url });
    const b = browser(api);
    expect((await enrol(b, auth, tokenOf(url))).status).toBe(200);
    const hash = async () =>
      (
        await sql<{ token_hash: string }>(
          `SELECT s.token_hash FROM staff_sessions s JOIN staff_accounts a ON a.id = s.account_id
           WHERE a.email = 'fay@example.com' ORDER BY s.created_at DESC LIMIT 1`,
        )
      )[0]!.token_hash;
    const h1 = await hash();
    await sql(
      `UPDATE staff_sessions SET last_seen_at = now() - ($2 || ' milliseconds')::interval WHERE token_hash = $1`,
      [h1, String(SESSION_IDLE_MS - 60_000)],
    );
    expect((await b.call('session')).status, 'a minute short of the idle limit').toBe(200);
    await sql(
      `UPDATE staff_sessions SET last_seen_at = now() - ($2 || ' milliseconds')::interval WHERE token_hash = $1`,
      [h1, String(SESSION_IDLE_MS + 1000)],
    );
    expect((await b.call('session')).status, 'idle past the limit').toBe(401);

    expect((await signIn(b, auth)).status).toBe(200);
    const h2 = await hash();
    await sql(
      `UPDATE staff_sessions SET created_at = now() - ($2 || ' milliseconds')::interval,
         expires_at = now() - interval '1 second' WHERE token_hash = $1`,
      [h2, String(SESSION_MAX_MS)],
    );
    expect((await b.call('session')).status, 'older than the absolute limit, though active').toBe(401);
  });

  it('housekeeping removes sessions that can no longer be used, and keeps who signed in when', async () => {
    const { url } = await staff('gil@example.com');
    const b = browser(api);
    expect((await enrol(b, new SoftAuthenticator({ origin: api.url }), tokenOf(url))).status).toBe(200);
    const live = b.cookie;
    expect((await b.call('sign-out', { body: {} })).status).toBe(204);
    const { maintain } = await import('../../server/store/maintenance.ts');
    await maintain(await getDb(), getEnv());
    const left = await sql(
      `SELECT 1 FROM staff_sessions s JOIN staff_accounts a ON a.id = s.account_id WHERE a.email = 'gil@example.com'`,
    );
    expect(left).toHaveLength(0);
    const dead = browser(api);
    dead.cookie = live;
    expect((await dead.call('session')).status).toBe(401);
    const lines: string[] = [];
    await runStaff(['list'], (l) => lines.push(l));
    expect(lines.find((l) => l.startsWith('gil@example.com'))).toMatch(/passkeys: 1 {2}last sign-in: \d{4}-/);
  });

  it('a NUL anywhere (which PostgreSQL cannot hold) is a 400 or ignored, never a 500', async () => {
    // Found by the fuzz (seed 356094100): a passkey answer whose challenge was "\u0000" reached the database.
    const nul = Buffer.from(JSON.stringify({ type: 'webauthn.get', challenge: '\u0000', origin: api.url })).toString(
      'base64url',
    );
    const c = browser(api);
    const answer = { id: 'A'.repeat(43), rawId: 'A'.repeat(43), type: 'public-key', response: { clientDataJSON: nul } };
    expect((await c.call('sign-in', { body: { response: answer } })).status).toBe(400);
    expect((await c.call('sign-in', { body: { response: { ...answer, id: 'a\u0000b'.repeat(8) } } })).status).toBe(400);
    const { url } = await staff('nul@example.com', true);
    expect((await enrol(c, new SoftAuthenticator({ origin: api.url }), tokenOf(url))).status).toBe(200);
    const id = randomUUID();
    for (const [action, body, query] of [
      ['add-note', { text: 'a\u0000b' }, `id=${id}`],
      ['update-lead', { assignee: 'x\u0000@example.com' }, `id=${id}`],
      ['link', { email: 'x\u0000@example.com' }, ''],
      ['add-account', { email: 'x\u0000@example.com' }, ''],
      ['push-unsubscribe', { endpoint: 'https://push.example/\u0000' }, ''],
      ['enrol-options', { token: '\u0000'.repeat(30) }, ''],
    ] as const) {
      const r = await c.call(action, { body, query });
      expect(r.status, action).toBe(400);
    }
    const search = await c.call('leads', { query: 'q=%00' });
    expect(search.status).toBe(200);
  });

  it('refuses every state change without this site’s Origin', async () => {
    const { url } = await staff('gus@example.com');
    const token = tokenOf(url);
    const otherScheme = api.url.replace('http:', 'https:');
    for (const origin of [
      null,
      'https://evil.example',
      'null',
      api.url.replace('127.0.0.1', 'localhost'),
      otherScheme,
    ]) {
      for (const action of [
        'enrol-options',
        'enrol',
        'sign-in-options',
        'sign-in',
        'sign-out',
        'update-lead',
        'add-note',
        'link',
      ]) {
        const r = await browser(api).call(action, { body: { token }, origin });
        expect(r.status, `${action} with Origin ${origin}`).toBe(403);
        expect(((await r.json()) as { error: string }).error).toBe('bad_origin');
      }
    }
    // This site's Origin from a browser that calls the request cross-site (a page elsewhere).
    for (const action of ['enrol-options', 'sign-in-options', 'sign-out']) {
      const r = await browser(api).call(action, { body: { token }, headers: { 'sec-fetch-site': 'cross-site' } });
      expect(r.status, `${action} cross-site`).toBe(403);
    }
    // Nothing was used up: the link still enrols.
    expect((await enrol(browser(api), new SoftAuthenticator({ origin: api.url }), token)).status).toBe(200);
  });

  it('the action table declares who may call each action, and the server holds every action to it', async () => {
    const { url } = await staff('table.admin@example.com', true);
    const admin = browser(api);
    expect((await enrol(admin, new SoftAuthenticator({ origin: api.url }), tokenOf(url))).status).toBe(200);
    const { url: plainUrl } = await staff('table.staff@example.com');
    const plain = browser(api);
    expect((await enrol(plain, new SoftAuthenticator({ origin: api.url }), tokenOf(plainUrl))).status).toBe(200);
    const names = Object.keys(staffActions) as (keyof typeof staffActions)[];
    expect(names.length).toBeGreaterThan(15);
    for (const name of names) {
      const def: ActionDef = staffActions[name];
      expect(['public', 'session', 'admin'], name).toContain(def.auth);
      expect(typeof def.write, name).toBe('boolean');
      expect(['GET', 'POST'], name).toContain(def.method);
      // Reads never change anything: only POSTs may write, and every POST says it does.
      expect(def.write, name).toBe(def.method === 'POST');
      const init = { method: def.method, body: def.method === 'POST' ? {} : undefined, query: `id=${randomUUID()}` };
      if (def.write) {
        // Even an admin's browser cannot act from another origin, or when it says the call is cross-site.
        for (const origin of ['https://evil.example', null]) {
          const r = await admin.call(name, { ...init, origin });
          expect(r.status, `${name} from ${origin}`).toBe(403);
          expect(((await r.json()) as { error: string }).error).toBe('bad_origin');
        }
        const cross = await admin.call(name, { ...init, headers: { 'sec-fetch-site': 'cross-site' } });
        expect(cross.status, `${name} cross-site`).toBe(403);
      }
      if (def.auth !== 'public') {
        expect((await browser(api).call(name, init)).status, `${name} signed out`).toBe(401);
      }
      if (def.auth === 'admin') {
        // (A read sends no body: fetch refuses a GET with one.)
        const body = def.method === 'POST' ? { email: 'table.staff@example.com' } : undefined;
        const r = await plain.call(name, { ...init, body });
        expect(r.status, `${name} by a non-admin`).toBe(403);
        expect(((await r.json()) as { error: string }).error).toBe('admins_only');
      }
    }
  });

  it('on a public host reads only the __Host- session cookie, which a sibling subdomain cannot plant', async () => {
    const site = 'https://www.example.gov';
    const { url } = await staff('ivy@example.com');
    const b = browser(api, site);
    const enrolled = await enrol(b, new SoftAuthenticator({ origin: site }), tokenOf(url));
    expect(enrolled.status, await enrolled.clone().text()).toBe(200);
    expect(enrolled.headers.get('set-cookie')).toMatch(/^__Host-staff_session=[A-Za-z0-9_-]{40,};.*; Secure$/);
    const token = b.cookie.slice(b.cookie.indexOf('=') + 1);
    const withCookie = (cookie: string) => {
      const c = browser(api, site);
      c.cookie = cookie;
      return c.call('session');
    };
    expect((await withCookie(`__Host-staff_session=${token}`)).status).toBe(200);
    // The same token under the name only plain-HTTP loopback uses: refused here.
    expect((await withCookie(`staff_session=${token}`)).status).toBe(401);
    // A planted unprefixed cookie sent first neither signs the person out nor in.
    expect((await withCookie(`staff_session=junk; __Host-staff_session=${token}`)).status).toBe(200);
    expect((await withCookie(`staff_session=${token}; __Host-staff_session=junk`)).status).toBe(401);
    // Writes compare the scheme too: the site's host over plain HTTP is another origin.
    const plain = await b.call('sign-out', { body: {}, origin: 'http://www.example.gov' });
    expect(plain.status).toBe(403);
    expect((await b.call('sign-out', { body: {} })).status).toBe(204);
  });

  it('every staff read refuses a missing, ended, expired or made-up session', async () => {
    const { url } = await staff('hal@example.com');
    const b = browser(api);
    expect((await enrol(b, new SoftAuthenticator({ origin: api.url }), tokenOf(url))).status).toBe(200);
    const live = b.cookie;
    expect((await b.call('sign-out', { body: {} })).status).toBe(204);
    const made = `staff_session=${randomUUID()}${randomUUID()}`;
    const secureName = live.replace('staff_session=', '__Host-staff_session=') + 'x';
    for (const cookie of ['', live, made, secureName]) {
      for (const [action, query] of [
        ['session', ''],
        ['leads', ''],
        ['lead', `id=${randomUUID()}`],
        ['export', ''],
        ['attachment', `id=${randomUUID()}`],
        ['mail', ''],
        ['accounts', ''],
      ] as const) {
        const c = browser(api);
        c.cookie = cookie;
        const r = await c.call(action, { query });
        expect(r.status, `${action} with cookie "${cookie.slice(0, 20)}"`).toBe(401);
        expect(r.headers.get('cache-control')).toBe('no-store, private');
      }
      for (const [action, body] of [
        ['sign-out', {}],
        ['update-lead', { status: 'done' }],
        ['add-note', { text: 'x' }],
        ['link', { email: 'hal@example.com' }],
      ] as const) {
        const c = browser(api);
        c.cookie = cookie;
        expect((await c.call(action, { body, query: `id=${randomUUID()}` })).status, action).toBe(401);
      }
    }
    expect((await browser(api).call('no-such-action')).status).toBe(404);
  });

  it('limits sign-in attempts per client address, failed ones included', async () => {
    api.setEnv({ STAFF_SIGN_IN_PER_HOUR: '3' });
    blocked.clear();
    try {
      const b = browser(api);
      const nobody = new SoftAuthenticator({ origin: api.url });
      nobody.register({
        challenge: 'AAAA',
        rp: { id: '127.0.0.1', name: 'x' },
        user: { id: 'eA', name: 'x', displayName: 'x' },
        pubKeyCredParams: [{ type: 'public-key', alg: -7 }],
      });
      for (let i = 0; i < 3; i++) expect((await signIn(b, nobody)).status).toBe(401);
      const limited = await signIn(b, nobody);
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
      // Another address is not affected.
      expect((await signIn(browser(api), nobody)).status).toBe(401);
    } finally {
      api.setEnv({ STAFF_SIGN_IN_PER_HOUR: '1000' });
      blocked.clear();
    }
  });

  it('records links, enrolments, sign-ins (refused ones too) and sign-outs in the audit table', async () => {
    const { url } = await staff('ida@example.com');
    const auth = new SoftAuthenticator({ origin: api.url });
    const b = browser(api);
    expect((await enrol(b, auth, tokenOf(url))).status).toBe(200);
    expect((await b.call('sign-out', { body: {} })).status).toBe(204);
    expect((await signIn(b, auth)).status).toBe(200);
    expect((await signIn(browser(api), auth, { origin: 'https://evil.example' })).status).toBe(401);
    const rows = await sql<{ action: string; client_ip: string | null; detail: Record<string, unknown> }>(
      `SELECT action, client_ip, detail FROM staff_audit WHERE email = 'ida@example.com' ORDER BY id`,
    );
    expect(rows.map((r) => r.action)).toEqual(['link-issued', 'enrol', 'sign-out', 'sign-in', 'sign-in-refused']);
    expect(rows.slice(1, 4).every((r) => r.client_ip === b.ip)).toBe(true);
    expect(rows[4]!.detail).toEqual({ reason: 'signature' });
  });

  it('lists leads newest first, filtered by kind, status and words, with counts per status', async () => {
    const { url } = await staff('joy@example.com');
    const b = browser(api);
    expect((await enrol(b, new SoftAuthenticator({ origin: api.url }), tokenOf(url))).status).toBe(200);
    const tag = randomUUID().slice(0, 8);
    const names = [`Ann ${tag}`, `Bob ${tag}`, `Cy ${tag}`];
    for (const name of names) {
      const r = await post(api, '/api/send-contact-email', validContact({ name, company: `Co 100%_${tag}` }), {
        key: randomUUID(),
      });
      expect(r.status).toBe(201);
    }
    await sql(`UPDATE submissions SET status = 'done' WHERE fields->>'name' = $1`, [`Bob ${tag}`]);

    const list = async (query: string) => {
      const r = await b.call('leads', { query });
      expect(r.status, await r.clone().text()).toBe(200);
      return (await r.json()) as {
        leads: { id: string; fields: Record<string, string>; status: string }[];
        counts: Record<string, number>;
        nextCursor: string | null;
      };
    };
    const all = await list(`q=${tag}`);
    expect(all.leads.map((l) => l.fields.name)).toEqual([...names].reverse());
    expect(all.counts).toEqual({ new: 2, in_progress: 0, done: 1 });
    expect((await list(`q=${tag}&status=done`)).leads.map((l) => l.fields.name)).toEqual([`Bob ${tag}`]);
    // % and _ are matched as themselves.
    expect((await list(`q=${encodeURIComponent(`100%_${tag}`)}`)).leads).toHaveLength(3);
    expect((await list(`q=100x_${tag}`)).leads).toHaveLength(0);
    expect((await list(`q=${tag}&kind=newsletter`)).leads).toHaveLength(0);
    const first = await list(`q=${tag}&limit=2`);
    expect(first.leads).toHaveLength(2);
    const rest = await list(`q=${tag}&limit=2&cursor=${first.nextCursor}`);
    expect(rest.leads.map((l) => l.fields.name)).toEqual([`Ann ${tag}`]);
    expect(rest.nextCursor).toBeNull();
    for (const bad of ['kind=spam', 'status=won', 'limit=0', 'cursor=-1']) {
      expect((await b.call('leads', { query: bad })).status, bad).toBe(400);
    }

    const one = await b.call('lead', { query: `id=${all.leads[0]!.id}` });
    expect(one.status).toBe(200);
    const { lead } = (await one.json()) as { lead: Record<string, unknown> };
    expect(lead).toMatchObject({ kind: 'contact', status: 'new', assignee: null, attachments: [] });
    expect((lead.fields as Record<string, string>).message).toBeTruthy();
    expect((await b.call('lead', { query: `id=${randomUUID()}` })).status).toBe(404);
  });
});

describe.each(backends)('/api/staff: work on leads, on %s', (backend) => {
  let api: TestApi;
  let b: Browser;
  let leadId: string;
  const tag = randomUUID().slice(0, 8);

  beforeAll(async () => {
    api = await startApi({ backend, smtp: false });
    const { url } = await addStaff(await getDb(), getEnv(), 'kai@example.com', false, { by: 'test' });
    await addStaff(await getDb(), getEnv(), 'lou@example.com', true, { by: 'test' });
    b = browser(api);
    expect((await enrol(b, new SoftAuthenticator({ origin: api.url }), tokenOf(url))).status).toBe(200);
    const r = await post(
      api,
      '/api/send-contact-email',
      validContact({ name: `=HYPERLINK("x") ${tag}`, company: `+Agency ${tag}` }),
      { key: randomUUID() },
    );
    expect(r.status).toBe(201);
    leadId = ((await r.json()) as { id: string }).id;
  });
  afterAll(async () => {
    await api?.close();
  });

  const lead = async () => {
    const r = await b.call('lead', { query: `id=${leadId}` });
    expect(r.status).toBe(200);
    return ((await r.json()) as { lead: Record<string, unknown> }).lead;
  };

  it('moves a lead through its statuses, assigns it, and keeps notes with author and time', async () => {
    expect(await lead()).toMatchObject({ status: 'new', assignee: null, notes: [] });
    const moved = await b.call('update-lead', {
      query: `id=${leadId}`,
      body: { status: 'in_progress', assignee: 'LOU@example.com' },
    });
    expect(moved.status, await moved.clone().text()).toBe(200);
    expect(await lead()).toMatchObject({ status: 'in_progress', assignee: 'lou@example.com' });
    const before = Date.now();
    const noted = await b.call('add-note', {
      query: `id=${leadId}`,
      body: { text: '  Called back; demo on Friday.  ' },
    });
    expect(noted.status).toBe(201);
    expect(
      (await b.call('update-lead', { query: `id=${leadId}`, body: { status: 'done', assignee: null } })).status,
    ).toBe(200);
    const done = await lead();
    expect(done).toMatchObject({ status: 'done', assignee: null });
    const notes = done.notes as { author: string; text: string; at: string }[];
    expect(notes.map((n) => [n.author, n.text])).toEqual([['kai@example.com', 'Called back; demo on Friday.']]);
    expect(Date.parse(notes[0]!.at)).toBeGreaterThanOrEqual(before - 5000);
    // Its mail, waiting (no SMTP here).
    expect(done.mail).toEqual([expect.objectContaining({ status: 'pending', attempts: 0, lastError: null })]);

    for (const [body, error] of [
      [{ status: 'won' }, 'invalid_status'],
      [{ assignee: 'nobody@example.com' }, 'invalid_assignee'],
      [{}, 'nothing_to_change'],
    ] as const) {
      const r = await b.call('update-lead', { query: `id=${leadId}`, body });
      expect([r.status, ((await r.json()) as { error: string }).error]).toEqual([400, error]);
    }
    for (const text of ['', '   ', 'x'.repeat(5001), 42]) {
      expect((await b.call('add-note', { query: `id=${leadId}`, body: { text } })).status).toBe(400);
    }
    expect((await b.call('update-lead', { query: `id=${randomUUID()}`, body: { status: 'done' } })).status).toBe(404);
    expect((await b.call('add-note', { query: `id=${randomUUID()}`, body: { text: 'x' } })).status).toBe(404);
    const audit = await sql<{ action: string }>(
      `SELECT action FROM staff_audit WHERE email = 'kai@example.com' AND action IN ('lead-updated', 'note-added') ORDER BY id`,
    );
    expect(audit.map((a) => a.action)).toEqual(['lead-updated', 'note-added', 'lead-updated']);
  });

  it('exports the filter as CSV, formulas neutralised, and records the export', async () => {
    const r = await b.call('export', { query: `q=${tag}` });
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(r.headers.get('content-disposition')).toMatch(/^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"$/);
    const csv = await r.text();
    const lines = csv.trim().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^kind,timestamp,submittedAt,email,name,/);
    expect(csv).toContain(`"'=HYPERLINK(""x"") ${tag}"`);
    expect(csv).toContain(`'+Agency ${tag}`);
    expect(
      (await (await b.call('export', { query: 'q=nothing-matches-this' })).text()).trim().split('\r\n'),
    ).toHaveLength(1);
    const [row] = await sql<{ detail: Record<string, unknown> }>(
      `SELECT detail FROM staff_audit WHERE action = 'export' AND email = 'kai@example.com' ORDER BY id LIMIT 1`,
    );
    expect(row!.detail).toMatchObject({ q: tag, rows: 1 });
  });

  it('downloads a lead’s file as an attachment, and records the download', async () => {
    const bytes = Buffer.from('%PDF-1.4 staff download test');
    const file = await insertAttachment(leadId, { bytes, filename: 'Résumé "final".pdf' });
    const listed = (await lead()).attachments as { id: string }[];
    expect(listed.map((a) => a.id)).toEqual([file.id]);
    const r = await b.call('attachment', { query: `id=${file.id}` });
    expect(r.status).toBe(200);
    expect(r.headers.get('content-disposition')).toMatch(
      /^attachment; filename="R_sum_ _final_.pdf"; filename\*=UTF-8''R%C3%A9sum%C3%A9%20%22final%22.pdf$/,
    );
    expect(r.headers.get('cache-control')).toBe('no-store, private');
    expect(Buffer.from(await r.arrayBuffer())).toEqual(bytes);
    expect((await b.call('attachment', { query: `id=${randomUUID()}` })).status).toBe(404);
    const [row] = await sql<{ detail: Record<string, unknown> }>(
      `SELECT detail FROM staff_audit WHERE action = 'download' AND email = 'kai@example.com'`,
    );
    expect(row!.detail).toMatchObject({ attachment: file.id, lead: leadId });
  });

  it('shows mail waiting, stuck or failed, with the reason', async () => {
    await sql(
      `UPDATE outbox SET status = 'failed', attempts = 3, last_error = '550 mailbox unavailable' WHERE ref_id = $1`,
      [leadId],
    );
    const r = await b.call('mail');
    expect(r.status).toBe(200);
    const h = (await r.json()) as { mail: Record<string, unknown>; undelivered: Record<string, unknown>[] };
    expect(h.mail).toMatchObject({ failed: 1, smtpConfigured: false });
    expect(h.undelivered).toContainEqual(
      expect.objectContaining({ leadId, status: 'failed', attempts: 3, reason: '550 mailbox unavailable' }),
    );
  });

  it('lists the staff, and lets only an admin issue a new sign-in link', async () => {
    const r = await b.call('accounts');
    expect(((await r.json()) as { accounts: unknown[] }).accounts).toEqual([
      { email: 'kai@example.com', isAdmin: false },
      { email: 'lou@example.com', isAdmin: true },
    ]);
    expect((await b.call('link', { body: { email: 'lou@example.com' } })).status).toBe(403);
    const { url } = await newLink(await getDb(), getEnv(), 'lou@example.com', { by: 'test' });
    const admin = browser(api);
    expect((await enrol(admin, new SoftAuthenticator({ origin: api.url }), tokenOf(url))).status).toBe(200);
    const issued = await admin.call('link', { body: { email: 'kai@example.com' } });
    expect(issued.status).toBe(200);
    expect(((await issued.json()) as { url: string }).url).toMatch(/\/staff\/enrol#[A-Za-z0-9_-]{43}$/);
    expect((await admin.call('link', { body: { email: 'nobody@example.com' } })).status).toBe(404);

    // Adding staff from the inbox: admins only, from this site's pages.
    expect((await b.call('add-account', { body: { email: 'max@example.com' } })).status).toBe(403);
    expect((await admin.call('add-account', { body: { email: 'max@example.com' }, origin: null })).status).toBe(403);
    const added = await admin.call('add-account', { body: { email: 'max@example.com' } });
    expect(added.status).toBe(201);
    expect(await added.json()).toMatchObject({ account: { email: 'max@example.com', isAdmin: false } });
    expect((await admin.call('add-account', { body: { email: 'max@example.com' } })).status).toBe(409);
    const [issuedBy] = await sql<{ detail: { by: string } }>(
      `SELECT detail FROM staff_audit WHERE action = 'link-issued' AND email = 'max@example.com'`,
    );
    expect(issuedBy!.detail.by).toBe('lou@example.com');
  });
});

describe('npm run staff', () => {
  let api: TestApi;
  beforeAll(async () => {
    // The CLI opens the database the server uses; here the test server's own (same process).
    api = await startApi({ smtp: true });
  });
  afterAll(async () => {
    await api?.close();
  });

  const run = async (...argv: string[]) => {
    const lines: string[] = [];
    const code = await runStaff(argv, (l) => lines.push(l));
    return { code, out: lines.join('\n') };
  };

  it('adds, lists, links and removes accounts, and e-mails each link', async () => {
    const added = await run('add', 'Kim@Example.com', '--admin');
    expect(added.code, added.out).toBe(0);
    expect(added.out).toMatch(/Created Kim@Example\.com \(admin\)/);
    const url = /https?:\/\/\S+\/staff\/enrol#\S+/.exec(added.out)![0];
    expect((await run('add', 'kim@example.com')).code, 'the same address in other case').toBe(1);
    expect((await run('list')).out).toMatch(/Kim@Example\.com \(admin\) {2}passkeys: 0 {2}last sign-in: never/);
    const again = await run('link', 'kim@example.com');
    expect(again.code).toBe(0);
    expect(again.out).not.toContain(url);
    const mails = await sql<{ to_addr: string; text_body: string }>(
      `SELECT to_addr, text_body FROM outbox WHERE kind = 'staff-link' ORDER BY created_at`,
    );
    expect(mails.map((m) => m.to_addr)).toEqual(['Kim@Example.com', 'Kim@Example.com']);
    expect(mails[0]!.text_body).toContain(url);
    expect((await run('remove', 'kim@example.com')).code).toBe(0);
    expect((await run('remove', 'kim@example.com')).code).toBe(1);
    expect((await run('list')).out).toMatch(/No staff accounts yet/);
    expect((await run('frobnicate')).code).toBe(2);
    expect((await run('add')).code).toBe(2);
    expect((await run('add', 'not-an-address')).code).toBe(1);
  });

  it('adds an account through a running server with --url and ADMIN_TOKEN', async () => {
    const added = await run('add', 'lin@example.com', '--url', api.url);
    expect(added.code, added.out).toBe(0);
    expect(added.out).toMatch(/Enrolment link \(one use, 24 hours\): \S+\/staff\/enrol#[A-Za-z0-9_-]{43}/);
    expect((await run('list')).out).toMatch(/lin@example\.com {2}passkeys: 0/);
    expect((await run('add', 'lin@example.com', '--url', api.url)).code, 'already there').toBe(1);
    api.setEnv({ ADMIN_TOKEN: 'wrong-token-0123456789abcdef' });
    try {
      const r = await fetch(`${api.url}/api/staff/add-account`, {
        method: 'POST',
        headers: { authorization: 'Bearer another-token-0123456789', 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'x@example.com' }),
      });
      expect(r.status).toBe(401);
    } finally {
      api.setEnv({ ADMIN_TOKEN });
    }
    expect((await run('link', 'lin@example.com', '--url', api.url)).code).toBe(2);
  });
});
