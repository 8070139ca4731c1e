// The page's delivery path where Background Sync is missing (Safari, Firefox) or late: drains the
// submission queue on load, on reconnect, on return to the tab, and when a backoff ends; keeps the
// pending count, hands refused submissions to the UI, and says "delivered" once per submission.
import { deliveredNotice } from '@/content/app-shell';
import { pendingSubmissions } from '@/lib/pending-submissions';
import { notify } from '@/lib/notify';
import {
  CHANNEL,
  deliveredLater,
  drain,
  forget,
  nextAttemptAt,
  pendingCount,
  pruneQueue,
  refusedLater,
  type QueuedSubmission,
} from '@/features/forms/queue/drain';
import { pageFileSender } from '@/features/forms/uploads/load-sender';

/** One tab at a time says "delivered" (a lock name other tabs and deploys share). */
const NOTICES_LOCK = 'outbox-notices';

export interface Scheduler {
  /** Reads the queue again (after the visitor dismissed a refused submission). */
  refresh(): Promise<void>;
  stop(): void;
}

/** Starts the page's drains; `onRefused` gets the submissions the server refused after the visitor left. */
export function startScheduler(onRefused: (records: QueuedSubmission[]) => void): Scheduler {
  let timer = 0;
  let closed = false;
  const refresh = async () => {
    pendingSubmissions.set(await pendingCount());
    onRefused(await refusedLater());
    await announceDelivered();
  };
  /**
   * (Re)arms the retry timer for the earliest pending record. Runs after every drain and every
   * queue change, including this page's own submission failing: while the server is down or
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
    // Queued uploads resume from here too, with the page's upload code.
    await drain({ fileSender: pageFileSender, force }).catch(() => null);
    await refresh();
    await schedule();
  };
  const onOnline = () => void run(true);
  const onVisible = () => document.visibilityState === 'visible' && void run(false);
  void pruneQueue().catch(() => undefined);
  void run(false);
  window.addEventListener('online', onOnline);
  document.addEventListener('visibilitychange', onVisible);
  const channel = new BroadcastChannel(CHANNEL);
  channel.onmessage = () => {
    void refresh();
    void schedule();
  };
  return {
    refresh,
    stop() {
      closed = true;
      clearTimeout(timer);
      window.removeEventListener('online', onOnline);
      document.removeEventListener('visibilitychange', onVisible);
      channel.close();
    },
  };
}

/**
 * Tells the visitor, once, that a message saved earlier has now been delivered (by this tab, the
 * worker or another tab), then deletes the record: nothing needs it any more.
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
    await navigator.locks.request(NOTICES_LOCK, { ifAvailable: true }, (lock) => (lock ? run() : null));
  else await run();
}
