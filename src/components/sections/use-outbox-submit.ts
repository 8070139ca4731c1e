import type { FieldValues, Path, UseFormReset, UseFormSetError } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { CONTACT } from '@/config/constants';
import { thankYouHref, type ThankYouForm } from '@/config/paths';
import { track } from '@/lib/analytics';
import { notify } from '@/lib/notify';
import { submit, type SubmitResult } from '@/lib/outbox';

interface Toast {
  title: string;
  description: string;
}
type Queued = Extract<SubmitResult, { status: 'queued' }>;

export interface OutboxSubmitOptions<T extends FieldValues> {
  kind: Parameters<typeof submit>[0];
  /** The cleared form, after a send or a save for later. */
  empty: T;
  reset: UseFormReset<T>;
  setError: UseFormSetError<T>;
  toasts: { success: () => Toast; queued: (queued: Queued) => Toast; error: Toast; validation: Toast };
  /** Which thank-you text the visitor sees once it is sent or saved (the contact form's by default). */
  thankYouForm?: ThankYouForm;
  /** Analytics parameters of a sent submission, besides its form name. */
  analytics: (values: T) => Record<string, string>;
  /** Fields sent besides what the visitor typed (a hidden webinar id). */
  extra?: Record<string, string>;
  /** Once it is sent or queued: the queue holds it now (the form's draft is dropped). */
  onStored?: () => void;
}

/**
 * What every enhanced form does on submit: store it on the device and send it (lib/outbox), then
 * say honestly what happened (sent; saved for later, with why; refused, with the server's field
 * errors) and move on to the thank-you page, which follows a saved one until it is delivered.
 */
export function useOutboxSubmit<T extends FieldValues>(o: OutboxSubmitOptions<T>) {
  const navigate = useNavigate();
  const onValid = async (values: T) => {
    const typed = Object.fromEntries(Object.entries(values).map(([k, v]) => [k, String(v ?? '')]));
    const result = await submit(o.kind, { ...typed, ...o.extra });
    if (result.status !== 'refused') {
      const queued = result.status === 'queued' ? result : undefined;
      // Saved on this device is never announced as sent.
      const toast = queued ? o.toasts.queued(queued) : o.toasts.success();
      notify(queued ? 'info' : 'success', toast.title, toast.description);
      if (!queued) track('form_submission', { form_name: o.kind, ...o.analytics(values) });
      o.reset(o.empty);
      o.onStored?.();
      const next = thankYouHref(o.thankYouForm, queued?.why, queued?.id);
      setTimeout(() => navigate(next), CONTACT.redirectDelayMs);
      return;
    }
    for (const [name, message] of Object.entries(result.fields ?? {})) {
      if (name in o.empty) o.setError(name as Path<T>, { message });
    }
    notify('error', o.toasts.error.title, o.toasts.error.description);
  };
  const onInvalid = () => notify('error', o.toasts.validation.title, o.toasts.validation.description);
  return { onValid, onInvalid };
}
