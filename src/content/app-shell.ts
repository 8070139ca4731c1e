// Copy for the app-like parts of the site: offline banner, outbox indicator, update prompt,
// install button and the notice for submissions the server refused.
import type { FormKind } from '../config/form-kinds.ts';
import { site } from '../config/site.ts';

export const offlineBanner = {
  text: "You're offline. Pages you open still work, and messages you send are saved and sent when you reconnect.",
} as const;

export const outboxIndicator = {
  label: (n: number) => `${n} ${n === 1 ? 'message' : 'messages'} waiting to send`,
} as const;

export const updatePrompt = {
  title: 'A new version is available',
  body: 'Reload to use it. Anything waiting to send stays saved.',
  reload: 'Reload',
  later: 'Later',
} as const;

export const installCopy = {
  button: 'Install app',
  iosTitle: 'Add this site to your Home Screen',
  iosSteps: ['Tap the Share button in Safari.', 'Choose “Add to Home Screen”.', 'Tap “Add”.'],
  close: 'Close',
} as const;

export const deliveredNotice = {
  title: (kind: FormKind, when: string) =>
    `Your ${
      {
        contact: 'message',
        demo: 'demo request',
        newsletter: 'newsletter sign-up',
        application: 'job application',
        webinar: 'webinar registration',
        booking: 'call request',
      }[kind]
    } from ${when} was delivered`,
  description: 'It was saved on this device and has now reached us.',
} as const;

export const failedNotice = {
  title: 'A message could not be sent',
  body: `Our server could not accept what you sent from this device, so it was not delivered. Your text is below so nothing is lost: copy it, or email it to ${site.emails.general}.`,
  sentOn: 'Written',
  email: site.emails.general,
  emailLink: 'Email it to us',
  dismiss: 'Dismiss',
  fieldLabels: {
    name: 'Name',
    email: 'Email',
    phone: 'Phone',
    company: 'Company',
    interest: 'Area of interest',
    message: 'Message',
    role: 'Role',
    link: 'LinkedIn or portfolio URL',
    organization: 'Organization',
    jobTitle: 'Job title',
    webinar: 'Webinar',
    note: 'Note',
  } as Record<string, string>,
  kinds: {
    contact: 'Contact form',
    demo: 'Demo request',
    newsletter: 'Newsletter sign-up',
    application: 'Job application',
    webinar: 'Webinar registration',
    booking: 'Call booking',
  } satisfies Record<FormKind, string>,
} as const;
