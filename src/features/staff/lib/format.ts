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
