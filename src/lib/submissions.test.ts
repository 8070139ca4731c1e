import { describe, expect, it } from 'vitest';
import { PWA } from '@/config/constants';
import { deliveryOf, type SubmitResult } from '@/lib/outbox';
import { retryDelayMs } from '@/lib/submissions';

describe('retryDelayMs', () => {
  it('starts at the base delay, doubles, and stops at the maximum', () => {
    expect(retryDelayMs(1)).toBe(PWA.retryBaseMs);
    expect(retryDelayMs(2)).toBe(PWA.retryBaseMs * 2);
    expect(retryDelayMs(3)).toBe(PWA.retryBaseMs * 4);
    expect(retryDelayMs(40)).toBe(PWA.retryMaxMs);
  });
});

describe('deliveryOf', () => {
  const result = (outcome: SubmitResult['outcome'], stored = true) => ({ outcome, stored }) as SubmitResult;
  it('is "sent" only on a 2xx', () => {
    expect(deliveryOf(result({ status: 'sent' }))).toBe('sent');
    expect(deliveryOf(result({ status: 'sent' }, false))).toBe('sent');
  });
  it('is "queued" for a retryable failure that is stored', () => {
    expect(deliveryOf(result({ status: 'retry', reason: 'HTTP 503' }))).toBe('queued');
  });
  it('never claims "queued" when nothing was stored', () => {
    expect(deliveryOf(result({ status: 'retry', reason: 'offline' }, false))).toBe('failed');
  });
  it('is "failed" when the server refuses the data', () => {
    expect(deliveryOf(result({ status: 'rejected', code: 400 }))).toBe('failed');
  });
});
