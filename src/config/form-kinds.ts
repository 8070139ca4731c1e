// The form kinds: one table for the browser (where each form posts), the server (its route
// table, rate-limit buckets and listing) and the tests. The server loads this file too.

export const formKinds = {
  contact: { endpoint: '/api/send-contact-email' },
  demo: { endpoint: '/api/demo-request' },
  newsletter: { endpoint: '/api/newsletter' },
  application: { endpoint: '/api/job-application' },
  webinar: { endpoint: '/api/webinar-registration' },
  booking: { endpoint: '/api/book-call' },
} as const satisfies Record<string, { endpoint: `/api/${string}` }>;

export type FormKind = keyof typeof formKinds;

export const formKindNames = Object.keys(formKinds) as FormKind[];

/** The hidden field people never see; bots fill it. */
export const HONEYPOT_FIELD = 'website';
