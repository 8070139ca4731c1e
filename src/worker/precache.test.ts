import { describe, expect, it } from 'vitest';
import { cacheNameFor, fileForPath, installOrder } from './precache';

const entries = [
  { url: 'images/office.svg', revision: 'a' },
  { url: 'offline-pages.json', revision: 'p' },
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

  it('stores the pages (the open ones first), then code, then other pages, then the rest', () => {
    expect(installOrder(entries, ['/contact']).map((e) => e.url)).toEqual([
      'offline-pages.json',
      'contact/index.lean.html',
      'assets/app-1.js',
      'assets/index-2.css',
      'about/index.lean.html',
      'index.lean.html',
      'images/office.svg',
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
    const later = ['assets/send-files-Dx2q2djD.js', 'assets/app-ChBhV6h5.js', 'offline-pages.json', 'sw.js'].filter(
      (u) => STORED_AFTER_CONTROL.test(u),
    );
    expect(later).toEqual(['assets/send-files-Dx2q2djD.js']);
  });
});
