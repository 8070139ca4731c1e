// The database schema, as migrations applied in order, each once (recorded in
// schema_migrations). Kept in code rather than .sql files so every function bundle carries them.
import { deviceSummary } from '../http/device.ts';
import type { Queryable } from './db.ts';
import { FORGET_ADDRESSES } from './submissions.ts';

export interface Migration {
  version: string;
  sql: string;
  /** Work SQL alone cannot do, run after `sql` in the same transaction. */
  run?: (tx: Queryable) => Promise<void>;
}

export const migrations: readonly Migration[] = [
  {
    version: '001_init',
    sql: `
-- Contact inquiries from /api/send-contact-email.
CREATE TABLE IF NOT EXISTS inquiries (
  id               uuid PRIMARY KEY,
  seq              bigint GENERATED ALWAYS AS IDENTITY,
  idempotency_key  text NOT NULL UNIQUE,
  fingerprint      text NOT NULL,
  name             text NOT NULL,
  email            text NOT NULL,
  phone            text,
  company          text NOT NULL,
  interest         text NOT NULL,
  message          text NOT NULL,
  user_agent       text,
  page_url         text,
  client_ip        text,
  submitted_at     timestamptz,
  created_at       timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS inquiries_created_idx ON inquiries (created_at DESC, seq DESC);

-- Demo requests from /api/demo-request.
CREATE TABLE IF NOT EXISTS demo_requests (
  id               uuid PRIMARY KEY,
  seq              bigint GENERATED ALWAYS AS IDENTITY,
  idempotency_key  text NOT NULL UNIQUE,
  fingerprint      text NOT NULL,
  email            text NOT NULL,
  user_agent       text,
  page_url         text,
  client_ip        text,
  submitted_at     timestamptz,
  created_at       timestamptz NOT NULL DEFAULT now()
);

-- Newsletter subscribers from /api/newsletter: one row per address (lower-cased).
CREATE TABLE IF NOT EXISTS newsletter_subscribers (
  id                uuid PRIMARY KEY,
  email             text NOT NULL,
  email_normalized  text NOT NULL UNIQUE,
  unsubscribe_token text NOT NULL UNIQUE,
  status            text NOT NULL CHECK (status IN ('subscribed', 'unsubscribed')),
  client_ip         text,
  user_agent        text,
  page_url          text,
  created_at        timestamptz NOT NULL DEFAULT now(),
  updated_at        timestamptz NOT NULL DEFAULT now(),
  unsubscribed_at   timestamptz
);

-- Mail waiting to be sent. A row is written in the same transaction as the record it reports,
-- so a stored inquiry always has its notification; delivery retries with backoff.
CREATE TABLE IF NOT EXISTS outbox (
  id               uuid PRIMARY KEY,
  kind             text NOT NULL,
  ref_id           uuid,
  to_addr          text NOT NULL,
  reply_to         text,
  subject          text NOT NULL,
  text_body        text NOT NULL,
  headers          jsonb NOT NULL DEFAULT '{}'::jsonb,
  status           text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sending', 'sent')),
  attempts         integer NOT NULL DEFAULT 0,
  next_attempt_at  timestamptz NOT NULL DEFAULT now(),
  locked_until     timestamptz,
  last_error       text,
  created_at       timestamptz NOT NULL DEFAULT now(),
  sent_at          timestamptz
);
CREATE INDEX IF NOT EXISTS outbox_due_idx ON outbox (next_attempt_at) WHERE status <> 'sent';

-- Fixed one-hour windows of accepted submissions per endpoint and client address.
CREATE TABLE IF NOT EXISTS rate_limits (
  bucket        text NOT NULL,
  client        text NOT NULL,
  window_start  timestamptz NOT NULL,
  hits          integer NOT NULL DEFAULT 0,
  PRIMARY KEY (bucket, client, window_start)
);
`,
  },
  {
    version: '002_rate_limit_fn',
    sql: `
-- Raised inside the single statement that stores a submission when the client is over its
-- hourly limit: the statement (record, counter and mail) is then undone as a whole.
CREATE OR REPLACE FUNCTION rate_limit_exceeded(retry_after float8) RETURNS integer
LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  RAISE EXCEPTION 'rate limit exceeded' USING ERRCODE = 'RL429', DETAIL = ceil(retry_after)::text;
END
$$;
`,
  },
  {
    version: '003_submissions',
    sql: `
-- Every form submission in one table: its kind, the validated fields, and the request facts.
-- Contact inquiries and demo requests move here; newsletter subscriptions stay in
-- newsletter_subscribers (the subscription state) and each subscribe is also a submission.
CREATE TABLE submissions (
  id               uuid PRIMARY KEY,
  seq              bigint GENERATED ALWAYS AS IDENTITY UNIQUE,
  kind             text NOT NULL,
  idempotency_key  text NOT NULL UNIQUE,
  fingerprint      text NOT NULL,
  email            text NOT NULL,
  fields           jsonb NOT NULL,
  user_agent       text,
  page_url         text,
  client_ip        text,
  submitted_at     timestamptz,
  created_at       timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX submissions_kind_seq_idx ON submissions (kind, seq);

INSERT INTO submissions (id, kind, idempotency_key, fingerprint, email, fields, user_agent, page_url, client_ip, submitted_at, created_at)
SELECT id, kind, idempotency_key, fingerprint, email, fields, user_agent, page_url, client_ip, submitted_at, created_at
FROM (
  SELECT id, 'contact' AS kind, idempotency_key, fingerprint, email,
         jsonb_strip_nulls(jsonb_build_object('name', name, 'email', email, 'phone', phone, 'company', company,
                                              'interest', interest, 'message', message)) AS fields,
         user_agent, page_url, client_ip, submitted_at, created_at, seq, 0 AS src
  FROM inquiries
  UNION ALL
  SELECT id, 'demo', idempotency_key, fingerprint, email, jsonb_build_object('email', email),
         user_agent, page_url, client_ip, submitted_at, created_at, seq, 1
  FROM demo_requests
  UNION ALL
  -- The subscriber's id, so its confirmation mail (outbox.ref_id) still points at it.
  SELECT id, 'newsletter', 'migrated:' || id::text, '', email, jsonb_build_object('email', email),
         user_agent, page_url, client_ip, NULL, created_at, 0, 2
  FROM newsletter_subscribers
) old
ORDER BY created_at, src, seq;

DROP TABLE inquiries;
DROP TABLE demo_requests;
DROP FUNCTION IF EXISTS rate_limit_exceeded(float8);

-- Mail: a message refused for good (or after too many attempts) is 'failed', not retried forever.
ALTER TABLE outbox DROP CONSTRAINT IF EXISTS outbox_status_check;
ALTER TABLE outbox ADD CONSTRAINT outbox_status_check CHECK (status IN ('pending', 'sending', 'sent', 'failed'));
ALTER TABLE outbox ADD COLUMN failed_at timestamptz;
DROP INDEX IF EXISTS outbox_due_idx;
CREATE INDEX outbox_due_idx ON outbox (next_attempt_at) WHERE status IN ('pending', 'sending');
-- Health reads only unsent rows; the staff listing looks mail up by its record; pruning by age.
CREATE INDEX outbox_unsent_idx ON outbox (created_at) WHERE status <> 'sent';
CREATE INDEX outbox_ref_idx ON outbox (ref_id);
CREATE INDEX outbox_sent_at_idx ON outbox (sent_at) WHERE status = 'sent';
`,
  },
  {
    version: '004_uploads',
    sql: `
-- Resumable uploads (tus 1.0) at /api/uploads: one row per upload, its bytes in chunks of at most
-- one PATCH each, so a stateless function can append and resume across invocations. "offset" is
-- the bytes stored so far; an upload is complete when it equals length.
CREATE TABLE uploads (
  id          text PRIMARY KEY,
  client      text NOT NULL,
  length      bigint NOT NULL CHECK (length >= 0),
  "offset"    bigint NOT NULL DEFAULT 0 CHECK ("offset" >= 0 AND "offset" <= length),
  metadata    jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX uploads_client_created_idx ON uploads (client, created_at);
CREATE INDEX uploads_created_idx ON uploads (created_at);

CREATE TABLE upload_chunks (
  upload_id  text NOT NULL REFERENCES uploads (id) ON DELETE CASCADE,
  "offset"   bigint NOT NULL,
  data       bytea NOT NULL,
  PRIMARY KEY (upload_id, "offset")
);

-- A file accepted with a submission: written in the submission's transaction; its bytes stay in
-- upload_chunks under upload_id. Deleted (with its upload) after ATTACHMENT_RETENTION_DAYS.
CREATE TABLE attachments (
  id             uuid PRIMARY KEY,
  submission_id  uuid NOT NULL REFERENCES submissions (id) ON DELETE CASCADE,
  upload_id      text NOT NULL UNIQUE REFERENCES uploads (id),
  field          text NOT NULL,
  position       integer NOT NULL,
  filename       text NOT NULL,
  content_type   text NOT NULL,
  size           bigint NOT NULL,
  sha256         text NOT NULL,
  created_at     timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX attachments_submission_idx ON attachments (submission_id, position);
CREATE INDEX attachments_created_idx ON attachments (created_at);
`,
  },
  {
    version: '005_staff',
    sql: `
-- Staff accounts for the inbox at /staff: no passwords, only passkeys enrolled through a one-time
-- link. Removing an account removes its links, passkeys and sessions.
CREATE TABLE staff_accounts (
  id                uuid PRIMARY KEY,
  email             text NOT NULL,
  email_normalized  text NOT NULL UNIQUE,
  is_admin          boolean NOT NULL DEFAULT false,
  created_at        timestamptz NOT NULL DEFAULT now()
);

-- Enrolment (and recovery) links: only the SHA-256 of the token is kept; valid once, until expires_at.
CREATE TABLE staff_links (
  token_hash  text PRIMARY KEY,
  account_id  uuid NOT NULL REFERENCES staff_accounts (id) ON DELETE CASCADE,
  expires_at  timestamptz NOT NULL,
  used_at     timestamptz,
  created_at  timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE staff_passkeys (
  id            text PRIMARY KEY,
  account_id    uuid NOT NULL REFERENCES staff_accounts (id) ON DELETE CASCADE,
  public_key    bytea NOT NULL,
  counter       bigint NOT NULL DEFAULT 0,
  transports    text[] NOT NULL DEFAULT '{}',
  created_at    timestamptz NOT NULL DEFAULT now(),
  last_used_at  timestamptz
);
CREATE INDEX staff_passkeys_account_idx ON staff_passkeys (account_id);

-- WebAuthn challenges, each answered once (functions are stateless: they live here, not in memory).
CREATE TABLE staff_challenges (
  challenge   text PRIMARY KEY,
  purpose     text NOT NULL CHECK (purpose IN ('enrol', 'sign-in')),
  token_hash  text,
  expires_at  timestamptz NOT NULL
);

-- Sessions: only the SHA-256 of the cookie's token is kept. Idle and absolute limits are checked
-- on every request; sign-out sets ended_at.
CREATE TABLE staff_sessions (
  token_hash    text PRIMARY KEY,
  account_id    uuid NOT NULL REFERENCES staff_accounts (id) ON DELETE CASCADE,
  created_at    timestamptz NOT NULL DEFAULT now(),
  last_seen_at  timestamptz NOT NULL DEFAULT now(),
  expires_at    timestamptz NOT NULL,
  ended_at      timestamptz
);
CREATE INDEX staff_sessions_account_idx ON staff_sessions (account_id);

-- Who did what: sign-ins (and refused ones), enrolments, links issued, exports and downloads.
-- The e-mail is copied, so a row outlives its account.
CREATE TABLE staff_audit (
  id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  at          timestamptz NOT NULL DEFAULT now(),
  account_id  uuid,
  email       text,
  action      text NOT NULL,
  detail      jsonb NOT NULL DEFAULT '{}'::jsonb,
  client_ip   text
);
CREATE INDEX staff_audit_at_idx ON staff_audit (at DESC);

-- Work on a lead: its status and who has it.
ALTER TABLE submissions ADD COLUMN status text NOT NULL DEFAULT 'new' CHECK (status IN ('new', 'in_progress', 'done'));
ALTER TABLE submissions ADD COLUMN assignee_id uuid REFERENCES staff_accounts (id) ON DELETE SET NULL;
CREATE INDEX submissions_seq_idx ON submissions (seq DESC);
CREATE INDEX submissions_status_seq_idx ON submissions (status, seq DESC);

CREATE TABLE submission_notes (
  id             uuid PRIMARY KEY,
  submission_id  uuid NOT NULL REFERENCES submissions (id) ON DELETE CASCADE,
  author_id      uuid REFERENCES staff_accounts (id) ON DELETE SET NULL,
  author_email   text NOT NULL,
  body           text NOT NULL,
  created_at     timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX submission_notes_submission_idx ON submission_notes (submission_id, created_at);
`,
  },
  {
    version: '006_push',
    sql: `
-- The staff's devices that asked for a push on each new lead (one row per browser subscription).
-- Pushes go through the outbox like mail: kind 'push', to_addr = this row's id, text_body = payload.
CREATE TABLE staff_push_subscriptions (
  id          uuid PRIMARY KEY,
  account_id  uuid NOT NULL REFERENCES staff_accounts (id) ON DELETE CASCADE,
  endpoint    text NOT NULL UNIQUE,
  p256dh      text NOT NULL,
  auth        text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX staff_push_subscriptions_account_idx ON staff_push_subscriptions (account_id);
`,
  },
  {
    version: '007_lead_search',
    sql: `
-- What the staff inbox searches, lower-cased once when a row is written rather than pulled out of
-- the JSON of every row on every search (a search of 55,000 leads went from 150 ms to a few).
ALTER TABLE submissions ADD COLUMN search text GENERATED ALWAYS AS (lower(
  email || ' ' || coalesce(fields->>'name', '') || ' ' || coalesce(fields->>'company', '') || ' ' ||
  coalesce(fields->>'organization', '') || ' ' || coalesce(fields->>'message', '')
)) STORED;
`,
  },
  {
    version: '008_no_addresses',
    sql: `
-- No visitor's address or user-agent string is kept: a submission keeps a summary of the device
-- ("Chrome on Android", filled in from the old column by run below; the old columns are emptied,
-- and stay until no deployment writes them), limits key on a hash of the
-- address under the day's salt (daily_salts, each deleted 48 hours after it was made), and the
-- notifications already queued lose their "Address" and "Browser" lines. (Staff sign-ins keep
-- their addresses in staff_audit: a security record, which the privacy policy names.)
ALTER TABLE submissions ADD COLUMN device text;

CREATE TABLE daily_salts (
  day         date PRIMARY KEY,
  salt        text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);
`,
    run: async (tx) => {
      const { rows } = await tx.query<{ user_agent: string }>(
        'SELECT DISTINCT user_agent FROM submissions WHERE user_agent IS NOT NULL',
      );
      for (const { user_agent } of rows) {
        await tx.query('UPDATE submissions SET device = $2 WHERE user_agent = $1', [
          user_agent,
          deviceSummary(user_agent),
        ]);
      }
      // Emptied, not dropped: a deployment still running the code before this one writes them
      // until it is gone (housekeeping empties them again: forgetAddresses in submissions.ts).
      await tx.exec(`
${FORGET_ADDRESSES}
-- Keyed by address until now: the current windows and quotas start again.
DELETE FROM rate_limits;
UPDATE uploads SET client = 'before-salts';
UPDATE outbox SET text_body = regexp_replace(text_body, '\\n(Address|Browser):[^\\n]*', '', 'g')
  WHERE text_body ~ '\\n(Address|Browser):';
`);
    },
  },
  {
    version: '009_analytics',
    sql: `
-- The site's own analytics: one row per event a browser recorded, stored once by the UUID its
-- device gave it. occurred_at is the device's time corrected by the server's clock; visitor is the
-- day's key (an HMAC under the day's salt, so it cannot be followed from one day to the next), or
-- NULL under Global Privacy Control or Do Not Track. Deleted after 13 months.
CREATE TABLE analytics_events (
  id           uuid PRIMARY KEY,
  name         text NOT NULL,
  occurred_at  timestamptz NOT NULL,
  received_at  timestamptz NOT NULL DEFAULT now(),
  path         text NOT NULL,
  visitor      text,
  params       jsonb NOT NULL DEFAULT '{}'::jsonb
);
CREATE INDEX analytics_events_occurred_idx ON analytics_events (occurred_at);

-- Events devices dropped unsent (older than 30 days), per day of the report.
CREATE TABLE analytics_dropped (
  day     date PRIMARY KEY,
  events  bigint NOT NULL
);
`,
  },
  {
    version: '010_lead_sources',
    sql: `
-- Where each lead came from (first and last touch, the pages seen), read out by the server of what
-- its device kept, and stored in the submission's own transaction. NULL: the device sent none
-- (no JavaScript, no storage, or a submission from before this column).
ALTER TABLE submissions ADD COLUMN attribution jsonb;
`,
  },
  {
    version: '011_analytics_rollups',
    sql: `
-- The dashboard reads daily counts, not raw events: one row per day (the company's day, New York
-- time), dimension (views, page, source, campaign, landing, download, form_started, form_sent,
-- cta, cta_converted, source_converted) and key. They stay after the raw events are deleted.
CREATE TABLE analytics_daily (
  day        date NOT NULL,
  dimension  text NOT NULL,
  key        text NOT NULL,
  events     bigint NOT NULL,
  visitors   bigint NOT NULL,
  PRIMARY KEY (day, dimension, key)
);
-- Days with events newer than their counts (an event can arrive 30 days late): counted again
-- by housekeeping, or by the dashboard before it reads.
CREATE TABLE analytics_days_due (day date PRIMARY KEY);
INSERT INTO analytics_days_due
  SELECT DISTINCT (occurred_at AT TIME ZONE 'America/New_York')::date FROM analytics_events;
`,
  },
  {
    version: '012_bookings',
    sql: `
-- Calls booked from the site. A booking's blocked range is its call with the host's buffers; the
-- exclusion constraint refuses two live ones (held or booked) of one host that overlap, on every
-- path that makes or moves one. A hold past held_until no longer counts (availability ignores it,
-- and whoever books over it deletes it in the same transaction: now() cannot sit in a predicate).
CREATE EXTENSION IF NOT EXISTS btree_gist;
CREATE TABLE booking_hosts (
  account_id       uuid PRIMARY KEY REFERENCES staff_accounts (id) ON DELETE CASCADE,
  -- The kinds of call this person takes (an admin's choice); NULL: every kind.
  kinds            text[],
  rules            jsonb NOT NULL,
  feed_token_hash  text UNIQUE,
  updated_at       timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE bookings (
  id             uuid PRIMARY KEY,
  submission_id  uuid UNIQUE REFERENCES submissions (id) ON DELETE CASCADE,
  kind           text NOT NULL,
  status         text NOT NULL CHECK (status IN ('held', 'booked', 'unplaced', 'cancelled')),
  host_id        uuid REFERENCES staff_accounts (id) ON DELETE SET NULL,
  starts_at      timestamptz NOT NULL,
  ends_at        timestamptz NOT NULL,
  blocked        tstzrange,
  visitor_zone   text NOT NULL,
  host_zone      text,
  held_until     timestamptz,
  -- Whose hold it is (the client's daily key): a few live at once per address.
  held_by        text,
  sequence       integer NOT NULL DEFAULT 0,
  no_show        boolean NOT NULL DEFAULT false,
  created_at     timestamptz NOT NULL DEFAULT now(),
  updated_at     timestamptz NOT NULL DEFAULT now(),
  cancelled_at   timestamptz,
  CONSTRAINT bookings_no_overlap EXCLUDE USING gist (host_id WITH =, blocked WITH &&)
    WHERE (status IN ('held', 'booked'))
);
CREATE INDEX bookings_host_idx ON bookings (host_id, starts_at);
-- Keys the server signs with (a booking's manage links), made on first use.
CREATE TABLE site_secrets (name text PRIMARY KEY, value bytea NOT NULL);
-- An invitation (text/calendar, its METHOD inside) sent with a message.
ALTER TABLE outbox ADD COLUMN calendar text;
`,
  },
  {
    version: '013_caldav',
    sql: `
-- A host's own CalDAV calendar (optional): read for busy times and written with their calls. The
-- password is kept as given (an app password the server must send on every request).
CREATE TABLE booking_caldav (
  account_id    uuid PRIMARY KEY REFERENCES staff_accounts (id) ON DELETE CASCADE,
  server_url    text NOT NULL,
  username      text NOT NULL,
  password      text NOT NULL,
  calendar_url  text NOT NULL,
  calendar_name text NOT NULL DEFAULT '',
  last_sync_at  timestamptz,
  last_error    text,
  updated_at    timestamptz NOT NULL DEFAULT now()
);
-- The busy intervals its last sync found (replaced whole by each sync), recurring events expanded.
CREATE TABLE booking_busy (
  account_id  uuid NOT NULL REFERENCES booking_caldav (account_id) ON DELETE CASCADE,
  starts_at   timestamptz NOT NULL,
  ends_at     timestamptz NOT NULL,
  uid         text NOT NULL
);
CREATE INDEX booking_busy_account_idx ON booking_busy (account_id, ends_at);
`,
  },
];
