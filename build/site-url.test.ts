import { describe, expect, it } from 'vitest';
import { checkProductionSiteUrl } from './site-url.ts';

describe('checkProductionSiteUrl', () => {
  it('fails a production build without a real public address', () => {
    for (const VITE_SITE_URL of [undefined, '', 'https://www.example.com', 'https://example.com/', 'not a url']) {
      expect(() => checkProductionSiteUrl({ VERCEL_ENV: 'production', VITE_SITE_URL }), String(VITE_SITE_URL)).toThrow(
        /VITE_SITE_URL/,
      );
    }
  });

  it('passes a real address, and any preview or local build', () => {
    expect(() =>
      checkProductionSiteUrl({ VERCEL_ENV: 'production', VITE_SITE_URL: 'https://www.northpoint.test' }),
    ).not.toThrow();
    expect(() => checkProductionSiteUrl({ VERCEL_ENV: 'preview' })).not.toThrow();
    expect(() => checkProductionSiteUrl({})).not.toThrow();
  });
});
