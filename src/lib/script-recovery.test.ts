import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadWhenReachable } from './script-recovery';
import { isChunkLoadError, isNewDeploy, reloadIfNewDeploy, reloadOnce, trackLeaving } from './stale-deploy';

/**
 * What Vite's preload helper does with a failed load (`handlePreloadError` in vite's
 * dist/node/chunks/node.js): it dispatches a cancelable `vite:preloadError` on window and rethrows
 * only when no listener cancelled it; otherwise the import resolves with `undefined`.
 */
function vitePreload<T>(baseModule: () => Promise<T>): Promise<T | undefined> {
  const handlePreloadError = (err: unknown) => {
    const e = new Event('vite:preloadError', { cancelable: true }) as Event & { payload?: unknown };
    e.payload = err;
    window.dispatchEvent(e);
    if (!e.defaultPrevented) throw err;
  };
  return Promise.resolve().then(() => baseModule().catch(handlePreloadError) as Promise<T | undefined>);
}

const loadError = () =>
  new TypeError('Failed to fetch dynamically imported module: https://site.test/assets/contact-form-1.js');

/** A page with no form fields, a session store, and a reload to watch. */
function stubPage(href = 'https://site.test/contact', fields: unknown[] = []) {
  const store = new Map<string, string>();
  const reload = vi.fn();
  vi.stubGlobal('sessionStorage', {
    getItem: (k: string) => store.get(k) ?? null,
    setItem: (k: string, v: string) => store.set(k, v),
  });
  vi.stubGlobal('location', { href, reload });
  vi.stubGlobal('document', { querySelectorAll: () => fields });
  for (const name of ['HTMLSelectElement', 'HTMLTextAreaElement', 'HTMLInputElement']) {
    vi.stubGlobal(name, class {});
  }
  return reload;
}

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

  it('a preload that fails while the page is being left makes the import reject, never resolve undefined', async () => {
    const win = new EventTarget();
    vi.stubGlobal('window', win);
    trackLeaving(win);
    win.dispatchEvent(new Event('pagehide'));
    const imported = vitePreload(() => Promise.reject(loadError()));
    await expect(imported).rejects.toThrow(/Failed to fetch dynamically imported module/);
    win.dispatchEvent(new Event('pageshow'));
    await expect(vitePreload(() => Promise.reject(loadError()))).rejects.toThrow(TypeError);
  });

  it('a failed load is a network failure until a 404 proves a new deploy', async () => {
    const reload = stubPage();
    // The connection is down: nothing answers.
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    expect(await isNewDeploy(loadError())).toBe(false);
    expect(await reloadIfNewDeploy(loadError())).toBe(false);
    // The file is there (the load was cut off): still no reload.
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue({ status: 200 }));
    expect(await reloadIfNewDeploy(loadError())).toBe(false);
    expect(reload).not.toHaveBeenCalled();
    // It is gone: a new deploy. The check asks the network, not the worker or the HTTP cache.
    const fetch404 = vi.fn().mockResolvedValue({ status: 404 });
    vi.stubGlobal('fetch', fetch404);
    expect(await reloadIfNewDeploy(loadError())).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(fetch404).toHaveBeenCalledWith(
      'https://site.test/assets/contact-form-1.js',
      expect.objectContaining({ method: 'HEAD', cache: 'no-store' }),
    );
  });

  it('never reloads over typed input, even for a proven new deploy', async () => {
    const reload = stubPage();
    const Textarea = class {
      value = 'A half-typed message';
      defaultValue = '';
    };
    vi.stubGlobal('HTMLTextAreaElement', Textarea);
    vi.stubGlobal('document', { querySelectorAll: () => [new Textarea()] });
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue({ status: 404 }));
    expect(await reloadIfNewDeploy(loadError())).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('tries a failed load again at the next chance, and never keeps the failure', async () => {
    stubPage();
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    const doc = new EventTarget();
    const win = new EventTarget();
    vi.stubGlobal('document', Object.assign(doc, { querySelectorAll: () => [] }));
    vi.stubGlobal('window', win);
    const load = vi.fn().mockRejectedValueOnce(loadError()).mockResolvedValueOnce('loaded');
    const result = loadWhenReachable(load);
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await new Promise((r) => setTimeout(r, 10));
    expect(load).toHaveBeenCalledTimes(1);
    win.dispatchEvent(new Event('online'));
    await expect(result).resolves.toBe('loaded');
    expect(load).toHaveBeenCalledTimes(2);
    // Not a load failure (a bug in the module): it is not retried forever.
    await expect(loadWhenReachable(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
  });
});
