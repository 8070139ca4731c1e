// The page-view rules of the recorder, with the browser stood in for: a real IndexedDB
// implementation (fake-indexeddb), the page's address, document and window events, and the
// endpoint (what reaches fetch is what was sent).
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EventBatch } from './contract';

type Listener = (e: unknown) => void;
let sent: EventBatch['events'];
let windowListeners: Map<string, Listener[]>;
let documentListeners: Map<string, Listener[]>;
const on = (m: Map<string, Listener[]>) => (type: string, f: Listener) => m.set(type, [...(m.get(type) ?? []), f]);
const fire = (m: Map<string, Listener[]>, type: string, e: unknown = {}) => m.get(type)?.forEach((f) => f(e));

const page = { pathname: '/', host: 'site.test', search: '' };
const doc = { prerendering: false, referrer: '', addEventListener: on(new Map()) };

/** Loads the recorder afresh (a new document), which counts the page it starts on. */
async function load(at: string, referrer = '', prerendering = false) {
  const u = new URL(at, 'https://site.test');
  Object.assign(page, { pathname: u.pathname, search: u.search });
  Object.assign(doc, { prerendering, referrer });
  vi.resetModules();
  return import('./recorder');
}

const views = () => sent.filter((e) => e.name === 'page_view');

beforeEach(() => {
  sent = [];
  windowListeners = new Map();
  documentListeners = new Map();
  doc.addEventListener = on(documentListeners);
  vi.stubGlobal('location', page);
  vi.stubGlobal('document', doc);
  vi.stubGlobal('addEventListener', on(windowListeners));
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: { body: string }) => {
      sent.push(...(JSON.parse(init.body) as EventBatch).events);
      return new Response('{}');
    }),
  );
});
afterEach(() => {
  // (The database stays: each test's events are deleted once sent, and an old document's open
  // connection would block deleting it.)
  vi.unstubAllGlobals();
});

describe('the recorder counts one page view per page a person sees', () => {
  it('the first page; a page change; not the same page again', async () => {
    const { countPageView } = await load('/?utm_source=newsletter', 'https://mail.example/inbox');
    await vi.waitFor(() => expect(views()).toHaveLength(1));
    // (Only the path: where the visit came from is the app's visit_started.)
    expect(views()[0]!.path).toBe('/');
    expect(views()[0]!.params).toBeUndefined();
    // A render twice (StrictMode), a hash change, replaceState: the same path, not another view.
    countPageView();
    countPageView();
    page.pathname = '/about';
    countPageView();
    countPageView();
    await vi.waitFor(() => expect(views().map((v) => v.path)).toEqual(['/', '/about']));
  });

  it('a page restored from the back/forward cache counts again; a plain pageshow does not', async () => {
    await load('/privacy');
    await vi.waitFor(() => expect(views()).toHaveLength(1));
    fire(windowListeners, 'pageshow', { persisted: false });
    fire(windowListeners, 'pageshow', { persisted: true });
    await vi.waitFor(() => expect(views().map((v) => v.path)).toEqual(['/privacy', '/privacy']));
  });

  it('a page the browser prerendered counts only once it is shown, and never if it is not', async () => {
    await load('/solutions', '', true);
    await new Promise((r) => setTimeout(r, 50));
    expect(views()).toEqual([]);
    doc.prerendering = false;
    fire(documentListeners, 'prerenderingchange');
    await vi.waitFor(() => expect(views().map((v) => v.path)).toEqual(['/solutions']));
  });

  it('nothing is recorded, and nothing thrown, where crypto.randomUUID is missing (plain http)', async () => {
    vi.stubGlobal('crypto', {});
    await expect(load('/')).resolves.toBeDefined();
    await new Promise((r) => setTimeout(r, 50));
    expect(sent).toEqual([]);
  });
});
