// Property fuzz of POST /api/send-contact-email (and of the job application and webinar
// registration) with fast-check: random JSON and urlencoded bodies (valid-looking and hostile),
// random Idempotency-Keys. The server never answers 5xx, and every row it stored is valid per
// its kind's schema.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes } from '../../server/app.ts';
import { EVENTS_ENDPOINT, EVENT_NAMES } from '../../src/config/analytics.ts';
import { analyticsEvent } from '../../src/features/analytics/contract.ts';
import { staffActions } from '../../src/features/staff/contract/index.ts';
import { interests } from '../../src/content/forms.ts';
import { applicationRoles } from '../../src/content/application-form.ts';
import { applicationSchema } from '../../src/features/forms/application/schema.ts';
import { contactSchema } from '../../src/features/forms/contact/schema.ts';
import { registrableWebinarIds, webinarRegistrationSchema } from '../../src/features/forms/webinar/schema.ts';
import { backends, nextIp, sql, startApi, type TestApi } from './helpers.ts';

const PATH = '/api/send-contact-email';

const nasty = fc.constantFrom(
  '',
  ' ',
  '\r\n',
  '\u0000',
  'a\u0000b',
  '\ud800',
  '\udfff x',
  '\u2028',
  '\u0085',
  '<script>alert(1)</script>',
  "'; DROP TABLE leads; --",
  '%00',
  '\\',
  '"',
  '😀'.repeat(30),
  'x'.repeat(6000),
  'Bcc: a@b.co',
  '__proto__',
);

const text = fc.oneof(
  { weight: 4, arbitrary: fc.string({ maxLength: 60 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 60 }) },
  { weight: 2, arbitrary: nasty },
  { weight: 1, arbitrary: fc.string({ minLength: 190, maxLength: 260 }) },
);

const anyValue = fc.oneof(
  { weight: 6, arbitrary: text },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
  { weight: 1, arbitrary: fc.array(fc.string({ maxLength: 10 }), { maxLength: 3 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3 }) },
);

/** Mostly plausible submissions, each field sometimes replaced by something hostile. */
const plausible = fc
  .record(
    {
      name: fc.oneof(
        { weight: 7, arbitrary: fc.string({ minLength: 1, maxLength: 40 }) },
        { weight: 1, arbitrary: anyValue },
      ),
      email: fc.oneof({ weight: 7, arbitrary: fc.emailAddress() }, { weight: 1, arbitrary: anyValue }),
      phone: fc.oneof(fc.constant(''), fc.string({ maxLength: 45 }), anyValue),
      company: fc.oneof(
        { weight: 7, arbitrary: fc.string({ minLength: 1, maxLength: 40 }) },
        { weight: 1, arbitrary: anyValue },
      ),
      interest: fc.oneof({ weight: 7, arbitrary: fc.constantFrom(...interests) }, { weight: 1, arbitrary: anyValue }),
      message: fc.oneof(
        { weight: 7, arbitrary: fc.string({ minLength: 15, maxLength: 400 }) },
        { weight: 1, arbitrary: fc.string({ unit: 'binary', minLength: 20, maxLength: 200 }) },
        { weight: 1, arbitrary: anyValue },
      ),
      website: fc.oneof({ weight: 9, arbitrary: fc.constant('') }, { weight: 1, arbitrary: text }),
      pageUrl: fc.oneof(fc.webUrl(), text),
      timestamp: fc.oneof(
        fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
        text,
      ),
    },
    { requiredKeys: ['name', 'email', 'company', 'interest', 'message'] },
  )
  .chain((b) =>
    // Now and then drop one required field.
    fc.oneof(
      { weight: 8, arbitrary: fc.constant(b) },
      {
        weight: 1,
        arbitrary: fc
          .constantFrom(...Object.keys(b))
          .map((k) => Object.fromEntries(Object.entries(b).filter(([x]) => x !== k))),
      },
    ),
  );

const fixedKeys = ['6f1c1b1e-3c7a-4b51-9d0e-0a6a0b8f0c01', '6f1c1b1e-3c7a-4b51-9d0e-0a6a0b8f0c02'];

const request = fc.record({
  body: fc.oneof(
    { weight: 5, arbitrary: plausible.map((b) => ({ kind: 'json' as const, value: b as unknown })) },
    {
      weight: 1,
      arbitrary: fc
        .dictionary(fc.string({ maxLength: 12 }), anyValue)
        .map((b) => ({ kind: 'json' as const, value: b as unknown })),
    },
    { weight: 1, arbitrary: anyValue.map((b) => ({ kind: 'json' as const, value: b as unknown })) },
    {
      weight: 1,
      arbitrary: fc.string({ maxLength: 200 }).map((s) => ({ kind: 'json-raw' as const, value: s as unknown })),
    },
    {
      weight: 2,
      arbitrary: plausible.map((b) => ({
        kind: 'form' as const,
        value: Object.fromEntries(
          Object.entries(b).map(([k, v]) => [k, typeof v === 'string' ? v : (JSON.stringify(v) ?? '')]),
        ) as unknown,
      })),
    },
    {
      weight: 1,
      arbitrary: fc.string({ maxLength: 200 }).map((s) => ({ kind: 'form-raw' as const, value: s as unknown })),
    },
  ),
  key: fc.oneof(
    { weight: 3, arbitrary: fc.constant(undefined) },
    { weight: 6, arbitrary: fc.uuid() },
    { weight: 1, arbitrary: fc.constantFrom(...fixedKeys) },
    { weight: 1, arbitrary: fc.string({ maxLength: 40 }) },
  ),
  accept: fc.constantFrom('application/json', 'text/html', '*/*', undefined),
});

type Req = typeof request extends fc.Arbitrary<infer T> ? T : never;

async function send(api: TestApi, r: Req, path = PATH, method = 'POST'): Promise<Response> {
  const form = r.body.kind === 'form' || r.body.kind === 'form-raw';
  const headers: Record<string, string> = {
    'content-type': form ? 'application/x-www-form-urlencoded' : 'application/json',
    'x-forwarded-for': nextIp(),
  };
  if (r.accept) headers.accept = r.accept;
  if (r.key !== undefined) {
    // Header values must be ByteStrings; a non-Latin-1 key goes in the hidden field instead.
    if (/^[\x20-\x7e]*$/.test(r.key)) headers['idempotency-key'] = r.key;
  }
  let payload: string;
  if (r.body.kind === 'json') payload = JSON.stringify(r.body.value) ?? 'null';
  else if (r.body.kind === 'form') payload = new URLSearchParams(r.body.value as Record<string, string>).toString();
  else payload = r.body.value as string;
  const bodyless = method === 'GET' || method === 'HEAD';
  return fetch(api.url + path, { method, headers, body: bodyless ? undefined : payload, redirect: 'manual' });
}

const runs: Record<string, number> = { pglite: 1000, postgres: 500 };

const BROWSER = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';

describe.each(backends)('fuzz on %s', (backend) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startApi({ backend, smtp: false, env: { RATE_LIMIT_PER_HOUR: '100000' } });
  });
  afterAll(async () => {
    await api?.close();
  });

  it(`never answers 5xx (${runs[backend]} random bodies); every stored row is valid`, async () => {
    const statuses = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(request, async (r) => {
        const res = await send(api, r);
        await res.arrayBuffer();
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        expect(res.status, `${res.status} for ${JSON.stringify(r).slice(0, 300)}`).toBeLessThan(500);
      }),
      { numRuns: runs[backend], seed: Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31) },
    );
    const total = [...statuses.values()].reduce((a, b) => a + b, 0);
    expect(total).toBe(runs[backend]);
    // The fuzz must reach the database, not only the validator.
    expect((statuses.get(201) ?? 0) + (statuses.get(303) ?? 0)).toBeGreaterThan(runs[backend]! / 20);

    // Every stored row re-validates to exactly what is stored (nothing slipped past the schema).
    const rows = (
      await sql<{ fields: Record<string, string> | string; email: string }>(
        "SELECT fields, email FROM submissions WHERE kind = 'contact'",
      )
    ).map((r) => ({
      email: r.email,
      fields: typeof r.fields === 'string' ? (JSON.parse(r.fields) as Record<string, string>) : r.fields,
    }));
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      const parsed = contactSchema.safeParse(row.fields);
      expect(parsed.success, JSON.stringify(row).slice(0, 400)).toBe(true);
      if (parsed.success) {
        const stored = Object.fromEntries(Object.entries(parsed.data).filter(([, v]) => v !== '' && v !== undefined));
        expect(stored).toEqual(row.fields);
        expect(row.email).toBe(row.fields.email);
      }
    }
    console.log(
      `[fuzz ${backend}] statuses:`,
      Object.fromEntries([...statuses].sort(([a], [b]) => a - b)),
      `stored rows: ${rows.length}`,
    );
  });

  it('every other endpoint never answers 5xx either (300 random requests)', async () => {
    // Every route of the server's table, so a new form kind is fuzzed as soon as it exists.
    const others = Object.keys(apiRoutes).filter((p) => p !== PATH);
    expect(others).toEqual(expect.arrayContaining(['/api/job-application', '/api/webinar-registration']));
    const query = fc.constantFrom(
      '',
      '?unsubscribe=x',
      '?unsubscribe=' + 'A'.repeat(40),
      '?limit=5&kind=demo',
      '?kind=application',
      '?kind=webinar',
      '?cursor=-1',
      '?kind=%00',
    );
    const statuses = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(
        request,
        fc.constantFrom(...others),
        query,
        fc.constantFrom('GET', 'POST', 'PUT', 'HEAD'),
        async (r, p, q, m) => {
          const res = await send(api, r, p + q, m);
          await res.arrayBuffer();
          statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
          expect(res.status, `${m} ${p}${q}: ${res.status} for ${JSON.stringify(r).slice(0, 300)}`).toBeLessThan(500);
        },
      ),
      { numRuns: 300, seed: Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31) },
    );
    console.log(`[fuzz ${backend}] other endpoints:`, Object.fromEntries([...statuses].sort(([a], [b]) => a - b)));
  });
  // The job application and the webinar registration: plausible bodies with hostile fields mixed in.
  const newKinds = [
    {
      kind: 'application',
      path: '/api/job-application',
      schema: applicationSchema,
      body: fc.record(
        {
          name: fc.oneof({ weight: 7, arbitrary: fc.string({ minLength: 1, maxLength: 40 }) }, anyValue),
          email: fc.oneof({ weight: 7, arbitrary: fc.emailAddress() }, anyValue),
          phone: fc.oneof(fc.constant(''), fc.string({ maxLength: 45 }), anyValue),
          role: fc.oneof({ weight: 7, arbitrary: fc.constantFrom(...applicationRoles) }, anyValue),
          link: fc.oneof(fc.constant(''), fc.webUrl(), text, anyValue),
          message: fc.oneof({ weight: 7, arbitrary: fc.string({ minLength: 15, maxLength: 400 }) }, anyValue),
          website: fc.oneof({ weight: 9, arbitrary: fc.constant('') }, { weight: 1, arbitrary: text }),
        },
        { requiredKeys: ['name', 'email', 'role', 'message'] },
      ),
    },
    {
      kind: 'webinar',
      path: '/api/webinar-registration',
      schema: webinarRegistrationSchema,
      body: fc.record(
        {
          name: fc.oneof({ weight: 7, arbitrary: fc.string({ minLength: 1, maxLength: 40 }) }, anyValue),
          email: fc.oneof({ weight: 7, arbitrary: fc.emailAddress() }, anyValue),
          organization: fc.oneof({ weight: 7, arbitrary: fc.string({ minLength: 1, maxLength: 40 }) }, anyValue),
          jobTitle: fc.oneof(fc.constant(''), fc.string({ maxLength: 60 }), anyValue),
          webinar: fc.oneof({ weight: 7, arbitrary: fc.constantFrom(...registrableWebinarIds) }, text, anyValue),
          website: fc.oneof({ weight: 9, arbitrary: fc.constant('') }, { weight: 1, arbitrary: text }),
        },
        { requiredKeys: ['name', 'email', 'organization', 'webinar'] },
      ),
    },
  ] as const;

  it.each(newKinds)('$path never answers 5xx (200 random bodies); every stored $kind row is valid', async (k) => {
    const statuses = new Map<number, number>();
    const req = fc.record({
      body: fc.oneof(
        { weight: 4, arbitrary: k.body.map((b) => ({ kind: 'json' as const, value: b as unknown })) },
        {
          weight: 1,
          arbitrary: k.body.map((b) => ({
            kind: 'form' as const,
            value: Object.fromEntries(
              Object.entries(b).map(([f, v]) => [f, typeof v === 'string' ? v : (JSON.stringify(v) ?? '')]),
            ) as unknown,
          })),
        },
      ),
      key: fc.oneof(fc.constant(undefined), fc.uuid(), fc.constantFrom(...fixedKeys)),
      accept: fc.constantFrom('application/json', 'text/html', undefined),
    });
    await fc.assert(
      fc.asyncProperty(req, async (r) => {
        const res = await send(api, r, k.path);
        await res.arrayBuffer();
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        expect(res.status, `${res.status} for ${JSON.stringify(r).slice(0, 300)}`).toBeLessThan(500);
      }),
      { numRuns: 200, seed: Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31) },
    );
    expect((statuses.get(201) ?? 0) + (statuses.get(303) ?? 0)).toBeGreaterThan(10);
    const rows = (
      await sql<{ fields: Record<string, string> | string; email: string }>(
        'SELECT fields, email FROM submissions WHERE kind = $1',
        [k.kind],
      )
    ).map((r) => (typeof r.fields === 'string' ? (JSON.parse(r.fields) as Record<string, string>) : r.fields));
    expect(rows.length).toBeGreaterThan(0);
    for (const fields of rows) {
      const parsed = k.schema.safeParse(fields);
      expect(parsed.success, JSON.stringify(fields).slice(0, 400)).toBe(true);
      if (parsed.success) {
        const stored = Object.fromEntries(Object.entries(parsed.data).filter(([, v]) => v !== '' && v !== undefined));
        expect(stored).toEqual(fields);
      }
    }
    console.log(`[fuzz ${backend}] ${k.path}:`, Object.fromEntries([...statuses].sort(([a], [b]) => a - b)));
  });

  it('the analytics endpoint never answers 5xx (200 random batches); every stored event is valid', async () => {
    const params = fc.dictionary(
      fc.oneof({ weight: 5, arbitrary: fc.constantFrom('form_name', 'interest', 'slide_id', 'file') }, text),
      fc.oneof({ weight: 4, arbitrary: fc.string({ maxLength: 40 }) }, anyValue),
      { maxKeys: 10 },
    );
    const eventArb = fc.record(
      {
        id: fc.oneof({ weight: 8, arbitrary: fc.uuid({ version: 4 }) }, anyValue),
        name: fc.oneof({ weight: 8, arbitrary: fc.constantFrom(...EVENT_NAMES) }, anyValue),
        at: fc.oneof({ weight: 8, arbitrary: fc.integer({ min: 0, max: 2 * Date.now() }) }, anyValue),
        path: fc.oneof({ weight: 6, arbitrary: fc.webPath() }, { weight: 2, arbitrary: fc.constant('/') }, anyValue),
        params: fc.oneof(params, anyValue),
      },
      { requiredKeys: ['id', 'name', 'at', 'path'] },
    );
    const wellFormed = fc.record({
      id: fc.uuid({ version: 4 }),
      name: fc.constantFrom(...EVENT_NAMES),
      at: fc.integer({ min: Date.now() - 40 * 86_400_000, max: Date.now() }),
      path: fc.webPath().map((p) => (p.startsWith('/') ? p : `/${p}`)),
      params: fc.dictionary(fc.constantFrom('form_name', 'interest', 'slide_id'), fc.string({ maxLength: 40 })),
    });
    const batch = fc.record(
      {
        sentAt: fc.oneof({ weight: 8, arbitrary: fc.constant(Date.now()) }, anyValue),
        events: fc.oneof(
          { weight: 6, arbitrary: fc.array(wellFormed, { minLength: 1, maxLength: 8 }) },
          { weight: 3, arbitrary: fc.array(eventArb, { maxLength: 60 }) },
          anyValue,
        ),
        dropped: fc.oneof({ weight: 4, arbitrary: fc.nat({ max: 1000 }) }, anyValue),
        automated: fc.oneof({ weight: 4, arbitrary: fc.constant(false) }, fc.boolean(), anyValue),
      },
      { requiredKeys: ['sentAt', 'events'] },
    );
    const statuses = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(batch, async (b) => {
        const res = await fetch(api.url + EVENTS_ENDPOINT, {
          method: 'POST',
          // A browser's: a bot's batch is answered without being read further.
          headers: { 'content-type': 'application/json', 'x-forwarded-for': nextIp(), 'user-agent': BROWSER },
          body: JSON.stringify(b),
        });
        await res.arrayBuffer();
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        expect(res.status, `${res.status} for ${JSON.stringify(b).slice(0, 300)}`).toBeLessThan(500);
      }),
      { numRuns: 200, seed: Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31) },
    );
    expect(statuses.get(200) ?? 0).toBeGreaterThan(10);
    const rows = await sql<{ id: string; name: string; path: string; params: unknown }>(
      'SELECT id, name, path, params FROM analytics_events',
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) {
      const e = analyticsEvent.safeParse({ id: r.id, name: r.name, at: 0, path: r.path, params: r.params });
      expect(e.success, JSON.stringify(r).slice(0, 300)).toBe(true);
    }
    console.log(`[fuzz ${backend}] ${EVENTS_ENDPOINT}:`, Object.fromEntries([...statuses].sort(([a], [b]) => a - b)));
  });

  it('the staff API never answers 5xx, and random requests get no session and no data (300 random requests)', async () => {
    // From this site's pages (its Origin), so the requests get past the Origin check to the
    // WebAuthn and listing code: random actions, queries, cookies and bodies, passkey answers
    // that are shaped right but hold junk.
    const b64 = fc.oneof(fc.base64String({ maxLength: 80 }), text);
    const passkeyAnswer = fc.record({
      id: b64,
      rawId: b64,
      type: fc.constantFrom('public-key', 'x'),
      response: fc.record({
        clientDataJSON: fc.oneof(
          b64,
          fc
            .record({ type: text, challenge: b64, origin: fc.constantFrom(api.url, 'https://evil.example') })
            .map((c) => Buffer.from(JSON.stringify(c)).toString('base64url')),
        ),
        attestationObject: b64,
        authenticatorData: b64,
        signature: b64,
        userHandle: b64,
      }),
      clientExtensionResults: fc.constant({}),
    });
    const body = fc.oneof(
      fc.record({ token: fc.oneof(text, fc.base64String({ minLength: 40, maxLength: 48 })), response: passkeyAnswer }),
      fc.record({ response: fc.oneof(passkeyAnswer, anyValue) }),
      fc.dictionary(fc.string({ maxLength: 12 }), anyValue),
      anyValue,
    );
    const action = fc.constantFrom(...Object.keys(staffActions), '', '..', '%00', 'leads/x');
    const query = fc.constantFrom(
      '',
      '?id=x',
      '?id=00000000-0000-4000-8000-000000000000',
      '?q=%25_%5C',
      '?limit=1e9',
      '?cursor=1&kind=demo&status=done',
      '?status=%00',
      '?action=sign-in',
    );
    const cookie = fc.constantFrom(
      '',
      'staff_session=',
      'staff_session=x',
      `__Host-staff_session=${'A'.repeat(43)}`,
      'staff_session=a=b; x=y',
    );
    const statuses = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(action, query, body, cookie, fc.constantFrom('GET', 'POST', 'DELETE'), async (a, q, b, c, m) => {
        const res = await fetch(`${api.url}/api/staff/${a}${q}`, {
          method: m,
          headers: {
            origin: api.url,
            'x-forwarded-for': nextIp(),
            ...(c ? { cookie: c } : {}),
            ...(m === 'POST' ? { 'content-type': 'application/json' } : {}),
          },
          body: m === 'POST' ? (JSON.stringify(b) ?? 'null') : undefined,
        });
        const text = await res.text();
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        const what = `${m} /api/staff/${a}${q} (${c}): ${res.status} ${text.slice(0, 200)}`;
        expect(res.status, what).toBeLessThan(500);
        // Only asking for sign-in options needs no session (and sets nothing).
        if (!(a === 'sign-in-options' && m === 'POST')) expect(res.status, what).not.toBe(200);
        expect(res.headers.get('set-cookie'), what).toBeNull();
        expect(res.headers.get('cache-control'), what).toMatch(/no-store/);
      }),
      { numRuns: 300, seed: Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31) },
    );
    console.log(`[fuzz ${backend}] /api/staff:`, Object.fromEntries([...statuses].sort(([x], [y]) => x - y)));
  });
});
