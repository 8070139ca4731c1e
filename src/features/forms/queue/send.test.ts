import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { PWA } from '@/config/constants';
import { retryDelayMs } from '@/features/forms/queue/send';

describe('retryDelayMs', () => {
  it('starts at the base delay, doubles, and stops at the maximum', () => {
    expect(retryDelayMs(1)).toBe(PWA.retryBaseMs);
    expect(retryDelayMs(2)).toBe(PWA.retryBaseMs * 2);
    expect(retryDelayMs(3)).toBe(PWA.retryBaseMs * 4);
    expect(retryDelayMs(40)).toBe(PWA.retryMaxMs);
  });
  it('retries a server that was never reached sooner than a busy one', () => {
    expect(retryDelayMs(1, 'unreachable')).toBe(PWA.unreachableRetryMs);
    expect(retryDelayMs(2, 'unreachable')).toBe(PWA.unreachableRetryMs * 2);
    expect(retryDelayMs(1, 'unreachable')).toBeLessThan(retryDelayMs(1, 'busy'));
  });
});

describe('settle: the backoff after a dropped upload', () => {
  it('starts over when the upload moved forward before the drop, and grows when it did not', async () => {
    const { settle } = await import('@/features/forms/queue/send');
    const record = { id: 'r', attempts: 4 } as Parameters<typeof settle>[0];
    const retry = { status: 'retry', reason: 'network error', why: 'unreachable' } as const;
    const before = Date.now();
    const moved = await settle(record, { ...retry, progressed: true });
    expect(moved.attempts).toBe(1);
    expect(moved.nextAttemptAt! - before).toBeLessThan(PWA.unreachableRetryMs + 1000);
    const stuck = await settle(record, retry);
    expect(stuck.attempts).toBe(5);
    expect(stuck.nextAttemptAt! - before).toBeGreaterThanOrEqual(PWA.unreachableRetryMs * 16);
  });
});
