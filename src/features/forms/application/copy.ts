// The job application's words (content/application-form) as the form and its submit hook use them.
import { applicationFormCopy as copy } from '@/content/application-form';
import { queuedToast } from '@/content/forms';
import type { FormToasts } from '@/features/forms/use-submit';

export {
  APPLICATION_MESSAGE_MIN_LENGTH,
  applicationFormCopy as copy,
  applicationRoleLabel,
  applicationRoleOptions,
  applicationRoles,
  resumeMailtoHref,
} from '@/content/application-form';

export const applicationToasts: FormToasts = {
  success: () => copy.toasts.success,
  queued: (q) => (q.why === 'offline' ? copy.toasts.queued : queuedToast(q)),
  error: copy.toasts.error,
  validation: copy.toasts.validation,
};
