import { describe, expect, it } from 'vitest';
import { site } from '@/config/site';
import { siteSchema } from '@/config/site-schema';

describe('site config', () => {
  it('passes its schema', () => {
    expect(() => siteSchema.parse(site)).not.toThrow();
  });
  it('keeps fictional defaults', () => {
    for (const e of Object.values(site.emails)) expect(e).toMatch(/@example\.com$/);
    expect(site.emails.accessibility).toBe('accessibility@example.com');
    expect(site.phone.e164).toMatch(/^\+1\d{3}55501\d{2}$/);
    expect(site.headquarters).toMatchObject({ city: 'Alpharetta', region: 'GA', postalCode: '30022' });
  });
  it('rejects a malformed config', () => {
    expect(siteSchema.safeParse({ ...site, emails: { ...site.emails, sales: 'not-an-email' } }).success).toBe(false);
    const { accessibility: _a, ...withoutAccessibility } = site.emails;
    expect(siteSchema.safeParse({ ...site, emails: withoutAccessibility }).success).toBe(false);
  });
});

describe('site contracting data', () => {
  const c = site.contracting;
  const withContracting = (patch: Partial<typeof c>) => ({ ...site, contracting: { ...c, ...patch } });
  const ok = (patch: Partial<typeof c>) => siteSchema.safeParse(withContracting(patch)).success;

  it('checks the UEI format: 12 letters and digits, no I or O', () => {
    expect(ok({ uei: { value: 'ABC123DEF456', placeholder: false } })).toBe(true);
    expect(ok({ uei: { value: 'ABC123DEF45', placeholder: false } })).toBe(false);
    expect(ok({ uei: { value: 'ABC123DEF4567', placeholder: false } })).toBe(false);
    expect(ok({ uei: { value: 'abc123def456', placeholder: false } })).toBe(false);
    expect(ok({ uei: { value: 'OBC123DEF456', placeholder: false } })).toBe(false);
    expect(ok({ uei: { value: 'ABC-23DEF456', placeholder: false } })).toBe(false);
  });

  it('checks the CAGE format: 5 letters and digits, no I or O', () => {
    expect(ok({ cage: { value: '1A2B3', placeholder: false } })).toBe(true);
    expect(ok({ cage: { value: '1A2B', placeholder: false } })).toBe(false);
    expect(ok({ cage: { value: '1A2B34', placeholder: false } })).toBe(false);
    expect(ok({ cage: { value: '1I2B3', placeholder: false } })).toBe(false);
  });

  it('refuses an X placeholder that is not flagged as one', () => {
    expect(ok({ uei: { value: 'XXXXXXXXXXXX', placeholder: false } })).toBe(false);
    expect(ok({ cage: { value: 'XXXXX', placeholder: false } })).toBe(false);
    const vehicle = { ...c.contractVehicles[0]!, placeholder: false };
    expect(ok({ contractVehicles: [vehicle] })).toBe(false);
    expect(ok({ contractVehicles: [{ ...vehicle, number: '47QTCA26D0001' }] })).toBe(true);
  });

  it('requires 6-digit, unique NAICS codes and a primary code from the list', () => {
    expect(ok({ naics: [...c.naics, { code: '54151', title: 'Short' }] })).toBe(false);
    expect(ok({ naics: [...c.naics, c.naics[0]!] })).toBe(false);
    expect(ok({ primaryNaics: '541330' })).toBe(false);
    expect(ok({ naics: [] })).toBe(false);
  });
});
