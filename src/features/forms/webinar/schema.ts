// The webinar registration's rules, shared by the browser form and /api/webinar-registration.
// Like contact/schema.ts: only zod and content, relative imports with extensions (Node loads it on Vercel).
import { z } from 'zod';
import { isWebinar, resourceDetails } from '../../../content/resource-details.ts';
import { webinarValidationMessages as m } from '../../../content/webinar-form.ts';
import { limits, serverEmail, serverOptional, serverRequired } from '../rules.ts';

/**
 * Webinars one can register for: the live (upcoming) sessions in the content. An on-demand
 * webinar's recording is asked for by e-mail instead.
 */
export const registrableWebinarIds: readonly string[] = Object.values(resourceDetails)
  .filter(isWebinar)
  .filter((w) => w.session.status === 'upcoming')
  .map((w) => w.id);

export const webinarLimits = { organization: 200, jobTitle: 200 } as const;

export const webinarRegistrationSchema = z.object({
  name: serverRequired(m.nameRequired, 'Name', limits.name),
  email: serverEmail(m.emailRequired, m.emailInvalid),
  organization: serverRequired(m.organizationRequired, 'Organization', webinarLimits.organization),
  jobTitle: serverOptional('Job title', webinarLimits.jobTitle),
  // Checked against the content, not a pattern: a registration always names a real session.
  webinar: z
    .string({ error: m.webinarInvalid })
    .refine((v) => registrableWebinarIds.includes(v), { error: m.webinarInvalid }),
});

/** The form's fields as typed (every control holds a string; `webinar` is hidden). */
export interface WebinarFields {
  name: string;
  email: string;
  organization: string;
  jobTitle: string;
  webinar: string;
}
