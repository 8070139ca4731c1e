// Shapes of every piece of copy on the site. Content modules import only from here: no React.

/** Icons are named, never imported, so content stays framework-free. `scripts/icon-sprite.ts` builds them into one SVG sprite. */
export const iconNames = [
  'phone',
  'headphones',
  'bot',
  'brain',
  'cloud',
  'cloud-upload',
  'code',
  'users',
  'user-check',
  'shield',
  'shield-check',
  'lock',
  'trending-up',
  'trending-down',
  'dollar-sign',
  'phone-off',
  'clock',
  'timer',
  'bar-chart',
  'line-chart',
  'pie-chart',
  'database',
  'server',
  'git-branch',
  'workflow',
  'award',
  'target',
  'lightbulb',
  'handshake',
  'heart',
  'graduation-cap',
  'building',
  'landmark',
  'briefcase',
  'file-text',
  'book-open',
  'video',
  'star',
  'zap',
  'check-circle',
  'map-pin',
  'mail',
  'calendar',
  'rocket',
  'layers',
  'settings',
  'gauge',
  'smile',
  'globe',
  'search',
  'message-square',
  'cpu',
  'network',
  'puzzle',
  'activity',
  'coffee',
  'home',
  'hospital',
  'truck',
  'scale',
  'sparkles',
  // Interface icons.
  'menu',
  'x',
  'pause',
  'play',
  'chevron-left',
  'chevron-right',
  'arrow-right',
  'quote',
  'wifi-off',
  'download',
  'refresh-cw',
  'triangle-alert',
  // Brand mark (not in Lucide; drawn in scripts/icon-sprite.ts).
  'linkedin',
] as const;
export type IconName = (typeof iconNames)[number];

/** An internal path ("/about", "/#contact", "#contact") or a mailto:/tel:/https: URL. */
export type Href = string;

export interface Cta {
  text: string;
  href: Href;
}

/** Shared base for titled blocks (sections, cards). */
export interface Titled {
  title: string;
  description: string;
}

export interface IconCard extends Titled {
  icon: IconName;
}

// ---- Home ----

/** Canvas backdrop drawn behind a slide. Constants live in `@/config/constants`. */
export type SlideAnimation = 'network' | 'binary' | 'particles' | 'pipeline' | 'starfield';
/** A project-made decorative backdrop (drawn as inline SVG/CSS gradient, never an <img>). */
export type BackdropName = 'contact-center' | 'analytics' | 'cloud' | 'code' | 'talent';

export interface Slide {
  id: number;
  title: string;
  highlight: string;
  description: string;
  animation: SlideAnimation;
  backgroundImage: BackdropName;
  primaryCta: Cta;
  secondaryCta: Cta;
}

export interface Stat {
  icon: IconName;
  value: number;
  suffix: string;
  label: string;
  description: string;
}

/** Accent colour token for a service card. */
export type Accent = 'blue' | 'teal' | 'indigo' | 'emerald' | 'amber' | 'rose';

export interface Service extends IconCard {
  color: Accent;
  href: Href;
}

export interface Technology {
  icon: IconName;
  name: string;
  description: string;
}

export interface Testimonial {
  quote: string;
  initials: string;
  title: string;
  organization: string;
}

export interface SectionIntro {
  /** Short label above the heading (optional). */
  eyebrow?: string;
  title: string;
  description: string;
}

// ---- Solutions ----

export interface Metric {
  label: string;
  /** Display value, e.g. "28%", "99.99%", "10 days", "4.9/5". */
  value: string;
  icon: IconName;
  description: string;
}

export interface Tool {
  name: string;
  description: string;
}

export interface SolutionDetail {
  title: string;
  tagline: string;
  problem: { title: string; description: string; pain_points: string[] };
  /** Each step is "Name: detail". */
  approach: { title: string; description: string; steps: string[] };
  outcomes: { title: string; metrics: Metric[] };
  stack: { title: string; tools: Tool[] };
}

export interface Solution {
  id: number;
  slug: string;
  icon: IconName;
  title: string;
  description: string;
  problem: string;
  approach: string;
  benefits: string[];
  tools: string[];
  detail: SolutionDetail;
}

// ---- Other pages ----

export interface CaseStudyResult {
  label: string;
  value: string;
  icon: IconName;
}

export interface CaseStudy {
  id: string;
  title: string;
  industry: string;
  challenge: string;
  solution: string;
  results: CaseStudyResult[];
  technologies: string[];
  duration: string;
}

export interface Industry {
  id: 'state-local' | 'federal' | 'commercial';
  icon: IconName;
  title: string;
  description: string;
  challenges: string[];
  solutions: string[];
  benefits: string[];
}

export type ResourceType = 'whitepaper' | 'article' | 'webinar';
export const resourceCategories = ['All', 'Contact Center', 'AI & Analytics', 'Cloud Migration', 'Security'] as const;
export type ResourceCategory = (typeof resourceCategories)[number];

export interface Resource {
  id: string;
  type: ResourceType;
  icon: IconName;
  title: string;
  description: string;
  category: Exclude<ResourceCategory, 'All'>;
  /** ISO date of publication, e.g. "2026-06-09". */
  date: string;
  downloadable: boolean;
}

export interface HiringStep extends Titled {
  step: number;
}

export interface LegalSection {
  /** Numbered heading text without the number, e.g. "Information We Collect". */
  heading: string;
  /** Paragraphs. */
  paragraphs: string[];
  /** Optional bullet list after the paragraphs. */
  bullets?: string[];
}

export interface LegalDocument {
  title: string;
  intro: string;
  sections: LegalSection[];
}

/** Hero and closing call to action used by inner pages. */
export interface PageHero {
  eyebrow?: string;
  title: string;
  description: string;
}

export interface CtaBlock {
  title: string;
  description: string;
  primary: Cta;
  secondary: Cta;
}

/** Title and description for <head>; the path gives the canonical URL. */
export interface PageMeta {
  title: string;
  description: string;
}

// ---- Long-form text (resource pages, PDF downloads) ----

/**
 * One block of long-form text. Plain text only (no markup), so the same blocks render as HTML
 * and as a PDF. Whitepaper text stays in printable ASCII for the standard PDF fonts.
 */
export type ContentBlock =
  | { kind: 'h2'; text: string }
  | { kind: 'p'; text: string }
  | { kind: 'ul'; items: string[] }
  | { kind: 'ol'; items: string[] };

/** A (fictional) member of the company's staff: author or speaker. */
export interface Person {
  name: string;
  role: string;
}

/** The full text of an article or whitepaper (`/resources/:id`). */
export interface DocumentDetail {
  id: string;
  type: 'article' | 'whitepaper';
  author: Person;
  body: ContentBlock[];
  /** Slugs from `solutions.ts`. */
  relatedSolutions: string[];
}

export interface AgendaItem {
  /** Length of the item in minutes; the items add up to the webinar's duration. */
  minutes: number;
  title: string;
}

export type WebinarSession =
  /** A live session visitors can register for. */
  | {
      status: 'upcoming';
      /** ISO 8601 date-time with its UTC offset, e.g. "2026-12-10T14:00:00-05:00". */
      startsAt: string;
      /** IANA time zone the session is announced in, e.g. "America/New_York". */
      timeZone: string;
      /** That zone's short name on the session's day, e.g. "EST" (a unit test holds it to Intl's). */
      zoneName: string;
    }
  /** A past session whose recording is sent on request. */
  | {
      status: 'on-demand';
      /** ISO date the session was held. */
      recordedOn: string;
    };

/** The page of a webinar (`/resources/:id`). */
export interface WebinarDetail {
  id: string;
  type: 'webinar';
  durationMinutes: number;
  /** Paragraphs introducing the session. */
  overview: string[];
  /** "What you will learn" bullets. */
  learn: string[];
  agenda: AgendaItem[];
  speakers: Person[];
  session: WebinarSession;
  /** Slugs from `solutions.ts`. */
  relatedSolutions: string[];
}

export type ResourceDetail = DocumentDetail | WebinarDetail;

// ---- Jobs ----

/** schema.org `employmentType` values. */
export const employmentTypes = [
  'FULL_TIME',
  'PART_TIME',
  'CONTRACTOR',
  'TEMPORARY',
  'INTERN',
  'VOLUNTEER',
  'PER_DIEM',
  'OTHER',
] as const;
export type EmploymentType = (typeof employmentTypes)[number];

export type Clearance = 'none' | 'public-trust' | 'secret';

/** hybrid: at the Alpharetta office part of the week; remote: anywhere in the United States. */
export type Workplace = 'hybrid' | 'remote';

export interface Job {
  /** URL-safe id, unique; the page is `/careers/<slug>`. */
  slug: string;
  title: string;
  /** One or two sentences for the Open Positions list. */
  summary: string;
  responsibilities: string[];
  requirements: string[];
  niceToHaves: string[];
  workplace: Workplace;
  clearance: Clearance;
  employmentType: EmploymentType;
  /** Minimum years of relevant experience (JobPosting `experienceRequirements`). */
  experienceYears: number;
  /** ISO date. */
  datePosted: string;
  /** ISO 8601 date-time with offset: the posting closes after it. */
  validThrough: string;
  /** Base pay range in US dollars per year. */
  baseSalary: { min: number; max: number };
}
