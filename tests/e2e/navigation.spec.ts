// Header, mobile menu, "Get Started", analytics and what happens on route changes.
import { aboutPage } from '@/content/about';
import { resourcesPage } from '@/content/resources';
import { solutionsPage } from '@/content/solutions';
import { slides as slideCopy } from '@/content/home';
import { expect, open, slides, test } from './fixtures';
import { sentEvents } from '../support/analytics-events';
import { built, countBuilt } from '../support/count-built';

test.describe('mobile (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('"Toggle menu" opens the menu; choosing a link navigates and closes it', async ({ page }) => {
    await open(page, '/');
    const toggle = page.getByRole('button', { name: 'Toggle menu' });
    await expect(toggle).toBeVisible();
    // A popover: the browser opens it (no script needed) and states expanded/collapsed itself.
    const menuId = await toggle.getAttribute('popovertarget');
    expect(menuId, 'the toggle names the menu it opens').toBeTruthy();
    const menu = page.locator(`[id="${menuId}"]`);
    await expect(menu).toBeHidden();

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(menu).toBeVisible();
    for (const label of ['Solutions', 'Case Studies', 'Industries', 'About', 'Resources', 'Careers']) {
      await expect(menu.getByRole('link', { name: label, exact: true })).toBeVisible();
    }

    await menu.getByRole('link', { name: 'Case Studies', exact: true }).click();
    await expect(page).toHaveURL(/\/case-studies$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Project Capabilities' })).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeHidden();
  });
});

test.describe('header "Get Started"', () => {
  test('on / it scrolls to the contact section', async ({ page }) => {
    await open(page, '/');
    await expect(page.locator('#contact')).not.toBeInViewport();
    await page.locator('header').getByRole('link', { name: 'Get Started' }).filter({ visible: true }).click();
    await expect(page.locator('#contact')).toBeInViewport();
    expect(new URL(page.url()).pathname).toBe('/');
  });

  test('on /about it goes to /contact', async ({ page }) => {
    await open(page, '/about');
    await page.locator('header').getByRole('link', { name: 'Get Started' }).filter({ visible: true }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.locator('#contact')).toBeVisible();
  });
});

test.describe('analytics', () => {
  test('hero "Get Started" records cta_get_started_clicked with slide_id and slide_title', async ({ page }) => {
    const sent = sentEvents(page);
    await page.emulateMedia({ reducedMotion: 'reduce' }); // static carousel: slide 1 stays current
    await open(page, '/');
    const hero = page.getByRole('region', { name: 'Featured solutions' });
    await hero.getByRole('link', { name: 'Get Started' }).filter({ visible: true }).first().click();
    await expect(page.locator('#contact')).toBeInViewport();
    // The site's own analytics, with the spec's parameters.
    await expect
      .poll(() => sent.named('cta_get_started_clicked').map((e) => e.params))
      .toEqual([{ slide_id: slideCopy[0]!.id, slide_title: slides[0].title }]);
  });

  test('no third-party analytics function: the hero "Get Started" works and logs no errors', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await open(page, '/');
    expect(await page.evaluate(() => typeof (window as unknown as { gtag?: unknown }).gtag)).toBe('undefined');
    await page
      .getByRole('region', { name: 'Featured solutions' })
      .getByRole('link', { name: 'Get Started' })
      .filter({ visible: true })
      .first()
      .click();
    await expect(page.locator('#contact')).toBeInViewport();
  });
});

test.describe('route change', () => {
  test('after a header link, the window is at the top and the new h1 has focus', async ({ page }) => {
    await open(page, '/about');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    await page
      .locator('header nav')
      .getByRole('link', { name: 'Solutions', exact: true })
      .filter({ visible: true })
      .click();
    await expect(page).toHaveURL(/\/solutions$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Solutions That Transform' })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect
      .poll(() =>
        page.evaluate(() => ({
          tag: document.activeElement?.tagName,
          text: document.activeElement?.textContent?.trim(),
        })),
      )
      .toEqual({ tag: 'H1', text: 'Solutions That Transform' });
  });

  test("a page change not prepared for renders the next page's heading in a task of its own, its bands in the next ones", async ({
    page,
  }) => {
    // Each observer callback sees the page as one task left it: with the bands in the tap's own
    // render, the heading and the bands arrived together.
    await page.addInitScript((title) => {
      const seen: { heading: boolean; band: boolean }[] = [];
      (window as unknown as { __seen: typeof seen }).__seen = seen;
      new MutationObserver(() => {
        const heading = document.querySelector('main h1')?.textContent === title;
        if (heading || seen.length) seen.push({ heading, band: !!document.getElementById('values-title') });
      }).observe(document, { childList: true, subtree: true });
    }, aboutPage.hero.title);
    await open(page, '/');
    await page.evaluate(() => ((window as unknown as { __seen: unknown[] }).__seen.length = 0));
    // A click with no pointer over the link or focus on it before: nothing was rendered ahead.
    await page
      .locator('header nav')
      .getByRole('link', { name: 'About', exact: true })
      .filter({ visible: true })
      .evaluate((a: HTMLElement) => a.click());
    await expect(page.locator('#values-title')).toBeVisible();
    const seen = await page.evaluate(() => (window as unknown as { __seen: unknown[] }).__seen);
    expect(seen[0], 'the heading, alone').toEqual({ heading: true, band: false });
    expect(seen.at(-1), 'then the bands').toEqual({ heading: true, band: true });
  });

  test('a page a visitor points at is rendered ahead, hidden and off the document: the tap builds nothing, shows it and runs its effects', async ({
    page,
  }) => {
    await page.addInitScript(countBuilt);
    // Each change to the document once the heading is in: what is shown, and what was built by then.
    await page.addInitScript((title) => {
      type Seen = { heading: boolean; band: boolean; built: number; elements: number };
      const w = window as unknown as { __seen: Seen[]; __built: number };
      w.__seen = [];
      new MutationObserver(() => {
        const heading = document.querySelector('main h1')?.textContent === title;
        if (heading || w.__seen.length)
          w.__seen.push({
            heading,
            band: !!document.getElementById('values-title'),
            built: w.__built,
            elements: document.querySelectorAll('main *').length,
          });
      }).observe(document, { childList: true, subtree: true });
    }, aboutPage.hero.title);
    await open(page, '/');
    const homeTitle = await page.title();
    const created = () => page.evaluate(built);
    const before = await created();
    await page
      .locator('header nav')
      .getByRole('link', { name: 'About', exact: true })
      .filter({ visible: true })
      .hover();
    // Rendered once nothing more is built for half a second.
    let last = -1;
    await expect
      .poll(
        async () => {
          const now = await created();
          const quiet = now === last;
          last = now;
          return quiet && now > before;
        },
        { intervals: [500] },
      )
      .toBe(true);
    // Hidden, and with none of its effects: the document still shows the home page alone.
    await expect(page.locator('main')).toHaveCount(1);
    await expect(page.locator('main h1')).not.toHaveText(aboutPage.hero.title);
    expect(await page.title()).toBe(homeTitle);
    const atTap = await created();
    await page.mouse.down();
    await page.mouse.up();
    await expect(page.locator('main h1')).toHaveText(aboutPage.hero.title);
    await expect(page.locator('main h1')).toBeFocused();
    expect(await page.title()).not.toBe(homeTitle);
    // Its bands come after its first screen, as on any page change.
    await expect(page.locator('#values-title')).toBeVisible();
    const seen = await page.evaluate(
      () =>
        (window as unknown as { __seen: { heading: boolean; band: boolean; built: number; elements: number }[] })
          .__seen,
    );
    expect(seen[0], 'the heading first').toMatchObject({ heading: true, band: false });
    expect(seen[0]!.built - atTap, 'elements built by the tap').toBeLessThan(10);
    expect(atTap - before, 'every element of the first screen built before the tap').toBeGreaterThanOrEqual(
      seen[0]!.elements,
    );
    await expect(page.locator('main')).toHaveCount(1);
  });

  test('a change of query on the page shown, with another page rendered ahead, stays that page; the page ahead still shows whole after', async ({
    page,
  }) => {
    await open(page, '/resources');
    const link = page.locator('header nav').getByRole('link', { name: 'About', exact: true }).filter({ visible: true });
    await link.hover();
    await page.waitForTimeout(1000);
    // The filter writes its query to the URL through the router: the same page, at a new query.
    await page.getByRole('radio', { name: 'Security' }).click();
    await expect(page).toHaveURL(/\/resources\?category=security$/);
    await expect(page.locator('main')).toHaveCount(1);
    await expect(page.locator('main h1')).toHaveText(resourcesPage.hero.title);
    await expect(page.getByRole('radio', { name: 'Security' })).toBeChecked();
    await link.click();
    await expect(page.locator('main h1')).toHaveText(aboutPage.hero.title);
    await expect(page.locator('#values-title')).toBeVisible();
    await expect(page.locator('main')).toHaveCount(1);
  });

  test('a page rendered ahead and not followed is dropped; the next page and the one pointed at again show as they should', async ({
    page,
  }) => {
    await open(page, '/');
    const nav = page.locator('header nav');
    const link = (name: string) => nav.getByRole('link', { name, exact: true }).filter({ visible: true });
    await link('About').hover();
    await page.waitForTimeout(500);
    await link('Careers').focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/careers$/);
    await expect(page.locator('main h1')).toBeFocused();
    await expect(page.locator('main')).toHaveCount(1);
    await link('About').click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.locator('main h1')).toHaveText(aboutPage.hero.title);
    await expect(page.locator('#values-title')).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/careers$/);
    await expect(page.locator('main')).toHaveCount(1);
    await expect(page.locator('main h1')).not.toHaveText(aboutPage.hero.title);
  });

  test("a page change takes the page left out of the document before the next page's first frame, and unmounts it after", async ({
    page,
  }) => {
    await open(page, '/');
    // In each frame, before its paint: the first that shows the next heading, as it finds the home
    // page's <main> (React marks a node it has mounted with its own keys, and drops them at unmount).
    await page.evaluate((title) => {
      const w = window as unknown as { __left: HTMLElement; __atFrame?: object };
      w.__left = document.querySelector('main')!;
      const mounted = (el: Element) => Object.keys(el).some((k) => k.startsWith('__reactFiber'));
      const frame = () => {
        if (document.querySelector('main h1')?.textContent === title)
          w.__atFrame = {
            mains: document.querySelectorAll('main').length,
            leftInDocument: w.__left.isConnected,
            leftMounted: mounted(w.__left),
          };
        else requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
    }, aboutPage.hero.title);
    await page
      .locator('header nav')
      .getByRole('link', { name: 'About', exact: true })
      .filter({ visible: true })
      .click();
    await expect(page.locator('main h1')).toHaveText(aboutPage.hero.title);
    // (The heading can be in the document a moment before the frame that shows it.)
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __atFrame?: object }).__atFrame))
      .toEqual({
        mains: 1,
        leftInDocument: false,
        leftMounted: true,
      });
    await expect
      .poll(() =>
        page.evaluate(() =>
          Object.keys((window as unknown as { __left: HTMLElement }).__left).some((k) => k.startsWith('__reactFiber')),
        ),
      )
      .toBe(false);
    await expect(page.locator('main')).toHaveCount(1);
  });

  test('page changes faster than the frames: one page at a time, the last one shown', async ({ page }) => {
    await open(page, '/');
    // Each tap in the task after the last, before its page has painted (the page left is still mounted).
    // Each frame, and each change to the document, counts the pages visible (their <main>s).
    await page.evaluate(() => {
      const w = window as unknown as { __mostVisible: number };
      w.__mostVisible = 0;
      const count = () =>
        (w.__mostVisible = Math.max(
          w.__mostVisible,
          [...document.querySelectorAll('main')].filter((m) => m.checkVisibility()).length,
        ));
      new MutationObserver(count).observe(document.body, { childList: true, subtree: true });
      const frame = () => (count(), requestAnimationFrame(frame));
      requestAnimationFrame(frame);
      const links = ['About', 'Careers', 'Solutions'].map(
        (name) =>
          [...document.querySelectorAll('header a')].find(
            (a) => a.textContent?.trim() === name && a.checkVisibility(),
          ) as HTMLElement,
      );
      links.forEach((a, i) => setTimeout(() => a.click(), i));
    });
    await expect(page).toHaveURL(/\/solutions$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(solutionsPage.hero.title);
    await expect(page.locator('main')).toHaveCount(1);
    await expect(page.locator('main h1')).toHaveCount(1);
    expect(await page.evaluate(() => (window as unknown as { __mostVisible: number }).__mostVisible)).toBe(1);
  });

  test('a "/#contact" link from another page lands on / scrolled to the contact section', async ({ page }) => {
    await open(page, '/solutions');
    await page.locator('main').getByRole('link', { name: 'Schedule Consultation' }).first().click();
    await expect(page).toHaveURL(/\/#contact$/);
    await expect(page.locator('#contact')).toBeInViewport();
  });

  test('opening /#contact directly scrolls to the contact section', async ({ page }) => {
    await open(page, '/#contact');
    await expect(page.locator('#contact')).toBeInViewport();
  });
});
