import { useState } from 'react';
import type { FieldValues, Path, UseFormReset, UseFormSetError } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { uploadCopy } from '@/content/attachments';
import type { ChosenFiles } from '@/features/forms/file-field';
import { CONTACT } from '@/config/constants';
import { thankYouHref, type ThankYouForm } from '@/config/paths';
import { track } from '@/lib/analytics';
import { notify } from '@/lib/notify';
import { submit, type SubmitResult } from '@/lib/outbox';
// The page loads the upload code on demand (the worker has its own).
import '@/features/forms/uploads/load-sender';

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
  /** The form's file fields: their files go with it, and their errors come back to them. */
  files?: readonly ChosenFiles[];
}

/**
 * What every enhanced form does on submit: store it on the device and send it (lib/outbox), then
 * say honestly what happened (sent; saved for later, with why; refused, with the server's field
 * errors) and move on to the thank-you page, which follows a saved one until it is delivered.
 */
export function useOutboxSubmit<T extends FieldValues>(o: OutboxSubmitOptions<T>) {
  const navigate = useNavigate();
  const [progress, setProgress] = useState<string>();
  const onValid = async (values: T) => {
    const typed = Object.fromEntries(Object.entries(values).map(([k, v]) => [k, String(v ?? '')]));
    const fileFields = o.files ?? [];
    if (fileFields.some((c) => c.error)) return onInvalid();
    const files = fileFields.flatMap((c) => c.files.map((file) => ({ field: c.field, file })));
    const result = await submit(
      o.kind,
      { ...typed, ...o.extra },
      {
        files,
        onProgress: (sent, total) =>
          setProgress(
            uploadCopy.uploading(
              files.length === 1 ? files[0]!.file.name : `${files.length} files`,
              Math.floor((sent / total) * 100),
            ),
          ),
      },
    );
    setProgress(undefined);
    if (result.status !== 'refused') {
      const queued = result.status === 'queued' ? result : undefined;
      // Saved on this device is never announced as sent.
      const toast = queued ? o.toasts.queued(queued) : o.toasts.success();
      notify(queued ? 'info' : 'success', toast.title, toast.description);
      if (!queued) track('form_submission', { form_name: o.kind, ...o.analytics(values) });
      o.reset(o.empty);
      for (const c of fileFields) c.clear();
      o.onStored?.();
      const next = thankYouHref(o.thankYouForm, queued?.why, queued?.id);
      setTimeout(() => navigate(next), CONTACT.redirectDelayMs);
      return;
    }
    for (const [name, message] of Object.entries(result.fields ?? {})) {
      if (name in o.empty) o.setError(name as Path<T>, { message });
      fileFields.find((c) => c.field === name)?.fail(message);
    }
    notify('error', o.toasts.error.title, o.toasts.error.description);
  };
  function onInvalid() {
    notify('error', o.toasts.validation.title, o.toasts.validation.description);
  }
  return { onValid, onInvalid, progress };
}
