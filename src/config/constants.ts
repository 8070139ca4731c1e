// Business constants from the spec (section 9). Behaviour code reads these; tests assert them.
export const HERO_INTERVAL_MS = 6000;
export const HERO_MIN_HEIGHT = '65vh';
export const TRANSITION_MS = { background: 1200, animation: 800, text: 600 } as const;

export const STATS_COUNT_MS = 2000;
export const STATS_THRESHOLD = 0.5;
export const SERVICES_FADE_THRESHOLD = 0.1;

export const CANVAS = {
  networkParticles: 30,
  linkDistance: 120,
  binaryChars: 60,
  pipelineStages: ['Sourced', 'Screened', 'Interviewed', 'Cleared', 'Placed'],
  backgroundParticles: [50, 80],
} as const;

export const ROI_DEFAULTS = { volume: 50000, handleMinutes: 8, deflectionPercent: 25, hourlyCost: 35 } as const;
export const ROI_SLIDER = { min: 10, max: 50, step: 5 } as const;

export const DEMO_DELAY_MS = 1000;
export const WALKTHROUGH_MINUTES = 30;

export const CONTACT = {
  messageMinLength: 20,
  redirectDelayMs: 2000,
  textareaRows: 6,
  mapHeight: 400,
  replyHours: 24,
} as const;

export const SOLUTION_CARD_BENEFITS = 3;

/** Service worker and outbox timings. */
export const PWA = {
  /** How often an open page asks for a new deploy (also on every navigation). */
  updateCheckMs: 60 * 60 * 1000,
  /** First retry delay for a failed delivery; doubles per attempt up to `retryMaxMs`. */
  retryBaseMs: 15_000,
  retryMaxMs: 60 * 60 * 1000,
  /**
   * First retry after a request that never reached the server (a dropped or dead connection):
   * sooner than `retryBaseMs`, since no server load is behind it; it doubles the same way.
   */
  unreachableRetryMs: 5000,
  /**
   * How long a visitor waits on "Sending..." before being told the message is saved on this device
   * and will be sent automatically. A contact POST takes under 1 s on the slow-phone link (150 ms
   * RTT, 750 kbps up); a cold serverless function plus a sleeping database can add 3-5 s. 8 s
   * covers both with margin, and stays well under the 12 s a visitor should ever wait.
   */
  sendWaitMs: 8000,
  /** A request still unanswered after this is abandoned and retried later (no wait is unbounded). */
  requestTimeoutMs: 30_000,
} as const;

/**
 * The day the site's dated content is current as of (ISO date). Resource dates, job postings and
 * review dates may not be after it; the one future date allowed is an upcoming webinar session.
 * Move it forward when the content is reviewed again.
 */
export const CONTENT_DATE = '2026-11-23';
