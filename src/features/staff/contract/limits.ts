// The staff API's limits, apart from the schemas that hold them: the inbox imports these without
// zod. The server loads this file: relative imports only.
export const LEADS_PAGE = 50;
export const MAX_LEADS_PAGE = 200;
export const NOTE_MAX_CHARS = 5000;
/** Words searched for: longer text is cut. */
export const SEARCH_MAX_CHARS = 200;

/** A host's call settings (the Calls page): the contract refuses past these, the page's fields state them. */
export const CALL_LIMITS = {
  bufferMinutes: { min: 0, max: 240 },
  /** Two weeks. */
  noticeMinutes: { min: 0, max: 20_160 },
  horizonDays: { min: 1, max: 90 },
  dailyCap: { min: 1, max: 50 },
  daysOff: 200,
  rangesPerDay: 12,
  /** A CalDAV address, username or password, in characters. */
  caldavText: 500,
} as const;

/** ISO weekdays as the rules key them: "1" is Monday, "7" Sunday. */
export const WEEKDAYS = ['1', '2', '3', '4', '5', '6', '7'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** A wall-clock time as the rules hold it: "HH:MM", 24-hour. */
export const HHMM = /^(?:[01]\d|2[0-3]):[0-5]\d$/;
