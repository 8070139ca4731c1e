import { describe, expect, it } from 'vitest';
import { site } from '@/config/site';
import { CONTENT_DATE } from '@/config/constants';
import { formatLegalDate } from '@/content/legal';
import {
  ACCESSIBILITY_LAST_REVIEWED,
  ACCESSIBILITY_RESPONSE,
  accessibilityStatement as a,
} from '@/content/accessibility';

const text = (x: unknown) => JSON.stringify(x);

describe('accessibility statement', () => {
  it('names the conformance target: WCAG 2.2 AA and the Revised 508 Standards', () => {
    const names = a.conformance.standards.map((s) => s.name);
    expect(names).toContain('WCAG 2.2 Level AA');
    expect(names.join(' ')).toMatch(/Section 508/);
    expect(text(a.conformance)).toMatch(/Revised 508 Standards/);
    expect(a.conformance.status.length).toBeGreaterThan(0);
  });

  it('describes exactly the testing the project does', () => {
    const t = text(a.testing);
    for (const term of [
      'axe-core',
      'WCAG 2.0, 2.1 and 2.2 Level A and AA',
      '1280 px',
      '390 px',
      'every change',
      'keyboard alone',
      'skip link',
      'menu',
      'forms',
      'slideshow controls',
      'focus moves',
      'reduced motion',
      'Chromium',
      'Firefox ESR',
      'WebKit',
      'Lighthouse',
      'label',
      'error message',
    ]) {
      expect(t, term).toContain(term);
    }
    // Nothing claimed that the project does not do.
    expect(t).not.toMatch(/NVDA|JAWS|VoiceOver|manual audit|user testing/i);
  });

  it('lists the features', () => {
    const f = text(a.features);
    for (const term of ['Skip link', 'landmarks', 'pause button', 'Works without JavaScript', 'Works offline']) {
      expect(f, term).toContain(term);
    }
  });

  it('is honest about known limitations, each with an alternative', () => {
    const l = text(a.limitations);
    for (const term of ['NVDA', 'JAWS', 'VoiceOver', 'planned', 'PDF', 'tagged', 'map', 'address']) {
      expect(l, term).toContain(term);
    }
    for (const item of a.limitations.items) expect(item.alternative.length).toBeGreaterThan(0);
  });

  it('gives an e-mail address, a phone number and the response commitments', () => {
    expect(site.emails.accessibility).toBe('accessibility@example.com');
    expect(a.feedback.email.value).toBe(site.emails.accessibility);
    expect(a.feedback.email.href.startsWith(`mailto:${site.emails.accessibility}`)).toBe(true);
    expect(a.feedback.phone.href).toBe(`tel:${site.phone.e164}`);
    expect(ACCESSIBILITY_RESPONSE).toEqual({ acknowledgeBusinessDays: 2, planBusinessDays: 10 });
    expect(a.feedback.response.join(' ')).toMatch(/within 2 business days/);
    expect(a.feedback.response.join(' ')).toMatch(/within 10 business days/i);
  });

  it('has a fixed last-reviewed date, not after the content date', () => {
    expect(ACCESSIBILITY_LAST_REVIEWED).toBe('2026-11-23');
    expect(ACCESSIBILITY_LAST_REVIEWED <= CONTENT_DATE).toBe(true);
    expect(formatLegalDate(ACCESSIBILITY_LAST_REVIEWED)).toBe('November 23, 2026');
    expect(a.lastReviewed).toBe('Last reviewed');
  });

  it('keeps page metadata within limits', () => {
    expect(a.meta.title.length).toBeLessThanOrEqual(60);
    expect(a.meta.description.length).toBeGreaterThanOrEqual(50);
    expect(a.meta.description.length).toBeLessThanOrEqual(160);
  });
});
