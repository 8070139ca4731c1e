// The webinar registration's words (content/webinar-form) as the form and its submit hook use them.
import { queuedToast } from '@/content/forms';
import { webinarFormCopy as copy } from '@/content/webinar-form';
import type { FormToasts } from '@/features/forms/use-submit';

export { webinarFormCopy as copy } from '@/content/webinar-form';

/** `start`: the session's start as the success toast names it. */
export const webinarToasts = (start: string): FormToasts => ({
  success: () => copy.toasts.success(start),
  queued: (q) => (q.why === 'offline' ? copy.toasts.queued : queuedToast(q)),
  error: copy.toasts.error,
  validation: copy.toasts.validation,
});
