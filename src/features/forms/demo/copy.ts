// The demo request's words (content/home, content/forms) as the section and its submit hook use them.
import { queuedToast, toasts } from '@/content/forms';
import type { FormToasts } from '@/features/forms/use-submit';

export { demoCopy as copy } from '@/content/home';

export const demoToasts: FormToasts = {
  success: () => toasts.demo,
  queued: queuedToast,
  error: toasts.error,
  validation: toasts.validation,
};
