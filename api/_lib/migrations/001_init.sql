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
