// The Calls page in /staff from the keyboard alone: to it from the header, hours changed, added
// and removed, a mistake shown beside its field (and focused), saved and announced; an admin's
// choice of who takes a kind; axe at a phone's and a desktop's width, every control 44 px high.
// And a booking lead's call, in the reader's own zone.
import type { Locator, Page } from '@playwright/test';
import { staffCopy } from '@/content/staff';
import type { CallSettings } from '@/features/staff/contract';
import { scan } from './axe';
import { expect, ownConnection, test } from './fixtures';
import { signedIn } from '../support/staff-session';

const t = staffCopy;
const c = staffCopy.calls;

/** Tab (or Shift+Tab) until `target` has focus. */
async function tabTo(page: Page, target: Locator, back = false) {
  for (let i = 0; i < 80 && !(await target.evaluate((el) => el === document.activeElement)); i++)
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  await expect(target).toBeFocused();
}

/** Replaces a focused field's text by typing. */
async function retype(page: Page, text: string) {
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(text);
}

test('a staff member sets their call hours from the keyboard alone; the page passes axe at 390 and 1280 px', async ({
  page,
  context,
  request,
  consoleGuard,
}) => {
  test.setTimeout(90_000);
  consoleGuard.allow(/status of 401/);
  const email = await signedIn(page, context, request, true);

  // To the page from the header.
  await tabTo(page, page.getByRole('link', { name: c.nav }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: c.title })).toBeFocused();
  const form = page.getByRole('form', { name: c.hours });
  await expect(form).toBeVisible();

  // The zone, by typing its name on the closed list.
  await tabTo(page, form.getByLabel(c.timeZone));
  await page.keyboard.type('America/Chicago');
  await expect(form.getByLabel(c.timeZone)).toHaveValue('America/Chicago');

  const day = (n: keyof typeof c.days) => form.getByRole('group', { name: c.days[n], exact: true });
  // Monday starts at 08:30, and gets a second range, 18:00 to 19:00 (focus goes to its "From").
  await tabTo(page, day('1').getByLabel(c.from).first());
  await retype(page, '08:30');
  await tabTo(page, day('1').getByRole('button', { name: c.addRange }));
  await page.keyboard.press('Enter');
  await expect(day('1').getByLabel(c.from).nth(1)).toBeFocused();
  await page.keyboard.type('18:00');
  await page.keyboard.press('Tab');
  await expect(day('1').getByLabel(c.to).nth(1)).toBeFocused();
  await page.keyboard.type('19:00');
  // No calls on Tuesdays: its range removed (focus goes to its "Add hours").
  await tabTo(page, day('2').getByRole('button', { name: c.removeRange }));
  await page.keyboard.press('Enter');
  await expect(day('2').getByRole('button', { name: c.addRange })).toBeFocused();
  await expect(day('2').getByText(c.noHours)).toBeVisible();
  // Saturday mornings, first typed wrong: it ends before it starts.
  await tabTo(page, day('6').getByRole('button', { name: c.addRange }));
  await page.keyboard.press('Enter');
  await page.keyboard.type('10:00');
  await page.keyboard.press('Tab');
  await page.keyboard.type('09:00');
  // At most four calls a day.
  await tabTo(page, form.getByLabel(c.cap));
  await retype(page, '4');

  await tabTo(page, form.getByRole('button', { name: c.save }));
  await page.keyboard.press('Enter');
  // Refused here, beside the field, which takes focus; nothing was sent.
  const saturdayTo = day('6').getByLabel(c.to);
  await expect(saturdayTo).toBeFocused();
  await expect(saturdayTo).toHaveAttribute('aria-invalid', 'true');
  await expect(saturdayTo).toHaveAccessibleDescription(new RegExp(c.errors.order.replace(/[.]/g, '\\.')));
  await expect(page.getByRole('alert')).toHaveText(c.checkFields);
  expect(await scan(page), 'axe with a mistake shown').toEqual([]);
  await retype(page, '12:00');
  await tabTo(page, form.getByRole('button', { name: c.save }));
  await page.keyboard.press('Enter');
  await expect(form.getByRole('status')).toHaveText(c.saved);
  await expect(form.getByRole('button', { name: c.save })).toBeFocused();

  // What the server keeps.
  const settings = (await (
    await page.request.get('/api/staff/call-settings', { headers: ownConnection })
  ).json()) as CallSettings;
  expect(settings.own).toBe(true);
  expect(settings.rules).toMatchObject({
    timeZone: 'America/Chicago',
    dailyCap: 4,
    weekly: {
      '1': [
        ['08:30', '17:00'],
        ['18:00', '19:00'],
      ],
      '2': [],
      '6': [['10:00', '12:00']],
    },
  });

  // An admin: who takes demo walkthroughs, by Space on their own box.
  const hosts = page.getByRole('form', { name: c.hosts });
  const walkthrough = hosts.getByRole('group', { name: c.takes(t.callKinds.walkthrough) });
  const mine = walkthrough.getByRole('checkbox', { name: email });
  await expect(mine).toBeChecked();
  await tabTo(page, mine);
  await page.keyboard.press('Space');
  await expect(mine).not.toBeChecked();
  await tabTo(page, hosts.getByRole('button', { name: c.saveHosts }));
  await page.keyboard.press('Enter');
  await expect(hosts.getByRole('status')).toHaveText(c.hostsSaved);

  // The feed link, made and shown once.
  await tabTo(page, page.getByRole('button', { name: c.createFeed }));
  await page.keyboard.press('Enter');
  await expect(page.locator('[data-feed-url]')).toHaveText(/\/api\/calendar-feed\?token=[A-Za-z0-9_-]{43}$/);

  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await scan(page), `axe on the Calls page at ${width} px`).toEqual([]);
    // Nothing wider than the screen, and every control a full 44 px high (a checkbox through its label).
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    const short = await page
      .locator(
        'main button, main input:not([type=checkbox]), main select, main label:has(input[type=checkbox]), header a, header button',
      )
      .evaluateAll((els) =>
        els
          .map((el) => ({ el: el.outerHTML.slice(0, 80), h: el.getBoundingClientRect().height }))
          .filter((x) => x.h < 44),
      );
    expect(short, `controls under 44 px at ${width} px`).toEqual([]);
  }

  // Revoked: its button goes, and focus goes to the one that makes a new link.
  await tabTo(page, page.getByRole('button', { name: c.revokeFeed }));
  await page.keyboard.press('Enter');
  await expect(page.getByText(c.feedRevoked)).toBeVisible();
  await expect(page.getByRole('button', { name: c.createFeed, exact: true })).toBeFocused();

  // This account takes no calls after the test (the e2e server's other tests book calls too).
  const done = await page.request.post('/api/staff/save-call-hosts', {
    headers: { origin: new URL(page.url()).origin, ...ownConnection },
    data: { hosts: [{ email, kinds: [] }] },
  });
  expect(done.status()).toBe(200);
});

test('a booking lead shows its call in the reader’s own zone, by name; the page passes axe at 390 and 1280 px', async ({
  page,
  context,
  request,
  consoleGuard,
}) => {
  consoleGuard.allow(/status of 401/);
  await signedIn(page, context, request);
  const origin = new URL(page.url()).origin;
  const defaults = (await (
    await page.request.get('/api/staff/call-settings', { headers: ownConnection })
  ).json()) as CallSettings;
  const zoned = await page.request.post('/api/staff/save-call-settings', {
    headers: { origin, ...ownConnection },
    data: { ...defaults.rules, timeZone: 'Europe/Berlin' },
  });
  expect(zoned.status(), await zoned.text()).toBe(200);

  const { times } = (await (await request.get('/api/booking/availability?kind=consultation')).json()) as {
    times: string[];
  };
  expect(times.length).toBeGreaterThan(0);
  const booked = await request.post('/api/book-call', {
    headers: { 'idempotency-key': crypto.randomUUID() },
    data: {
      name: 'Katherine Johnson',
      email: 'katherine@agency.gov',
      company: 'Flight Research',
      interest: 'cloud-migration',
      callKind: 'consultation',
      start: times.at(-1),
      timeZone: 'America/Denver',
    },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  const { id } = (await booked.json()) as { id: string };

  await page.goto(`/staff/leads/${id}`);
  const call = page.getByRole('region', { name: t.lead.booking.title, exact: true });
  const at = (term: string) => call.locator('dt', { hasText: term }).locator('xpath=following-sibling::dd[1]');
  await expect(at(t.lead.booking.when)).toContainText('(Europe/Berlin)');
  await expect(at(t.lead.booking.kind)).toHaveText(t.callKinds.consultation);
  await expect(at(t.lead.booking.status)).toHaveText(t.lead.booking.statuses.booked);
  await expect(at(t.lead.booking.host)).not.toHaveText(t.lead.booking.noHost);
  // Not started yet: no no-show mark to give.
  await expect(call.getByRole('button', { name: t.lead.booking.noShow })).toHaveCount(0);
  await expect(call.getByText(t.lead.booking.noShowLater)).toBeVisible();
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await scan(page), `axe on a booking lead at ${width} px`).toEqual([]);
  }
});
