// Mail over SMTP with nodemailer. Header values are stripped of line breaks and control
// characters, and every address must parse as exactly one mailbox, so visitor text can never
// add a header or a recipient.
import type { Transporter } from 'nodemailer';
import addressparser from 'nodemailer/lib/addressparser';

export interface OutgoingMail {
  /** The outbox row id: becomes the Message-ID, so a retried message is recognisable. */
  id: string;
  to: string;
  replyTo?: string | null;
  subject: string;
  text: string;
  headers?: Record<string, string>;
  /** Files carried as MIME attachments (bytes in memory: the outbox caps their total). */
  attachments?: MailAttachment[];
  /** An invitation: sent as the text/calendar part, `method=` taken from its METHOD line. */
  calendar?: string | null;
}

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

/** A refusal that retrying cannot fix (an SMTP 5xx, or an address that is not one mailbox). */
export class PermanentMailError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PermanentMailError';
  }
}

const transports = new Map<string, Transporter>();

// nodemailer loads with the first message, not with the server (a restart is then quicker).
async function transportFor(smtpUrl: string): Promise<Transporter> {
  let t = transports.get(smtpUrl);
  if (!t) {
    const { default: nodemailer } = await import('nodemailer');
    t = nodemailer.createTransport({
      url: smtpUrl,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    });
    transports.set(smtpUrl, t);
  }
  return t;
}

export function closeTransports(): void {
  for (const t of transports.values()) t.close();
  transports.clear();
}

/** True when nodemailer reads `address` as exactly that one mailbox (no group, list or comment). */
export function isSingleMailbox(address: string): boolean {
  const parsed = addressparser(address);
  const only = parsed.length === 1 ? parsed[0] : undefined;
  return !!only && !('group' in only && only.group) && 'address' in only && only.address === address && !only.name;
}

/**
 * True when a configured recipient (MAIL_TO, CAREERS_TO) is one mailbox, with or without a
 * display name ("Sales <sales@example.com>"), as server/env.ts allows. Never a group or list.
 */
export function isConfiguredMailbox(address: string): boolean {
  const parsed = addressparser(address);
  const only = parsed.length === 1 ? parsed[0] : undefined;
  return !!only && !('group' in only && only.group) && 'address' in only && !!only.address;
}

/** The domain for Message-IDs: MAIL_FROM's domain. */
export function messageIdDomain(mailFrom: string): string {
  const m = /@([^\s>]+)>?\s*$/.exec(mailFrom);
  return m?.[1]?.toLowerCase() ?? 'localhost';
}

export const messageIdFor = (id: string, mailFrom: string) => `<${id}@${messageIdDomain(mailFrom)}>`;

/** Sends one message; resolves when the SMTP server accepted it. Throws PermanentMailError for refusals that are final. */
export async function sendMail(smtpUrl: string, from: string, mail: OutgoingMail): Promise<void> {
  // The recipient comes from configuration and may carry a name; Reply-To comes from a visitor.
  const single = !isConfiguredMailbox(mail.to)
    ? mail.to
    : mail.replyTo && !isSingleMailbox(mail.replyTo)
      ? mail.replyTo
      : null;
  if (single !== null) throw new PermanentMailError(`not a single mailbox: ${headerSafe(single, 80)}`);
  try {
    await (
      await transportFor(smtpUrl)
    ).sendMail({
      from,
      to: mail.to,
      replyTo: mail.replyTo ?? undefined,
      subject: headerSafe(mail.subject),
      text: mail.text,
      messageId: messageIdFor(mail.id, from),
      headers: mail.headers,
      attachments: mail.attachments?.map((a) => ({
        filename: a.filename,
        contentType: a.contentType,
        content: a.content,
        contentDisposition: 'attachment' as const,
      })),
      // The invitation as the message's text/calendar part (calendars read it in place) and as invite.ics.
      icalEvent: mail.calendar
        ? {
            method: /^METHOD:(\w+)/m.exec(mail.calendar)?.[1] ?? 'REQUEST',
            filename: 'invite.ics',
            content: mail.calendar,
          }
        : undefined,
      disableFileAccess: true,
      disableUrlAccess: true,
    });
  } catch (e) {
    const code = (e as { responseCode?: number }).responseCode;
    if (code !== undefined && code >= 500 && code < 600) throw new PermanentMailError((e as Error).message);
    throw e;
  }
}

/** One line, no control characters, at most `max` characters: safe as a header value. */
export function headerSafe(s: string, max = 180): string {
  const one = s
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f\u0085\u2028\u2029]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return one.length > max ? `${one.slice(0, max - 1)}…` : one;
}
