// What government buyers, job seekers and staff look for: the new pages' links and layout polish.
import { expect, open, test } from './fixtures';

test.describe('footer', () => {
  test('links the accessibility and capability statements; LinkedIn is a named icon link', async ({ page }) => {
    await open(page, '/about');
    const footer = page.locator('footer');
    await expect(footer.getByRole('link', { name: 'Accessibility', exact: true })).toHaveAttribute(
      'href',
      '/accessibility',
    );
    await expect(footer.getByRole('link', { name: 'Capability Statement' })).toHaveAttribute('href', '/capabilities');
    const linkedin = footer.getByRole('link', { name: /on LinkedIn/ });
    await expect(linkedin).toHaveAccessibleName(/on LinkedIn \(opens in a new tab\)/);
    await expect(linkedin.locator('svg')).toBeVisible();
    const box = (await linkedin.boundingBox())!;
    // An icon target: at least 24 px (WCAG 2.5.8) and not a line of oversized text.
    expect(box.width).toBeGreaterThanOrEqual(24);
    expect(box.width).toBeLessThanOrEqual(48);
    expect(box.height).toBeLessThanOrEqual(48);
  });
});

for (const route of ['/about', '/careers', '/resources/zero-trust-public-sector', '/capabilities']) {
  test(`${route}: the closing call to action stands apart from the footer`, async ({ page }) => {
    await open(page, route);
    const cta = page.locator('main > section').last();
    const panel = cta.locator('div.rounded-3xl').first();
    const footer = page.locator('footer');
    const [p, f] = [(await panel.boundingBox())!, (await footer.boundingBox())!];
    expect(f.y - (p.y + p.height), 'white space between the panel and the footer').toBeGreaterThanOrEqual(32);
    const bands = await page.evaluate(() => {
      const section = [...document.querySelectorAll('main > section')].at(-1)!;
      return {
        section: getComputedStyle(section).backgroundColor,
        footer: getComputedStyle(document.querySelector('footer')!).backgroundColor,
      };
    });
    expect(bands.section).not.toBe(bands.footer);
  });
}

test('"Our Approach" uses the width of the page on a desktop screen', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await open(page, '/solutions/cloud-migration');
  const section = page.locator('#approach');
  const container = (await section.locator(':scope > div').boundingBox())!;
  const heading = (await section.getByRole('heading', { level: 2 }).boundingBox())!;
  const steps = (await section.locator('ol').boundingBox())!;
  // Intro and steps side by side, together spanning most of the container.
  expect(steps.x).toBeGreaterThan(heading.x + heading.width - 1);
  expect(steps.x + steps.width - container.x).toBeGreaterThan(container.width * 0.9);
});

test('About links to the capability statement, which offers its PDF', async ({ page }) => {
  await open(page, '/about');
  await page.getByRole('link', { name: 'View Capability Statement' }).click();
  await expect(page).toHaveURL(/\/capabilities$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Capability Statement' })).toBeFocused();
  const pdf = page.getByRole('link', { name: /Download PDF\s*: Capability Statement/ });
  await expect(pdf).toHaveAttribute('href', '/downloads/capability-statement.pdf');
});

test('a resource card leads to its page with the full text, and back', async ({ page }) => {
  await open(page, '/resources');
  await page.getByRole('link', { name: /Read More\s*: Protecting Caller Data/ }).click();
  await expect(page).toHaveURL(/\/resources\/protecting-caller-data$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Protecting Caller Data in a Cloud Contact Center' }),
  ).toBeVisible();
  await expect(page.getByText(/\d+ min read/)).toBeVisible();
  await page.getByRole('link', { name: 'Back to Resources' }).click();
  await expect(page).toHaveURL(/\/resources$/);
});

test('Careers lists open positions; a job page has the facts and an Apply link to its form', async ({ page }) => {
  await open(page, '/careers');
  const positions = page.locator('#positions');
  await expect(positions.getByRole('heading', { level: 2, name: 'Open Positions' })).toBeVisible();
  const first = positions.getByRole('listitem').first();
  const title = (await first.getByRole('heading', { level: 3 }).textContent())!.trim();
  await first.getByRole('link', { name: new RegExp(`View details\\s*: ${title.replace(/[()]/g, '.')}`) }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('term').filter({ hasText: 'Base salary' })).toBeVisible();
  await page.getByRole('link', { name: 'Apply for This Role' }).click();
  await expect(page).toHaveURL(/#apply$/);
});
