// Copy for the Case Studies page (/case-studies). Clients are described, never named.
import type { CaseStudy, CtaBlock, PageHero } from '@/content/types';

export const caseStudies: CaseStudy[] = [
  {
    id: 'state-licensing-contact-center',
    title: 'Call Center Modernization for a State Licensing Agency',
    industry: 'State & Local Government',
    challenge:
      'A state licensing agency faced heavy call volumes during renewal periods on an aging on-premises phone system. Callers waited on hold for routine questions about application status and renewals, and supervisors had little visibility into queue performance.',
    solution:
      'We moved the agency to Amazon Connect in 8 weeks, adding an Amazon Lex self-service bot for status checks and renewal questions, CRM integration that gives agents caller context, and real-time dashboards for supervisors.',
    results: [
      { label: 'Call Deflection', value: '52%', icon: 'phone-off' },
      { label: 'Handle Time Reduction', value: '28%', icon: 'timer' },
      { label: 'Satisfaction Improvement', value: '42%', icon: 'smile' },
    ],
    technologies: ['Amazon Connect', 'Amazon Lex', 'Contact Lens', 'AWS Lambda', 'Amazon DynamoDB'],
    duration: '8 weeks',
  },
  {
    id: 'federal-cloud-migration',
    title: 'Data Center Exit and Cloud Migration for a Federal Agency',
    industry: 'Federal Government',
    challenge:
      'A federal agency needed to leave an aging data center before its contract ended. Mission applications ran on end-of-life hardware, and every workload had to meet federal security and compliance requirements after the move.',
    solution:
      'Over 6 months we assessed the application portfolio, built a secure multi-account landing zone in AWS GovCloud (US) and migrated applications in planned waves, modernizing priority workloads onto containers and managed databases.',
    results: [
      { label: 'Applications Migrated', value: '40+', icon: 'layers' },
      { label: 'Cost Reduction', value: '31%', icon: 'trending-down' },
      { label: 'Uptime', value: '99.99%', icon: 'server' },
    ],
    technologies: [
      'AWS GovCloud (US)',
      'AWS Application Migration Service',
      'AWS Database Migration Service',
      'AWS Control Tower',
      'Terraform',
      'Amazon EKS',
    ],
    duration: '6 months',
  },
  {
    id: 'healthcare-analytics',
    title: 'Analytics Platform for a Healthcare Organization',
    industry: 'Healthcare',
    challenge:
      'A healthcare organization relied on manual, spreadsheet-based reports assembled from several clinical and operational systems. Reports took up to three days to assemble, so figures were out of date by the time leaders saw them, and protected health information had to stay secure throughout.',
    solution:
      'In 12 weeks we built a HIPAA-aligned data platform on AWS with automated pipelines that refresh every 15 minutes, a governed data warehouse, self-service dashboards and a forecasting model for call and appointment demand that guides weekly staffing.',
    results: [
      { label: 'Faster Resolution', value: '60%', icon: 'zap' },
      { label: 'Report Turnaround (Was 3 Days)', value: '15 min', icon: 'clock' },
      { label: 'Weekly Demand Forecast Accuracy', value: '94%', icon: 'target' },
    ],
    technologies: ['AWS Glue', 'Amazon Redshift', 'AWS Lake Formation', 'Amazon QuickSight', 'Amazon SageMaker'],
    duration: '12 weeks',
  },
  {
    id: 'enterprise-crm-integration',
    title: 'CRM and Contact Center Integration for an Enterprise',
    industry: 'Commercial Enterprise',
    challenge:
      'A commercial enterprise ran customer service on a CRM and a phone system that did not share data. Agents copied details between screens during calls, and managers could not see the full customer journey.',
    solution:
      'In 6 weeks we integrated Salesforce Service Cloud with Amazon Connect, delivering screen pops with customer history, automatic case creation and call logging, and AI agent assist with suggested answers.',
    results: [
      { label: 'Call Deflection', value: '24%', icon: 'phone-off' },
      { label: 'Faster Resolution', value: '15%', icon: 'zap' },
      { label: 'Customer Satisfaction', value: '92%', icon: 'smile' },
    ],
    technologies: [
      'Salesforce Service Cloud',
      'Amazon Connect',
      'Amazon Q in Connect',
      'AWS Lambda',
      'Amazon API Gateway',
    ],
    duration: '6 weeks',
  },
];

export const caseStudiesPage: {
  hero: PageHero;
  labels: { challenge: string; solution: string; results: string; technologies: string; duration: string };
  cta: CtaBlock;
} = {
  hero: {
    eyebrow: 'Case Studies',
    title: 'Project Capabilities',
    description:
      'Representative engagements showing how we help government agencies and enterprises modernize contact centers, move to the cloud and put their data to work. Client names are withheld to respect confidentiality.',
  },
  labels: {
    challenge: 'Challenge',
    solution: 'Solution',
    results: 'Results',
    technologies: 'Technologies',
    duration: 'Duration',
  },
  cta: {
    title: "Let's Build Your Success Story",
    description:
      'Tell us about your project and we will show you how a similar approach could work for your organization.',
    primary: { text: 'Schedule Consultation', href: '/#contact' },
    secondary: { text: 'Explore Solutions', href: '/solutions' },
  },
};
