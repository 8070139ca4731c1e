// The newsletter sign-up's words (each page's NewsletterCopy) as its submit hook uses them.
import { queuedToast, toasts } from '@/content/forms';
import type { NewsletterCopy } from '@/content/resources';
import type { FormToasts } from '@/features/forms/use-submit';

export const newsletterToasts = (copy: NewsletterCopy): FormToasts => ({
  success: () => copy.success,
  queued: queuedToast,
  error: toasts.error,
  validation: toasts.validation,
});
