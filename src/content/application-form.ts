// Copy for the job application form on the Careers page: role options, labels, help text,
// validation messages and notifications. The resume is attached (the file field's words are in
// attachments.ts), e-mailed, or linked. Relative imports with extensions, so the server functions can load it too.
import { CONTACT } from '../config/constants.ts';
import { site } from '../config/site.ts';
import { jobs } from './jobs.ts';
import { toasts, validationMessages } from './forms.ts';

/** The role value of an application not tied to an open position. */
export const GENERAL_APPLICATION = 'general';

/** Role values in the order shown: every open position, then the general application. */
/** Role values for the schema (`z.enum(applicationRoles)`). */
export const applicationRoles: readonly string[] = [...jobs.map((j) => j.slug), GENERAL_APPLICATION];

export const applicationRoleOptions: { value: string; label: string }[] = [
  ...jobs.map((j) => ({ value: j.slug, label: j.title })),
  { value: GENERAL_APPLICATION, label: 'General application' },
];

/** The spec's message minimum, the contact form's too (one constant). */
export const APPLICATION_MESSAGE_MIN_LENGTH = CONTACT.messageMinLength;

/** The role's title for the select value, for the subject line and the staff e-mail. */
export const applicationRoleLabel = (value: string) =>
  applicationRoleOptions.find((o) => o.value === value)?.label ?? 'General application';

/** Mail link for sending a resume, with the role in the subject line. */
export const resumeMailtoHref = (roleLabel: string) =>
  `mailto:${site.emails.careers}?subject=${encodeURIComponent(`Resume: ${roleLabel}`)}`;

export const applicationValidationMessages = {
  nameRequired: validationMessages.nameRequired,
  emailRequired: validationMessages.emailRequired,
  emailInvalid: validationMessages.emailInvalid,
  roleRequired: 'Please choose a role, or General application',
  linkInvalid: 'Enter a full web address that starts with https:// or http://',
  messageRequired: validationMessages.messageRequired,
  messageMin: `Message must be at least ${APPLICATION_MESSAGE_MIN_LENGTH} characters`,
  tooLong: validationMessages.tooLong,
  singleLine: validationMessages.singleLine,
} as const;

export const applicationFormCopy = {
  title: 'Apply',
  intro:
    'Tell us about yourself and the role you are interested in. A member of our recruiting team reads every application.',
  labels: {
    name: 'Full Name',
    email: 'Email',
    phone: 'Phone (optional)',
    role: 'Role',
    link: 'LinkedIn or portfolio URL (optional)',
    message: 'Message',
  },
  placeholders: {
    name: 'Jane Smith',
    email: 'jane.smith@example.com',
    phone: '(555) 555-0100',
    link: 'https://www.linkedin.com/in/your-name',
    message: 'Your experience, the work you enjoy most and when you could start...',
  },
  rolePlaceholder: 'Select a role',
  help: {
    phone: 'Only if you would like a call. We will usually reply by email.',
    role: 'Choose General application if no open position fits.',
    link: 'A LinkedIn profile, portfolio, GitHub profile or personal site. It must start with https:// or http://.',
    message: `At least ${APPLICATION_MESSAGE_MIN_LENGTH} characters. Mention your clearance level if you hold one.`,
  },
  resume: {
    /** Said under the resume field: the other ways a resume reaches us. */
    text: `Or email it to ${site.emails.careers} with the role in the subject line, or add a LinkedIn or portfolio link above.`,
    email: site.emails.careers,
    linkText: 'Email your resume',
  },
  submit: 'Submit Application',
  /** The page a visitor without JavaScript sees when the application is refused. */
  noJsError: {
    title: 'Your application was not sent',
    intro: `Please go back, check the required fields and try again, or email your application to ${site.emails.careers}.`,
    back: 'Back to the application form',
  },
  sending: 'Sending...',
  requiredNote: 'Fields marked * are required.',
  /** Followed by a link to the privacy policy (text `privacyLink`) and a full stop. */
  privacyNote:
    'We use your details only to consider you for a role at our company and never sell them. Learn more in our',
  privacyLink: 'Privacy Policy',
  toasts: {
    validation: toasts.validation,
    error: toasts.error,
    success: {
      title: 'Application sent!',
      description: 'Thank you for your interest. We review every application and will reply within 5 business days.',
    },
    queued: {
      title: toasts.queued.title,
      description:
        'Your application is stored on this device and will be sent automatically once your connection returns.',
    },
  },
} as const;
