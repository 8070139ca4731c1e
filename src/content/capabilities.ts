// Copy for the capability statement (/capabilities and its one-page PDF). Company registration
// data (UEI, CAGE, NAICS, vehicles, status, certifications, partner tiers) lives in
// `site.contracting` (src/config/site.ts); past performance points at the case studies by id.
// Printable ASCII only, for the standard PDF fonts. Keep it short enough for one printed page.
// Relative imports with extensions, so the PDF generator can load it under Node.
import { formatAddress, site } from '../config/site.ts';
import { caseStudies } from './case-studies.ts';
import type { CaseStudy, CtaBlock, PageHero, PageMeta, Person, Titled } from './types.ts';

export interface PastPerformance {
  /** Id of an entry in `caseStudies`. */
  caseStudyId: string;
  /** Who the client is, described, never named. */
  client: string;
  scope: string;
  /** Outcome with the case study's own figures. */
  outcome: string;
}

export const capabilityStatement: {
  meta: PageMeta;
  hero: PageHero;
  summary: string;
  coreCompetencies: Titled[];
  differentiators: string[];
  pastPerformance: PastPerformance[];
  contact: { person: Person; email: string; phone: string; address: string; website: string };
  labels: {
    summary: string;
    coreCompetencies: string;
    differentiators: string;
    pastPerformance: string;
    companyData: string;
    uei: string;
    cage: string;
    naics: string;
    primary: string;
    contractVehicles: string;
    socioEconomicStatus: string;
    certifications: string;
    partnerTiers: string;
    founded: string;
    contact: string;
    /** Shown after a flagged identifier. */
    placeholder: string;
    duration: string;
    download: string;
  };
  placeholderNote: string;
  pdfFileName: string;
  cta: CtaBlock;
} = {
  meta: {
    title: `Capability Statement | ${site.name}`,
    description:
      'Core competencies, past performance, NAICS codes, contract vehicles and company data for government buyers, on one page and as a PDF.',
  },
  hero: {
    eyebrow: 'For Government Buyers',
    title: 'Capability Statement',
    description: 'Who we are, what we deliver and how to buy from us, on one page.',
  },
  summary: `${site.name} is an IT consulting firm in ${site.headquarters.city}, Georgia, founded in ${site.foundingYear}. We help federal, state and local agencies and enterprises modernize how they serve people: Amazon Connect contact centers, secure migrations to AWS and AWS GovCloud (US), data analytics and AI, custom applications and cleared IT professionals. Every engagement starts with measurable goals.`,
  coreCompetencies: [
    {
      title: 'Contact Center Modernization',
      description: 'Amazon Connect design and phased migration, with Amazon Lex self-service.',
    },
    {
      title: 'AI for Customer Service',
      description: 'Amazon Q in Connect agent assist and Contact Lens analytics, with guardrails.',
    },
    {
      title: 'Cloud Migration',
      description: 'AWS and AWS GovCloud (US) landing zones and wave-based migration as code.',
    },
    {
      title: 'Data Analytics',
      description: 'Governed data platforms, dashboards and forecasting on AWS.',
    },
    {
      title: 'Custom Development and Integration',
      description: 'Accessible web applications, APIs and Salesforce integration.',
    },
    {
      title: 'Cleared IT Staffing',
      description: 'Vetted engineers and analysts with Public Trust and Secret clearances.',
    },
  ],
  differentiators: [
    'Outcomes first: measurable goals agreed in discovery and reported throughout.',
    'Security by design: controls mapped to NIST SP 800-53, FedRAMP, CJIS and HIPAA.',
    'Phased delivery without service interruption: a contact center live in 8 weeks.',
    'Everything as code: contact flows, infrastructure and pipelines the client owns.',
    'One team across contact center, cloud, data, development and staffing.',
  ],
  pastPerformance: [
    {
      caseStudyId: 'state-licensing-contact-center',
      client: 'State licensing agency',
      scope: 'Amazon Connect contact center with Amazon Lex self-service and CRM integration.',
      outcome: '52% call deflection, 28% shorter handle time, 42% higher satisfaction.',
    },
    {
      caseStudyId: 'federal-cloud-migration',
      client: 'Federal agency',
      scope: 'Data center exit to a secure multi-account landing zone in AWS GovCloud (US).',
      outcome: '40+ applications migrated, 31% cost reduction, 99.99% uptime.',
    },
    {
      caseStudyId: 'healthcare-analytics',
      client: 'Healthcare organization',
      scope: 'HIPAA-aligned analytics platform with self-service dashboards and demand forecasting.',
      outcome: 'Reports in 15 minutes instead of 3 days, 94% forecast accuracy, 60% faster resolution.',
    },
    {
      caseStudyId: 'enterprise-crm-integration',
      client: 'Commercial enterprise',
      scope: 'Salesforce Service Cloud and Amazon Connect integration with AI agent assist.',
      outcome: '24% call deflection, 15% faster resolution, 92% customer satisfaction.',
    },
  ],
  contact: {
    person: { name: 'Marcus Bell', role: 'Director of Business Development' },
    email: site.emails.sales,
    phone: site.phone.display,
    address: formatAddress(site.headquarters),
    website: site.url.replace(/^https?:\/\//, '').replace(/\/$/, ''),
  },
  labels: {
    summary: 'Company Overview',
    coreCompetencies: 'Core Competencies',
    differentiators: 'Differentiators',
    pastPerformance: 'Past Performance',
    companyData: 'Company Data',
    uei: 'UEI',
    cage: 'CAGE Code',
    naics: 'NAICS Codes',
    primary: '(primary)',
    contractVehicles: 'Contract Vehicles',
    socioEconomicStatus: 'Business Status',
    certifications: 'Team Certifications',
    partnerTiers: 'Partnerships',
    founded: 'Founded',
    contact: 'Point of Contact',
    placeholder: '(placeholder)',
    duration: 'Duration',
    download: 'Download PDF',
  },
  placeholderNote: 'Values marked (placeholder) are examples, not issued identifiers.',
  pdfFileName: 'capability-statement.pdf',
  cta: {
    title: 'Talk to Our Government Team',
    description: 'Ask about a requirement, a contract vehicle or teaming on an upcoming opportunity.',
    primary: { text: 'Contact Business Development', href: '/#contact' },
    secondary: { text: 'View Case Studies', href: '/case-studies' },
  },
};

/** A past-performance entry joined with its case study (title, duration, technologies). */
export function pastPerformanceWithCaseStudies(): (PastPerformance & { caseStudy: CaseStudy })[] {
  return capabilityStatement.pastPerformance.map((p) => {
    const caseStudy = caseStudies.find((c) => c.id === p.caseStudyId);
    if (!caseStudy) throw new Error(`capabilities: unknown case study "${p.caseStudyId}"`);
    return { ...p, caseStudy };
  });
}

/** An identifier's display text: the value, plus "(placeholder)" when it is flagged as one. */
export const identifierText = (id: { value: string; placeholder: boolean }) =>
  id.placeholder ? `${id.value} ${capabilityStatement.labels.placeholder}` : id.value;
