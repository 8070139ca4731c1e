// Every environment variable the server reads, validated with zod. `loadEnv()` throws one
// readable message listing every problem; the local server calls it at start-up, the functions
// on each request (cached until a variable changes: tests change them between requests).
import { z } from 'zod';
import { site } from '../src/config/site.ts';

const emptyToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const opt = <T extends z.ZodType>(s: T) => z.preprocess(emptyToUndefined, s.optional());
const num = (def: number, s: z.ZodNumber = z.number()) =>
  z.preprocess(emptyToUndefined, z.coerce.number({ error: 'must be a number' }).pipe(s).default(def));
const whole = (def: number, min = 0, max = Number.MAX_SAFE_INTEGER) =>
  num(def, z.number().int({ error: 'must be a whole number' }).min(min).max(max));

const BOOL_WORDS: Record<string, number> = { true: 1, yes: 1, on: 1, false: 0, no: 0, off: 0 };

/** A yes/no setting: true/false, yes/no, on/off or 1/0, in any case. */
const flag = (def: boolean) =>
  z.preprocess(
    emptyToUndefined,
    z
      .string()
      .optional()
      .transform((v, ctx) => {
        if (v === undefined) return def;
        const word = BOOL_WORDS[v.trim().toLowerCase()] ?? { 1: 1, 0: 0 }[v.trim()];
        if (word === undefined) {
          ctx.addIssue({ code: 'custom', message: 'must be true or false (yes/no, on/off, 1/0)' });
          return z.NEVER;
        }
        return word === 1;
      }),
  );

/** Proxy hops in front of the server: a whole number, or a yes/no word (yes = 1). */
const hops = z.preprocess(
  emptyToUndefined,
  z
    .string()
    .transform((v, ctx) => {
      const word = BOOL_WORDS[v.trim().toLowerCase()];
      const n = word ?? Number(v);
      if (!Number.isInteger(n) || n < 0 || n > 10) {
        ctx.addIssue({ code: 'custom', message: 'must be a number of proxies from 0 to 10, or true/false' });
        return z.NEVER;
      }
      return n;
    })
    .optional(),
);

const url = (protocols: string[], what: string) =>
  z.string().refine(
    (v) => {
      try {
        return protocols.includes(new URL(v).protocol);
      } catch {
        return false;
      }
    },
    { error: `must be a ${what} URL (${protocols.map((p) => p + '//').join(' or ')}...)` },
  );

/** `address@example.com` or `Name <address@example.com>`, on one line. */
const mailbox = z
  .string()
  .regex(/^(?:[^\r\n<>:;,]*<[^\s@<>:;,]+@[^\s@<>:;,]+\.[^\s@<>:;,]+>|[^\s@<>,;:]+@[^\s@<>,;:]+\.[^\s@<>,;:]+)$/, {
    error: 'must be an address like sales@example.com or "Name <sales@example.com>"',
  });

const secret = z.string().min(16, { error: 'must be at least 16 characters' });

const schema = z.object({
  DATABASE_URL: opt(url(['postgres:', 'postgresql:'], 'PostgreSQL')),
  DATA_DIR: z.preprocess(emptyToUndefined, z.string().default('./data')),
  SMTP_URL: opt(url(['smtp:', 'smtps:'], 'SMTP')),
  MAIL_FROM: z.preprocess(emptyToUndefined, mailbox.default(`${site.name} <${site.emails.general}>`)),
  MAIL_TO: z.preprocess(emptyToUndefined, mailbox.default(site.emails.sales)),
  /** Job applications: the careers address the site already publishes for résumés. */
  CAREERS_TO: z.preprocess(emptyToUndefined, mailbox.default(site.emails.careers)),
  ADMIN_TOKEN: opt(secret),
  CRON_SECRET: opt(secret),
  RATE_LIMIT_PER_HOUR: whole(10),
  /** Web Push to the staff's devices (`npm run staff -- vapid` makes a pair): both or neither. */
  VAPID_PUBLIC_KEY: opt(
    z.string().regex(/^[A-Za-z0-9_-]{87}$/, { error: 'must be a base64url P-256 public key (87 characters)' }),
  ),
  VAPID_PRIVATE_KEY: opt(
    z.string().regex(/^[A-Za-z0-9_-]{43}$/, { error: 'must be a base64url P-256 private key (43 characters)' }),
  ),
  /** Who push services may contact about our pushes: a mailto: or https: URL (default: the company's general address). */
  VAPID_SUBJECT: opt(z.string().regex(/^(mailto:|https:\/\/)\S+$/, { error: 'must be a mailto: or https: URL' })),
  /** Staff sign-in and enrolment attempts one client address may make per hour (0 = no limit). */
  STAFF_SIGN_IN_PER_HOUR: whole(20),
  /**
   * Count analytics events from browsers under automation (navigator.webdriver): off, as for bots;
   * the end-to-end tests turn it on to count their own visits.
   */
  ANALYTICS_COUNT_AUTOMATION: flag(false),
  TRUST_PROXY: hops,
  PORT: whole(3000, 0, 65535),
  HOST: z.preprocess(emptyToUndefined, z.string().default('0.0.0.0')),
  SITE_URL: opt(url(['http:', 'https:'], 'http(s)')),
  VITE_SITE_URL: opt(url(['http:', 'https:'], 'http(s)')),
  VERCEL: opt(z.string()),
  /** Set by Vercel: the project's production domain (a fallback for e-mail links). */
  VERCEL_PROJECT_PRODUCTION_URL: opt(z.string().regex(/^[a-z0-9.-]+$/i)),
  /** First retry delay of the mail outbox; doubles per attempt up to one hour. */
  OUTBOX_RETRY_BASE_SECONDS: num(30, z.number().positive()),
  /** How often the local server's delivery timer looks for due mail. */
  OUTBOX_POLL_SECONDS: num(15, z.number().positive()),
  /** Attempts before a message is marked failed (a permanent SMTP refusal fails it at once). */
  MAIL_MAX_ATTEMPTS: whole(10, 1, 1000),
  /** Days a delivered message stays in the outbox before it is deleted. */
  MAIL_RETENTION_DAYS: num(30, z.number().positive()),
  /** Days an attachment (and its bytes) is kept after its submission arrived; then it is deleted. */
  ATTACHMENT_RETENTION_DAYS: num(90, z.number().positive()),
  /** Upload bytes one client address may send in 24 h (MB, across every upload; 0 = no cap). */
  UPLOAD_QUOTA_MB: num(100, z.number().min(0)),
  /** Attachments are carried in the notification e-mail up to this total (MB); above it the e-mail says how to fetch them. */
  MAIL_ATTACHMENTS_MAX_MB: num(7, z.number().min(0)),
  /** Hours before a call after which its visitor can no longer move or cancel it through its links. */
  BOOKING_CHANGE_CLOSE_HOURS: num(4, z.number().min(0)),
  /** Open connections allowed per client address on the local server (0 = no cap). */
  MAX_CONNECTIONS_PER_IP: whole(128),
});

type Raw = z.output<typeof schema>;

export interface Env extends Omit<Raw, 'TRUST_PROXY' | 'VERCEL'> {
  /** Proxy hops whose X-Forwarded-For entries are believed (0: the socket address is the client). */
  TRUST_PROXY: number;
  /** Running as a Vercel function. */
  VERCEL: boolean;
  /**
   * The public address for links in e-mails: SITE_URL, else the build's canonical URL
   * (VITE_SITE_URL), else Vercel's production domain, else the company config's. Never the
   * request's Host.
   */
  siteUrl: string;
  /** True when siteUrl is the example default, which real mail must not point at. */
  siteUrlIsDefault: boolean;
  /** Web Push keys and contact, when both keys are set. */
  vapid: { publicKey: string; privateKey: string; subject: string } | null;
}

export class EnvError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid server configuration (see .env.example):\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'EnvError';
  }
}

export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = schema.safeParse(source);
  if (!parsed.success) {
    throw new EnvError(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
  }
  const raw = parsed.data;
  if (!raw.VAPID_PUBLIC_KEY !== !raw.VAPID_PRIVATE_KEY) {
    throw new EnvError(['VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY: set both (npm run staff -- vapid) or neither']);
  }
  const vercel = raw.VERCEL !== undefined && raw.VERCEL !== '0';
  const vercelDomain = raw.VERCEL_PROJECT_PRODUCTION_URL && `https://${raw.VERCEL_PROJECT_PRODUCTION_URL}`;
  const siteUrl = (raw.SITE_URL ?? raw.VITE_SITE_URL ?? vercelDomain ?? site.url).replace(/\/+$/, '');
  return {
    ...raw,
    VERCEL: vercel,
    // Vercel's edge sets X-Forwarded-For: one trusted hop.
    TRUST_PROXY: raw.TRUST_PROXY ?? (vercel ? 1 : 0),
    siteUrl,
    siteUrlIsDefault: new URL(siteUrl).hostname.endsWith('example.com'),
    vapid:
      raw.VAPID_PUBLIC_KEY && raw.VAPID_PRIVATE_KEY
        ? {
            publicKey: raw.VAPID_PUBLIC_KEY,
            privateKey: raw.VAPID_PRIVATE_KEY,
            subject: raw.VAPID_SUBJECT ?? `mailto:${site.emails.general}`,
          }
        : null,
  };
}

const keys = Object.keys(schema.shape);
let cache: { key: string; env: Env } | undefined;

/** The current configuration, re-validated whenever one of its variables changed. */
export function getEnv(): Env {
  const key = keys.map((k) => process.env[k] ?? '\u0001').join('\u0000');
  if (cache?.key !== key) cache = { key, env: loadEnv(process.env) };
  return cache.env;
}

/** A URL with any password removed, for logs. */
export function redactUrl(u: string): string {
  try {
    const x = new URL(u);
    if (x.password) x.password = '***';
    return x.toString();
  } catch {
    return '(unparseable URL)';
  }
}

/** Every variable this module reads (docs/configuration.md lists the same). */
export const envKeys = keys;
