// The contact form's words (content/forms) as the form and its submit hook use them.
import { contactFormCopy, interestOptions, queuedToast, toasts } from '@/content/forms';
import type { FormToasts } from '@/features/forms/use-submit';

export { contactFormCopy as copy, interestOptions };

export const contactToasts: FormToasts = {
  success: () => toasts.success,
  queued: queuedToast,
  error: toasts.error,
  validation: toasts.validation,
};
