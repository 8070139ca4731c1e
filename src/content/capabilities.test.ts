import { describe, expect, it } from 'vitest';
import { site } from '@/config/site';
import { capabilityStatement, identifierText, pastPerformanceWithCaseStudies } from '@/content/capabilities';
import { caseStudies } from '@/content/case-studies';

const NAICS = [
  ['541511', 'Custom Computer Programming Services'],
  ['541512', 'Computer Systems Design Services'],
  ['541519', 'Other Computer Related Services'],
  ['541611', 'Administrative Management and General Management Consulting Services'],
  ['518210', 'Computing Infrastructure Providers, Data Processing, Web Hosting, and Related Services'],
];

const c = site.contracting;
const words = (s: string) => s.split(/\s+/).filter(Boolean).length;

describe('company contracting data', () => {
  it('lists exactly the five NAICS codes with their official titles', () => {
    expect(c.naics.map((n) => [n.code, n.title])).toEqual(NAICS);
    expect(NAICS.map(([code]) => code)).toContain(c.primaryNaics);
  });

  it('flags the UEI, CAGE code and every contract number as placeholders, in valid formats', () => {
    expect(c.uei.value).toMatch(/^[A-HJ-NP-Z0-9]{12}$/);
    expect(c.cage.value).toMatch(/^[A-HJ-NP-Z0-9]{5}$/);
    expect(c.uei.placeholder).toBe(true);
    expect(c.cage.placeholder).toBe(true);
    expect(c.contractVehicles.length).toBeGreaterThan(0);
    for (const v of c.contractVehicles) expect(v.placeholder, v.name).toBe(true);
    // Obviously placeholders to a reader, too.
    for (const value of [c.uei.value, c.cage.value, ...c.contractVehicles.map((v) => v.number)]) {
      expect(value).toMatch(/XXXX/);
    }
    expect(identifierText(c.uei)).toBe('XXXXXXXXXXXX (placeholder)');
    expect(identifierText({ value: 'ABC123DEF456', placeholder: false })).toBe('ABC123DEF456');
  });

  it('has status, certifications and partner tiers', () => {
    expect(c.socioEconomicStatus.length).toBeGreaterThan(0);
    expect(c.certifications.length).toBeGreaterThan(0);
    expect(c.partnerTiers.length).toBeGreaterThan(0);
  });
});

describe('capability statement', () => {
  const s = capabilityStatement;

  it('has a summary, 5-6 competencies and 4-5 differentiators', () => {
    expect(words(s.summary)).toBeGreaterThanOrEqual(30);
    expect(words(s.summary)).toBeLessThanOrEqual(80);
    expect(s.coreCompetencies.length).toBeGreaterThanOrEqual(5);
    expect(s.coreCompetencies.length).toBeLessThanOrEqual(6);
    for (const item of s.coreCompetencies) expect(words(item.description)).toBeLessThanOrEqual(15);
    expect(s.differentiators.length).toBeGreaterThanOrEqual(4);
    expect(s.differentiators.length).toBeLessThanOrEqual(5);
  });

  it('draws 3-4 past performance entries from distinct case studies', () => {
    expect(s.pastPerformance.length).toBeGreaterThanOrEqual(3);
    expect(s.pastPerformance.length).toBeLessThanOrEqual(4);
    const ids = s.pastPerformance.map((p) => p.caseStudyId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const p of pastPerformanceWithCaseStudies()) expect(p.caseStudy.id).toBe(p.caseStudyId);
  });

  it("quotes only figures from each entry's own case study", () => {
    for (const p of s.pastPerformance) {
      const study = caseStudies.find((cs) => cs.id === p.caseStudyId)!;
      const values = study.results.map((r) => r.value);
      const figures = p.outcome.match(/\d+(?:\.\d+)?(?:%|\+)/g) ?? [];
      expect(figures.length, p.caseStudyId).toBeGreaterThan(0);
      for (const f of figures) expect(values, `${p.caseStudyId}: ${f}`).toContain(f);
    }
  });

  it('has a contact block with the sales e-mail, phone and address', () => {
    expect(s.contact.email).toBe(site.emails.sales);
    expect(s.contact.phone).toBe(site.phone.display);
    expect(s.contact.address).toContain('Alpharetta, GA 30022');
    expect(s.contact.website).not.toMatch(/^https?:/);
    expect(s.contact.person.name.length).toBeGreaterThan(0);
  });

  it('fits on one printed page (at most 450 words including the company data)', () => {
    const text = [
      s.summary,
      ...s.coreCompetencies.flatMap((x) => [x.title, x.description]),
      ...s.differentiators,
      ...s.pastPerformance.flatMap((p) => [p.client, p.scope, p.outcome]),
      ...c.naics.flatMap((n) => [n.code, n.title]),
      ...c.contractVehicles.flatMap((v) => [v.name, v.scope, v.number]),
      ...c.socioEconomicStatus,
      ...c.certifications,
      ...c.partnerTiers.flatMap((p) => [p.program, p.tier]),
      c.uei.value,
      c.cage.value,
      ...Object.values(s.contact).flatMap((v) => (typeof v === 'string' ? [v] : [v.name, v.role])),
      s.placeholderNote,
    ].join(' ');
    expect(words(text)).toBeLessThanOrEqual(450);
  });

  it('is printable ASCII throughout, for the PDF', () => {
    const strings = JSON.stringify({ s: { ...s, meta: undefined }, c });
    expect(strings).toMatch(/^[\x20-\x7e]*$/);
  });

  it('keeps page metadata within limits', () => {
    expect(s.meta.title.length).toBeLessThanOrEqual(60);
    expect(s.meta.description.length).toBeGreaterThanOrEqual(50);
    expect(s.meta.description.length).toBeLessThanOrEqual(160);
  });
});
