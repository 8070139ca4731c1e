// A lead's fields as its form labels them ("Area of Interest: Cloud Migration", not
// "interest: cloud-migration"), in the form's order, and the subject of a reply to it. The
// server answers these with each lead (the inbox would otherwise carry every job and webinar
// title). Relative imports with extensions: the server loads this file.
import type { CallKind } from '../config/booking.ts';
import type { FormKind } from '../config/form-kinds.ts';
import { bookingFormCopy, callKindCopy } from './booking.ts';
import { applicationFormCopy, applicationRoleLabel } from './application-form.ts';
import { contactFormCopy, interestOptions } from './forms.ts';
import { resources } from './resources.ts';
import { webinarFormCopy } from './webinar-form.ts';

/** One field as staff read it. */
export interface ShownField {
  name: string;
  label: string;
  value: string;
}

const email = { email: 'Email' };

/** Each kind's fields, in its form's order, with the form's own label (without "(optional)"). */
const labels: Record<FormKind, Record<string, string>> = {
  contact: contactFormCopy.labels,
  demo: email,
  newsletter: email,
  application: applicationFormCopy.labels,
  webinar: { ...webinarFormCopy.labels, webinar: 'Webinar' },
  booking: bookingFormCopy.labels,
};

const interestLabel = (v: string) => interestOptions.find((o) => o.value === v)?.label ?? v;
const webinarTitle = (id: string) => resources.find((r) => r.id === id)?.title ?? id;

/** Values stored as option values, shown as the option's words. */
const valueWords: Record<string, (value: string) => string> = {
  interest: interestLabel,
  role: applicationRoleLabel,
  webinar: webinarTitle,
  callKind: (v) => callKindCopy[v as CallKind]?.title ?? v,
  // The company's own clock (the call's host sees it in their zone in /staff).
  start: (v) =>
    Number.isNaN(Date.parse(v))
      ? v
      : new Intl.DateTimeFormat('en-US', {
          dateStyle: 'full',
          timeStyle: 'short',
          timeZone: 'America/New_York',
        }).format(Date.parse(v)) + ' Eastern Time',
};

const plainLabel = (label: string) => label.replace(/\s*\(optional\)$/i, '');

/** The fields of a lead, labelled; fields its form does not name come last, under their own names. */
export function shownFields(kind: FormKind, fields: Record<string, string>): ShownField[] {
  const known = labels[kind];
  const names = [...Object.keys(known).filter((n) => n in fields), ...Object.keys(fields).filter((n) => !(n in known))];
  return names
    .filter((name) => fields[name] !== '')
    .map((name) => ({
      name,
      label: known[name] ? plainLabel(known[name]) : name,
      value: valueWords[name]?.(fields[name]!) ?? fields[name]!,
    }));
}

/** The subject of a reply from the inbox, naming what the person sent. */
export function replySubject(kind: FormKind, fields: Record<string, string>): string {
  switch (kind) {
    case 'contact':
      return `Re: Your ${interestLabel(fields.interest ?? '')} inquiry`;
    case 'demo':
      return 'Re: Your demo request';
    case 'newsletter':
      return 'Re: Your newsletter subscription';
    case 'application':
      return `Re: Your application: ${applicationRoleLabel(fields.role ?? '')}`;
    case 'webinar':
      return `Re: Your registration: ${webinarTitle(fields.webinar ?? '')}`;
    case 'booking':
      return `Re: Your ${callKindCopy[fields.callKind as CallKind]?.title ?? 'call'}`;
  }
}
