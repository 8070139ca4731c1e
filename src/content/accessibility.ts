// Copy for the Accessibility Statement (/accessibility): conformance target, how the site is
// tested, its features, known limitations and how to report a barrier.
// Testing names only what the project's test suite and release process actually do.
import { site } from '@/config/site';
import type { PageHero, PageMeta, Titled } from '@/content/types';

/**
 * ISO date the statement was last reviewed against the site, shown as "Last reviewed".
 * Change it only after reviewing the statement (tests, features and limitations) again.
 */
export const ACCESSIBILITY_LAST_REVIEWED = '2026-11-23';

/** Response commitments for barrier reports, in business days. */
export const ACCESSIBILITY_RESPONSE = { acknowledgeBusinessDays: 2, planBusinessDays: 10 } as const;

export interface ConformanceStandard {
  name: string;
  description: string;
}

export interface KnownLimitation extends Titled {
  /** What to do instead, until it is fixed. */
  alternative: string;
}

export const accessibilityStatement: {
  meta: PageMeta;
  hero: PageHero;
  lastReviewed: string;
  commitment: { title: string; paragraphs: string[] };
  conformance: {
    title: string;
    intro: string;
    standards: ConformanceStandard[];
    statusLabel: string;
    status: string;
    statusExplanation: string;
  };
  testing: { title: string; intro: string; practices: Titled[] };
  features: { title: string; intro: string; items: Titled[] };
  limitations: { title: string; intro: string; items: KnownLimitation[] };
  feedback: {
    title: string;
    intro: string;
    email: { label: string; value: string; href: string };
    phone: { label: string; value: string; href: string };
    include: { title: string; items: string[] };
    responseTitle: string;
    response: string[];
    alternativeFormats: string;
  };
  technologies: { title: string; intro: string; items: string[] };
} = {
  meta: {
    title: `Accessibility Statement | ${site.name}`,
    description:
      'Our WCAG 2.2 AA and Section 508 conformance target, how we test the site, known limitations and how to report an accessibility barrier.',
  },
  hero: {
    eyebrow: 'Accessibility',
    title: 'Accessibility Statement',
    description:
      'We want everyone to be able to use this website, including people who use assistive technology, a keyboard or a slow connection.',
  },
  lastReviewed: 'Last reviewed',
  commitment: {
    title: 'Our Commitment',
    paragraphs: [
      `${site.name} builds technology for government agencies and the people they serve, so accessibility is part of how we work, not an afterthought. This statement covers this website. It explains the standard we aim to meet, how we check it, what we know still falls short and how to tell us about a problem.`,
    ],
  },
  conformance: {
    title: 'Conformance Target',
    intro: 'We design, build and test this website to meet:',
    standards: [
      {
        name: 'WCAG 2.2 Level AA',
        description:
          'The Web Content Accessibility Guidelines 2.2 from the World Wide Web Consortium (W3C), at Level A and Level AA.',
      },
      {
        name: 'Section 508 (Revised 508 Standards)',
        description:
          'The Revised 508 Standards (36 CFR Part 1194) for information and communication technology, which incorporate WCAG 2.0 Level A and AA for web content. WCAG 2.2 Level AA builds on those success criteria.',
      },
    ],
    statusLabel: 'Conformance status',
    status: 'Partially conformant',
    statusExplanation:
      'The web pages are built and tested to meet WCAG 2.2 Level AA. Because of the known limitations below, such as the downloadable PDF documents and the absence of a recorded screen-reader test pass, we do not yet claim full conformance for all content.',
  },
  testing: {
    title: 'How We Test',
    intro:
      'Automated checks find only some kinds of barriers, so we combine them with end-to-end tests of how people actually use the site. These tests run as part of our development process:',
    practices: [
      {
        title: 'Automated checks on every change',
        description:
          'axe-core checks every page against its WCAG 2.0, 2.1 and 2.2 Level A and AA rules, at desktop (1280 px) and phone (390 px) widths in Chromium, on every change to the site.',
      },
      {
        title: 'Keyboard-only journeys',
        description:
          'End-to-end tests complete the main tasks with the keyboard alone: the skip link, the menu, the forms and the slideshow controls. They also check that focus moves to the new page when you follow a link.',
      },
      {
        title: 'Reduced motion',
        description:
          'Tests confirm that when your device asks for reduced motion, the slideshow does not advance on its own and background animations do not run.',
      },
      {
        title: 'Several browser engines',
        description: "The main visitor journeys are tested in Chromium, Firefox ESR and WebKit (Safari's engine).",
      },
      {
        title: 'Lighthouse audits before releases',
        description: 'Every route gets a Lighthouse accessibility audit before each release.',
      },
      {
        title: 'Forms',
        description:
          'Tests check that every form control has a label and that each error message is tied to the field it describes.',
      },
    ],
  },
  features: {
    title: 'Accessibility Features',
    intro: 'The site includes:',
    items: [
      {
        title: 'Skip link',
        description: 'The first link on every page jumps straight to the main content.',
      },
      {
        title: 'Landmarks and headings',
        description:
          'Every page has header, navigation, main and footer landmarks and a logical heading structure, so screen-reader users can move around quickly.',
      },
      {
        title: 'A slideshow you control',
        description:
          'The home page slideshow has a pause button, previous and next buttons and a button for each slide. It stops while the pointer or keyboard focus is inside it and does not advance on its own if you prefer reduced motion.',
      },
      {
        title: 'Works without JavaScript',
        description:
          'Every page is delivered as complete HTML, and every form works as a standard form, so the content is available and messages can be sent even if scripts are blocked or fail to load.',
      },
      {
        title: 'Works offline',
        description:
          'After your first visit, every page opens without a connection, and messages you send offline are saved and sent when you reconnect.',
      },
      {
        title: 'Clear forms',
        description:
          'Every field has a visible label and required fields are marked. Error messages appear next to their fields and are linked to them, so screen readers read each message with its field.',
      },
    ],
  },
  limitations: {
    title: 'Known Limitations',
    intro:
      'We know about the following limitations and are working on them. If any of them affects you, contact us and we will help.',
    items: [
      {
        title: 'No recorded screen-reader test pass yet',
        description:
          'Our automated and keyboard tests do not replace testing with assistive technology. We have not yet recorded a full manual test pass with screen readers. Testing with NVDA and JAWS on Windows and VoiceOver on macOS and iOS is planned.',
        alternative:
          'If something does not work with your screen reader, tell us and we will give you the information another way.',
      },
      {
        title: 'PDF downloads',
        description:
          'Downloadable PDF documents, such as whitepapers and the capability statement, are generated from the same text as their web pages. Their tagged structure (headings, reading order) is not guaranteed.',
        alternative:
          'The web page of each document has the same text in accessible HTML. On request, we will send it in another format, such as a tagged PDF or a Word document.',
      },
      {
        title: 'Office map',
        description:
          'The map in the contact section is a simplified drawing served with the site, so it works offline and behind firewalls. It shows the area around the office, not turn-by-turn directions.',
        alternative:
          'The street address is shown as text next to the map and is the accessible equivalent. Links open the address in OpenStreetMap, Google Maps or Apple Maps in a new tab.',
      },
    ],
  },
  feedback: {
    title: 'Report a Barrier',
    intro:
      'If you find a part of this website you cannot use, or you need information in another format, please tell us. You do not need to know the technical cause.',
    email: {
      label: 'Email',
      value: site.emails.accessibility,
      href: `mailto:${site.emails.accessibility}?subject=${encodeURIComponent('Accessibility barrier')}`,
    },
    phone: { label: 'Phone', value: site.phone.display, href: `tel:${site.phone.e164}` },
    include: {
      title: 'It helps if you can include:',
      items: [
        'the address (URL) of the page',
        'what you were trying to do and what happened',
        'the browser, device and any assistive technology you use',
        'how you would like us to reply',
      ],
    },
    responseTitle: 'What happens next',
    response: [
      `We acknowledge your report within ${ACCESSIBILITY_RESPONSE.acknowledgeBusinessDays} business days.`,
      `Within ${ACCESSIBILITY_RESPONSE.planBusinessDays} business days, we fix the problem or send you a plan with a workaround and a date for the fix.`,
    ],
    alternativeFormats:
      'While we work on a fix, we will provide the information or service you need in another way, for example by email or by phone.',
  },
  technologies: {
    title: 'Technologies We Rely On',
    intro: 'The site relies on the following technologies, working with your browser and any assistive technology:',
    items: ['HTML', 'CSS', 'WAI-ARIA', 'JavaScript (optional: pages and the contact form work without it)'],
  },
};
