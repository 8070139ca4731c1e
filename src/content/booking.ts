// The words of booking a call: the picker, the form, the confirmation and the manage page.
import { toasts } from './forms.ts';

export const bookingPicker = {
  /** The group that holds the month grid and the times. */
  heading: 'Pick a day and time',
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
  /** Spoken after a date with no free time. */
  noTimes: 'no free times',
  /** Spoken after a date that has free times. */
  someTimes: (n: number) => `${n} free ${n === 1 ? 'time' : 'times'}`,
  selected: 'selected',
  today: 'today',
  timesHeading: (day: string) => `Free times on ${day}`,
  noDay: 'Choose a day to see its free times.',
  /** A chosen day whose last free time went while the page was open. */
  noTimesLeft: 'No free times are left on this day. Choose another day.',
  keyboardHint: 'Use the arrow keys to move between days, Page Up and Page Down for months, and Enter to choose.',
};

/** Why a booking request was refused. */
export const bookingErrors = {
  timeZone: 'Choose a time zone from the list',
  start: 'Choose one of the free times',
  kind: 'Choose the kind of call',
  taken: 'That time was just taken. Here are the nearest free times.',
  closed: 'This call can no longer be changed here; it starts soon. Reply to the invitation instead.',
  cancelled: 'This call was cancelled, so this link no longer works.',
  notFound: 'This link is not valid. Check that it was copied whole.',
  noHolds: 'Too many times held from this connection; wait a few minutes.',
};

/** The kinds of call, as visitors and staff read them. */
export const callKindCopy = {
  consultation: { title: '30-minute consultation', summary: 'A first call about your project' },
  walkthrough: { title: '30-minute demo walkthrough', summary: 'The full demo, walked through live' },
};

/** The booking form's fields, as labelled on the form and in the inbox. */
export const bookingFormCopy = {
  labels: {
    name: 'Full Name',
    email: 'Email',
    phone: 'Phone (optional)',
    company: 'Company / Agency',
    interest: 'Topic',
    note: 'Anything we should know first (optional)',
    callKind: 'Call',
    start: 'Time',
    timeZone: 'Time zone',
  },
};

/** The booking panel: in the contact section and on /book. */
export const bookingCopy = {
  heading: 'Book a 30-minute call',
  intro: 'Pick a time that suits you and we will send a calendar invitation. No back-and-forth e-mail.',
  open: 'See free times',
  opening: 'Loading free times…',
  kindLegend: 'Kind of call',
  zoneLabel: 'Times shown in',
  loadFailed: 'The free times could not be loaded. Check your connection and try again, or send us a message below.',
  retry: 'Try again',
  /** Free times from an earlier visit, shown while offline. */
  asOf: (time: string) =>
    `Free times as of ${time}. You are offline: your request is saved on this device and sent when you are back online.`,
  none: 'No free times in the next three weeks. Send us a message below and we will find one.',
  chosen: (when: string) => `You chose ${when}.`,
  heldUntil: (time: string) => `We are holding this time for you until ${time}.`,
  change: 'Choose another time',
  formHeading: 'Your details',
  form: {
    placeholders: {
      name: 'Jane Smith',
      email: 'jane.smith@agency.gov',
      phone: '(555) 555-0100',
      company: 'Your agency or company',
      note: 'What would you like to cover?',
    },
    interestPlaceholder: 'Select a topic',
    submit: 'Book this call',
    sending: 'Booking...',
    requiredNote: 'Fields marked * are required.',
    privacyNote: 'We use your details only for this call and never sell them. Learn more in our',
    privacyLink: 'Privacy Policy',
  },
  toasts: {
    sent: { title: 'Request received', description: 'Whether the time is yours is shown on the page.' },
    taken: { title: 'That time was just taken', description: 'Pick one of the nearest free times below.' },
    error: toasts.error,
    validation: toasts.validation,
  },
  booked: {
    heading: 'Your call is booked',
    when: (when: string) => `${when}.`,
    sent: (email: string) => `The invitation is on its way to ${email}.`,
    invitation: 'Download the invitation (.ics)',
    google: 'Add to Google Calendar',
    outlook: 'Add to Outlook',
    newTab: ' (opens in a new tab)',
    manage: 'Reschedule or cancel',
  },
  queued: {
    heading: 'Your request is saved on this device',
    body: (when: string) =>
      `It asks for ${when}. It is sent as soon as you are back online, and you will see here whether the time is still free.`,
  },
  taken: {
    heading: 'That time was just taken',
    body: 'Someone booked it a moment before your request reached us. These are the nearest free times; one tap books it.',
    pick: (when: string) => `Book ${when}`,
    other: 'Choose another time',
  },
};

/** The manage page (/book/manage), reached from the invitation's links. */
export const manageCopy = {
  heading: 'Your call',
  /** In the page's HTML, so the first paint shows the page's largest text (its LCP), not the app. */
  intro:
    'This page shows a call booked with us. From here you can add it to your calendar, and move it to another time or cancel it until shortly before it starts. The link in your invitation e-mail opens it.',
  loading: 'Loading your call…',
  noToken: 'This page needs the link from your invitation e-mail.',
  when: (when: string) => `${when}.`,
  reschedule: 'Reschedule',
  cancel: 'Cancel the call',
  confirmCancel: 'Yes, cancel it',
  keep: 'Keep it',
  cancelled: 'Your call is cancelled. The cancellation is on its way to your inbox.',
  moved: 'Your call is moved. The updated invitation is on its way to your inbox.',
  closed: 'This call starts soon and can no longer be changed here. Reply to the invitation instead.',
  pickNew: 'Choose the new time',
  confirmMove: (when: string) => `Move the call to ${when}`,
  offered: 'Your request’s time was taken. Pick one of these, or any other free time.',
  bookAgain: 'Book another call',
};

/** The demo section's link to book its walkthrough. */
export const walkthroughLink = 'Book the 30-minute walkthrough';
