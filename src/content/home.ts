// Copy for the home page, section by section in page order.
import { WALKTHROUGH_MINUTES } from '@/config/constants';
import { site } from '@/config/site';
import type { Cta, IconCard, SectionIntro, Service, Slide, Stat, Technology, Testimonial } from '@/content/types';

// ---- Hero carousel ----

const getStarted: Cta = { text: 'Get Started', href: '#contact' };
const learnMore = (href: string): Cta => ({ text: 'Learn More', href });

export const slides: Slide[] = [
  {
    id: 1,
    title: 'Modernizing Customer Experience with Amazon Connect',
    highlight: 'Amazon Connect',
    description:
      'Move your contact center to the cloud with AI-powered self-service and real-time agent assist. Clients have seen a 241% three-year ROI.',
    animation: 'network',
    backgroundImage: 'contact-center',
    primaryCta: getStarted,
    secondaryCta: learnMore('/solutions/amazon-connect'),
  },
  {
    id: 2,
    title: 'AI & Data Analytics that Drive Decisions',
    highlight: 'Drive Decisions',
    description:
      'Turn scattered data into dashboards, forecasts and machine-learning insights your leaders can act on with confidence.',
    animation: 'binary',
    backgroundImage: 'analytics',
    primaryCta: getStarted,
    secondaryCta: learnMore('/solutions/ai-data-analytics'),
  },
  {
    id: 3,
    title: 'Cloud Migration & Modernization',
    highlight: 'Modernization',
    description:
      'Migrate legacy applications to secure, scalable cloud infrastructure, including FedRAMP-authorized environments for government workloads.',
    animation: 'particles',
    backgroundImage: 'cloud',
    primaryCta: getStarted,
    secondaryCta: learnMore('/solutions/cloud-migration'),
  },
  {
    id: 4,
    title: 'Custom Development & Integration',
    highlight: 'Integration',
    description:
      'Purpose-built applications and integrations that connect your CRM, contact center and back-office systems into one workflow.',
    animation: 'starfield',
    backgroundImage: 'code',
    primaryCta: getStarted,
    secondaryCta: learnMore('/solutions/custom-dev'),
  },
  {
    id: 5,
    title: 'IT Staffing You Can Trust',
    highlight: 'You Can Trust',
    description:
      'Cleared, vetted technology professionals who fit your mission and your team, with 95% staffing retention.',
    animation: 'pipeline',
    backgroundImage: 'talent',
    primaryCta: getStarted,
    secondaryCta: learnMore('/solutions/it-staffing'),
  },
];

export const heroCopy = {
  regionLabel: 'Featured solutions',
  pause: 'Pause slideshow',
  play: 'Play slideshow',
  previous: 'Previous slide',
  next: 'Next slide',
  goTo: (n: number) => `Go to slide ${n}`,
  slideLabel: (n: number, total: number) => `${n} of ${total}`,
} as const;

// ---- Stats ----

export const statsIntro: SectionIntro = {
  eyebrow: 'Proven Results',
  title: 'Measurable Impact for Our Clients',
  description:
    'Modernization should pay for itself. These are the outcomes our contact center and AI work has delivered.',
};

export const stats: Stat[] = [
  {
    icon: 'trending-up',
    value: 241,
    suffix: '%',
    label: 'ROI',
    description: 'Three-year return on investment from contact center modernization.',
  },
  {
    icon: 'dollar-sign',
    value: 31,
    suffix: '%',
    label: 'Cost Reduction',
    description: 'Lower contact center operating costs after moving to the cloud.',
  },
  {
    icon: 'phone-off',
    value: 24,
    suffix: '%',
    label: 'Call Deflection',
    description: 'Fewer calls reaching live agents with AI-powered agent assist and self-service.',
  },
  {
    icon: 'timer',
    value: 15,
    suffix: '%',
    label: 'Faster Resolution',
    description: 'Quicker issue resolution when agents get real-time AI assist.',
  },
];

// ---- Services ----

export const servicesIntro: SectionIntro = {
  eyebrow: 'What We Do',
  title: 'Solutions Built for Government and Enterprise',
  description:
    'From the contact center to the cloud, we plan, build and run the technology that serves your customers and constituents.',
};

export const services: Service[] = [
  {
    icon: 'headphones',
    title: 'Contact Center Modernization',
    description:
      'Replace aging phone systems with a cloud contact center that scales on demand and gives every caller a better experience.',
    color: 'blue',
    href: '/solutions/contact-center-modernization',
  },
  {
    icon: 'bot',
    title: 'Amazon Connect & AI',
    description: 'Conversational self-service, real-time agent assist and contact analytics built on Amazon Connect.',
    color: 'indigo',
    href: '/solutions/amazon-connect-ai',
  },
  {
    icon: 'cloud-upload',
    title: 'Cloud Migration',
    description:
      'Assess, migrate and modernize workloads on secure cloud infrastructure, including FedRAMP-authorized environments.',
    color: 'teal',
    href: '/solutions/cloud-migration',
  },
  {
    icon: 'brain',
    title: 'AI & Data Analytics',
    description:
      'Data platforms, dashboards and machine-learning models that turn your data into faster, better decisions.',
    color: 'emerald',
    href: '/solutions/ai-data-analytics',
  },
  {
    icon: 'code',
    title: 'Custom Development',
    description:
      'Web applications, APIs and system integrations designed around your workflows and security requirements.',
    color: 'amber',
    href: '/solutions/custom-development',
  },
  {
    icon: 'users',
    title: 'IT Staffing',
    description:
      'Cleared, vetted engineers, analysts and project managers ready to strengthen your team, with 95% retention.',
    color: 'rose',
    href: '/solutions/it-staffing',
  },
];

export const servicesLinkText = 'Learn more';

// ---- Technologies ----

export const technologiesIntro: SectionIntro = {
  eyebrow: 'Technology',
  title: 'Technologies We Work With',
  description: 'Proven platforms and practices, chosen for security, scalability and long-term value.',
};

export const technologies: Technology[] = [
  {
    icon: 'cloud',
    name: 'AWS Cloud',
    description: 'Amazon Connect, AWS GovCloud and the AWS services behind secure, scalable solutions.',
  },
  {
    icon: 'brain',
    name: 'AI & ML',
    description: 'Conversational AI, agent assist and machine-learning models that automate and inform.',
  },
  {
    icon: 'layers',
    name: 'Salesforce',
    description: 'CRM integration that gives agents a complete view of every customer and case.',
  },
  {
    icon: 'git-branch',
    name: 'DevOps',
    description: 'Automated pipelines, infrastructure as code and monitoring for reliable, repeatable releases.',
  },
  {
    icon: 'shield-check',
    name: 'Security',
    description: 'Solutions designed to meet FedRAMP, HIPAA and SOC 2 requirements from day one.',
  },
  {
    icon: 'code',
    name: 'Development',
    description: 'Modern web applications and APIs built with maintainable, well-tested code.',
  },
];

// ---- Clients ----

export const clientsIntro: SectionIntro = {
  eyebrow: 'Client Success',
  title: 'Trusted by Organizations That Serve the Public',
  description:
    'Government agencies and enterprises rely on us to modernize critical operations without disrupting service.',
};

export const testimonial: Testimonial = {
  quote: `${site.name} modernized our contact center without disrupting daily operations. Our agents now have real-time AI assist, routine questions are answered by self-service, and our customers reach the right answer faster.`,
  initials: 'DO',
  title: 'Director of Operations',
  organization: 'Leading Logistics Firm',
};

// ---- About ----

export const aboutIntro: SectionIntro = {
  eyebrow: 'About Us',
  title: `About ${site.name}`,
  description:
    'An Alpharetta, Georgia IT consulting firm helping government agencies and enterprises modernize how they serve people.',
};

export const aboutCards: IconCard[] = [
  {
    icon: 'target',
    title: 'Our Mission',
    description:
      'Help public agencies and enterprises deliver faster, friendlier service through modern, secure technology.',
  },
  {
    icon: 'users',
    title: 'Expert Team',
    description:
      'Architects, engineers and analysts with 15+ years of combined experience in government and commercial IT.',
  },
  {
    icon: 'award',
    title: 'Proven Track Record',
    description: '100+ projects delivered and 50+ agencies served, with results measured in real outcomes.',
  },
  {
    icon: 'lightbulb',
    title: 'Innovation Focus',
    description: 'We put AI, automation and cloud-native design to work where they make a measurable difference.',
  },
];

export const whyChoose: { title: string; paragraphs: string[]; points: string[] } = {
  title: `Why Choose ${site.name}?`,
  paragraphs: [
    `Founded in ${site.foundingYear}, ${site.name} brings together a team with 15+ years of experience modernizing contact centers, cloud platforms and data systems for federal, state and local government and commercial enterprises.`,
    'We focus on outcomes you can measure. Our clients have achieved 60% faster resolution and 31% lower operating costs by combining cloud contact centers, AI and well-integrated systems.',
  ],
  points: [
    'Security and compliance built in from the start',
    'Experience with federal, state and local government',
    'Results measured against agreed goals',
    '24/7 support for the solutions we deliver',
  ],
};

// ---- ROI calculator ----

export const roiCopy: {
  intro: SectionIntro;
  inputs: { volume: string; handleMinutes: string; deflection: string; hourlyCost: string };
  outputs: {
    deflectedCalls: string;
    hoursReduced: string;
    monthlySavings: string;
    annualSavings: string;
    threeYear: string;
  };
  note: string;
  cta: Cta;
} = {
  intro: {
    eyebrow: 'ROI Calculator',
    title: 'Estimate Your Contact Center Savings',
    description: 'Enter a few numbers about your contact center to see what AI-powered call deflection could save.',
  },
  inputs: {
    volume: 'Monthly call volume',
    handleMinutes: 'Average handle time (minutes)',
    deflection: 'Target deflection rate (%)',
    hourlyCost: 'Agent cost per hour ($)',
  },
  outputs: {
    deflectedCalls: 'Deflected calls per month',
    hoursReduced: 'Agent hours saved per month',
    monthlySavings: 'Monthly savings',
    annualSavings: 'Annual savings',
    threeYear: '3-year savings',
  },
  note: 'These figures are estimates based only on the numbers you enter. Actual results depend on your call mix, self-service design and staffing model.',
  cta: { text: 'Discuss Your Results', href: '#contact' },
};

// ---- Demo ----

export const demoCopy: {
  intro: SectionIntro;
  highlights: { value: string; label: string }[];
  walkthrough: string;
  emailLabel: string;
  placeholder: string;
  submit: string;
  sending: string;
} = {
  intro: {
    eyebrow: 'Live Demo',
    title: 'See Amazon Connect AI in Action',
    description:
      'Watch how AI self-service and real-time agent assist handle real contact center scenarios, from the first ring to resolution.',
  },
  highlights: [
    { value: '35%', label: 'Call deflection' },
    { value: '28%', label: 'Average handle time reduction' },
    { value: '92%', label: 'Customer satisfaction score' },
  ],
  walkthrough: `Request the full demo and we'll schedule a ${WALKTHROUGH_MINUTES}-minute walkthrough tailored to your contact center.`,
  emailLabel: 'Email address',
  placeholder: 'you@agency.gov',
  submit: 'Request Demo',
  sending: 'Sending...',
};

// ---- Closing banner ----

export const closingBanner: { title: string; description: string; buttons: Cta[] } = {
  title: 'Ready to Transform Your Operations?',
  description:
    "Tell us about your goals and we'll show you a practical path to modern, secure and cost-effective service.",
  buttons: [
    { text: 'Book a Call', href: '#contact' },
    { text: 'Schedule Consultation', href: '#contact' },
    { text: 'View Case Studies', href: '/case-studies' },
  ],
};

// ---- Contact ----

export const contactCopy: {
  intro: SectionIntro;
  cards: { headquarters: string; registered: string; email: string; phone: string };
  officeImageAlt: string;
  mapTitle: string;
  map: {
    alt: string;
    openIn: string;
    services: { openStreetMap: string; googleMaps: string; appleMaps: string };
    /** Street names drawn over the map (src/components/sections/office-map.tsx places them). */
    streets: {
      ga400: string;
      northPoint: string;
      westside: string;
      haynesBridge: string;
      mansell: string;
      encore: string;
    };
    /** The letter on the north arrow. */
    north: string;
    disclaimer: string;
  };
} = {
  intro: {
    eyebrow: 'Contact',
    title: "Let's Talk About Your Project",
    description: "Send us a message and we'll reply within 24 hours.",
  },
  cards: {
    headquarters: 'Headquarters',
    registered: 'Registered Address',
    email: 'Email',
    phone: 'Phone',
  },
  officeImageAlt: `Illustration of the ${site.name} office in ${site.headquarters.city}, ${site.headquarters.region}`,
  mapTitle: 'Find Us',
  map: {
    alt: `Map of the area around the ${site.name} office on North Point Parkway in ${site.headquarters.city}, between GA 400 and Westside Parkway, south of Haynes Bridge Road`,
    openIn: 'Open in',
    services: { openStreetMap: 'OpenStreetMap', googleMaps: 'Google Maps', appleMaps: 'Apple Maps' },
    streets: {
      ga400: 'GA 400',
      northPoint: 'North Point Pkwy',
      westside: 'Westside Pkwy',
      haynesBridge: 'Haynes Bridge Rd',
      mansell: 'Mansell Rd',
      encore: 'Encore Pkwy',
    },
    north: 'N',
    disclaimer: 'Schematic map, not to scale',
  },
};
