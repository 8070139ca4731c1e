// The typed route map: every path the site links to or prerenders comes from here.

/** Where the generated PDFs live (the service worker keeps each once fetched). */
export const downloadsPrefix = '/downloads/';

export const paths = {
  home: '/',
  solutions: '/solutions',
  solution: (slug: string) => `/solutions/${slug}`,
  caseStudies: '/case-studies',
  industries: '/industries',
  about: '/about',
  resources: '/resources',
  resource: (slug: string) => `/resources/${slug}`,
  careers: '/careers',
  job: (slug: string) => `/careers/${slug}`,
  /** The application form on the Careers page. */
  apply: '/careers#apply',
  capabilities: '/capabilities',
  accessibility: '/accessibility',
  /** A generated PDF (capability statement, whitepapers): a file, not a route. */
  download: (file: string) => `${downloadsPrefix}${file}`,
  privacy: '/privacy',
  terms: '/terms',
  thankYou: '/thank-you',
  contact: '/contact',
  /** Booking a call: the picker and its form. */
  book: '/book',
  /** One booking, by the token in the address's fragment: reschedule, cancel, its invitation. */
  manageBooking: '/book/manage',
} as const;

/** A section of a page, by its id: `/#contact`. */
export const sectionHref = (page: string, id: string) => `${page}#${id}`;

/** Pages that end with the contact section, so "#contact" can scroll in place. */
export const pathsWithContact: readonly string[] = [paths.home, paths.contact];

/** Where a "contact" link should go from the current page. */
export const contactHref = (pathname: string) =>
  pathsWithContact.includes(pathname) ? '#contact' : `${paths.contact}`;

export const THANK_YOU_FORM_PARAM = 'form';
export const THANK_YOU_QUEUED_PARAM = 'queued';
/** The queued submission's id on this device: the page follows it until it is delivered. */
export const THANK_YOU_ID_PARAM = 'id';

export type ThankYouForm = 'application' | 'webinar';
export type ThankYouQueued = 'offline' | 'unreachable' | 'busy';

/**
 * The thank-you address for a form's outcome: `/thank-you?form=application&queued=offline&id=…`
 * (`id`: the queued submission on this device, which the page follows until it is delivered).
 * The browser's forms and the server's no-JavaScript redirects both build it here.
 */
export function thankYouHref(form?: ThankYouForm, queued?: ThankYouQueued, id?: string): string {
  const q = new URLSearchParams();
  if (form) q.set(THANK_YOU_FORM_PARAM, form);
  if (queued) q.set(THANK_YOU_QUEUED_PARAM, queued);
  if (queued && id) q.set(THANK_YOU_ID_PARAM, id);
  const s = q.toString();
  return s ? `${paths.thankYou}?${s}` : paths.thankYou;
}
