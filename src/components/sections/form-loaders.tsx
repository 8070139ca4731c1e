// The job application and webinar registration forms as pages embed them: like the contact form
// (contact-section.tsx), react-hook-form and zod load only when the visitor reaches for the form;
// until then the prerendered HTML works as a plain form. A draft to restore loads them at once.
import { onDemand } from '@/components/ui/on-demand';
import { hasDraft } from '@/lib/drafts';

/** `<ApplicationFormOnDemand defaultRole={job.slug} />`; one per page. */
export const ApplicationFormOnDemand = onDemand(
  'application-form',
  () => import('@/components/sections/application-form').then((m) => m.ApplicationForm),
  'min-h-[52rem]',
  () => hasDraft('application'),
);

/** `<WebinarRegistrationFormOnDemand webinarSlug={id} />`; one per page. */
export const WebinarRegistrationFormOnDemand = onDemand(
  'webinar-registration-form',
  () => import('@/components/sections/webinar-registration-form').then((m) => m.WebinarRegistrationForm),
  'min-h-[30rem]',
  () => hasDraft('webinar'),
);
