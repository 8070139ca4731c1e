// Page metadata, small standalone pages and the home page's structured data.
import { site } from '@/config/site';
import type { Cta, PageHero, PageMeta } from '@/content/types';

const title = (page: string) => `${page} | ${site.name}`;

/** <head> title and description per path; the path also gives the canonical URL. */
export const pageMeta = {
  '/': {
    title: `${site.name} | Government & Enterprise IT Consulting`,
    description:
      'Contact center modernization, cloud migration, AI and data analytics, custom development and IT staffing for government agencies and enterprises.',
  },
  '/solutions': {
    title: title('Solutions'),
    description:
      'Explore six solutions: contact center modernization, Amazon Connect and AI, cloud migration, AI and data analytics, custom development and IT staffing.',
  },
  '/case-studies': {
    title: title('Case Studies'),
    description:
      'See how we modernize contact centers, migrate federal workloads to the cloud, build healthcare analytics and integrate enterprise CRM systems.',
  },
  '/industries': {
    title: title('Industries'),
    description:
      'IT consulting for state and local government, federal agencies and commercial enterprises: their challenges, our solutions and the benefits.',
  },
  '/about': {
    title: title('About'),
    description: `Founded in ${site.foundingYear} in Alpharetta, Georgia, our team brings 15+ years of experience, 100+ projects delivered and 50+ government clients.`,
  },
  '/resources': {
    title: title('Resources'),
    description:
      'Whitepapers, articles and webinars on contact centers, AI and analytics, cloud migration and security for government and enterprise IT leaders.',
  },
  '/careers': {
    title: title('Careers'),
    description:
      'Join our team of cloud, contact center, data, development and security experts. Explore our benefits, areas of expertise and hiring process.',
  },
  '/contact': {
    title: title('Contact'),
    description:
      'Contact our Alpharetta, Georgia team about contact center, cloud, AI, development or staffing needs. Send a message and we will reply within 24 hours.',
  },
  '/book': {
    title: title('Book a Call'),
    description:
      'Book a 30-minute call with our team: a first consultation or a live walkthrough of the demo, at a free time shown in your time zone.',
  },
  '/book/manage': {
    title: title('Your Call'),
    description: 'Reschedule or cancel a call booked with our team, or download its calendar invitation.',
  },
  '/privacy': {
    title: title('Privacy Policy'),
    description:
      'How we collect, use, store and protect the personal information you share through our website and contact form, and the choices you have about it.',
  },
  '/terms': {
    title: title('Terms of Service'),
    description:
      'The terms that govern use of our website and services, including payment terms, intellectual property, limitation of liability and Georgia law.',
  },
  '/thank-you': {
    title: title('Thank You'),
    description:
      'Thank you for contacting us. We have received your message and a member of our team will get back to you within 24 hours with next steps.',
  },
  '/404': {
    title: title('Page Not Found'),
    description:
      'The page you are looking for does not exist or has been moved. Return to the home page or browse our solutions, case studies and resources.',
  },
} satisfies Record<string, PageMeta>;

export const thankYouPage: {
  title: string;
  message: string;
  queuedTitle: string;
  queuedMessage: string;
  unreachableMessage: string;
  busyMessage: string;
  home: Cta;
  resources: Cta;
} = {
  title: 'Thank You!',
  message: "We've received your message and will get back to you within 24 hours.",
  queuedTitle: 'Message Saved',
  queuedMessage:
    "You're offline, so your message has been saved on this device. It will be sent automatically as soon as the connection works, and we'll get back to you within 24 hours after that.",
  unreachableMessage:
    "We couldn't reach our server, so your message has been saved on this device. It will be sent automatically, and you'll see a notice here when it has been delivered. We'll get back to you within 24 hours after that.",
  busyMessage:
    "Our server is busy, so your message has been saved on this device. It will be sent automatically, and you'll see a notice here when it has been delivered. We'll get back to you within 24 hours after that.",
  home: { text: 'Back to Home', href: '/' },
  resources: { text: 'Browse Resources', href: '/resources' },
};

export const notFoundPage = {
  title: 'Page Not Found',
  message: "Sorry, the page you're looking for doesn't exist or has been moved.",
  home: 'Back to Home',
  back: 'Go Back',
} as const;

export const bookPage: { hero: PageHero } = {
  hero: {
    eyebrow: 'Book a Call',
    title: 'Book a 30-minute call',
    description:
      'Pick a free time in your own time zone for a first consultation or a live walkthrough of the demo. The invitation reaches your inbox at once.',
  },
};

export const contactPage: { hero: PageHero } = {
  hero: {
    eyebrow: 'Contact',
    title: 'Contact Us',
    description:
      "Tell us about your project or question. Send a message, email or call us, and we'll get back to you within 24 hours.",
  },
};

/** The service types listed in the structured data. */
const serviceTypes = [
  'Contact center modernization',
  'Cloud migration',
  'AI & data analytics',
  'Custom development',
  'IT staffing',
] as const;

/** schema.org Organization data for the home page's <head>. */
export function organizationJsonLd() {
  const hq = site.headquarters;
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: site.name,
    legalName: site.legalName,
    description: site.description,
    url: site.url,
    email: site.emails.general,
    telephone: site.phone.e164,
    foundingDate: String(site.foundingYear),
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'sales',
      email: site.emails.sales,
      telephone: site.phone.e164,
      areaServed: 'US',
      availableLanguage: 'English',
    },
    address: {
      '@type': 'PostalAddress',
      streetAddress: hq.street,
      addressLocality: hq.city,
      addressRegion: hq.region,
      postalCode: hq.postalCode,
      addressCountry: hq.country,
    },
    areaServed: { '@type': 'Country', name: 'US' },
    sameAs: [site.social.linkedin],
    // The services, once: an offer catalog naming the same five cost the home page its TCP window.
    knowsAbout: [...serviceTypes],
  };
}
