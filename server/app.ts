// The one route table of the server: every API path and its handler. The local server, the dev
// server and the Vercel functions in api/ (one-line wrappers) all read it, and a test checks
// that api/ holds exactly one file per route.
import type { VercelApiHandler } from '@vercel/node';
import { EVENTS_ENDPOINT } from '../src/config/analytics.ts';
import { formKinds } from '../src/config/form-kinds.ts';
import { attachmentHandler } from './endpoints/attachments.ts';
import { eventsHandler } from './endpoints/events.ts';
import { healthHandler } from './endpoints/health.ts';
import { applicationForm } from './forms/application.ts';
import { contactForm } from './forms/contact.ts';
import { demoForm } from './forms/demo.ts';
import { newsletterHandler } from './forms/newsletter.ts';
import { formHandler } from './forms/pipeline.ts';
import { webinarForm } from './forms/webinar.ts';

/**
 * A handler whose module loads with its first request: every function imports this table, and
 * each would otherwise start with the calendar libraries, the staff area's and tus (each a few
 * to tens of ms of a cold start).
 */
function onFirstRequest(load: () => Promise<VercelApiHandler>): VercelApiHandler {
  let handler: Promise<VercelApiHandler> | undefined;
  return async (req, res) => {
    handler ??= load().catch((e: unknown) => {
      handler = undefined;
      throw e;
    });
    return (await handler)(req, res);
  };
}

export const apiRoutes = {
  [formKinds.contact.endpoint]: formHandler(contactForm),
  [formKinds.demo.endpoint]: formHandler(demoForm),
  [formKinds.newsletter.endpoint]: newsletterHandler,
  [formKinds.application.endpoint]: formHandler(applicationForm),
  [formKinds.webinar.endpoint]: formHandler(webinarForm),
  [formKinds.booking.endpoint]: onFirstRequest(async () =>
    formHandler((await import('./forms/booking.ts')).bookingForm),
  ),
  '/api/booking': onFirstRequest(async () => (await import('./endpoints/booking.ts')).bookingHandler),
  '/api/calendar-feed': onFirstRequest(async () => (await import('./endpoints/calendar-feed.ts')).calendarFeedHandler),
  '/api/health': healthHandler,
  '/api/leads': onFirstRequest(async () => (await import('./endpoints/leads.ts')).leadsHandler),
  '/api/cron/deliver-outbox': onFirstRequest(async () => (await import('./endpoints/cron.ts')).cronHandler),
  '/api/uploads': onFirstRequest(async () => (await import('./uploads/handler.ts')).uploadsHandler),
  '/api/attachments': attachmentHandler,
  '/api/staff': onFirstRequest(async () => (await import('./endpoints/staff/index.ts')).staffHandler),
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
