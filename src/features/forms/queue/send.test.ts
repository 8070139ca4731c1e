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
