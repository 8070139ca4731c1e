import { beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_DATE } from '../../src/config/constants.ts';
import { site } from '../../src/config/site.ts';
import {
  capabilityStatement as cs,
  identifierText,
  pastPerformanceWithCaseStudies,
} from '../../src/content/capabilities.ts';
import { capabilityStatementPdf, companyFacts } from './capability-statement.ts';
import { normalizeText, readPdf, type ReadPdf } from './read-pdf.ts';
import { displayUrl } from './site-links.ts';

const SITE_URL = 'https://www.northpoint.test';
const n = normalizeText;

let bytes: Uint8Array;
let pdf: ReadPdf;
beforeAll(async () => {
  bytes = await capabilityStatementPdf(SITE_URL);
  pdf = await readPdf(bytes);
});

describe('capability statement PDF', () => {
  it('is one page', () => {
    expect(pdf.pageCount).toBe(1);
  });

  it('holds the identifiers a contracting officer checks: UEI, CAGE, every NAICS code', () => {
    const c = site.contracting;
    expect(pdf.text).toContain(n(`${cs.labels.uei} ${identifierText(c.uei)}`));
    expect(pdf.text).toContain(n(`${cs.labels.cage} ${identifierText(c.cage)}`));
    for (const code of c.naics) expect(pdf.text).toContain(n(`${code.code} ${code.title}`));
    const primary = c.naics.find((x) => x.code === c.primaryNaics)!;
    expect(pdf.text).toContain(n(`${primary.code} ${primary.title} ${cs.labels.primary}`));
  });

  it('holds the vehicles, status, certifications, partner tiers and founding year', () => {
    const c = site.contracting;
    for (const v of c.contractVehicles) {
      expect(pdf.text).toContain(n(v.name));
      expect(pdf.text).toContain(n(v.scope));
      if (v.number) expect(pdf.text).toContain(v.number);
    }
    for (const s of c.socioEconomicStatus) expect(pdf.text).toContain(n(s));
    for (const x of c.certifications) expect(pdf.text).toContain(n(x));
    for (const p of c.partnerTiers) expect(pdf.text).toContain(n(`${p.program}: ${p.tier}`));
    expect(pdf.text).toContain(n(`${cs.labels.founded} ${site.foundingYear}`));
    // Every row of the table, in full.
    for (const row of companyFacts()) for (const v of row.values) expect(pdf.text).toContain(n(v));
  });

  it('holds the overview, each competency, each differentiator', () => {
    expect(pdf.text).toContain(n(cs.summary));
    for (const label of [cs.labels.summary, cs.labels.coreCompetencies, cs.labels.differentiators]) {
      expect(pdf.text).toContain(label);
    }
    for (const c of cs.coreCompetencies) expect(pdf.text).toContain(n(`${c.title} ${c.description}`));
    for (const d of cs.differentiators) expect(pdf.text).toContain(n(d));
  });

  it('holds each past performance: case study title, client, duration, scope, outcome', () => {
    expect(pdf.text).toContain(cs.labels.pastPerformance);
    const entries = pastPerformanceWithCaseStudies();
    expect(entries.length).toBeGreaterThan(0);
    for (const p of entries) {
      expect(pdf.text).toContain(
        n(`${p.caseStudy.title} ${p.client} · ${cs.labels.duration}: ${p.caseStudy.duration} ${p.scope} ${p.outcome}`),
      );
    }
  });

  it('holds the point of contact with working mail, phone and web links', () => {
    const c = cs.contact;
    for (const s of [c.person.name, c.person.role, c.email, c.phone, c.address]) expect(pdf.text).toContain(n(s));
    expect(pdf.text).toContain(displayUrl(SITE_URL));
    expect(pdf.links).toEqual(expect.arrayContaining([`mailto:${c.email}`, `tel:${site.phone.e164}`]));
    expect(pdf.links.some((l) => l.startsWith(SITE_URL))).toBe(true);
    expect(pdf.text).toContain(n(cs.placeholderNote));
  });

  it('carries the company name in the header and footer, and a page number', () => {
    expect(pdf.text).toContain(site.name);
    expect(pdf.text).toContain(site.legalName);
    expect(pdf.text).toContain('Page 1 of 1');
  });

  it('has its title, author and content date in the metadata', () => {
    const compact = CONTENT_DATE.replaceAll('-', '');
    expect(pdf.info).toMatchObject({
      Title: `${cs.hero.title}: ${site.name}`,
      Author: site.name,
      Subject: cs.meta.description,
      CreationDate: `D:${compact}000000Z`,
      ModDate: `D:${compact}000000Z`,
    });
  });

  it('is byte-stable: a second generation gives the same bytes', async () => {
    const again = await capabilityStatementPdf(SITE_URL);
    expect(Buffer.from(again).equals(Buffer.from(bytes))).toBe(true);
  });

  it('links to the site it is built for', async () => {
    const other = await readPdf(await capabilityStatementPdf('https://other.example.org/'));
    expect(other.text).toContain('other.example.org');
    expect(other.text).not.toContain(displayUrl(SITE_URL));
  });
});
