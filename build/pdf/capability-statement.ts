// The one-page capability statement PDF, from the same content as /capabilities: the copy in
// src/content/capabilities.ts, the company data in src/config/site.ts and the case studies.
import { CONTENT_DATE } from '../../src/config/constants.ts';
import { paths } from '../../src/config/paths.ts';
import { site } from '../../src/config/site.ts';
import {
  capabilityStatement as cs,
  identifierText,
  pastPerformanceWithCaseStudies,
} from '../../src/content/capabilities.ts';
import { COLORS, createDocument, drawPageFurniture, Frame, PAGE, saveDocument, type TextStyle } from './layout.ts';
import { displayUrl, pageUrl } from './site-links.ts';

const MARGIN = 40;
const GAP = 20;
/** Left column (competencies, differentiators, past performance); the rest is company data. */
const LEFT_WIDTH = 300;

/** The rows of the company data table, in the order of the page. */
export function companyFacts(): { label: string; values: string[] }[] {
  const c = site.contracting;
  const l = cs.labels;
  return [
    { label: l.uei, values: [identifierText(c.uei)] },
    { label: l.cage, values: [identifierText(c.cage)] },
    {
      label: l.naics,
      values: c.naics.map((n) => `${n.code} ${n.title}${n.code === c.primaryNaics ? ` ${l.primary}` : ''}`),
    },
    {
      label: l.contractVehicles,
      values: c.contractVehicles.map(
        (v) =>
          `${v.name}${v.number ? ` (${identifierText({ value: v.number, placeholder: v.placeholder })})` : ''}: ${v.scope}`,
      ),
    },
    { label: l.socioEconomicStatus, values: c.socioEconomicStatus },
    { label: l.certifications, values: c.certifications },
    { label: l.partnerTiers, values: c.partnerTiers.map((p) => `${p.program}: ${p.tier}`) },
    { label: l.founded, values: [String(site.foundingYear)] },
  ];
}

/** The capability statement as PDF bytes. `siteUrl` is the site's public origin. */
export async function capabilityStatementPdf(siteUrl: string): Promise<Uint8Array> {
  const pageAddress = pageUrl(siteUrl, paths.capabilities);
  const { pdf, fonts } = await createDocument({
    title: `${cs.hero.title}: ${site.name}`,
    author: site.name,
    subject: cs.meta.description,
    keywords: [cs.hero.title, ...site.contracting.naics.map((n) => `NAICS ${n.code}`)],
    created: CONTENT_DATE,
    modified: CONTENT_DATE,
  });
  const page = pdf.addPage([PAGE.width, PAGE.height]);
  const top = PAGE.height - MARGIN - 8;
  const bottom = MARGIN + 6;
  const width = PAGE.width - 2 * MARGIN;

  const body: TextStyle = { font: fonts.regular, size: 8.2, leading: 1.3 };
  const bold: TextStyle = { ...body, font: fonts.bold, color: COLORS.heading };
  const muted: TextStyle = { ...body, font: fonts.italic, color: COLORS.muted };
  const h2: TextStyle = { font: fonts.bold, size: 10.5 };

  // Full width: title, overview.
  const intro = new Frame(page, fonts, { x: MARGIN, width, top, bottom });
  intro.heading(cs.hero.title, { font: fonts.bold, size: 18 }, 0);
  intro.paragraph(`${site.legalName} · ${displayUrl(pageAddress)}`, { ...body, color: COLORS.muted }, 4);
  intro.heading(cs.labels.summary, h2, 0);
  intro.paragraph(cs.summary, body, 4);
  intro.rule(8);

  // Left: what we do and have done.
  const left = new Frame(page, fonts, { x: MARGIN, width: LEFT_WIDTH, top: intro.y, bottom });
  left.heading(cs.labels.coreCompetencies, h2);
  for (const c of cs.coreCompetencies) {
    left.paragraph(c.title, bold, 0);
    left.paragraph(c.description, body, 3);
  }
  left.space(4);
  left.heading(cs.labels.differentiators, h2);
  left.list(cs.differentiators, body);
  left.heading(cs.labels.pastPerformance, h2);
  for (const p of pastPerformanceWithCaseStudies()) {
    left.paragraph(p.caseStudy.title, bold, 0);
    left.paragraph(`${p.client} · ${cs.labels.duration}: ${p.caseStudy.duration}`, muted, 0);
    left.paragraph(p.scope, body, 0);
    left.paragraph(p.outcome, { ...body, font: fonts.bold }, 5);
  }

  // Right: the data a contracting officer checks, then whom to call.
  const right = new Frame(page, fonts, {
    x: MARGIN + LEFT_WIDTH + GAP,
    width: width - LEFT_WIDTH - GAP,
    top: intro.y,
    bottom,
  });
  right.heading(cs.labels.companyData, h2);
  right.facts(companyFacts(), { ...body, size: 7.8 }, 52);
  right.space(4);
  right.heading(cs.labels.contact, h2);
  const contact = cs.contact;
  right.paragraph(contact.person.name, bold, 0);
  right.paragraph(contact.person.role, body, 2);
  right.link(contact.email, `mailto:${contact.email}`, body);
  right.link(contact.phone, `tel:${site.phone.e164}`, body);
  right.paragraph(contact.address, body, 0);
  right.link(displayUrl(siteUrl), siteUrl, body);
  right.space(6);
  right.paragraph(cs.placeholderNote, muted, 0);

  drawPageFurniture(pdf, fonts, {
    headerLeft: site.name,
    headerRight: cs.hero.title,
    footerLeft: `${site.legalName} · ${displayUrl(siteUrl)}`,
    margin: MARGIN,
  });
  return saveDocument(pdf);
}
