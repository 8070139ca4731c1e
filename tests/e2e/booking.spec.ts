// Booking a call as a visitor does it, in Chromium: from the home page's "Book a Call", by keyboard
// alone; the invitation read by ical.js; a reschedule and a cancel through the e-mail's links with
// the invitations' SEQUENCE and METHOD; the staff member who hosts it finds it in /staff; the
// picker's keyboard model key by key; axe at two widths; and the request made offline.
import { randomBytes } from 'node:crypto';
import ICAL from 'ical.js';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { bookingCopy, bookingPicker, manageCopy } from '@/content/booking';
import type { Availability } from '@/features/booking/api/booking';
import { whenOf } from '@/features/booking/components/booked-call';
import type { BookingView } from '@/features/booking/contract';
import { staffCopy } from '@/content/staff';
import type { CallSettings } from '@/features/staff/contract';
import { E2E_ADMIN_TOKEN, SMTP_SINK } from '../../playwright.config';
import { scan } from './axe';
import { outbox, waitForServiceWorker } from './delivery-helpers';
import { open, ownConnection, test } from './fixtures';
import { goOffline, goOnline } from './offline-helpers';
import { addPasskeyDevice, signedIn } from '../support/staff-session';

// A visitor in Chicago; the hosts keep New York's hours.
test.use({ timezoneId: 'America/Chicago' });

/** A staff account: with no hours set, it takes calls on weekdays from 9 to 5, New York time. */
async function aHost(request: APIRequestContext) {
  const email = `host.${Date.now()}.${randomBytes(2).toString('hex')}@example.com`;
  const r = await request.post('/api/staff/add-account', {
    headers: { authorization: `Bearer ${E2E_ADMIN_TOKEN}` },
    data: { email, admin: false },
  });
  expect(r.status()).toBe(201);
  return { email, link: new URL(((await r.json()) as { url: string }).url) };
}

/** The messages the run's SMTP server received for `to`, raw. */
async function mailFor(request: APIRequestContext, to: string): Promise<string[]> {
  const r = await request.get(`${SMTP_SINK.http}/messages?to=${encodeURIComponent(to)}`);
  return ((await r.json()) as { raw: string }[]).map((m) => m.raw);
}

/** The invitation in a message (its text/calendar part), parsed by ical.js. */
function invitationOf(raw: string) {
  const flat = raw.replace(/=\r\n/g, '');
  const m =
    /Content-Type: text\/calendar; charset=utf-8; method=(\w+)\r\n((?:[^\r\n]+\r\n)*)\r\n([\s\S]*?)\r\n--/i.exec(flat)!;
  expect(m, 'a text/calendar part').toBeTruthy();
  const body = /base64/i.test(m[2]!) ? Buffer.from(m[3]!, 'base64').toString('utf8') : m[3]!;
  const cal = new ICAL.Component(ICAL.parse(body));
  const ev = cal.getFirstSubcomponent('vevent')!;
  return {
    part: m[1]!.toUpperCase(),
    method: String(cal.getFirstPropertyValue('method')),
    uid: String(ev.getFirstPropertyValue('uid')),
    sequence: Number(ev.getFirstPropertyValue('sequence')),
    summary: String(ev.getFirstPropertyValue('summary')),
  };
}

const manageLinkIn = (raw: string) => {
  const flat = raw.replace(/=\r\n/g, '').replace(/=3D/g, '=');
  return /https?:\/\/[^\s]+\/book\/manage#[A-Za-z0-9._-]+/.exec(flat)![0];
};

/** How the picker names a date ("Monday, November 30, 2026"), without the time. */
const longDate = { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' } as const;

/** Presses Tab until `target` has focus (at most `max` times). */
async function tabTo(page: Page, target: ReturnType<Page['locator']>, max = 120) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

/** Moves the grid's focus with ArrowRight to the first day with free times (whose name matches `day`), and chooses it. */
async function chooseFirstFreeDay(page: Page, day = /^/) {
  for (let i = 0; i < 40; i++) {
    const label = await page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '');
    if (day.test(label) && /\d+ free times?(, selected)?$/.test(label)) break;
    await page.keyboard.press('ArrowRight');
  }
  await page.keyboard.press('Enter');
}

/** From the grid's tab stop: the first day with free times, then its first time. */
async function pickFirstFreeTime(page: Page) {
  await page.getByRole('grid').locator('button[tabindex="0"]').focus();
  await chooseFirstFreeDay(page);
  await page
    .getByRole('list', { name: /^Free times on / })
    .getByRole('button')
    .first()
    .click();
}

test('a visitor books a call from the home page by keyboard alone, then reschedules and cancels it from the e-mail; the host sees it in /staff', async ({
  page,
  context,
  request,
  consoleGuard,
}) => {
  test.setTimeout(180_000);
  // A signed-out session check in /staff, and the cancelled booking's link, answered 410.
  consoleGuard.allow(/status of 401/);
  consoleGuard.allow(/status of 410/);
  const host = await aHost(request);
  const visitor = `visitor.${Date.now()}.${randomBytes(2).toString('hex')}@agency.example.gov`;
  await open(page, '/');

  // "Book a Call" in the closing banner leads to the contact section, which offers the call first.
  await tabTo(page, page.getByRole('link', { name: 'Book a Call' }), 400);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#contact$/);
  await tabTo(page, page.getByRole('button', { name: bookingCopy.open }));
  await page.keyboard.press('Enter');
  const grid = page.getByRole('grid');
  await expect(grid).toBeVisible({ timeout: 20_000 });
  // The one date in the Tab order.
  await tabTo(page, grid.locator('button[tabindex="0"]'));
  await chooseFirstFreeDay(page);
  const firstTime = page
    .getByRole('list', { name: /^Free times on / })
    .getByRole('button')
    .first();
  await tabTo(page, firstTime);
  const spoken = await firstTime.getAttribute('aria-label');
  expect(spoken).toMatch(/^\d{1,2}:\d{2} [AP]M .+ Time$/);
  await page.keyboard.press('Enter');
  await expect(page.getByText(/We are holding this time for you until/)).toBeVisible();

  const details = page.getByRole('region', { name: bookingCopy.formHeading });
  await tabTo(page, details.getByLabel('Full Name'));
  await page.keyboard.type('Grace Hopper');
  await page.keyboard.press('Tab');
  await page.keyboard.type(visitor);
  await tabTo(page, details.getByLabel('Company / Agency'));
  await page.keyboard.type('Navy Digital Service');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Cloud');
  await tabTo(page, page.getByRole('button', { name: bookingCopy.form.submit }));
  await page.keyboard.press('Enter');

  const done = page.getByRole('heading', { name: bookingCopy.booked.heading });
  await expect(done).toBeFocused({ timeout: 30_000 });
  // The invitation on the page parses and names the call.
  const icsHref = await page.getByRole('link', { name: bookingCopy.booked.invitation }).getAttribute('href');
  const ics = await request.get(icsHref!);
  expect(ics.headers()['content-type']).toMatch(/^text\/calendar; charset=utf-8; method=REQUEST/);
  const event = new ICAL.Component(ICAL.parse(await ics.text())).getFirstSubcomponent('vevent')!;
  expect(String(event.getFirstPropertyValue('summary'))).toContain('30-minute consultation');

  // The e-mail: an invitation with METHOD:REQUEST, SEQUENCE 0, and its manage link.
  await expect.poll(async () => (await mailFor(request, visitor)).length, { timeout: 30_000 }).toBe(1);
  const [first] = await mailFor(request, visitor);
  const sent = invitationOf(first!);
  expect(sent).toMatchObject({ part: 'REQUEST', method: 'REQUEST', sequence: 0 });
  expect(sent.summary).toContain('30-minute consultation');

  // Reschedule through the e-mail's link.
  const manage = manageLinkIn(first!);
  await open(page, manage);
  await page.getByRole('button', { name: manageCopy.reschedule }).click();
  await expect(page.getByRole('grid')).toBeVisible();
  await page.getByRole('grid').locator('button[tabindex="0"]').focus();
  await page.keyboard.press('ArrowRight');
  await chooseFirstFreeDay(page);
  await page
    .getByRole('list', { name: /^Free times on / })
    .getByRole('button')
    .last()
    .click();
  // Nothing moves until the new time is confirmed.
  await page.getByRole('button', { name: /^Move the call to / }).click();
  await expect(page.getByText(manageCopy.moved)).toBeFocused({ timeout: 20_000 });
  await expect.poll(async () => (await mailFor(request, visitor)).length, { timeout: 30_000 }).toBe(2);
  expect(invitationOf((await mailFor(request, visitor))[1]!)).toMatchObject({
    method: 'REQUEST',
    uid: sent.uid,
    sequence: 1,
  });

  // Then cancel it: METHOD:CANCEL, the next SEQUENCE, and the link stops working.
  await page.getByRole('button', { name: manageCopy.cancel }).click();
  await page.getByRole('button', { name: manageCopy.confirmCancel }).click();
  await expect(page.getByText(manageCopy.cancelled)).toBeVisible();
  await expect.poll(async () => (await mailFor(request, visitor)).length, { timeout: 30_000 }).toBe(3);
  expect(invitationOf((await mailFor(request, visitor))[2]!)).toMatchObject({
    part: 'CANCEL',
    method: 'CANCEL',
    uid: sent.uid,
    sequence: 2,
  });
  await page.goto('/');
  await open(page, manage);
  await expect(page.getByRole('alert')).toHaveText(/cancelled/);

  // A host finds the booking lead in /staff.
  await addPasskeyDevice(context, page);
  await page.goto(`/staff/enrol${host.link.hash}`);
  await page.getByRole('button', { name: staffCopy.enrol.button }).click();
  await expect(page.getByRole('heading', { level: 1, name: staffCopy.inbox.title })).toBeVisible();
  await page.goto(`/staff/?q=${encodeURIComponent(visitor)}`);
  const rows = page.getByRole('list', { name: staffCopy.inbox.title }).getByRole('listitem');
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText(staffCopy.kinds.booking);
});

test('the picker follows the WAI-ARIA date picker keyboard model, key by key, with full names; axe finds nothing at 390 and 1280 px', async ({
  page,
  request,
}) => {
  await aHost(request);
  await open(page, '/book');
  await page.getByRole('button', { name: bookingCopy.open }).click();
  const grid = page.getByRole('grid');
  await expect(grid).toBeVisible({ timeout: 20_000 });
  const month = page
    .locator('[aria-live="polite"]')
    .filter({ hasText: /\w+ \d{4}/ })
    .first();
  await expect(month).toHaveText(/^[A-Z][a-z]+ \d{4}$/);
  const tabbable = grid.locator('button[tabindex="0"]');
  await expect(tabbable).toHaveCount(1);
  await tabbable.focus();
  const focused = () => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '');
  const dateOf = (label: string) => new Date(`${label.split(',').slice(0, 3).join(',')} UTC`);
  // Names are full dates: "Tuesday, December 8, 2026". Until the visitor moves, the first date with
  // free times holds the tab stop (today's month may have none left).
  expect(await focused()).toMatch(/^[A-Z][a-z]+day, [A-Z][a-z]+ \d{1,2}, \d{4}.*, \d+ free times?$/);
  const start = dateOf(await focused());
  const step = async (key: string) => {
    const before = dateOf(await focused());
    await page.keyboard.press(key);
    const after = dateOf(await focused());
    return Math.round((after.getTime() - before.getTime()) / 86_400_000);
  };
  expect(await step('ArrowRight')).toBe(1);
  expect(await step('ArrowLeft')).toBe(-1);
  expect(await step('ArrowDown')).toBe(7);
  expect(await step('ArrowUp')).toBe(-7);
  await step('End');
  expect(dateOf(await focused()).getUTCDay() === 6 || dateOf(await focused()) > start).toBe(true);
  await page.keyboard.press('Home');
  const home = dateOf(await focused());
  // The week's Sunday, or the first date that can be booked (today, in the visitor's zone).
  const today = dateOf(new Date().toLocaleDateString('en-US', { ...longDate, timeZone: 'America/Chicago' }));
  expect(home.getUTCDay() === 0 || home.getTime() === today.getTime(), `Home went to ${home.toISOString()}`).toBe(true);
  // Page Down: the same day next month, clamped to the reachable weeks; the month is announced.
  const monthBefore = await month.textContent();
  await page.keyboard.press('PageDown');
  const down = dateOf(await focused());
  expect(down > home).toBe(true);
  if (down.getUTCMonth() !== home.getUTCMonth()) await expect(month).not.toHaveText(monthBefore!);
  await page.keyboard.press('PageUp');
  expect(dateOf(await focused()) < down).toBe(true);
  await page.keyboard.press('Shift+PageDown');
  expect(dateOf(await focused()) >= home).toBe(true);
  await page.keyboard.press('Shift+PageUp');
  expect(dateOf(await focused()) >= today).toBe(true);
  // Still one date in the Tab order.
  await expect(grid.locator('button[tabindex="0"]')).toHaveCount(1);
  // Enter chooses a day with times; its times have full names with the zone.
  await chooseFirstFreeDay(page);
  await expect(page.getByRole('heading', { name: /^Free times on [A-Z][a-z]+day, / })).toBeVisible();
  const times = page.getByRole('list', { name: /^Free times on / }).getByRole('button');
  expect(await times.first().getAttribute('aria-label')).toMatch(/^\d{1,2}:\d{2} [AP]M .+ Time$/);
  // The zone can be changed; the names follow it.
  await page.getByLabel(bookingCopy.zoneLabel).selectOption('Europe/Berlin');
  await tabTo(page, grid.locator('button[tabindex="0"]'));
  await chooseFirstFreeDay(page);
  expect(await times.first().getAttribute('aria-label')).toMatch(/Central European Time$/);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await scan(page), `axe on /book at ${width} px`).toEqual([]);
  }
  expect(bookingPicker.keyboardHint).toBeTruthy();
});

test('offline: a time picked from the free times last seen is saved on the device; taken meanwhile, the visitor is offered 3 others and nothing is booked twice', async ({
  page,
  context,
  browser,
  baseURL,
  request,
  consoleGuard,
}) => {
  test.setTimeout(120_000);
  consoleGuard.allow(/ERR_INTERNET_DISCONNECTED|Failed to load resource/);
  consoleGuard.allow(/status of 401/);
  // The time is this test's alone: its own host works one half hour on Sundays, when no host the
  // other tests add works (each new account takes weekdays). So once taken, it stays taken however
  // many hosts are added meanwhile. (A copy of this test running beside it, as --repeat-each runs
  // it, works another hour.)
  // (Its label below is "<hour - 1>:00 AM", so morning hours only.)
  expect(test.info().parallelIndex, 'a worker index with an hour of its own').toBeLessThan(6);
  const hour = String(6 + test.info().parallelIndex).padStart(2, '0');
  const staff = await browser.newContext({ baseURL });
  const staffPage = await staff.newPage();
  await signedIn(staffPage, staff, request);
  const settings = (await (
    await staffPage.request.get('/api/staff/call-settings', { headers: ownConnection })
  ).json()) as CallSettings;
  expect(settings.rules.timeZone).toBe('America/New_York');
  const sundays = await staffPage.request.post('/api/staff/save-call-settings', {
    headers: { origin: new URL(staffPage.url()).origin, ...ownConnection },
    data: { ...settings.rules, weekly: { 7: [[`${hour}:00`, `${hour}:30`]] } },
  });
  expect(sundays.status(), await sundays.text()).toBe(200);
  try {
    // And a host on weekdays, as every new account is, for the times offered instead.
    await aHost(request);

    // A first visit: the offline copy installs, and the free times are seen once.
    await open(page, '/book');
    await waitForServiceWorker(page);
    await page.getByRole('button', { name: bookingCopy.open }).click();
    await expect(page.getByRole('grid')).toBeVisible({ timeout: 20_000 });

    // On the train: the page comes from the offline copy, the times from what this device saw.
    await goOffline(context);
    await page.reload();
    await page.getByRole('button', { name: bookingCopy.open }).click();
    await expect(page.getByText(/^Free times as of \d{1,2}:\d{2} [AP]M\. You are offline/)).toBeVisible({
      timeout: 20_000,
    });
    // The second Sunday with a free time: never the first free day, which the tests beside this one pick.
    await page.getByRole('grid').locator('button[tabindex="0"]').focus();
    await chooseFirstFreeDay(page, /^Sunday, /);
    await page.keyboard.press('ArrowDown');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toMatch(
      /^Sunday, .*, \d+ free times?$/,
    );
    await page.keyboard.press('Enter');
    // Its host's half hour, named in Chicago's time (an hour behind New York's all year).
    await page
      .getByRole('list', { name: /^Free times on / })
      .getByRole('button', { name: new RegExp(`^${Number(hour) - 1}:00 AM `) })
      .click();
    const details = page.getByRole('region', { name: bookingCopy.formHeading });
    const email = `offline.${Date.now()}@agency.example.gov`;
    await details.getByLabel('Full Name').fill('Dorothy Vaughan');
    await details.getByLabel('Email').fill(email);
    await details.getByLabel('Company / Agency').fill('Analysis Division');
    await details.getByLabel('Topic').selectOption('ai-analytics');
    await details.getByRole('button', { name: bookingCopy.form.submit }).click();
    await expect(page.getByRole('heading', { name: bookingCopy.queued.heading })).toBeFocused();
    const queued = (await outbox(page)).find((r) => r.kind === 'booking' && r.fields.email === email)!;
    expect(queued.status).toBe('pending');
    const start = queued.fields.start!;
    // The page names the time as this test does (so the check on the offers below can fail).
    await expect(page.getByText(bookingCopy.queued.body(whenOf(start, 'America/Chicago')))).toBeVisible();

    // Meanwhile someone else books that time, and no one else can: only its host works then.
    const other = (i: number) =>
      request.post('/api/book-call', {
        headers: { 'idempotency-key': crypto.randomUUID(), origin: new URL(page.url()).origin },
        data: {
          name: `Other ${i}`,
          email: `other.${i}.${Date.now()}@example.com`,
          company: 'Elsewhere',
          interest: 'other',
          callKind: 'consultation',
          start,
          timeZone: 'UTC',
        },
      });
    const stateOf = async (r: Awaited<ReturnType<typeof other>>) => {
      expect(r.status(), await r.text()).toBe(201);
      return ((await r.json()) as { booking: { state: string } }).booking.state;
    };
    expect(await stateOf(await other(0)), 'the first request for the time').toBe('booked');
    // (A host a run of this test left behind, or one that failed before its end, takes it too.)
    for (let i = 1; (await stateOf(await other(i))) === 'booked'; i++)
      expect(i, 'requests until the time is taken').toBeLessThan(10);
    // Offline, the request is on this device alone: the server has no booking for its key.
    const early = await request.post('/api/booking/request', {
      headers: { origin: new URL(page.url()).origin },
      data: { key: queued.id },
    });
    expect(early.status(), 'the request reached the server while the page was offline').toBe(404);

    // Back online: the request is delivered, and the page offers the nearest free times. It asks
    // what came of it once, after the delivery: each answer is live, and a second could differ.
    const asked: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/api/booking/request') asked.push(r.method());
    });
    const answered = page.waitForResponse(
      (r) => r.url().endsWith('/api/booking/request') && r.request().method() === 'POST',
    );
    await goOnline(context);
    const view = (await (await answered).json()) as BookingView;
    await expect(page.getByRole('heading', { name: bookingCopy.taken.heading })).toBeVisible({ timeout: 30_000 });
    // Nothing booked twice: the request stayed unplaced (the server refused its time).
    expect(view.state).toBe('unplaced');
    expect(view.start).toBe(new Date(start).toISOString());
    // The offers are free times, named on the page as the picker names them.
    const free = ((await (await request.get('/api/booking/availability?kind=consultation')).json()) as Availability)
      .times;
    expect(view.alternatives).toHaveLength(3);
    expect(view.alternatives).not.toContain(view.start);
    for (const t of view.alternatives) expect(free, `${t} is free`).toContain(t);
    const offers = page.getByRole('button', { name: /^Book [A-Z][a-z]+day, / });
    await expect(offers).toHaveText(view.alternatives.map((t) => bookingCopy.taken.pick(whenOf(t, 'America/Chicago'))));
    expect(asked).toEqual(['POST']);
    // One tap books an offered time.
    await offers.first().click();
    await expect(page.getByRole('heading', { name: bookingCopy.booked.heading })).toBeVisible({ timeout: 20_000 });
  } finally {
    // Its host takes no calls after the test, whatever became of it.
    const done = await staffPage.request.post('/api/staff/save-call-settings', {
      headers: { origin: new URL(staffPage.url()).origin, ...ownConnection },
      data: { ...settings.rules, weekly: {} },
    });
    await staff.close();
    expect(done.status(), 'its hours cleared').toBe(200);
  }
});

test('a half-typed booking survives a reload: the picker opens again by itself and the details come back', async ({
  page,
  request,
}) => {
  await aHost(request);
  await open(page, '/book');
  await page.getByRole('button', { name: bookingCopy.open }).click();
  await expect(page.getByRole('grid')).toBeVisible({ timeout: 20_000 });
  await pickFirstFreeTime(page);
  const details = page.getByRole('region', { name: bookingCopy.formHeading });
  await details.getByLabel('Full Name').fill('Annie Easley');
  await details.getByLabel('Company / Agency').fill('Lewis Research Agency');
  // The draft is kept a moment after typing stops.
  await page.waitForTimeout(1500);
  await page.reload();
  await expect(page.getByRole('grid')).toBeVisible({ timeout: 20_000 });
  await pickFirstFreeTime(page);
  await expect(details.getByLabel('Full Name')).toHaveValue('Annie Easley');
  await expect(details.getByLabel('Company / Agency')).toHaveValue('Lewis Research Agency');
});

test('the manage page keeps its LCP at the first paint: what the app shows later (the call, or the sentence asking for the link) is never larger than its HTML’s first screen', async ({
  page,
}) => {
  await page.setViewportSize({ width: 412, height: 823 });
  const start = new Date(Date.now() + 3 * 86_400_000);
  const view = (changeable: boolean): BookingView => ({
    state: 'booked',
    kind: 'consultation',
    start: start.toISOString(),
    end: new Date(start.getTime() + 30 * 60_000).toISOString(),
    timeZone: 'America/Chicago',
    token: 'lcp-test-token',
    sequence: 0,
    changeable,
    alternatives: [],
  });
  // Once the app has shown the page's state: the text of the last LCP entry's element, and whether
  // that text is in the HTML the page was served with (what the first paint can show). An entry
  // whose element is gone or has no text counts as not.
  const lcpAfter = async (shown: string) => {
    await expect(page.getByText(shown, { exact: false }).first()).toBeVisible({ timeout: 20_000 });
    return page.evaluate(async () => {
      await new Promise<void>((r) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r, 200))));
      const entries = await new Promise<PerformanceEntryList>((r) => {
        new PerformanceObserver((list, o) => {
          o.disconnect();
          r(list.getEntries());
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        setTimeout(() => r([]), 2000);
      });
      const text = (el: Element | null | undefined) => (el?.textContent ?? '').replace(/\s+/g, ' ').trim();
      const last = text((entries.at(-1) as (PerformanceEntry & { element: Element | null }) | undefined)?.element);
      const served = await (await fetch(location.pathname)).text();
      const htmlText = text(new DOMParser().parseFromString(served, 'text/html').body);
      return { entries: entries.length, last, inHtml: last !== '' && htmlText.includes(last) };
    });
  };

  await page.goto('/book/manage');
  const noToken = await lcpAfter(manageCopy.noToken);
  expect(noToken.entries, 'LCP entries').toBeGreaterThan(0);
  expect(noToken.inHtml, `no token: its LCP element reads "${noToken.last}"`).toBe(true);

  for (const changeable of [true, false]) {
    await page.route('**/api/booking/manage', (route) => route.fulfill({ json: view(changeable) }));
    // (By way of another page: a change of the fragment alone stays in the same document.)
    await page.goto('/about');
    await page.goto('/book/manage#lcp-test-token');
    const booked = await lcpAfter(whenOf(start.toISOString(), 'America/Chicago'));
    expect(
      booked.inHtml,
      `${changeable ? 'a booked call' : 'a call too close to change'}: its LCP element reads "${booked.last}"`,
    ).toBe(true);
    await page.unroute('**/api/booking/manage');
  }
});
