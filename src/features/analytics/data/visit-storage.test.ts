// The visit on the device, with the browser's storage, address and privacy signals stood in for.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FIRST_TOUCH_DAYS } from '@/config/analytics';
import type * as Storage from './visit-storage';

let notePage: typeof Storage.notePage;
let readVisit: typeof Storage.readVisit;

// (Storage's named properties, as the module uses them.)
let local: Record<string, string>;
let session: Record<string, string>;
const nav = { globalPrivacyControl: false, doNotTrack: null as string | null };

/** A page load (a new document: the module afresh), or a link followed inside the site. */
async function visit(href: string, referrer = '', loaded = true) {
  const u = new URL(href);
  vi.stubGlobal('location', { href: u.href, host: u.host, pathname: u.pathname, search: u.search });
  vi.stubGlobal('document', { referrer });
  if (loaded) {
    vi.resetModules();
    ({ notePage, readVisit } = await import('./visit-storage'));
  }
  notePage();
}

beforeEach(() => {
  local = {};
  session = {};
  nav.globalPrivacyControl = false;
  nav.doNotTrack = null;
  vi.stubGlobal('localStorage', local);
  vi.stubGlobal('sessionStorage', session);
  vi.stubGlobal('navigator', nav);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('the visit on the device', () => {
  it('a first visit reads nothing and parses nothing; values that are not JSON read as none, and are replaced', async () => {
    const parse = vi.spyOn(JSON, 'parse');
    await visit('https://site.test/');
    expect(readVisit().pages).toEqual(['/']);
    expect(parse.mock.calls.filter(([text]) => typeof text !== 'string')).toEqual([]);
    parse.mockRestore();
    session['site-visit'] = '{not json';
    local['site-first-touch'] = 'undefined';
    await visit('https://site.test/about', 'https://site.test/');
    expect(readVisit()).toMatchObject({ pages: ['/about'], first: { l: 'https://site.test/about' } });
  });

  it('keeps the arrival as first and last touch, and the pages seen', async () => {
    await visit('https://site.test/?utm_source=newsletter&utm_campaign=fall', 'https://mail.example/');
    await visit('https://site.test/solutions', 'https://site.test/', false);
    await visit('https://site.test/contact', 'https://site.test/', false);
    const v = readVisit();
    expect(v.last).toMatchObject({
      l: 'https://site.test/?utm_source=newsletter&utm_campaign=fall',
      r: 'https://mail.example/',
    });
    expect(v.first).toEqual(v.last);
    expect(v.pages).toEqual(['/', '/solutions', '/contact']);
  });

  it('a reload or a page opened from the site is the same visit; a new campaign starts another, the first touch stays', async () => {
    await visit('https://site.test/?utm_source=newsletter');
    await visit('https://site.test/about', 'https://site.test/');
    expect(readVisit().last!.l).toContain('newsletter');
    await visit('https://site.test/careers?gclid=abc', '');
    const v = readVisit();
    expect(v.last!.l).toContain('gclid=abc');
    expect(v.first!.l).toContain('newsletter');
    expect(v.pages).toEqual(['/careers']);
  });

  it('keeps the first touch 90 days, then the next arrival takes its place', async () => {
    vi.useFakeTimers({ now: Date.parse('2026-01-01T00:00:00Z'), toFake: ['Date'] });
    await visit('https://site.test/?utm_source=old');
    vi.setSystemTime(Date.now() + (FIRST_TOUCH_DAYS - 1) * 86_400_000);
    expect(readVisit().first!.l).toContain('old');
    vi.setSystemTime(Date.now() + 2 * 86_400_000);
    expect(readVisit().first).toBeUndefined();
    await visit('https://site.test/?utm_source=new');
    expect(readVisit().first!.l).toContain('new');
  });

  it('keeps no first touch under Global Privacy Control or Do Not Track, and forgets one kept before', async () => {
    await visit('https://site.test/?utm_source=before');
    nav.globalPrivacyControl = true;
    await visit('https://site.test/?utm_source=gpc');
    expect(Object.keys(local)).toEqual([]);
    expect(readVisit().first).toBeUndefined();
    expect(readVisit().last!.l).toContain('gpc');
    nav.globalPrivacyControl = false;
    nav.doNotTrack = '1';
    await visit('https://site.test/?utm_source=dnt');
    expect(Object.keys(local)).toEqual([]);
  });

  it('a reload or Back into a new document is the same visit, whatever its referrer; the same page twice is one', async () => {
    await visit('https://site.test/?utm_source=newsletter');
    await visit('https://site.test/about', 'https://site.test/', false);
    await visit('https://site.test/about', 'https://site.test/', false);
    for (const type of ['reload', 'back_forward']) {
      vi.stubGlobal('performance', { getEntriesByType: () => [{ type }] });
      await visit('https://site.test/about', 'https://www.google.com/');
      expect(readVisit().last!.l).toContain('newsletter');
    }
    expect(readVisit().pages).toEqual(['/', '/about']);
    vi.stubGlobal('performance', { getEntriesByType: () => [{ type: 'navigate' }] });
    await visit('https://site.test/about', 'https://www.google.com/');
    expect(readVisit().last).toMatchObject({ r: 'https://www.google.com/' });
  });

  it('the start of a visit is returned once, for its visit_started', async () => {
    vi.stubGlobal('location', {
      href: 'https://site.test/?gclid=x',
      host: 'site.test',
      pathname: '/',
      search: '?gclid=x',
    });
    vi.stubGlobal('document', { referrer: '' });
    vi.resetModules();
    ({ notePage, readVisit } = await import('./visit-storage'));
    expect(notePage()).toMatchObject({ l: 'https://site.test/?gclid=x', r: '' });
    expect(notePage()).toBeUndefined();
  });

  it('a first touch kept before GPC is forgotten on the next page, and never sent', async () => {
    await visit('https://site.test/?utm_source=before');
    nav.globalPrivacyControl = true;
    expect(readVisit().first).toBeUndefined();
    await visit('https://site.test/about', 'https://site.test/', false);
    expect(Object.keys(local)).toEqual([]);
  });

  it('a full local storage keeps this visit all the same', async () => {
    vi.stubGlobal(
      'localStorage',
      new Proxy(
        {},
        {
          set: () => {
            throw new DOMException('full', 'QuotaExceededError');
          },
        },
      ),
    );
    await visit('https://site.test/?utm_source=quota');
    expect(readVisit()).toMatchObject({ last: { l: 'https://site.test/?utm_source=quota' }, pages: ['/'] });
  });

  it('never throws without storage', async () => {
    vi.stubGlobal('sessionStorage', undefined);
    vi.stubGlobal('localStorage', undefined);
    await expect(visit('https://site.test/')).resolves.toBeUndefined();
    expect(readVisit()).toEqual({});
  });
});
