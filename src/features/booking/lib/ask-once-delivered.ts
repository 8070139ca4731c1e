// What came of a booking request saved on the device is asked once, after this device has
// delivered it. The queue announces every change of the outbox, often several per delivery, and
// each answer is computed live (its nearest free times move as hosts are added), so asking on
// every announcement showed whichever answer came last, for more requests than needed.

import type { Standing } from '@/features/forms/queue/drain';

/**
 * A check to run on every announcement (and once at the start): it asks only when `standing`
 * says delivered, never twice, and again only after an ask that failed (a dropped connection).
 */
export function askOnceDelivered(standing: () => Promise<Standing>, ask: () => Promise<void>): () => Promise<void> {
  let state: 'waiting' | 'asking' | 'done' = 'waiting';
  return async () => {
    if (state !== 'waiting' || (await standing()) !== 'delivered' || state !== 'waiting') return;
    state = 'asking';
    try {
      await ask();
      state = 'done';
    } catch {
      state = 'waiting';
    }
  };
}
