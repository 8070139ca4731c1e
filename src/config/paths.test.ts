import { describe, expect, it } from 'vitest';
import { paths, sectionHref, thankYouHref } from '@/config/paths';

// The one source of the addresses the browser's forms and the server's no-JS redirects go to.
describe('form addresses', () => {
  it('builds the thank-you address of each outcome', () => {
    expect(thankYouHref()).toBe('/thank-you');
    expect(thankYouHref('application')).toBe('/thank-you?form=application');
    expect(thankYouHref('webinar', 'offline')).toBe('/thank-you?form=webinar&queued=offline');
    expect(thankYouHref(undefined, 'unreachable', 'r1')).toBe('/thank-you?queued=unreachable&id=r1');
    // An id names a queued submission only.
    expect(thankYouHref(undefined, undefined, 'r1')).toBe('/thank-you');
  });

  it('names a section of a page', () => {
    expect(sectionHref(paths.home, 'contact')).toBe('/#contact');
  });
});
