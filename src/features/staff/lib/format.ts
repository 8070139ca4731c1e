// How the inbox writes a lead's facts: times, names, the start of a message, and the links that
// reply to or call the person.
import type { Lead } from '@/features/staff/contract';

export const when = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

export const leadName = (l: Lead) => l.fields.name || l.email;

export const leadCompany = (l: Lead) => l.fields.company || l.fields.organization || '';

/** The first words of what they wrote, on one line (the list's preview). */
export const messageStart = (l: Lead, max = 160) => {
  const text = (l.fields.message ?? '').replace(/\s+/g, ' ').trim();
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
};

export const mailtoHref = (email: string, subject: string) => `mailto:${email}?subject=${encodeURIComponent(subject)}`;

/** A phone number as a `tel:` link dials it: digits and a leading +, nothing else. */
export const telHref = (phone: string) => {
  const digits = phone.replace(/[^\d+]/g, '').replace(/(?!^)\+/g, '');
  return digits.replace(/\D/g, '').length >= 7 ? `tel:${digits}` : undefined;
};

/**
 * A call's time in `zone`, with the zone's own name: "Tuesday, March 3, 2026, 2:00 – 2:30 PM EST
 * (America/New_York)".
 */
export const callWhen = (start: string, end: string, zone: string) => {
  const f = new Intl.DateTimeFormat('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: zone,
    timeZoneName: 'short',
  });
  return `${f.formatRange(new Date(start), new Date(end))} (${zone.replaceAll('_', ' ')})`;
};
