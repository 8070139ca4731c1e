// Copy for the contact and demo forms: options, validation messages and notifications.
import { CONTACT } from '../config/constants.ts';
import { site } from '../config/site.ts';

/** The six areas of interest, in the order shown in the select. */
export const interests = [
  'amazon-connect',
  'ai-analytics',
  'cloud-migration',
  'custom-dev',
  'it-staffing',
  'other',
] as const;
export type Interest = (typeof interests)[number];

export const interestOptions: { value: Interest; label: string }[] = [
  { value: 'amazon-connect', label: 'Amazon Connect' },
  { value: 'ai-analytics', label: 'AI & Analytics' },
  { value: 'cloud-migration', label: 'Cloud Migration' },
  { value: 'custom-dev', label: 'Custom Development' },
  { value: 'it-staffing', label: 'IT Staffing' },
  { value: 'other', label: 'Other' },
];

export const validationMessages = {
  nameRequired: 'Name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Invalid email address',
  companyRequired: 'Company is required',
  interestRequired: 'Please select an area of interest',
  messageRequired: 'Message is required',
  messageMin: `Message must be at least ${CONTACT.messageMinLength} characters`,
  tooLong: (field: string, max: number) => `${field} must be ${max} characters or fewer`,
  singleLine: 'Line breaks are not allowed in this field',
  demoEmail: 'Enter a valid email address',
} as const;

export const contactFormCopy = {
  labels: {
    name: 'Full Name',
    email: 'Email',
    phone: 'Phone (optional)',
    company: 'Company / Agency',
    interest: 'Area of Interest',
    message: 'Message',
  },
  placeholders: {
    name: 'Jane Smith',
    email: 'jane.smith@agency.gov',
    phone: '(555) 555-0100',
    company: 'Your agency or company',
    message: 'Tell us about your goals, timeline and current systems...',
  },
  interestPlaceholder: 'Select an area of interest',
  submit: 'Send Message',
  sending: 'Sending...',
  requiredNote: 'Fields marked * are required.',
  /** Followed by a link to the privacy policy (text `privacyLink`) and a full stop. */
  privacyNote: 'We use your details only to reply to your inquiry and never sell them. Learn more in our',
  privacyLink: 'Privacy Policy',
} as const;

export const toasts = {
  validation: { title: 'Validation Error', description: 'Please check the form for errors' },
  error: { title: 'Error', description: 'Something went wrong. Please try again.' },
  success: { title: 'Message sent!', description: "We'll get back to you within 24 hours." },
  demo: { title: 'Demo request received!', description: "We'll send you the full demo and schedule a walkthrough." },
  queued: {
    title: 'Saved — will send when you are back online',
    description: 'Your message is stored on this device and will be sent automatically once your connection returns.',
  },
  unreachable: {
    title: "We couldn't reach our server",
    description:
      "Your message is saved on this device and will be sent automatically. You'll see a notice when it has been delivered.",
  },
  busy: {
    title: 'Our server is busy',
    description: (retryMinutes?: number) =>
      `Your message is saved on this device and will be sent automatically${
        retryMinutes ? ` in about ${retryMinutes} minute${retryMinutes === 1 ? '' : 's'}` : ''
      }.`,
  },
} as const;

/**
 * What a visitor is told when a submission is saved for later: offline; our server not reached (a
 * network failure while the browser says it is online, or no answer in time); or our server busy
 * (a 5xx or a 429, the only case that says "busy").
 */
export function queuedToast(queued: { why: 'offline' | 'unreachable' | 'busy'; retryAfterMs?: number }): {
  title: string;
  description: string;
} {
  if (queued.why === 'offline') return toasts.queued;
  if (queued.why === 'unreachable') return toasts.unreachable;
  const minutes = queued.retryAfterMs ? Math.max(1, Math.ceil(queued.retryAfterMs / 60_000)) : undefined;
  return { title: toasts.busy.title, description: toasts.busy.description(minutes) };
}

/** The note under a form whose half-typed text is kept on this device. */
export const draftCopy = {
  saved: 'Draft saved on this device',
  clear: 'Clear draft',
} as const;

/** Server-rendered page shown when a form posted without JavaScript cannot be accepted. */
export const noJsErrorPage = {
  title: 'Your message was not sent',
  intro: `Please go back, check the required fields and try again, or email us at ${site.emails.general}.`,
  back: 'Back to the contact form',
} as const;
