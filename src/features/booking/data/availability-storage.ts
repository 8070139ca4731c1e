// The free times the page last saw, per kind of call, kept on this device (local storage) so a
// visitor who goes offline can still pick one: the request is then queued, and the server decides.
import type { CallKind } from '@/config/booking';
import type { Availability } from '@/features/booking/api/booking';

const key = (kind: CallKind) => `booking-times:${kind}`;

export function keepAvailability(a: Availability): void {
  try {
    localStorage.setItem(key(a.kind), JSON.stringify(a));
  } catch {
    /* full or refused: the page still shows what it has */
  }
}

/** What was seen last, without times already past. */
export function lastAvailability(kind: CallKind, now = Date.now()): Availability | null {
  try {
    const a = JSON.parse(localStorage.getItem(key(kind)) ?? 'null') as Availability | null;
    if (!a || !Array.isArray(a.times)) return null;
    return { ...a, times: a.times.filter((t) => Date.parse(t) > now) };
  } catch {
    return null;
  }
}
