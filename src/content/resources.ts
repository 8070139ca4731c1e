// Copy for the Resources page (/resources), plus its pure filter and date helpers.
import { formatIsoDate } from './iso-date.ts';
import type { CtaBlock, PageHero, Resource, ResourceCategory, ResourceType } from '@/content/types';

/**
 * Oldest first, all in 2026 and none after CONTENT_DATE (`@/config/constants`). A webinar's `date` is
 * when it was published; its session date and time are in its detail (`src/content/resources/`).
 */
export const resources: Resource[] = [
  {
    id: 'government-contact-center-guide',
    type: 'whitepaper',
    icon: 'file-text',
    title: 'The Government Guide to Contact Center Modernization',
    description:
      'How state and federal agencies move from legacy phone systems to Amazon Connect: planning, procurement, security and a phased migration roadmap.',
    category: 'Contact Center',
    date: '2026-06-09',
    downloadable: true,
  },
  {
    id: 'generative-ai-agent-assist',
    type: 'article',
    icon: 'book-open',
    title: 'Putting Generative AI to Work for Contact Center Agents',
    description:
      'What real-time agent assist and automated call summaries look like in practice, and the guardrails that keep AI answers accurate.',
    category: 'AI & Analytics',
    date: '2026-07-14',
    downloadable: false,
  },
  {
    id: 'govcloud-migration-webinar',
    type: 'webinar',
    icon: 'video',
    title: 'Planning a Secure Migration to AWS GovCloud (US)',
    description:
      'A recorded session on assessing your application portfolio, building a compliant landing zone and migrating in waves without service disruption.',
    category: 'Cloud Migration',
    date: '2026-08-20',
    downloadable: false,
  },
  {
    id: 'zero-trust-public-sector',
    type: 'whitepaper',
    icon: 'file-text',
    title: 'Zero Trust Security for Public Sector Cloud Workloads',
    description:
      'A practical framework for applying zero trust principles, identity-centric access and continuous monitoring to government cloud environments.',
    category: 'Security',
    date: '2026-09-22',
    downloadable: true,
  },
  {
    id: 'protecting-caller-data',
    type: 'article',
    icon: 'book-open',
    title: 'Protecting Caller Data in a Cloud Contact Center',
    description:
      'Encryption, sensitive-data redaction, access controls and audit logging: how to keep personal information safe in Amazon Connect.',
    category: 'Security',
    date: '2026-10-20',
    downloadable: false,
  },
  {
    id: 'measuring-contact-center-success',
    type: 'webinar',
    icon: 'video',
    title: 'Measuring Contact Center Success After Go-Live',
    description:
      'A live session on which metrics matter after launch, from handle time and call deflection to customer satisfaction, and how analytics drive improvement.',
    category: 'Contact Center',
    date: '2026-11-17',
    downloadable: false,
  },
];

/** File name of a whitepaper's PDF download, e.g. "zero-trust-public-sector.pdf". */
export const resourcePdfFileName = (id: string) => `${id}.pdf`;

/**
 * Spec rule: a resource shows if the category is 'All' or equals its category, AND the search
 * text (case-insensitive) occurs in its title or description. The search is not trimmed; an
 * empty search matches everything.
 */
export function filterResources(list: readonly Resource[], category: ResourceCategory, search: string): Resource[] {
  const needle = search.toLowerCase();
  return list.filter(
    (r) =>
      (category === 'All' || r.category === category) &&
      (r.title.toLowerCase().includes(needle) || r.description.toLowerCase().includes(needle)),
  );
}

/** "2026-06-09" → "Jun 9, 2026". Anything that is not a valid ISO date is returned unchanged. */
export const formatResourceDate = (iso: string): string => formatIsoDate(iso, 'short');

/** Copy of the newsletter block (resources page). */
export interface NewsletterCopy {
  title: string;
  description: string;
  emailLabel: string;
  placeholder: string;
  submit: string;
  sending: string;
  success: { title: string; description: string };
  privacyNote: string;
}

export const resourcesPage: {
  hero: PageHero;
  searchLabel: string;
  searchPlaceholder: string;
  filterLabel: string;
  empty: string;
  download: string;
  readMore: string;
  typeLabels: Record<ResourceType, string>;
  /** Live-region text for a non-empty result, e.g. "6 resources". */
  resultCount: (count: number) => string;
  newsletter: NewsletterCopy;
  cta: CtaBlock;
} = {
  hero: {
    eyebrow: 'Resources',
    title: 'Insights & Resources',
    description:
      'Whitepapers, articles and webinars on contact center modernization, AI, cloud migration and security for government and enterprise leaders.',
  },
  searchLabel: 'Search resources',
  searchPlaceholder: 'Search resources...',
  filterLabel: 'Filter by category',
  empty: 'No resources found matching your criteria',
  download: 'Download',
  readMore: 'Read More',
  typeLabels: {
    whitepaper: 'Whitepaper',
    article: 'Article',
    webinar: 'Webinar',
  },
  resultCount: (count) => (count === 1 ? '1 resource' : `${count} resources`),
  newsletter: {
    title: 'Stay Informed',
    description:
      'Get new whitepapers, articles and webinar invitations on contact center, cloud, AI and security topics delivered to your inbox.',
    emailLabel: 'Email address',
    placeholder: 'you@organization.gov',
    submit: 'Subscribe',
    sending: 'Subscribing...',
    success: {
      title: 'Thank you for subscribing!',
      description: "We'll let you know when new resources are published.",
    },
    privacyNote: 'We use your email address only to send resource updates. You can unsubscribe at any time.',
  },
  cta: {
    title: 'Need Help With Your Next Initiative?',
    description: 'Talk with our team about your goals, and we will point you to the right approach and resources.',
    primary: { text: 'Schedule Consultation', href: '/#contact' },
    secondary: { text: 'Explore Solutions', href: '/solutions' },
  },
};
