import { describe, expect, it } from 'vitest';
import { deviceSummary } from './device.ts';

describe('deviceSummary', () => {
  it('names the browser and its system', () => {
    expect(
      deviceSummary(
        'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
      ),
    ).toBe('Chrome on Android');
    expect(
      deviceSummary(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
      ),
    ).toBe('Safari on iOS');
    expect(
      deviceSummary(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
      ),
    ).toBe('Microsoft Edge on Windows');
    expect(deviceSummary('Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0')).toBe(
      'Firefox on Linux',
    );
  });

  it('keeps nothing of a string it cannot read', () => {
    expect(deviceSummary('TestBrowser/1.0')).toBeNull();
    expect(deviceSummary('')).toBeNull();
    expect(deviceSummary(null)).toBeNull();
  });
});
