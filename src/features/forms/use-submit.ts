import { useState } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { uploadCopy } from '@/content/attachments';
import type { ChosenFiles } from '@/features/forms/file-field';
import { submit, type SubmitResult } from '@/features/forms/queue/submit';
import { CONTACT } from '@/config/constants';
import type { FormKind } from '@/config/form-kinds';
import { thankYouHref, type ThankYouForm } from '@/config/paths';
import { track } from '@/features/analytics/recorder';
import { notify } from '@/lib/notify';
import { pageFileSender } from '@/features/forms/uploads/load-sender';

export interface Toast {
  title: string;
  description: string;
}
export type Queued = Extract<SubmitResult, { status: 'queued' }>;

/** What a form tells the visitor: sent, saved for later (with why), refused, or not valid yet. */
export interface FormToasts {
  success: () => Toast;
  queued: (queued: Queued) => Toast;
  error: Toast;
  validation: Toast;
}

export interface SubmitOptions<T extends FieldValues> {
  kind: FormKind;
  toasts: FormToasts;
  /** Once it is sent or queued: the queue holds it now (clear the form, drop its draft). */
  onAccepted: () => void;
  /** The server's field errors (the file fields' own go back to them here). */
  onRefused?: (fields: Record<string, string>) => void;
  /**
   * Where the visitor goes once it is sent or saved: that form's thank-you text (the contact
   * form's by default), or nowhere ('stay': a sign-up in a page section).
   */
  thankYou?: ThankYouForm | 'contact' | 'stay';
  /** Analytics parameters of a sent submission, besides its form name; none: not tracked. */
  analytics?: (values: T) => Record<string, string>;
  /** Fields sent besides what the visitor typed (a hidden webinar id). */
  extra?: Record<string, string>;
  /** The form's file fields: their files go with it, and their errors come back to them. */
  files?: readonly ChosenFiles[];
  /** "Sending..." shows at least this long. */
  minSendingMs?: number;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The one submit path of every form: keep it on the device and send it (queue/submit), then say
 * honestly what happened (sent; saved for later, with why; refused, with the server's field
 * errors) and move on to the thank-you page, which follows a saved one until it is delivered.
 */
export function useSubmit<T extends FieldValues>(o: SubmitOptions<T>) {
  const navigate = useNavigate();
  const [sending, setSending] = useState(false);
  const [progress, setProgress] = useState<string>();
  const invalid = () => void notify('error', o.toasts.validation.title, o.toasts.validation.description);
  const send = async (values: T): Promise<SubmitResult | undefined> => {
    const typed = Object.fromEntries(Object.entries(values).map(([k, v]) => [k, String(v ?? '')]));
    const fileFields = o.files ?? [];
    if (fileFields.some((c) => c.error)) return void invalid();
    const files = fileFields.flatMap((c) => c.files.map((file) => ({ field: c.field, file })));
    setSending(true);
    let result: SubmitResult | undefined;
    try {
      const sent = submit(
        o.kind,
        { ...typed, ...o.extra },
        {
          // The page loads the upload code on demand (the worker has its own).
          fileSender: pageFileSender,
          files,
          onProgress: (done, total) =>
            setProgress(
              uploadCopy.uploading(
                files.map((f) => f.file.name),
                Math.floor((done / total) * 100),
              ),
            ),
        },
      );
      [result] = await Promise.all([sent, o.minSendingMs ? sleep(o.minSendingMs) : undefined]);
    } catch {
      result = undefined;
    } finally {
      setSending(false);
      setProgress(undefined);
    }
    if (result && result.status !== 'refused') {
      const queued = result.status === 'queued' ? result : undefined;
      // Saved on this device is never announced as sent.
      const toast = queued ? o.toasts.queued(queued) : o.toasts.success();
      void notify(queued ? 'info' : 'success', toast.title, toast.description);
      // Sent by the visitor, whether delivered now or saved to be sent: the funnel's last step.
      track('form_sent', { form_name: o.kind });
      if (!queued && o.analytics) track('form_submission', { form_name: o.kind, ...o.analytics(values) });
      o.onAccepted();
      for (const c of fileFields) c.clear();
      if (o.thankYou !== 'stay') {
        const form = o.thankYou === 'contact' ? undefined : o.thankYou;
        const next = thankYouHref(form, queued?.why, queued?.id);
        setTimeout(() => navigate(next), CONTACT.redirectDelayMs);
      }
      return result;
    }
    for (const [name, message] of Object.entries(result?.fields ?? {})) {
      fileFields.find((c) => c.field === name)?.fail(message);
    }
    if (result?.fields) o.onRefused?.(result.fields);
    void notify('error', o.toasts.error.title, o.toasts.error.description);
    return result;
  };
  return { send, invalid, sending, progress };
}

/** Shows the server's field errors on a react-hook-form form's own fields. */
export const showFieldErrors =
  <T extends FieldValues>(setError: UseFormSetError<T>, empty: T) =>
  (fields: Record<string, string>) => {
    for (const [name, message] of Object.entries(fields)) {
      if (name in empty) setError(name as Path<T>, { message });
    }
  };
