import { describe, expect, it } from 'vitest';
import type { Standing } from '@/features/forms/queue/drain';
import { askOnceDelivered } from './ask-once-delivered';

const deferred = () => {
  let resolve!: () => void;
  let reject!: (e: Error) => void;
  const promise = new Promise<void>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
};

describe('askOnceDelivered', () => {
  it('does not ask while the request is still on the device, or was refused', async () => {
    let now: Standing = 'pending';
    let asks = 0;
    const check = askOnceDelivered(
      async () => now,
      async () => void asks++,
    );
    await check();
    now = 'refused';
    await check();
    expect(asks).toBe(0);
    now = 'delivered';
    await check();
    expect(asks).toBe(1);
  });

  it('asks once for several announcements of one delivery, arriving together or after the answer', async () => {
    const answer = deferred();
    let asks = 0;
    const check = askOnceDelivered(
      async () => 'delivered',
      () => (asks++, answer.promise),
    );
    const together = [check(), check(), check()];
    await new Promise((r) => setTimeout(r));
    answer.resolve();
    await Promise.all(together);
    await check();
    expect(asks).toBe(1);
  });

  it('asks again after an ask that failed, once more only', async () => {
    const first = deferred();
    let asks = 0;
    const check = askOnceDelivered(
      async () => 'delivered',
      () => (++asks === 1 ? first.promise : Promise.resolve()),
    );
    const failing = check();
    first.reject(new Error('offline'));
    await failing;
    await check();
    await check();
    expect(asks).toBe(2);
  });
});
