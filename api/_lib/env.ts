// Every environment variable the server side reads, validated with zod. `loadEnv()` throws one
// readable message listing every problem; the local server calls it at start-up, the functions on
// each request (parsing is cheap, and tests change variables between requests).
import { z } from 'zod';
import { site } from '../../src/config/site.ts';

const emptyToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const opt = <T extends z.ZodType>(s: T) => z.preprocess(emptyToUndefined, s.optional());

const bool = z.preprocess(
  emptyToUndefined,
  z
    .enum(['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off'], {
      error: 'must be one of 1, 0, true, false, yes, no, on, off',
    })
    .transform((v) => ['1', 'true', 'yes', 'on'].includes(v))
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
  .regex(/^(?:[^\r\n<>]*<[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+>|[^\s@<>,;]+@[^\s@<>,;]+\.[^\s@<>,;]+)$/, {
    error: 'must be an address like sales@example.com or "Name <sales@example.com>"',
  });

const secret = z.string().min(16, { error: 'must be at least 16 characters' });

const schema = z.object({
  DATABASE_URL: opt(url(['postgres:', 'postgresql:'], 'PostgreSQL')),
  DATA_DIR: z.preprocess(emptyToUndefined, z.string().default('./data')),
  SMTP_URL: opt(url(['smtp:', 'smtps:'], 'SMTP')),
  MAIL_FROM: z.preprocess(emptyToUndefined, mailbox.default(`${site.name} <${site.emails.general}>`)),
  MAIL_TO: z.preprocess(emptyToUndefined, mailbox.default(site.emails.sales)),
  ADMIN_TOKEN: opt(secret),
  CRON_SECRET: opt(secret),
  RATE_LIMIT_PER_HOUR: z.preprocess(
    emptyToUndefined,
    z.coerce.number({ error: 'must be a whole number' }).int({ error: 'must be a whole number' }).min(0).default(10),
  ),
  TRUST_PROXY: bool,
  PORT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(65535).default(3000)),
  HOST: z.preprocess(emptyToUndefined, z.string().default('0.0.0.0')),
  SITE_URL: opt(url(['http:', 'https:'], 'http(s)')),
  VITE_SITE_URL: opt(url(['http:', 'https:'], 'http(s)')),
  VERCEL: opt(z.string()),
  /** First retry delay of the mail outbox; doubles per attempt up to one hour. */
  OUTBOX_RETRY_BASE_SECONDS: z.preprocess(emptyToUndefined, z.coerce.number().positive().default(30)),
  /** How often the local server's delivery timer looks for due mail. */
  OUTBOX_POLL_SECONDS: z.preprocess(emptyToUndefined, z.coerce.number().positive().default(15)),
});

type Raw = z.output<typeof schema>;

export interface Env extends Omit<Raw, 'TRUST_PROXY' | 'VERCEL'> {
  /** Proxy headers (X-Forwarded-For, X-Real-IP) are believed. Defaults to true on Vercel, false elsewhere. */
  TRUST_PROXY: boolean;
  /** Running as a Vercel function. */
  VERCEL: boolean;
  /** SITE_URL, else VITE_SITE_URL, without a trailing slash (undefined when neither is set). */
  siteUrl: string | undefined;
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
  const vercel = raw.VERCEL !== undefined && raw.VERCEL !== '0';
  const site = raw.SITE_URL ?? raw.VITE_SITE_URL;
  return {
    ...raw,
    VERCEL: vercel,
    TRUST_PROXY: raw.TRUST_PROXY ?? vercel,
    siteUrl: site?.replace(/\/+$/, ''),
  };
}

const keys = Object.keys(schema.shape);
let cache: { key: string; env: Env } | undefined;

/**
 * The current configuration. Re-validated whenever one of its variables changed (tests change
 * them between requests); otherwise the last result is reused (validation costs ~0.1 ms).
 */
export function getEnv(): Env {
  const key = keys.map((k) => process.env[k] ?? '\u0001').join('\u0000');
  if (cache?.key !== key) cache = { key, env: loadEnv(process.env) };
  return cache.env;
}

/** DATABASE_URL with any password removed, for logs. */
export function redactUrl(u: string): string {
  try {
    const x = new URL(u);
    if (x.password) x.password = '***';
    return x.toString();
  } catch {
    return '(unparseable URL)';
  }
}
