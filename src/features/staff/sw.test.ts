// The staff worker's two jobs, with a stand-in for the worker's global: a push shows the lead's
// notification, and tapping it opens that lead (in an open inbox window, else a new one).
import { beforeAll, describe, expect, it, vi } from 'vitest';

type Handler = (event: Record<string, unknown>) => void;
const handlers = new Map<string, Handler>();
const showNotification = vi.fn(async () => undefined);
const openWindow = vi.fn(async () => null);
const windows: { url: string; focus: ReturnType<typeof vi.fn>; navigate: ReturnType<typeof vi.fn> }[] = [];

beforeAll(async () => {
  vi.stubGlobal('self', {
    location: { origin: 'https://www.example.com' },
    registration: { showNotification },
    clients: { claim: async () => undefined, openWindow, matchAll: async () => windows },
    skipWaiting: async () => undefined,
    addEventListener: (type: string, fn: Handler) => handlers.set(type, fn),
  });
  await import('./sw');
});

/** Runs a handler and waits for what it handed to waitUntil. */
async function dispatch(type: string, event: Record<string, unknown>) {
  let pending: Promise<unknown> = Promise.resolve();
  handlers.get(type)!({ ...event, waitUntil: (p: Promise<unknown>) => (pending = p) });
  await pending;
}

const click = (url: unknown) => dispatch('notificationclick', { notification: { close: vi.fn(), data: { url } } });

describe('staff service worker', () => {
  it('shows a push as the lead’s notification', async () => {
    const payload = { title: 'New lead: Contact', body: 'Ada, Agency', url: '/staff/leads/1', tag: 'lead-1' };
    await dispatch('push', { data: { json: () => payload } });
    expect(showNotification).toHaveBeenCalledWith('New lead: Contact', {
      body: 'Ada, Agency',
      tag: 'lead-1',
      icon: '/icons/icon-192.png',
      data: { url: '/staff/leads/1' },
    });
  });

  it('opens the lead in a new window when no inbox is open', async () => {
    await click('/staff/leads/2');
    expect(openWindow).toHaveBeenLastCalledWith('https://www.example.com/staff/leads/2');
  });

  it('opens the lead in the inbox window already open', async () => {
    const open = {
      url: 'https://www.example.com/staff/',
      focus: vi.fn(async () => undefined),
      navigate: vi.fn(async () => null),
    };
    windows.push(open);
    openWindow.mockClear();
    await click('/staff/leads/3');
    expect(open.focus).toHaveBeenCalled();
    expect(open.navigate).toHaveBeenCalledWith('https://www.example.com/staff/leads/3');
    expect(openWindow).not.toHaveBeenCalled();
    windows.length = 0;
  });

  it('never opens anything but a page of the staff app on this site', async () => {
    for (const url of ['https://evil.example/staff/leads/4', '/admin', 'javascript:alert(1)', undefined]) {
      await click(url);
      expect(openWindow).toHaveBeenLastCalledWith('https://www.example.com/staff/');
    }
  });
});
