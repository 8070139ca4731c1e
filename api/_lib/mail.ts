// Mail over SMTP with nodemailer, and the plain-text messages the site sends. All visitor text
// goes into text/plain bodies; header values (subject) are stripped of line breaks and control
// characters so a visitor can never add a header.
import nodemailer from 'nodemailer';
import { site } from '../../src/config/site.ts';
import { interestOptions } from '../../src/content/forms.ts';

export interface OutgoingMail {
  /** The outbox row id: becomes the Message-ID, so a retried message is recognisable. */
  id: string;
  to: string;
  replyTo?: string | null;
  subject: string;
  text: string;
  headers?: Record<string, string>;
}

type Transport = ReturnType<typeof nodemailer.createTransport>;
const transports = new Map<string, Transport>();

function transportFor(smtpUrl: string): Transport {
  let t = transports.get(smtpUrl);
  if (!t) {
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

/** The domain for Message-IDs: MAIL_FROM's domain. */
export function messageIdDomain(mailFrom: string): string {
  const m = /@([^\s>]+)>?\s*$/.exec(mailFrom);
  return m?.[1]?.toLowerCase() ?? 'localhost';
}

export const messageIdFor = (id: string, mailFrom: string) => `<${id}@${messageIdDomain(mailFrom)}>`;

/** Sends one message; resolves when the SMTP server accepted it. */
export async function sendMail(smtpUrl: string, from: string, mail: OutgoingMail): Promise<void> {
  await transportFor(smtpUrl).sendMail({
    from,
    to: mail.to,
    replyTo: mail.replyTo ?? undefined,
    subject: headerSafe(mail.subject),
    text: mail.text,
    messageId: messageIdFor(mail.id, from),
    headers: mail.headers,
    disableFileAccess: true,
    disableUrlAccess: true,
  });
}

/** One line, no control characters, at most `max` characters: safe as a header value. */
export function headerSafe(s: string, max = 180): string {
  // eslint-disable-next-line no-control-regex
  const one = s
    .replace(/[\u0000-\u001f\u007f\u0085\u2028\u2029]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return one.length > max ? `${one.slice(0, max - 1)}…` : one;
}

/** Indents continuation lines so visitor text cannot imitate the labels around it. */
const block = (s: string) =>
  s
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((l) => `  ${l}`)
    .join('\n');

const interestLabel = (v: string) => interestOptions.find((o) => o.value === v)?.label ?? v;

export interface InquiryMailData {
  id: string;
  name: string;
  email: string;
  phone?: string | null;
  company: string;
  interest: string;
  message: string;
  pageUrl?: string | null;
  clientIp: string;
  userAgent?: string | null;
  createdAt: Date;
}

export function inquiryNotification(d: InquiryMailData): { subject: string; text: string } {
  return {
    subject: headerSafe(`New inquiry: ${d.name} (${d.company}) - ${interestLabel(d.interest)}`),
    text: [
      `A new inquiry arrived through the ${site.name} website. Reply to this e-mail to answer the visitor.`,
      '',
      `Name:      ${headerSafe(d.name, 400)}`,
      `Email:     ${d.email}`,
      `Phone:     ${d.phone ? headerSafe(d.phone, 100) : '(not given)'}`,
      `Company:   ${headerSafe(d.company, 400)}`,
      `Interest:  ${interestLabel(d.interest)}`,
      '',
      'Message:',
      block(d.message),
      '',
      '--',
      `Inquiry id: ${d.id}`,
      `Received:   ${d.createdAt.toISOString()}`,
      `Page:       ${d.pageUrl ?? '(unknown)'}`,
      `Address:    ${d.clientIp}`,
      `Browser:    ${d.userAgent ? headerSafe(d.userAgent, 300) : '(unknown)'}`,
    ].join('\n'),
  };
}

export function demoNotification(d: {
  id: string;
  email: string;
  pageUrl?: string | null;
  clientIp: string;
  createdAt: Date;
}): { subject: string; text: string } {
  return {
    subject: headerSafe(`Demo request: ${d.email}`),
    text: [
      `Someone asked for the demo and a 30-minute walkthrough on the ${site.name} website.`,
      'Reply to this e-mail to schedule it.',
      '',
      `Email:      ${d.email}`,
      '',
      '--',
      `Request id: ${d.id}`,
      `Received:   ${d.createdAt.toISOString()}`,
      `Page:       ${d.pageUrl ?? '(unknown)'}`,
      `Address:    ${d.clientIp}`,
    ].join('\n'),
  };
}

export function newsletterConfirmation(unsubscribeUrl: string): {
  subject: string;
  text: string;
  headers: Record<string, string>;
} {
  return {
    subject: `You're subscribed to ${site.name} updates`,
    text: [
      'Hello,',
      '',
      `Thank you for subscribing to news and resources from ${site.name}.`,
      'We send a few e-mails a year about contact center modernization, cloud, AI and data.',
      '',
      'If you did not ask for this, or no longer want these e-mails, unsubscribe here:',
      unsubscribeUrl,
      '',
      `${site.legalName}`,
      `${site.headquarters.street}, ${site.headquarters.city}, ${site.headquarters.region} ${site.headquarters.postalCode}`,
    ].join('\n'),
    headers: {
      'List-Unsubscribe': `<${unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
