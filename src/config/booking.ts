// Calls a visitor can book: their kinds and the rules every host's times follow unless the host
// sets their own. The server loads this file too.

export const callKinds = {
  consultation: { minutes: 30 },
  walkthrough: { minutes: 30 },
} as const satisfies Record<string, { minutes: number }>;

export type CallKind = keyof typeof callKinds;
export const callKindNames = Object.keys(callKinds) as CallKind[];

/** A time a visitor has picked is kept for them this long while they type. */
export const HOLD_MINUTES = 5;
/** Live holds one address may have at once (its oldest goes first). */
export const LIVE_HOLDS_PER_CLIENT = 3;
/** Start times fall on this grid, in the host's zone. */
export const SLOT_STEP_MINUTES = 30;
/** How many other times a visitor is offered when theirs was just taken. */
export const ALTERNATIVES = 3;

/** A host's rules until they set their own. */
export const hostDefaults = {
  timeZone: 'America/New_York',
  /** ISO weekday (1 = Monday) → [start, end) as "HH:MM" in the host's zone. */
  weekly: {
    1: [['09:00', '17:00']],
    2: [['09:00', '17:00']],
    3: [['09:00', '17:00']],
    4: [['09:00', '17:00']],
    5: [['09:00', '17:00']],
  } as Record<string, [string, string][]>,
  bufferBeforeMinutes: 0,
  bufferAfterMinutes: 15,
  noticeMinutes: 240,
  horizonDays: 21,
  dailyCap: 6,
};

/** Reminders go this long before a call. */
export const REMINDER_MINUTES = [24 * 60, 60] as const;
