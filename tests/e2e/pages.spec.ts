// ROI calculator, resources filter, legal pages and solution pages.
import type { Page } from '@playwright/test';
import { ROI_DEFAULTS, ROI_SLIDER } from '@/config/constants';
import { formatLegalDate, LEGAL_LAST_UPDATED } from '@/content/legal';
import { resources } from '@/content/resources';
import { solutions } from '@/content/solutions';
import { expect, normalize, open, solutionSlugs, test } from './fixtures';

test.describe('ROI calculator', () => {
  const roi = (page: Page) => page.locator('#roi-calculator');
  const output = (page: Page, label: string) =>
    roi(page).locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');

  async function expectOutputs(page: Page, values: [string, string, string, string, string]) {
    const labels = ['Deflected calls', 'hours', 'Monthly savings', 'Annual savings', '3-year'];
    for (const [i, label] of labels.entries()) {
      await expect(output(page, label)).toHaveText(values[i]!);
    }
  }

  test('defaults 50000/8/25/35 give 12,500 / 1,667 / $58,345 / $700,140 / $2,100,420', async ({ page }) => {
    await open(page, '/');
    await expect(roi(page).getByRole('spinbutton', { name: /call volume/i })).toHaveValue(String(ROI_DEFAULTS.volume));
    await expect(roi(page).getByRole('spinbutton', { name: /handle time/i })).toHaveValue(
      String(ROI_DEFAULTS.handleMinutes),
    );
    await expect(roi(page).getByRole('spinbutton', { name: /cost per hour/i })).toHaveValue(
      String(ROI_DEFAULTS.hourlyCost),
    );
    const slider = roi(page).getByRole('slider', { name: /deflection/i });
    await expect(slider).toHaveValue(String(ROI_DEFAULTS.deflectionPercent));
    await expectOutputs(page, ['12,500', '1,667', '$58,345', '$700,140', '$2,100,420']);
  });

  test('the deflection slider runs 10 to 50 in steps of 5', async ({ page }) => {
    await open(page, '/');
    const slider = roi(page).getByRole('slider', { name: /deflection/i });
    await expect(slider).toHaveAttribute('min', String(ROI_SLIDER.min));
    await expect(slider).toHaveAttribute('max', String(ROI_SLIDER.max));
    await expect(slider).toHaveAttribute('step', String(ROI_SLIDER.step));
    expect([ROI_SLIDER.min, ROI_SLIDER.max, ROI_SLIDER.step]).toEqual([10, 50, 5]);
    // Keyboard: one step up is 30%; End is 50%. 50000 × 50% = 25,000 deflected calls.
    await slider.focus();
    await page.keyboard.press('ArrowRight');
    await expect(slider).toHaveValue('30');
    await page.keyboard.press('End');
    await expect(slider).toHaveValue('50');
    await expect(output(page, 'Deflected calls')).toHaveText('25,000');
  });

  test('changing the volume to 10000 updates every output', async ({ page }) => {
    await open(page, '/');
    await roi(page)
      .getByRole('spinbutton', { name: /call volume/i })
      .fill('10000');
    // 10000 × 25% = 2500; 2500 × 8 / 60 = 333.3 → 333; 333 × 35 = 11655; × 12 = 139860; × 3 = 419580.
    await expectOutputs(page, ['2,500', '333', '$11,655', '$139,860', '$419,580']);
  });
});

test.describe('resources', () => {
  const cards = (page: Page) => page.locator('main li').filter({ has: page.locator('time') });
  const titles = async (page: Page) => (await cards(page).locator('h2, h3').allTextContents()).map(normalize);
  const search = (page: Page) => page.getByPlaceholder('Search resources...');
  /** The spec's rule (section 5), written independently of the app's filter. */
  const expected = (category: string, text: string) =>
    resources
      .filter((r) => category === 'All' || r.category === category)
      .filter((r) => `${r.title}\n${r.description}`.toLowerCase().includes(text.toLowerCase()))
      .map((r) => r.title);

  test('all six resources show with dates like "Jun 9, 2026"', async ({ page }) => {
    await open(page, '/resources');
    await expect(cards(page)).toHaveCount(6);
    expect(resources).toHaveLength(6);
    const first = cards(page).locator('time[datetime="2026-06-09"]');
    await expect(first).toHaveText('Jun 9, 2026');
    for (const t of await cards(page).locator('time').all()) {
      await expect(t).toHaveText(/^(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{1,2}, \d{4}$/);
    }
    for (const r of resources) {
      const card = cards(page).filter({ hasText: r.title });
      await expect(card.getByRole('link', { name: r.downloadable ? /Download/ : /Read More/ })).toBeVisible();
    }
  });

  test('search filters by title and description, case-insensitively', async ({ page }) => {
    await open(page, '/resources');
    // A word from a title, typed in upper case.
    const word = resources[0]!.title.split(/\s+/).find((w) => w.length > 4)!;
    await search(page).fill(word.toUpperCase());
    await expect.poll(() => titles(page)).toEqual(expected('All', word));
    // A phrase that occurs only in a description.
    const descOnly = resources
      .flatMap((r) =>
        r.description
          .split(/\s+/)
          .filter((w) => w.length > 6)
          .map((w) => w.replace(/[^\w-]/g, '')),
      )
      .find((w) => w && !resources.some((r) => r.title.toLowerCase().includes(w.toLowerCase())));
    expect(descOnly, 'a description-only word in the content').toBeTruthy();
    await search(page).fill(descOnly!.toLowerCase());
    const want = expected('All', descOnly!);
    expect(want.length).toBeGreaterThan(0);
    await expect.poll(() => titles(page)).toEqual(want);
  });

  test('category chips filter, combined with the search', async ({ page }) => {
    await open(page, '/resources');
    // Chips are radios in a GET form: one is chosen at a time, and the URL holds the choice.
    for (const category of ['Contact Center', 'AI & Analytics', 'Cloud Migration', 'Security', 'All']) {
      const chip = page.getByRole('radio', { name: category, exact: true });
      await chip.check();
      await expect(chip).toBeChecked();
      await expect.poll(() => titles(page)).toEqual(expected(category, ''));
    }
    await expect(page).toHaveURL(/\/resources$/);
    await page.getByRole('radio', { name: 'Security', exact: true }).check();
    await expect(page).toHaveURL(/\/resources\?category=security$/);
    const word = resources.find((r) => r.category !== 'Security')!.title.split(/\s+/)[0]!;
    await search(page).fill(word);
    await expect.poll(() => titles(page)).toEqual(expected('Security', word));
  });

  test('no match shows "No resources found matching your criteria"', async ({ page }) => {
    await open(page, '/resources');
    await search(page).fill('zzqx-nothing-matches');
    await expect(page.getByText('No resources found matching your criteria')).toBeVisible();
    await expect(cards(page)).toHaveCount(0);
    await search(page).fill('');
    await expect(cards(page)).toHaveCount(6);
  });
});

test.describe('legal pages', () => {
  for (const [route, sections] of [
    ['/privacy', 10],
    ['/terms', 12],
  ] as const) {
    test(`${route}: "Last updated" is the fixed content date and there are ${sections} numbered sections`, async ({
      page,
    }) => {
      await page.clock.install({ time: new Date('2031-03-04T12:00:00Z') }); // "today" differs from the constant
      await open(page, route);
      const expectedDate = formatLegalDate(LEGAL_LAST_UPDATED);
      const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      await expect(page.locator('main')).toContainText(new RegExp(`Last updated:?\\s*${esc(expectedDate)}`));
      const today = new Date().toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric' });
      if (today !== expectedDate) await expect(page.locator('main')).not.toContainText(today);
      await expect(page.locator('main')).not.toContainText('March 4, 2031');
      const h2 = page.locator('main h2');
      const texts = (await h2.allTextContents()).map(normalize).filter((t) => /^\d+\.\s/.test(t));
      expect(texts, JSON.stringify(texts)).toHaveLength(sections);
      expect(texts.map((t) => Number(t.split('.')[0]))).toEqual(Array.from({ length: sections }, (_, i) => i + 1));
    });
  }

  test('terms mention Georgia law and Fulton County', async ({ page }) => {
    await open(page, '/terms');
    await expect(page.locator('main')).toContainText('Georgia');
    await expect(page.locator('main')).toContainText('Fulton County');
  });
});

test.describe('solutions', () => {
  test('/solutions lists six cards linking to the detail pages, each with three benefits', async ({ page }) => {
    await open(page, '/solutions');
    for (const slug of solutionSlugs) {
      await expect(page.locator(`main a[href="/solutions/${slug}"]`).first()).toBeVisible();
    }
    expect(solutions.map((s) => s.slug)).toEqual([...solutionSlugs]);
    for (const s of solutions) {
      const card = page
        .locator('main li, main article')
        .filter({ hasText: s.title })
        .filter({ hasText: 'Learn More' })
        .first();
      for (const b of s.benefits.slice(0, 3)) await expect(card).toContainText(b);
      if (s.benefits[3]) await expect(card).not.toContainText(s.benefits[3]);
    }
  });

  for (const s of solutions) {
    test(`/solutions/${s.slug} shows its title, sections and closing call to action`, async ({ page }) => {
      await open(page, `/solutions/${s.slug}`);
      await expect(page.locator('h1')).toHaveText(s.detail.title);
      await expect(page.getByRole('heading', { level: 2, name: s.detail.stack.title })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Ready to Get Started?' })).toBeVisible();
      await expect(page.locator('main').getByRole('link', { name: 'View All Solutions' })).toHaveAttribute(
        'href',
        '/solutions',
      );
      if (s.slug === 'it-staffing') expect(s.detail.stack.title).toBe('Core Competencies');
    });
  }
});
