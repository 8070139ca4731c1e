// The one route table of the server: every API path and its handler. The local server, the dev
// server and the Vercel functions in api/ (one-line wrappers) all read it, and a test checks
// that api/ holds exactly one file per route.
import type { VercelApiHandler } from '@vercel/node';
import { EVENTS_ENDPOINT } from '../src/config/analytics.ts';
import { formKinds } from '../src/config/form-kinds.ts';
import { attachmentHandler } from './endpoints/attachments.ts';
import { bookingHandler } from './endpoints/booking.ts';
import { calendarFeedHandler } from './endpoints/calendar-feed.ts';
import { cronHandler } from './endpoints/cron.ts';
import { eventsHandler } from './endpoints/events.ts';
import { healthHandler } from './endpoints/health.ts';
import { leadsHandler } from './endpoints/leads.ts';
import { staffHandler } from './endpoints/staff/index.ts';
import { applicationForm } from './forms/application.ts';
import { bookingForm } from './forms/booking.ts';
import { contactForm } from './forms/contact.ts';
import { demoForm } from './forms/demo.ts';
import { newsletterHandler } from './forms/newsletter.ts';
import { formHandler } from './forms/pipeline.ts';
import { webinarForm } from './forms/webinar.ts';

export const apiRoutes = {
  [formKinds.contact.endpoint]: formHandler(contactForm),
  [formKinds.demo.endpoint]: formHandler(demoForm),
  [formKinds.newsletter.endpoint]: newsletterHandler,
  [formKinds.application.endpoint]: formHandler(applicationForm),
  [formKinds.webinar.endpoint]: formHandler(webinarForm),
  [formKinds.booking.endpoint]: formHandler(bookingForm),
  '/api/booking': bookingHandler,
  '/api/calendar-feed': calendarFeedHandler,
  '/api/health': healthHandler,
  '/api/leads': leadsHandler,
  '/api/cron/deliver-outbox': cronHandler,
  // tus and its data store load with the first upload, not with the server.
  '/api/uploads': async (req, res) => (await import('./uploads/handler.ts')).uploadsHandler(req, res),
  '/api/attachments': attachmentHandler,
  '/api/staff': staffHandler,
  [EVENTS_ENDPOINT]: eventsHandler,
} satisfies Record<`/api/${string}`, VercelApiHandler>;

export type ApiPath = keyof typeof apiRoutes;

/** The handler for a path (a trailing slash is ignored), if any. */
export function apiHandlerFor(pathname: string): VercelApiHandler | undefined {
  const p = pathname.replace(/\/+$/, '');
  return Object.hasOwn(apiRoutes, p) ? apiRoutes[p as ApiPath] : undefined;
}

/** The function file in api/ that serves a path, as Vercel maps them. */
export const apiFileFor = (p: ApiPath) => `${p.slice(1)}.ts`;

/**
 * Paths under a function's path that reach it with the last segment as `?id=` (Vercel maps one
 * file per path). vercel.json lists the same rewrites (a test compares them); the local server
 * applies them with rewriteApiUrl.
 */
export const apiRewrites = [
  { source: '/api/uploads/:id', destination: '/api/uploads?id=:id' },
  { source: '/api/attachments/:id', destination: '/api/attachments?id=:id' },
  { source: '/api/staff/:action', destination: '/api/staff?action=:action' },
  { source: '/api/booking/:action', destination: '/api/booking?action=:action' },
] as const;

/** The URL a function sees after the rewrites (the original when none applies). */
export function rewriteApiUrl(url: URL): URL {
  for (const r of apiRewrites) {
    const prefix = r.source.slice(0, r.source.lastIndexOf(':'));
    if (!url.pathname.startsWith(prefix)) continue;
    const id = url.pathname.slice(prefix.length).replace(/\/$/, '');
    if (!id || id.includes('/')) continue;
    const out = new URL(url.href);
    const [pathname, query] = r.destination.split('?') as [string, string];
    out.pathname = pathname;
    let decoded = id;
    try {
      decoded = decodeURIComponent(id);
    } catch {
      /* kept as sent */
    }
    out.searchParams.set(query.split('=')[0]!, decoded);
    return out;
  }
  return url;
}
