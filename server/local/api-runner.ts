// Runs the route table of server/app.ts inside a long-lived Node process (`npm start`, the dev
// server, tests): opens the database at start, says plainly what is configured, runs the mail
// outbox's delivery timer, the hosts' calendar syncs and housekeeping, and waits for requests in
// flight on close.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { apiHandlerFor, rewriteApiUrl } from '../app.ts';
import { syncDue } from '../booking/caldav.ts';
import { mailProblems } from '../endpoints/health.ts';
import { loadEnv, redactUrl, type Env } from '../env.ts';
import { ClientAbortedError, HttpError } from '../errors.ts';
import { closeTransports } from '../mail/transport.ts';
import { closeDb, describeDb, getDb } from '../store/db.ts';
import { drainOutbox, mailHealth } from '../store/mail-outbox.ts';
import { maintain } from '../store/maintenance.ts';
import { toVercel } from './vercel-adapter.ts';

export interface ApiRunner {
  handle(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void>;
  close(): Promise<void>;
}

const MAINTENANCE_EVERY_MS = 60 * 60 * 1000;

function sendPlainError(
  res: ServerResponse,
  status: number,
  error: string,
  message: string,
  headers: Record<string, string> = {},
): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  res.writeHead(status, { ...headers, 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
  res.end(JSON.stringify({ error, message }));
}

/** Runs deliveries every `OUTBOX_POLL_SECONDS` seconds, one run at a time; housekeeping hourly. */
function startDeliveryTimer(env: Env): () => Promise<void> {
  let running: Promise<void> | null = null;
  let stopped = false;
  // The first housekeeping a minute after start: a (re)start serves first.
  let lastMaintenance = Date.now() - MAINTENANCE_EVERY_MS + 60_000;
  const tick = () => {
    if (running || stopped) return;
    running = (async () => {
      try {
        await drainOutbox(Date.now() + 10_000);
        // Hosts' own calendars, each read again once it is SYNC_EVERY_MS old.
        await syncDue(await getDb(env), env, Date.now() + 10_000);
        if (Date.now() - lastMaintenance > MAINTENANCE_EVERY_MS) {
          lastMaintenance = Date.now();
          await maintain(await getDb(env), env);
        }
      } catch (e) {
        console.error('[outbox] timer run failed:', (e as Error).message);
      } finally {
        running = null;
      }
    })();
  };
  const timer = setInterval(tick, env.OUTBOX_POLL_SECONDS * 1000);
  timer.unref();
  setTimeout(tick, 0).unref();
  return async () => {
    stopped = true;
    clearInterval(timer);
    await running;
  };
}

async function reportStart(env: Env): Promise<void> {
  console.log(`[api] database: ${describeDb(env)}${env.DATABASE_URL ? '' : ' (set DATABASE_URL to use PostgreSQL)'}`);
  let health = null;
  try {
    const started = performance.now();
    const db = await getDb(env);
    console.log(`[api] database ready (${db.kind}, ${Math.round(performance.now() - started)} ms)`);
    health = await mailHealth(db);
  } catch (e) {
    // PostgreSQL may come back later: functions answer 503 until it does.
    console.error(`[api] database unavailable at start-up: ${(e as Error).message}`);
  }
  if (env.SMTP_URL) console.log(`[api] mail: SMTP ${redactUrl(env.SMTP_URL)}, from ${env.MAIL_FROM} to ${env.MAIL_TO}`);
  for (const p of mailProblems(!!env.SMTP_URL, health)) console.warn(`[api] mail: ${p}`);
  if (env.siteUrlIsDefault) {
    console.warn(
      `[api] e-mail links point at ${env.siteUrl}: set SITE_URL (or build with VITE_SITE_URL) to the public address.`,
    );
  }
  console.log(
    `[api] rate limit: ${env.RATE_LIMIT_PER_HOUR ? `${env.RATE_LIMIT_PER_HOUR} per hour per endpoint and client` : 'off'}; ` +
      `client address from ${env.TRUST_PROXY ? `X-Forwarded-For (${env.TRUST_PROXY} trusted proxy hop(s))` : 'the socket'}; ` +
      `/api/leads ${env.ADMIN_TOKEN ? 'enabled' : 'disabled (ADMIN_TOKEN not set)'}`,
  );
}

export async function createApiRunner(): Promise<ApiRunner> {
  // A bad configuration stops the server with a message naming every bad variable.
  const env = loadEnv();
  await reportStart(env);
  const stopTimer = startDeliveryTimer(env);
  const inFlight = new Set<Promise<void>>();
  let closing: Promise<void> | undefined;

  async function run(req: IncomingMessage, res: ServerResponse, original: URL): Promise<void> {
    // vercel.json's API rewrites (/api/uploads/<id> → /api/uploads?id=<id>); req.url stays as sent.
    const url = rewriteApiUrl(original);
    const handler = apiHandlerFor(url.pathname);
    if (!handler) {
      req.resume();
      return sendPlainError(res, 404, 'not_found', `No function at ${url.pathname}`);
    }
    try {
      const [vreq, vres] = await toVercel(req, res, url);
      await handler(vreq, vres);
    } catch (e) {
      if (e instanceof HttpError) return sendPlainError(res, e.status, e.code, e.message, e.headers);
      if (e instanceof ClientAbortedError) {
        console.warn(`[api] ${req.method} ${url.pathname}: ${e.message}`);
        return void res.destroy();
      }
      console.error(`[api] ${req.method} ${url.pathname} failed:`, e);
      sendPlainError(res, 500, 'internal_error', 'Something went wrong.');
    }
  }

  return {
    async handle(req, res, url) {
      if (closing) return sendPlainError(res, 503, 'shutting_down', 'The server is shutting down.');
      const p = run(req, res, url);
      inFlight.add(p);
      try {
        await p;
      } finally {
        inFlight.delete(p);
      }
    },
    close() {
      closing ??= (async () => {
        await stopTimer();
        await Promise.allSettled([...inFlight]);
        closeTransports();
        await closeDb();
      })();
      return closing;
    },
  };
}
