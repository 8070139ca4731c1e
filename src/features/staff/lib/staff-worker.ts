// The staff area's own service worker (sw.ts, built to /staff/sw.js): main.tsx registers it, and the
// push toggle finds it by registering again.

const STAFF_WORKER = { url: '/staff/sw.js', scope: '/staff/' } as const;

/**
 * The staff worker's registration: registering again hands back the one main.tsx made (no second
 * install). Not `serviceWorker.ready`, which gives the worker whose scope holds this page: at the
 * inbox's own address, /staff, outside /staff/, that is the public site's (no push handler) or none
 * at all (it never settles). Nor a lookup (`getRegistration`), which has answered nothing for a
 * moment in Chromium.
 */
export const staffRegistration = (): Promise<ServiceWorkerRegistration> =>
  navigator.serviceWorker.register(STAFF_WORKER.url, { scope: STAFF_WORKER.scope });

/** How long a new worker may take to become active before the toggle says it failed. */
const ACTIVATE_BOUND_MS = 10_000;

/** The same once its worker is active, as a push subscription needs (within ACTIVATE_BOUND_MS). */
export async function activeStaffRegistration(): Promise<ServiceWorkerRegistration> {
  const registration = await staffRegistration();
  const pending = registration.installing ?? registration.waiting;
  if (!registration.active && pending)
    await new Promise<void>((resolve) => {
      const settled = () => {
        if (pending.state !== 'activated' && pending.state !== 'redundant') return;
        pending.removeEventListener('statechange', settled);
        resolve();
      };
      pending.addEventListener('statechange', settled);
      setTimeout(resolve, ACTIVATE_BOUND_MS);
      settled();
    });
  if (!registration.active) throw new Error('The staff worker did not start.');
  return registration;
}
