// The words of booking a call: the picker, the form, the confirmation and the manage page.

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
