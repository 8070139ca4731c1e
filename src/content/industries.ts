// Copy for the Industries page (/industries).
import type { CtaBlock, Industry, PageHero } from '@/content/types';

export const industries: Industry[] = [
  {
    id: 'state-local',
    icon: 'building',
    title: 'State & Local Government',
    description:
      'Helping states, counties and cities deliver responsive resident services with limited budgets and staff.',
    challenges: [
      'Call volume spikes during renewals, tax season and emergencies',
      'Aging legacy systems and a shrinking pool of staff who know them',
      'Tight budgets and lengthy procurement cycles',
      'Residents expecting online, self-service options at any hour',
      'Accessibility, privacy and records-retention requirements',
    ],
    solutions: [
      'Amazon Connect contact centers with multilingual self-service',
      'Cloud migration of legacy licensing, permitting and case systems',
      'Dashboards that track service levels and backlogs',
      'Online forms and portals that replace paper processes',
      'Staff augmentation for specialized technical roles',
    ],
    benefits: [
      'Shorter waits and faster answers for residents',
      'Lower cost to serve with pay-as-you-go cloud services',
      'Capacity that scales for seasonal and emergency peaks',
      'Clearer reporting for leadership and the public',
      'Accessible services that meet Section 508 and WCAG standards',
    ],
  },
  {
    id: 'federal',
    icon: 'landmark',
    title: 'Federal Government',
    description: 'Supporting federal agencies with secure, compliant modernization aligned to mission outcomes.',
    challenges: [
      'Stringent security and compliance requirements such as FedRAMP, FISMA and NIST SP 800-53',
      'Legacy mission systems and data center consolidation goals',
      'Growing demand for cleared technical talent',
      'Rising public expectations for digital customer experience',
      'Complex programs with many stakeholders and close oversight',
    ],
    solutions: [
      'Migrations to AWS GovCloud (US) and FedRAMP-authorized services',
      'Amazon Connect contact centers for public-facing programs',
      'Data platforms and responsible AI aligned with federal guidance',
      'Cleared IT professionals for program and technical support',
      'DevSecOps pipelines with continuous monitoring',
    ],
    benefits: [
      'Security and compliance designed in from the start',
      'Lower risk through phased, well-documented delivery',
      'Lower operating costs after data center exit',
      'Faster access to cleared, qualified talent',
      'Documentation that supports authorization and audits',
    ],
  },
  {
    id: 'commercial',
    icon: 'briefcase',
    title: 'Commercial Enterprise',
    description: 'Helping enterprises improve customer experience, scale operations and make better use of their data.',
    challenges: [
      'Rising customer expectations across voice, chat and digital channels',
      'Disconnected CRM, contact center and back-office systems',
      'Data silos that slow reporting and decisions',
      'Pressure to adopt AI while controlling cost and risk',
      'Hiring skilled technologists in a competitive market',
    ],
    solutions: [
      'Omnichannel contact centers with Amazon Connect and AI',
      'Salesforce and CRM integration with contact center and back-office systems',
      'Analytics platforms, forecasting and machine learning',
      'Cloud-native application development and modernization',
      'Contract and direct-hire IT staffing',
    ],
    benefits: [
      'Better customer experiences that build loyalty',
      'Higher agent productivity and first-contact resolution',
      'Decisions based on timely, trusted data',
      'Infrastructure that scales with the business',
      'Flexible access to specialized skills',
    ],
  },
];

export const industriesPage: {
  hero: PageHero;
  labels: { challenges: string; solutions: string; benefits: string };
  cta: CtaBlock;
} = {
  hero: {
    eyebrow: 'Industries',
    title: 'Industries We Serve',
    description:
      'We understand the requirements, constraints and expectations of government agencies and commercial organizations, and we tailor every engagement to them.',
  },
  labels: {
    challenges: 'Challenges',
    solutions: 'Our Solutions',
    benefits: 'Benefits',
  },
  cta: {
    title: 'See How We Can Help Your Organization',
    description:
      'Whether you serve residents, a federal mission or your own customers, we can help you modernize with confidence.',
    primary: { text: 'Schedule Consultation', href: '/#contact' },
    secondary: { text: 'View Case Studies', href: '/case-studies' },
  },
};
