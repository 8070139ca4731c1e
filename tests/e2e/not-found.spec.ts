// Unknown paths, unknown solution slugs and the two legacy hero slugs.
import {
  documentNotFoundLog,
  expect,
  NOT_FOUND_TEXT,
  NOT_FOUND_TITLE,
  open,
  rawH1s,
  slides,
  SOLUTION_NOT_FOUND,
  test,
} from './fixtures';

for (const path of ['/no-such-page', '/a/b/c']) {
  test(`${path} answers 404 with "Page Not Found" in the raw HTML and on screen`, async ({
    page,
    request,
    consoleGuard,
  }) => {
    const res = await request.get(path, { maxRedirects: 0 });
    expect(res.status()).toBe(404);
    const html = await res.text();
    expect(rawH1s(html)).toEqual([NOT_FOUND_TITLE]);

    consoleGuard.allow(documentNotFoundLog);
    const nav = await page.goto(path);
    expect(nav?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: NOT_FOUND_TITLE })).toBeVisible();
    await expect(page.getByText(NOT_FOUND_TEXT)).toBeVisible();
    await expect(page.locator('h1')).toHaveCount(1);
  });
}

test('404: "Go Back" goes back in history, "Back to Home" goes to /', async ({ page, consoleGuard }) => {
  consoleGuard.allow(documentNotFoundLog);
  await open(page, '/about');
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { level: 1, name: NOT_FOUND_TITLE })).toBeVisible();
  await page.waitForFunction(() =>
    Object.keys(document.querySelector('main h1') ?? {}).some((k) => k.startsWith('__reactFiber$')),
  );

  await page
    .getByRole('button', { name: 'Go Back' })
    .or(page.getByRole('link', { name: 'Go Back' }))
    .click();
  await expect(page).toHaveURL(/\/about$/);

  await page.goto('/a/b/c');
  await page.waitForFunction(() =>
    Object.keys(document.querySelector('main h1') ?? {}).some((k) => k.startsWith('__reactFiber$')),
  );
  await page
    .getByRole('link', { name: 'Back to Home' })
    .or(page.getByRole('button', { name: 'Back to Home' }))
    .click();
  await expect(page).toHaveURL(/\/$/);
  expect(new URL(page.url()).pathname).toBe('/');
});

test('unknown solution slug: 404 from the server, "Solution Not Found" with a link to /solutions, no hydration errors', async ({
  page,
  request,
  consoleGuard,
}) => {
  const res = await request.get('/solutions/unknown-thing', { maxRedirects: 0 });
  expect(res.status()).toBe(404);
  expect(rawH1s(await res.text())).toEqual([SOLUTION_NOT_FOUND]);

  consoleGuard.allow(documentNotFoundLog);
  await page.goto('/solutions/unknown-thing');
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('heading', { level: 1, name: SOLUTION_NOT_FOUND })).toBeVisible();
  const back = page.locator('main').locator('a[href="/solutions"]');
  await expect(back.first()).toBeVisible();
  await back.first().click();
  await expect(page).toHaveURL(/\/solutions$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Solutions That Transform' })).toBeVisible();
});

for (const [from, to] of [
  ['amazon-connect', 'amazon-connect-ai'],
  ['custom-dev', 'custom-development'],
] as const) {
  test(`/solutions/${from} redirects permanently to /solutions/${to}`, async ({ request }) => {
    const res = await request.get(`/solutions/${from}`, { maxRedirects: 0 });
    expect(res.status()).toBe(301);
    expect(new URL(res.headers()['location'] ?? '', 'http://x').pathname).toBe(`/solutions/${to}`);
  });
}

for (const index of [0, 3]) {
  const slide = slides[index]!;
  test(`hero slide ${index + 1} "Learn More" lands on the solution detail page`, async ({ page }) => {
    await open(page, '/');
    await page.getByRole('button', { name: `Go to slide ${index + 1}`, exact: true }).click();
    const current = page
      .getByRole('region', { name: 'Featured solutions' })
      .getByRole('group', { name: `${index + 1} of ${slides.length}` });
    const learnMore = current.getByRole('link', { name: 'Learn More' });
    await expect(learnMore).toBeVisible();
    await expect(learnMore).toHaveAttribute('href', slide.learnMore);
    await learnMore.click();
    const target =
      slide.learnMore === '/solutions/amazon-connect'
        ? '/solutions/amazon-connect-ai'
        : '/solutions/custom-development';
    await expect(page).toHaveURL(new RegExp(`${target}$`));
    const h1 = page.locator('h1');
    await expect(h1).toHaveCount(1);
    await expect(h1).not.toHaveText(SOLUTION_NOT_FOUND);
    await expect(h1).not.toHaveText(/Unexpected Application Error|Page Not Found/);
  });
}

for (const { path, heading, back } of [
  { path: '/resources/unknown-thing', heading: 'Resource Not Found', back: '/resources' },
  { path: '/careers/unknown-thing', heading: 'Position Not Found', back: '/careers/' },
]) {
  test(`${path}: 404 from the server with "${heading}" and a way on, no hydration errors`, async ({
    page,
    request,
    consoleGuard,
  }) => {
    const res = await request.get(path, { maxRedirects: 0 });
    expect(res.status()).toBe(404);
    expect(rawH1s(await res.text())).toEqual([heading]);
    consoleGuard.allow(documentNotFoundLog);
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.locator(`main a[href^="${back}"]`).first()).toBeVisible();
  });
}
