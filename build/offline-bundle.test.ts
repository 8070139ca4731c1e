import { describe, expect, it } from 'vitest';
import { bundled, BUNDLE_MAX_BYTES } from './offline-bundle';

const entry = (url: string, size: number) => ({ url, revision: null, size });

describe('the offline bundle', () => {
  it('carries the small text files the first paint did not already fetch', () => {
    const page = `<link rel="icon" href="/favicon.svg"><script type="module" src="/assets/index-a.js"></script><link rel="modulepreload" href="/assets/first-b.js">
      <svg><use href="/assets/icons-c.svg#menu"></use></svg><div data-chunks="/assets/app-d.js /assets/hydrate-e.js"></div>`;
    const entries = [
      entry('assets/index-a.js', 1500),
      entry('assets/first-b.js', 5000),
      entry('assets/icons-c.svg', 4000),
      entry('assets/app-d.js', 250_000),
      entry('assets/hydrate-e.js', 97),
      entry('assets/contact-form-f.js', 3000),
      entry('assets/hero-canvas.worker-g.js', 3900),
      entry('assets/send-files-h.js', 2000),
      entry('favicon.svg', 320),
      entry('images/photo.jpg', 2000),
      entry('assets/limit-i.js', BUNDLE_MAX_BYTES),
      entry('assets/over-j.js', BUNDLE_MAX_BYTES + 1),
    ];
    expect(bundled(entries, page).map((e) => e.url)).toEqual([
      // Listed only by data-chunks: the page has not fetched it.
      'assets/hydrate-e.js',
      'assets/contact-form-f.js',
      // Not hashed, so revalidated anyway: in the bundle it costs no round trip.
      'favicon.svg',
      'assets/limit-i.js',
    ]);
  });
});
