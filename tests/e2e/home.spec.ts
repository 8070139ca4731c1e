// Home page behaviour: hero carousel (fake clock), stats count-up, service cards without JS.
import type { Page } from '@playwright/test';
import { HERO_INTERVAL_MS, STATS_COUNT_MS } from '@/config/constants';
import { stats } from '@/content/home';
import { expect, htmlText, open, slides, test } from './fixtures';

const hero = (page: Page) => page.getByRole('region', { name: 'Featured solutions' });
const dot = (page: Page, n: number) => page.getByRole('button', { name: `Go to slide ${n}`, exact: true });

/** The current slide (1-based), checked three ways: the dot, the visible slide group and the h1. */
async function expectSlide(page: Page, n: number) {
  await expect(dot(page, n)).toHaveAttribute('aria-current', 'true');
  await expect(page.locator('main h1')).toHaveText(slides[n - 1]!.title);
  await expect(hero(page).getByRole('group', { name: `${n} of ${slides.length}` })).toBeVisible();
}

/** Pointer and focus outside the hero, so nothing pauses the rotation. */
async function leaveHero(page: Page) {
  await page.locator('header').hover({ position: { x: 5, y: 5 } });
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
}

/** Fake time, stopped before the page loads: only runFor() moves it. */
async function pauseClock(page: Page) {
  await page.clock.install({ time: new Date('2025-01-06T09:00:00Z') });
  await page.clock.pauseAt(new Date('2025-01-06T09:00:01Z'));
}

/**
 * Loads / under a fake clock, stops time, and restarts the rotation timer at a known instant
 * (pointer enters and leaves the hero: the interval is cleared and set again).
 */
async function openWithPausedClock(page: Page) {
  await pauseClock(page);
  await open(page, '/');
  await hero(page).hover();
  await leaveHero(page);
}

/** The hero's canvas: present, sized, drawn on, and its pixels as a data URL (to compare two moments). */
const canvasState = (p: Page) =>
  p.evaluate(async () => {
    const c = document.querySelector<HTMLCanvasElement>('main canvas');
    if (!c) return { present: false, sized: false, drawn: false, pixels: '' };
    // The canvas may be drawn by a worker (OffscreenCanvas), so read its pixels through an image.
    const pixels = c.toDataURL();
    const img = new Image();
    img.src = pixels;
    await img.decode();
    const scratch = document.createElement('canvas');
    scratch.width = img.naturalWidth;
    scratch.height = img.naturalHeight;
    const ctx = scratch.getContext('2d')!;
    ctx.drawImage(img, 0, 0);
    const data = ctx.getImageData(0, 0, scratch.width, scratch.height).data;
    let drawn = false;
    for (let i = 3; i < data.length; i += 4)
      if (data[i] !== 0) {
        drawn = true;
        break;
      }
    return { present: true, sized: c.width !== 300 || c.height !== 150, drawn, pixels };
  });

test.describe('hero carousel', () => {
  test('advances every 6000 ms (not at 5999) and wraps from slide 5 to slide 1', async ({ page }) => {
    await openWithPausedClock(page);
    await expectSlide(page, 1);
    await page.clock.runFor(HERO_INTERVAL_MS - 1);
    await expectSlide(page, 1);
    await page.clock.runFor(1);
    await expectSlide(page, 2);
    await page.clock.runFor(HERO_INTERVAL_MS * 3);
    await expectSlide(page, 5);
    await page.clock.runFor(HERO_INTERVAL_MS);
    await expectSlide(page, 1);
  });

  test('pauses while hovered, resumes when the pointer leaves', async ({ page }) => {
    await openWithPausedClock(page);
    await hero(page).hover();
    await page.clock.runFor(HERO_INTERVAL_MS * 3);
    await expectSlide(page, 1);
    await leaveHero(page);
    await page.clock.runFor(HERO_INTERVAL_MS);
    await expectSlide(page, 2);
  });

  test('pauses while focus is inside, resumes when it leaves', async ({ page }) => {
    await openWithPausedClock(page);
    await dot(page, 1).focus();
    await page.clock.runFor(HERO_INTERVAL_MS * 3);
    await expectSlide(page, 1);
    await leaveHero(page);
    await page.clock.runFor(HERO_INTERVAL_MS);
    await expectSlide(page, 2);
  });

  test('the pause/play button stops and restarts the rotation', async ({ page }) => {
    await openWithPausedClock(page);
    await hero(page).getByRole('button', { name: 'Pause slideshow' }).click();
    await expect(hero(page).getByRole('button', { name: 'Play slideshow' })).toBeVisible();
    await leaveHero(page);
    await page.clock.runFor(HERO_INTERVAL_MS * 3);
    await expectSlide(page, 1);

    await hero(page).getByRole('button', { name: 'Play slideshow' }).click();
    await expect(hero(page).getByRole('button', { name: 'Pause slideshow' })).toBeVisible();
    await leaveHero(page);
    await page.clock.runFor(HERO_INTERVAL_MS);
    await expectSlide(page, 2);
  });

  test('"Go to slide N" dots jump to that slide; rotation continues from there', async ({ page }) => {
    await openWithPausedClock(page);
    for (const n of [3, 5, 1, 4]) {
      await dot(page, n).click();
      await expectSlide(page, n);
    }
    await dot(page, 5).click();
    await leaveHero(page);
    await page.clock.runFor(HERO_INTERVAL_MS);
    await expectSlide(page, 1);
  });

  test('with reduced motion it does not rotate', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openWithPausedClock(page);
    await expect(hero(page).getByRole('button', { name: 'Play slideshow' })).toBeVisible();
    await page.clock.runFor(HERO_INTERVAL_MS * 5);
    await expectSlide(page, 1);
  });

  test('with reduced motion the canvas animation never loads or draws; without it, it does', async ({
    page,
    browser,
  }) => {
    // Reduced motion: no canvas chunk, an untouched (blank, default-sized) canvas.
    const canvasRequests: string[] = [];
    page.on('request', (r) => void (/hero-canvas/.test(r.url()) && canvasRequests.push(r.url())));
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await open(page, '/');
    await page.waitForTimeout(3000); // longer than the idle-callback timeout (2 s)
    expect(canvasRequests, 'no canvas module requested under reduced motion').toEqual([]);
    expect(await canvasState(page)).toMatchObject({ sized: false, drawn: false });

    // Control: without reduced motion the same page loads and draws the canvas.
    const ctx = await browser.newContext({ viewport: { width: 1280, height: 800 }, reducedMotion: 'no-preference' });
    const other = await ctx.newPage();
    const loaded = other.waitForRequest(/hero-canvas/, { timeout: 10_000 });
    await other.goto('/');
    await loaded;
    await expect
      .poll(() => canvasState(other), { timeout: 10_000 })
      .toMatchObject({ present: true, sized: true, drawn: true });
    await ctx.close();
  });
});

test('the pause button stops the canvas backdrop too, and play starts it again', async ({ page }) => {
  // Real time: the backdrop is drawn by its own animation frames, in a worker where it can be.
  await open(page, '/');
  await expect.poll(() => canvasState(page), { timeout: 10_000 }).toMatchObject({ drawn: true });
  const moving = async () => {
    const before = (await canvasState(page)).pixels;
    await page.waitForTimeout(500);
    return (await canvasState(page)).pixels !== before;
  };
  await leaveHero(page);
  expect(await moving(), 'the backdrop moves while the slideshow plays').toBe(true);

  await hero(page).getByRole('button', { name: 'Pause slideshow' }).click();
  await leaveHero(page);
  await page.waitForTimeout(300); // a frame already asked for may still be drawn
  expect(await moving(), 'the backdrop stands still while paused').toBe(false);

  await hero(page).getByRole('button', { name: 'Play slideshow' }).click();
  await leaveHero(page);
  await expect.poll(moving, { timeout: 5_000 }).toBe(true);
});

test.describe('stats', () => {
  const statsSection = (html: string) => {
    const start = html.search(/<section\b[^>]*id="stats"/);
    expect(start, 'a section with id="stats" in the raw HTML').toBeGreaterThan(-1);
    return htmlText(html.slice(start, html.indexOf('</section>', start)));
  };

  test('final values are in the raw HTML', async ({ request }) => {
    const text = statsSection(await (await request.get('/')).text());
    for (const value of ['241', '31', '24', '15']) expect(text).toMatch(new RegExp(`(^|\\D)${value}\\s*%`));
  });

  test('count up from 0 once scrolled into view and end at the final value after 2000 ms', async ({ page }) => {
    await pauseClock(page);
    await open(page, '/');

    const card = (label: string) => page.locator('#stats li').filter({ hasText: label });
    /** The element showing only the (animated) figure, e.g. "0%" or "241%". */
    const figure = (label: string) =>
      card(label)
        .locator('p, span, div')
        .filter({ hasText: /^\s*[\d.,]+\s*%\s*$/ })
        .last();
    const shownValue = async (label: string) => {
      const text = (await figure(label).textContent())?.trim() ?? '';
      return Number(/^[\d.,]+/.exec(text)?.[0]?.replace(/,/g, '') ?? NaN);
    };
    const labels = stats.map((s) => s.label);
    for (const label of labels) expect(await shownValue(label), `${label} before it is visible`).toBe(0);

    await page.evaluate(() =>
      document.getElementById('stats')?.scrollIntoView({ block: 'center', behavior: 'instant' }),
    );
    // The IntersectionObserver is not a timer: give it real time to report, with fake time stopped,
    // so the count-up starts at the paused instant.
    await page.waitForTimeout(500);
    await page.clock.runFor(STATS_COUNT_MS / 2);
    const roi = stats.find((s) => s.value === 241)!;
    const mid = await shownValue(roi.label);
    expect(mid, 'half-way through the count-up').toBeGreaterThan(0);
    expect(mid).toBeLessThan(241);

    await page.clock.runFor(STATS_COUNT_MS / 2);
    for (const s of stats) {
      await expect(figure(s.label)).toHaveText(`${s.value}${s.suffix}`);
    }
    expect(stats.map((s) => `${s.value}${s.suffix}`)).toEqual(['241%', '31%', '24%', '15%']);
  });
});

test.describe('services', () => {
  const hrefs = [
    '/solutions/contact-center-modernization',
    '/solutions/amazon-connect-ai',
    '/solutions/cloud-migration',
    '/solutions/ai-data-analytics',
    '/solutions/custom-development',
    '/solutions/it-staffing',
  ];

  test('six cards are in the raw HTML and fully visible without JavaScript', async ({ browser }) => {
    const ctx = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 800 } });
    const page = await ctx.newPage();
    await page.goto('/');
    const section = page.locator('#services');
    const links = section.getByRole('link', { name: /Learn more/i });
    await expect(links).toHaveCount(6);
    expect(await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual(hrefs);
    const cards = section.locator('li');
    await expect(cards).toHaveCount(6);
    await section.scrollIntoViewIfNeeded();
    for (const card of await cards.all()) {
      await expect(card).toBeVisible();
      const opacity = await card.evaluate((el) => {
        let o = 1;
        for (let n: Element | null = el; n; n = n.parentElement) o *= Number(getComputedStyle(n).opacity);
        return o;
      });
      expect(opacity, 'card opacity without JS').toBe(1);
    }
    await ctx.close();
  });

  test('with JavaScript the cards end fully visible after scrolling to them', async ({ page }) => {
    await open(page, '/');
    await page.locator('#services').scrollIntoViewIfNeeded();
    const cards = page.locator('#services li');
    await expect(cards).toHaveCount(6);
    await expect
      .poll(() => cards.evaluateAll((els) => els.map((el) => Number(getComputedStyle(el).opacity))), { timeout: 5000 })
      .toEqual([1, 1, 1, 1, 1, 1]);
  });
});
