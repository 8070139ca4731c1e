// The index of resource pages (/resources/:id): id -> full text or webinar details, the pure
// helpers the pages and the PDF generator share, and the copy of the detail pages.
// Relative imports with extensions, so Node scripts (the PDF generator) can load it as well as Vite.
import { site } from '../config/site.ts';
import { resources } from './resources.ts';
import { formatIsoDate, parseIsoDateUtc } from './iso-date.ts';
import type {
  AgendaItem,
  ContentBlock,
  Cta,
  CtaBlock,
  DocumentDetail,
  PageMeta,
  Resource,
  ResourceDetail,
  WebinarDetail,
} from './types.ts';
import { generativeAiAgentAssist } from './resources/generative-ai-agent-assist.ts';
import { governmentContactCenterGuide } from './resources/government-contact-center-guide.ts';
import { govcloudMigrationWebinar } from './resources/govcloud-migration-webinar.ts';
import { measuringContactCenterSuccess } from './resources/measuring-contact-center-success.ts';
import { protectingCallerData } from './resources/protecting-caller-data.ts';
import { zeroTrustPublicSector } from './resources/zero-trust-public-sector.ts';

/** Every resource's detail, keyed by the resource id (the same ids as `resources`). */
export const resourceDetails: Readonly<Record<string, ResourceDetail>> = Object.fromEntries(
  [
    governmentContactCenterGuide,
    generativeAiAgentAssist,
    govcloudMigrationWebinar,
    zeroTrustPublicSector,
    protectingCallerData,
    measuringContactCenterSuccess,
  ].map((d) => [d.id, d]),
);

export { resourcePdfFileName } from './resources.ts';

/** The card data of a resource, or undefined for an unknown id. */
export function getResource(id: string): Resource | undefined {
  return resources.find((r) => r.id === id);
}

/** The detail of a resource, or undefined for an unknown id. */
export function getResourceDetail(id: string): ResourceDetail | undefined {
  return Object.hasOwn(resourceDetails, id) ? resourceDetails[id] : undefined;
}

export const isDocument = (d: ResourceDetail): d is DocumentDetail => d.type === 'article' || d.type === 'whitepaper';
export const isWebinar = (d: ResourceDetail): d is WebinarDetail => d.type === 'webinar';

/** The text of every block, in reading order (headings, paragraphs, list items). */
export function blockTexts(blocks: readonly ContentBlock[]): string[] {
  return blocks.flatMap((b) => (b.kind === 'ul' || b.kind === 'ol' ? b.items : [b.text]));
}

/** Words in a run of blocks: whitespace-separated tokens of every heading, paragraph and list item. */
export function countWords(blocks: readonly ContentBlock[]): number {
  return blockTexts(blocks).reduce((n, text) => n + text.split(/\s+/).filter(Boolean).length, 0);
}

export const WORDS_PER_MINUTE = 200;

/** Reading time in whole minutes: words / 200, rounded up (0 words: 0 minutes). */
export function readingTimeMinutes(words: number): number {
  return Math.ceil(Math.max(0, words) / WORDS_PER_MINUTE);
}

/** Agenda items with their start, in minutes from the start of the session. */
export function agendaSchedule(agenda: readonly AgendaItem[]): (AgendaItem & { startMinute: number })[] {
  let start = 0;
  return agenda.map((item) => {
    const out = { ...item, startMinute: start };
    start += item.minutes;
    return out;
  });
}

/** A minute offset as "0:05", "1:10" (hours:minutes from the start of the session). */
export const formatAgendaOffset = (minutes: number) =>
  `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;

/** Start and end of an upcoming session, or undefined for an on-demand webinar. */
export function sessionWindow(webinar: WebinarDetail): { start: Date; end: Date } | undefined {
  if (webinar.session.status !== 'upcoming') return undefined;
  const start = new Date(webinar.session.startsAt);
  return { start, end: new Date(start.getTime() + webinar.durationMinutes * 60_000) };
}

/** Registration is open for an upcoming session until it starts. Pure: pass the clock in. */
export function isRegistrationOpen(webinar: WebinarDetail, now: Date): boolean {
  const w = sessionWindow(webinar);
  return w !== undefined && now.getTime() < w.start.getTime();
}

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/**
 * An upcoming session's start in its own time zone, e.g. "Thursday, December 10, 2026 at 2:00 PM
 * EST": the wall time its `startsAt` is written in, and the zone's name on that day. Written out
 * rather than with Intl, which the app would start ICU for while it hydrates the page (a long task
 * on the slow phone, src/content/iso-date.ts); a unit test holds it to Intl's text in `timeZone`.
 * On-demand webinars: undefined.
 */
export function formatSessionStart(webinar: WebinarDetail): string | undefined {
  if (webinar.session.status !== 'upcoming') return undefined;
  const { startsAt, zoneName } = webinar.session;
  const [, date = '', hour = '', minute = ''] = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})/.exec(startsAt) ?? [];
  const day = parseIsoDateUtc(date);
  const h = Number(hour);
  // Bad data fails loudly, as Intl did (a RangeError), not as a sentence with a wrong time.
  if (!day || h > 23 || Number(minute) > 59) throw new RangeError(`webinar ${webinar.id}: startsAt ${startsAt}`);
  return `${WEEKDAYS[day.getUTCDay()]}, ${formatIsoDate(date, 'long')} at ${h % 12 || 12}:${minute} ${h < 12 ? 'AM' : 'PM'} ${zoneName}`;
}

/** <head> data for a resource page: "<title> | <company>" when that fits in 60 characters. */
export function resourceMeta(resource: Resource): PageMeta {
  const withName = `${resource.title} | ${site.name}`;
  return { title: withName.length <= 60 ? withName : resource.title, description: resource.description };
}

/** Mail link asking for an on-demand webinar's recording. */
export const recordingRequestHref = (title: string) =>
  `mailto:${site.emails.general}?subject=${encodeURIComponent(`Recording request: ${title}`)}`;

export const resourceDetailPage: {
  back: Cta;
  published: string;
  by: string;
  readingTime: (minutes: number) => string;
  download: { label: string; note: string };
  /** Under the download: the PDF is a generated document, the page is the accessible version. */
  alternativeFormat: string;
  relatedSolutions: string;
  webinar: {
    liveBadge: string;
    onDemandBadge: string;
    when: string;
    duration: (minutes: number) => string;
    overview: string;
    learn: string;
    agenda: string;
    /** Column headers of the agenda table. */
    agendaColumns: { start: string; minutes: string; item: string };
    speakers: string;
    registerTitle: string;
    register: string;
    registrationClosed: string;
    recorded: string;
    onDemandNote: string;
    requestRecording: string;
  };
  notFound: { title: string; message: string; back: Cta };
  cta: CtaBlock;
} = {
  back: { text: 'Back to Resources', href: '/resources' },
  published: 'Published',
  by: 'By',
  readingTime: (minutes) => `${minutes} min read`,
  download: { label: 'Download PDF', note: 'The same text as this page, as a PDF document.' },
  alternativeFormat: `Need this document in another format? Email ${site.emails.accessibility} and we will send an accessible version.`,
  relatedSolutions: 'Related Solutions',
  webinar: {
    liveBadge: 'Live webinar',
    onDemandBadge: 'On demand',
    when: 'Date and time',
    duration: (minutes) => `${minutes} minutes`,
    overview: 'About This Webinar',
    learn: "What You'll Learn",
    agenda: 'Agenda',
    agendaColumns: { start: 'Start', minutes: 'Minutes', item: 'Topic' },
    speakers: 'Speakers',
    registerTitle: 'Register for This Webinar',
    register: 'Register',
    registrationClosed: 'Registration for this session has closed. The recording is available on request.',
    recorded: 'Recorded',
    onDemandNote: 'Recording available on request',
    requestRecording: 'Request the Recording',
  },
  notFound: {
    title: 'Resource Not Found',
    message: 'The resource you are looking for does not exist or has been moved.',
    back: { text: 'Browse Resources', href: '/resources' },
  },
  cta: {
    title: 'Want to Talk It Through?',
    description: 'Our team is glad to discuss how these ideas apply to your agency or organization.',
    primary: { text: 'Schedule Consultation', href: '/#contact' },
    secondary: { text: 'Explore Solutions', href: '/solutions' },
  },
};
