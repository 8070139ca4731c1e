// Structured data, sitemap and robots.txt.
import { expect, open, rawHead, routes, sitemapRoutes, test } from './fixtures';

type Json = Record<string, unknown>;

test("JSON-LD is data, not script: the CSP allows only the pages' own inline scripts, and the home page runs with no violation", async ({
  page,
}) => {
  const violations: string[] = [];
  await page.exposeFunction('reportViolation', (v: string) => void violations.push(v));
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (e) =>
      (window as unknown as { reportViolation(v: string): void }).reportViolation(
        `${e.violatedDirective} ${e.blockedURI}`,
      ),
    ),
  );
  const response = await page.goto('/');
  const csp = response!.headers()['content-security-policy']!;
  expect(csp).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/]+=*'){3};/);
  await open(page, '/');
  expect(await page.locator('script[type="application/ld+json"]').count()).toBeGreaterThan(0);
  expect(violations).toEqual([]);
});

test('home head has Organization JSON-LD with address 30022, area served US and a sales contact point', async ({
  request,
}) => {
  const head = rawHead(await (await request.get('/')).text());
  const blocks = [...head.matchAll(/<script\b[^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/gi)].map(
    (m) => JSON.parse(m[1] ?? 'null') as Json | Json[],
  );
  expect(blocks.length, 'a <script type="application/ld+json"> in the home <head>').toBeGreaterThan(0);
  const nodes = blocks.flatMap((b) =>
    Array.isArray(b) ? b : Array.isArray(b['@graph']) ? (b['@graph'] as Json[]) : [b],
  );
  const org = nodes.find((n) =>
    [n['@type']].flat().some((t) => /Organization|ProfessionalService|LocalBusiness/.test(String(t))),
  );
  expect(org, `an Organization node in ${JSON.stringify(blocks)}`).toBeTruthy();
  expect(org!.name).toBeTruthy();
  expect(org!.description).toBeTruthy();

  const address = [org!.address].flat()[0] as Json | undefined;
  expect(address?.postalCode).toBe('30022');
  expect(String(address?.addressLocality)).toMatch(/Alpharetta/);

  const area = [org!.areaServed]
    .flat()
    .map((a) => (typeof a === 'string' ? a : String((a as Json).name ?? (a as Json)['@id'] ?? '')));
  expect(
    area.some((a) => /^(US|USA|United States)$/.test(a)),
    `areaServed ${JSON.stringify(org!.areaServed)}`,
  ).toBe(true);

  const points = [org!.contactPoint].flat() as Json[];
  expect(
    points.some((p) => p && /sales/i.test(String(p.contactType))),
    `contactPoint ${JSON.stringify(org!.contactPoint)}`,
  ).toBe(true);
});

const jsonLdOf = (head: string) =>
  [...head.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Json,
  );

const present = (v: unknown) => v !== undefined && v !== null && v !== '' && !(Array.isArray(v) && !v.length);

test('structured data: Organization on the home page only, one complete JobPosting on each job page, none elsewhere', async ({
  request,
}) => {
  for (const route of routes.filter((r) => r !== '/')) {
    const data = jsonLdOf(rawHead(await (await request.get(route)).text()));
    if (!/^\/careers\/[^/]+$/.test(route)) {
      expect(data, route).toEqual([]);
      continue;
    }
    expect(
      data.map((d) => d['@type']),
      route,
    ).toEqual(['JobPosting']);
    const job = data[0]!;
    // Google's required JobPosting properties, and its location rule (office or telecommute).
    for (const key of ['title', 'description', 'datePosted', 'hiringOrganization'])
      expect(present(job[key]), `${route} ${key}`).toBe(true);
    expect((job.hiringOrganization as Json).name, route).toBeTruthy();
    if (job.jobLocationType === 'TELECOMMUTE') expect(present(job.applicantLocationRequirements), route).toBe(true);
    else expect(((job.jobLocation as Json)?.address as Json)?.addressLocality, route).toBeTruthy();
    expect(Date.parse(String(job.validThrough)), route).toBeGreaterThan(Date.parse(String(job.datePosted)));
    expect(job.url, route).toBe(new URL(route, String(job.url)).href);
  }
});

test('sitemap.xml lists every route except /thank-you', async ({ request }) => {
  const res = await request.get('/sitemap.xml');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toMatch(/xml/);
  const xml = await res.text();
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname.replace(/(.)\/$/, '$1'));
  expect([...locs].sort()).toEqual([...sitemapRoutes].sort());
  expect(locs).not.toContain('/thank-you');
});

test('robots.txt references the sitemap', async ({ request }) => {
  const res = await request.get('/robots.txt');
  expect(res.status()).toBe(200);
  const text = await res.text();
  const sitemap = /^Sitemap:\s*(\S+)\s*$/im.exec(text)?.[1];
  expect(sitemap, text).toBeTruthy();
  expect(new URL(sitemap!).pathname).toBe('/sitemap.xml');
});

test('/thank-you is left out of the sitemap but stays crawlable (SEO 100 on every route)', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).not.toContain('/thank-you');
  const head = rawHead(await (await request.get('/thank-you')).text());
  expect(head).not.toMatch(/<meta\b[^>]*name="robots"/i);
  expect(head).toMatch(/<link rel="canonical" href="[^"]*\/thank-you"/);
});
