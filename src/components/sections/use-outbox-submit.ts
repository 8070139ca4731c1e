import type { FieldValues, Path, UseFormReset, UseFormSetError } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { CONTACT } from '@/config/constants';
import { track } from '@/lib/analytics';
import { notify } from '@/lib/notify';
import { deliveryOf, queuedBecause, submit } from '@/lib/outbox';

interface Toast {
  title: string;
  description: string;
}
type QueuedWhy = ReturnType<typeof queuedBecause>;

export interface OutboxSubmitOptions<T extends FieldValues> {
  kind: Parameters<typeof submit>[0];
  /** The cleared form, after a send or a save for later. */
  empty: T;
  reset: UseFormReset<T>;
  setError: UseFormSetError<T>;
  toasts: { success: () => Toast; queued: (why: QueuedWhy) => Toast; error: Toast; validation: Toast };
  /** Where the visitor goes once it is sent, or saved to send later (offline, or the server busy). */
  thankYou: (queued?: 'offline' | 'busy') => string;
  /** Analytics parameters of a sent submission, besides its form name. */
  analytics: (values: T) => Record<string, string>;
  /** Fields sent besides what the visitor typed (a hidden webinar id). */
  extra?: Record<string, string>;
}

/**
 * What every enhanced form does on submit: store it on the device and send it (lib/outbox), then
 * say honestly what happened (sent; saved for later, offline or busy; refused, with the server's
 * field errors) and move on to the thank-you page.
 */
export function useOutboxSubmit<T extends FieldValues>(o: OutboxSubmitOptions<T>) {
  const navigate = useNavigate();
  const onValid = async (values: T) => {
    const typed = Object.fromEntries(Object.entries(values).map(([k, v]) => [k, String(v ?? '')]));
    const result = await submit(o.kind, { ...typed, ...o.extra });
    const delivery = deliveryOf(result);
    if (delivery !== 'failed') {
      const why = delivery === 'queued' ? queuedBecause(result) : undefined;
      // Saved on this device is never announced as sent.
      const toast = why ? o.toasts.queued(why) : o.toasts.success();
      notify(why ? 'info' : 'success', toast.title, toast.description);
      if (!why) track('form_submission', { form_name: o.kind, ...o.analytics(values) });
      o.reset(o.empty);
      const next = o.thankYou(why ? (why.offline ? 'offline' : 'busy') : undefined);
      setTimeout(() => navigate(next), CONTACT.redirectDelayMs);
      return;
    }
    const { outcome } = result;
    if (outcome.status === 'rejected' && outcome.fields) {
      for (const [name, message] of Object.entries(outcome.fields)) {
        if (name in o.empty) o.setError(name as Path<T>, { message });
      }
    }
    notify('error', o.toasts.error.title, o.toasts.error.description);
  };
  const onInvalid = () => notify('error', o.toasts.validation.title, o.toasts.validation.description);
  return { onValid, onInvalid };
}
