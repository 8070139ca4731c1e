import { afterEach, describe, expect, it, vi } from 'vitest';
import { isChunkLoadError, reloadOnce, trackLeaving } from './stale-deploy';

describe('stale deploy', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("recognises each engine's message for a script module that could not be fetched", () => {
    for (const m of [
      'Failed to fetch dynamically imported module: https://x/assets/app-1.js',
      'Importing a module script failed.',
      'error loading dynamically imported module: https://x/assets/app-1.js',
    ]) {
      expect(isChunkLoadError(new TypeError(m)), m).toBe(true);
    }
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
  });

  it('reloads once per page and 30 s, never in a loop', () => {
    const store = new Map<string, string>();
    const reload = vi.fn();
    vi.stubGlobal('sessionStorage', {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => store.set(k, v),
    });
    vi.stubGlobal('location', { href: 'https://site.test/about', reload });
    expect(reloadOnce()).toBe(true);
    expect(reloadOnce()).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    vi.stubGlobal('location', { href: 'https://site.test/contact', reload });
    expect(reloadOnce()).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('never reloads while the visitor is leaving the page (aborted loads are not a stale deploy)', () => {
    const store = new Map<string, string>();
    const reload = vi.fn();
    vi.stubGlobal('sessionStorage', {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => store.set(k, v),
    });
    vi.stubGlobal('location', { href: 'https://site.test/resources', reload });
    const win = new EventTarget();
    trackLeaving(win);
    win.dispatchEvent(new Event('beforeunload'));
    expect(reloadOnce()).toBe(false);
    expect(reload).not.toHaveBeenCalled();
    // The navigation did not happen (a download link): the page is in use again.
    win.dispatchEvent(new Event('focus'));
    expect(reloadOnce()).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
