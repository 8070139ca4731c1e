import { describe, expect, it } from 'vitest';
import { PAGES_SEEN_MAX, TOUCH_VALUE_MAX } from '@/config/analytics';
import { attributionOf, campaignValue, describeTouch, touchOf } from './attribution';

const now = Date.parse('2026-11-28T12:00:00Z');
const t = now - 3_600_000;
const touch = (l: string, r = '') => touchOf({ l, r, t }, now)!;

describe('the source of a lead', () => {
  it('reads the campaign from utm_*', () => {
    expect(
      touch(
        'https://www.example.com/solutions?utm_source=newsletter&utm_medium=email&utm_campaign=fall&utm_content=hero&utm_term=911+dispatch',
      ),
    ).toEqual({
      source: 'newsletter',
      medium: 'email',
      campaign: 'fall',
      content: 'hero',
      term: '911 dispatch',
      referrer: null,
      landing: '/solutions',
      clickIds: {},
      at: new Date(t).toISOString(),
    });
  });

  it('names the ad platform of a click id when no utm_source says otherwise', () => {
    expect(touch('/?gclid=Cj0KCQ_abc-123')).toMatchObject({
      source: 'google',
      medium: 'cpc',
      clickIds: { gclid: 'Cj0KCQ_abc-123' },
    });
    expect(touch('/?msclkid=abc')).toMatchObject({ source: 'bing', medium: 'cpc' });
    expect(touch('/?fbclid=IwAR0x')).toMatchObject({ source: 'facebook', medium: 'paid_social' });
    expect(touch('/?li_fat_id=5b1f')).toMatchObject({ source: 'linkedin', medium: 'paid_social' });
    expect(touch('/?utm_source=partner&gclid=x')).toMatchObject({
      source: 'partner',
      medium: '(not set)',
      clickIds: { gclid: 'x' },
    });
  });

  it('falls back to the referring host (search engines as organic), then to direct', () => {
    expect(touch('/about', 'https://www.google.com/')).toMatchObject({
      source: 'google.com',
      medium: 'organic',
      referrer: 'google.com',
    });
    expect(touch('/about', 'https://duckduckgo.com/')).toMatchObject({ medium: 'organic' });
    expect(touch('/about', 'https://www.linkedin.com/feed/')).toMatchObject({
      source: 'linkedin.com',
      medium: 'referral',
    });
    expect(touch('/about')).toMatchObject({ source: '(direct)', medium: '(none)', referrer: null, landing: '/about' });
  });

  it('keeps only the allow-listed parts: no other query parameter, no path of the referrer, capped values', () => {
    const x = touch(
      `/contact?email=jane%40agency.gov&utm_source=${'a'.repeat(500)}&utm_campaign=%3Cscript%3Ealert(1)%3C%2Fscript%3E&gclid=${'z'.repeat(400)}%22`,
      'https://evil.example/path?q=secret',
    );
    expect(JSON.stringify(x)).not.toContain('jane');
    expect(JSON.stringify(x)).not.toContain('secret');
    expect(x.source).toHaveLength(TOUCH_VALUE_MAX);
    expect(x.campaign).toBe('scriptalert(1)/script');
    expect(x.clickIds.gclid).toHaveLength(200);
    expect(x.referrer).toBe('evil.example');
    expect(campaignValue('  spring\u0000 \n sale ')).toBe('spring sale');
    expect(campaignValue('<>"\'`;{}')).toBeNull();
  });

  it('refuses what is not a touch, and a device time that cannot be', () => {
    expect(touchOf(null)).toBeNull();
    expect(touchOf({ l: 42 })).toBeNull();
    expect(touchOf({ l: 'http://[::1' })).toBeNull();
    expect(touchOf({ l: '/', r: 'not a url', t: 'yesterday' }, now)).toMatchObject({ referrer: null, at: null });
    expect(touchOf({ l: '/', t: now + 7 * 86_400_000 }, now)!.at).toBeNull();
  });

  it('keeps the last pages seen, each a path', () => {
    const pages = Array.from({ length: 30 }, (_, i) => `/p${i}`);
    const a = attributionOf({ last: { l: '/', t }, pages: [...pages, 'https://x.example/', '/a b', 7] }, now)!;
    expect(a.pages).toHaveLength(PAGES_SEEN_MAX);
    expect(a.pages.at(-1)).toBe('/p29');
    expect(a.first).toBeNull();
    expect(attributionOf({}, now)).toBeNull();
    expect(attributionOf('first', now)).toBeNull();
  });

  it('reads as one line for the staff', () => {
    expect(
      describeTouch(touch('/solutions?utm_source=newsletter&utm_campaign=fall&gclid=abc', 'https://www.linkedin.com/')),
    ).toBe('newsletter / (not set) / fall, landed on /solutions, from linkedin.com, gclid abc');
  });
});
