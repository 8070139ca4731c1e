// Loaded after first paint (see DeferredPwaLayer in src/app/root-layout.tsx): registers the service worker, offers
// updates, drains the outbox where Background Sync is missing, and reports refused submissions.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useRegisterSW } from 'virtual:pwa-register/react';
import { Button, buttonClass } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { PWA } from '@/config/constants';
import { HONEYPOT_FIELD } from '@/config/form-kinds';
import { deliveredNotice, failedNotice, updatePrompt } from '@/content/app-shell';
import { pendingStore } from '@/lib/app-status';
import { notify } from '@/lib/notify';
// Queued uploads resume from here too: the page loads the upload code on demand.
import '@/features/forms/uploads/load-sender';
import {
  CHANNEL,
  deliveredLater,
  drain,
  forget,
  nextAttemptAt,
  pendingCount,
  pruneOutbox,
  refusedLater,
  type OutboxRecord,
} from '@/lib/outbox';

const card =
  'pointer-events-auto w-full max-w-md rounded-xl border border-slate-300 bg-white p-5 text-slate-900 shadow-xl';

export default function PwaLayer() {
  const { pathname } = useLocation();
  const registration = useRef<ServiceWorkerRegistration | undefined>(undefined);
  const [dismissed, setDismissed] = useState(false);
  const [failures, setFailures] = useState<OutboxRecord[]>([]);

  const {
    needRefresh: [needRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    immediate: true,
    onRegisteredSW(_url, r) {
      registration.current = r;
      if (r) setInterval(() => checkForUpdate(r), PWA.updateCheckMs);
    },
  });

  // Navigation is the other moment to look for a new deploy.
  useEffect(() => {
    if (registration.current) checkForUpdate(registration.current);
  }, [pathname]);

  const refresh = useCallback(async () => {
    pendingStore.set(await pendingCount());
    setFailures(await refusedLater());
    await announceDelivered();
  }, []);

  // The page's delivery path: on load, on reconnect, on return to the tab, and when a backoff ends.
  useEffect(() => {
    let timer = 0;
    let closed = false;
    /**
     * (Re)arms the retry timer for the earliest pending record. Runs after every drain and every
     * outbox change, including this page's own submission failing: while the server is down or
     * answering 5xx/429, no `online` event ever comes, and this timer is the only trigger left.
     */
    const schedule = async () => {
      const next = await nextAttemptAt().catch(() => undefined);
      clearTimeout(timer);
      // Offline, `online` is the trigger; a timer would only retry into the void every second.
      if (closed || next === undefined || !navigator.onLine) return;
      timer = window.setTimeout(() => void run(false), Math.max(1000, next - Date.now()));
    };
    const run = async (force: boolean) => {
      clearTimeout(timer);
      await drain(force).catch(() => null);
      await refresh();
      await schedule();
    };
    const onOnline = () => void run(true);
    const onVisible = () => document.visibilityState === 'visible' && void run(false);
    void pruneOutbox().catch(() => undefined);
    void run(false);
    window.addEventListener('online', onOnline);
    document.addEventListener('visibilitychange', onVisible);
    const channel = new BroadcastChannel(CHANNEL);
    channel.onmessage = () => {
      void refresh();
      void schedule();
    };
    return () => {
      closed = true;
      clearTimeout(timer);
      window.removeEventListener('online', onOnline);
      document.removeEventListener('visibilitychange', onVisible);
      channel.close();
    };
  }, [refresh]);

  const dismissFailure = async (id: string) => {
    await forget([id]);
    await refresh();
  };

  return (
    <div className="pointer-events-none fixed bottom-4 left-4 right-4 z-50 flex flex-col items-start gap-3 sm:right-auto">
      {/* A real box, not display:contents, which drops the live region in some screen readers. */}
      <div role="status" className="w-full max-w-md">
        {needRefresh && !dismissed && (
          <section aria-labelledby="update-title" className={card}>
            <h2 id="update-title" className="flex items-center gap-2 font-semibold">
              <Icon name="refresh-cw" className="size-5 text-brand-700" />
              {updatePrompt.title}
            </h2>
            <p className="mt-1 text-sm text-slate-700">{updatePrompt.body}</p>
            <div className="mt-4 flex gap-3">
              <Button onClick={() => applyUpdate(updateServiceWorker)}>{updatePrompt.reload}</Button>
              <Button variant="outline" onClick={() => setDismissed(true)}>
                {updatePrompt.later}
              </Button>
            </div>
          </section>
        )}
      </div>
      {failures.map((r) => (
        <FailedRecord key={r.id} record={r} onDismiss={() => void dismissFailure(r.id)} />
      ))}
    </div>
  );
}

/**
 * Activates the waiting worker, then reloads once it controls the page. The plugin reloads only
 * when a worker already controlled the page at registration, not in a first-visit session.
 */
function applyUpdate(update: (reload?: boolean) => Promise<void>) {
  navigator.serviceWorker.addEventListener('controllerchange', () => location.reload(), { once: true });
  void update(true);
}

/**
 * Tells the visitor, once, that a message saved earlier has now been delivered (by this tab, the
 * worker or another tab), then deletes the record: nothing needs it any more. One tab at a time.
 */
async function announceDelivered(): Promise<void> {
  const run = async () => {
    const delivered = await deliveredLater();
    for (const r of delivered) {
      const when = new Date(r.timestamp).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
      void notify('success', deliveredNotice.title(r.kind, when), deliveredNotice.description);
    }
    if (delivered.length) await forget(delivered.map((r) => r.id));
  };
  if (navigator.locks)
    await navigator.locks.request('outbox-notices', { ifAvailable: true }, (lock) => (lock ? run() : null));
  else await run();
}

function checkForUpdate(r: ServiceWorkerRegistration) {
  if (navigator.onLine && !r.installing) r.update().catch(() => undefined);
}

/** A submission the server refused: the visitor's own words, so nothing typed is lost. */
function FailedRecord({ record, onDismiss }: { record: OutboxRecord; onDismiss: () => void }) {
  const titleId = `failed-${record.id}`;
  const text = Object.entries(record.fields)
    .filter(([k, v]) => v && k !== HONEYPOT_FIELD)
    .map(([k, v]) => [failedNotice.fieldLabels[k] ?? k, v] as const);
  const mailBody = text.map(([k, v]) => `${k}: ${v}`).join('\n');
  return (
    <section role="alert" aria-labelledby={titleId} className={`${card} max-h-[70vh] overflow-y-auto`}>
      <h2 id={titleId} className="flex items-center gap-2 font-semibold">
        <Icon name="triangle-alert" className="size-5 text-red-700" />
        {failedNotice.title}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{failedNotice.body}</p>
      <p className="mt-3 text-sm text-slate-700">
        {failedNotice.kinds[record.kind]} · {failedNotice.sentOn}{' '}
        {new Date(record.timestamp).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' })}
      </p>
      <dl className="mt-2 space-y-2 rounded-lg bg-slate-50 p-3 text-sm">
        {text.map(([k, v]) => (
          <div key={k}>
            <dt className="font-semibold">{k}</dt>
            <dd className="whitespace-pre-wrap break-words">{v}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-4 flex flex-wrap gap-3">
        <a
          className={buttonClass()}
          href={`mailto:${failedNotice.email}?subject=${encodeURIComponent(failedNotice.kinds[record.kind])}&body=${encodeURIComponent(mailBody)}`}
        >
          {failedNotice.emailLink}
        </a>
        <Button variant="outline" onClick={onDismiss}>
          {failedNotice.dismiss}
        </Button>
      </div>
    </section>
  );
}
