// Loaded after first paint (see DeferredPwaLayer in src/app/root-layout.tsx): registers the service worker, offers
// updates, starts the page's drains of the submission queue (features/forms/queue/scheduler), and
// shows refused submissions.
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useRegisterSW } from 'virtual:pwa-register/react';
import { Button, buttonClass } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { PWA } from '@/config/constants';
import { afterNextPaint } from '@/lib/after-next-paint';
import { HONEYPOT_FIELD } from '@/config/form-kinds';
import { failedNotice, updatePrompt } from '@/content/app-shell';
import { forget, type QueuedSubmission } from '@/features/forms/queue/drain';
import { startScheduler, type Scheduler } from '@/features/forms/queue/scheduler';

const card =
  'pointer-events-auto w-full max-w-md rounded-xl border border-slate-300 bg-white p-5 text-slate-900 shadow-xl';

export default function PwaLayer() {
  const { pathname } = useLocation();
  const registration = useRef<ServiceWorkerRegistration | undefined>(undefined);
  const [dismissed, setDismissed] = useState(false);
  const [failures, setFailures] = useState<QueuedSubmission[]>([]);

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

  // Navigation is the other moment to look for a new deploy: once the new page is on screen.
  useEffect(() => {
    const r = registration.current;
    if (r) return afterNextPaint(() => checkForUpdate(r));
  }, [pathname]);

  const scheduler = useRef<Scheduler | undefined>(undefined);
  useEffect(() => {
    const s = startScheduler(setFailures);
    scheduler.current = s;
    return s.stop;
  }, []);

  const dismissFailure = async (id: string) => {
    await forget([id]);
    await scheduler.current?.refresh();
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

function checkForUpdate(r: ServiceWorkerRegistration) {
  if (navigator.onLine && !r.installing) r.update().catch(() => undefined);
}

/** A submission the server refused: the visitor's own words, so nothing typed is lost. */
function FailedRecord({ record, onDismiss }: { record: QueuedSubmission; onDismiss: () => void }) {
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
