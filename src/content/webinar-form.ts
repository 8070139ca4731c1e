// Copy for the registration form of an upcoming webinar (/resources/:id). Relative imports with
// extensions, so the server functions can load it too.
import { site } from '../config/site.ts';
import { toasts, validationMessages } from './forms.ts';

export const webinarValidationMessages = {
  nameRequired: validationMessages.nameRequired,
  emailRequired: validationMessages.emailRequired,
  emailInvalid: validationMessages.emailInvalid,
  organizationRequired: 'Organization is required',
  /** The posted webinar is not one open for registration (an old page, or a made-up slug). */
  webinarInvalid: 'This webinar is not open for registration',
  tooLong: validationMessages.tooLong,
  singleLine: validationMessages.singleLine,
} as const;

export const webinarFormCopy = {
  title: 'Register for This Webinar',
  intro: 'Registration is free. We will email you the joining link and a calendar invitation before the session.',
  labels: {
    name: 'Full Name',
    email: 'Work Email',
    organization: 'Organization / Agency',
    jobTitle: 'Job Title (optional)',
  },
  placeholders: {
    name: 'Jane Smith',
    email: 'jane.smith@agency.gov',
    organization: 'Your agency or company',
    jobTitle: 'Contact Center Director',
  },
  submit: 'Register',
  sending: 'Registering...',
  requiredNote: 'Fields marked * are required.',
  /** Followed by a link to the privacy policy (text `privacyLink`) and a full stop. */
  privacyNote:
    'We use your details only for this webinar and to send you its recording, and never sell them. Learn more in our',
  privacyLink: 'Privacy Policy',
  closed: 'Registration for this session has closed.',
  /** The page a visitor without JavaScript sees when the registration is refused. */
  noJsError: {
    title: 'Your registration was not sent',
    intro: `Please go back, check the required fields and try again, or email us at ${site.emails.sales}.`,
    back: 'Back to the registration form',
  },
  toasts: {
    validation: toasts.validation,
    error: toasts.error,
    /** `session` is the formatted start, e.g. from `formatSessionStart`. */
    success: (session: string) => ({
      title: "You're registered!",
      description: `We will email your joining link and a calendar invitation for ${session}.`,
    }),
    queued: {
      title: toasts.queued.title,
      description:
        'Your registration is stored on this device and will be sent automatically once your connection returns.',
    },
  },
} as const;
