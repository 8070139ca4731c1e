import { describe, expect, it } from 'vitest';
import { site } from '@/config/site';
import { siteSchema } from '@/config/site-schema';

describe('site config', () => {
  it('passes its schema', () => {
    expect(() => siteSchema.parse(site)).not.toThrow();
  });
  it('keeps fictional defaults', () => {
    for (const e of Object.values(site.emails)) expect(e).toMatch(/@example\.com$/);
    expect(site.phone.e164).toMatch(/^\+1\d{3}55501\d{2}$/);
    expect(site.headquarters).toMatchObject({ city: 'Alpharetta', region: 'GA', postalCode: '30022' });
  });
  it('rejects a malformed config', () => {
    expect(siteSchema.safeParse({ ...site, emails: { ...site.emails, sales: 'not-an-email' } }).success).toBe(false);
  });
});
