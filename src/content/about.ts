// Copy for the About page.
import { site } from '@/config/site';
import type { Cta, CtaBlock, IconCard, PageHero, SectionIntro, Titled } from '@/content/types';

export const aboutPage: {
  hero: PageHero;
  mission: { title: string; paragraphs: string[] };
  stats: { value: string; label: string }[];
  valuesIntro: SectionIntro;
  values: IconCard[];
  expertiseIntro: SectionIntro;
  expertise: Titled[];
  /** Under the mission: where government buyers find the company's contracting data. */
  capabilities: { text: string; cta: Cta };
  cta: CtaBlock;
} = {
  hero: {
    eyebrow: 'About Us',
    title: `About ${site.name}`,
    description:
      'An IT consulting firm in Alpharetta, Georgia helping government agencies and enterprises modernize the way they serve people.',
  },
  mission: {
    title: 'Our Mission',
    paragraphs: [
      'Our mission is to help federal, state and local government agencies and commercial enterprises deliver faster, more reliable service through modern, secure technology.',
      `${site.name} was founded in ${site.foundingYear}, but our people are not new to this work: the team brings 15+ years of combined experience in contact centers, cloud infrastructure, data and software delivery.`,
      'We measure success by outcomes: shorter waits, lower costs and systems that your staff can rely on long after the project ends.',
    ],
  },
  stats: [
    { value: '15+', label: 'Years Experience' },
    { value: '100+', label: 'Projects Delivered' },
    { value: '50+', label: 'Government Clients' },
    { value: '95%', label: 'Client Retention' },
  ],
  valuesIntro: {
    eyebrow: 'What Drives Us',
    title: 'Our Core Values',
    description: 'The principles behind every engagement, from the first conversation to long-term support.',
  },
  values: [
    {
      icon: 'target',
      title: 'Results-Driven',
      description: 'We agree on measurable goals up front and report progress against them throughout the project.',
    },
    {
      icon: 'shield-check',
      title: 'Security First',
      description: 'Security and compliance are designed in from day one, never added at the end.',
    },
    {
      icon: 'handshake',
      title: 'Client Partnership',
      description: 'We work alongside your team, share what we know and leave you stronger and more self-sufficient.',
    },
    {
      icon: 'lightbulb',
      title: 'Continuous Innovation',
      description: 'We keep learning and apply new tools such as AI and automation where they create real value.',
    },
  ],
  expertiseIntro: {
    eyebrow: 'Technology Expertise',
    title: 'Platforms We Know Well',
    description: 'Deep, hands-on experience with the platforms government and enterprise teams rely on.',
  },
  expertise: [
    {
      title: 'AWS Cloud',
      description: 'Our primary cloud platform: architecture, migration, automation and managed operations on AWS.',
    },
    {
      title: 'Amazon Connect Contact Centers',
      description:
        'Design, build and optimization of Amazon Connect contact centers with AI self-service and agent assist.',
    },
    {
      title: 'FedRAMP & AWS GovCloud',
      description: 'Delivery of government workloads in FedRAMP-authorized environments such as AWS GovCloud (US).',
    },
    {
      title: 'Salesforce CRM',
      description:
        'Salesforce implementation and integration that connects your CRM to the contact center and back office.',
    },
  ],
  capabilities: {
    text: 'Buying for a government agency? Our capability statement lists our NAICS codes, contract vehicles, certifications and past performance.',
    cta: { text: 'View Capability Statement', href: '/capabilities' },
  },
  cta: {
    title: 'Ready to Work Together?',
    description: "Tell us about your goals and we'll show you how our team can help.",
    primary: { text: 'Schedule Consultation', href: '/#contact' },
    secondary: { text: 'View Case Studies', href: '/case-studies' },
  },
};
