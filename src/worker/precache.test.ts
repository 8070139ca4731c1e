import { describe, expect, it } from 'vitest';
import { cacheNameFor, fileForPath, installOrder } from './precache';

const entries = [
  { url: 'images/office.svg', revision: 'a' },
  { url: 'offline-bundle.json', revision: 'p' },
  { url: 'about/index.lean.html', revision: 'b' },
  { url: 'assets/app-1.js', revision: null },
  { url: 'index.lean.html', revision: 'c' },
  { url: 'assets/index-2.css', revision: null },
  { url: 'contact/index.lean.html', revision: 'd' },
];

describe('precache', () => {
  it('maps clean URLs to their prerendered files', () => {
    expect(fileForPath('/')).toBe('/index.lean.html');
    expect(fileForPath('/about')).toBe('/about/index.lean.html');
    expect(fileForPath('/about/')).toBe('/about/index.lean.html');
    expect(fileForPath('/about/index.html')).toBe('/about/index.lean.html');
    expect(fileForPath('/assets/app-1.js')).toBe('/assets/app-1.js');
    expect(fileForPath('/solutions/404.html')).toBe('/solutions/404.lean.html');
  });

  it('stores the pages (the open ones first), then the rest in the build order, whatever their kind', () => {
    // The build alternates large and small files; grouping by kind would leave the small images,
    // bound by round trips, for last, with the link idle.
    expect(installOrder(entries, ['/contact']).map((e) => e.url)).toEqual([
      'offline-bundle.json',
      'contact/index.lean.html',
      'images/office.svg',
      'about/index.lean.html',
      'assets/app-1.js',
      'index.lean.html',
      'assets/index-2.css',
    ]);
  });

  it('names each build its own cache, so an interrupted install resumes into the same one', () => {
    expect(cacheNameFor(entries)).toBe(cacheNameFor([...entries]));
    expect(cacheNameFor(entries)).not.toBe(cacheNameFor([...entries, { url: 'x.html', revision: 'e' }]));
    expect(cacheNameFor(entries)).toMatch(/^site-precache-[0-9a-f]{8}$/);
  });
});

describe('what is stored after the worker takes control', () => {
  it('is the upload code alone: everything else is part of "available offline"', async () => {
    const { STORED_AFTER_CONTROL } = await import('./precache');
    const later = ['assets/send-files-Dx2q2djD.js', 'assets/app-ChBhV6h5.js', 'offline-bundle.json', 'sw.js'].filter(
      (u) => STORED_AFTER_CONTROL.test(u),
    );
    expect(later).toEqual(['assets/send-files-Dx2q2djD.js']);
  });
});
