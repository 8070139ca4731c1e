// The public booking endpoint from the browser: one typed function per action, the types from the
// contract (no zod here: it stays out of the page's bytes). Every request is bounded.
import type { CallKind } from '@/config/booking';
import type { BookingView } from '@/features/booking/contract';

const TIMEOUT_MS = 15_000;

export class BookingError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** For a time just taken: the nearest free ones. */
    readonly alternatives: string[] = [],
  ) {
    super(message);
    this.name = 'BookingError';
  }
}

async function call<T>(action: string, init: { query?: Record<string, string>; body?: unknown } = {}): Promise<T> {
  const qs = init.query ? `?${new URLSearchParams(init.query)}` : '';
  const res = await fetch(`/api/booking/${action}${qs}`, {
    method: init.body === undefined ? 'GET' : 'POST',
    headers: init.body === undefined ? {} : { 'content-type': 'application/json' },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  const json = (await res.json().catch(() => ({}))) as { error?: string; message?: string; alternatives?: string[] };
  if (!res.ok)
    throw new BookingError(res.status, json.error ?? 'error', json.message ?? res.statusText, json.alternatives);
  return json as T;
}

export interface Availability {
  kind: CallKind;
  times: string[];
  /** When the server answered (ISO). */
  at: string;
}

export const getAvailability = (kind: CallKind) => call<Availability>('availability', { query: { kind } });

export const holdTime = (kind: CallKind, start: string, timeZone: string, release?: string) =>
  call<{ holdId: string; heldUntil: string }>('hold', { body: { kind, start, timeZone, release } });

export const getRequest = (key: string) => call<BookingView>('request', { body: { key } });

export const getBooking = (token: string) => call<BookingView>('manage', { body: { token } });

export const moveBooking = (token: string, start: string, timeZone: string) =>
  call<BookingView>('move', { body: { token, start, timeZone } });

export const cancelBooking = (token: string) => call<BookingView>('cancel', { body: { token } });

export const invitationUrl = (token: string) => `/api/booking/invitation?${new URLSearchParams({ token })}`;
