// The contact, job application and webinar registration forms as pages embed them: react-hook-form
// and zod load only when the visitor reaches for the form; until then the prerendered HTML works as
// a plain form. A draft to restore loads them at once.
import { onDemand } from '@/components/ui/on-demand';
import { hasDraft } from '@/features/forms/drafts/drafts';

/** `<ContactFormOnDemand />`, in the contact section. */
export const ContactFormOnDemand = onDemand(
  'contact-form',
  () => import('@/features/forms/contact/contact-form').then((m) => m.ContactForm),
  'min-h-[40rem]',
  () => hasDraft('contact'),
);

/** `<ApplicationFormOnDemand defaultRole={job.slug} />`; one per page. */
export const ApplicationFormOnDemand = onDemand(
  'application-form',
  () => import('@/features/forms/application/application-form').then((m) => m.ApplicationForm),
  'min-h-[52rem]',
  () => hasDraft('application'),
);

/** `<WebinarRegistrationFormOnDemand webinarSlug={id} />`; one per page. */
export const WebinarRegistrationFormOnDemand = onDemand(
  'webinar-registration-form',
  () => import('@/features/forms/webinar/webinar-registration-form').then((m) => m.WebinarRegistrationForm),
  'min-h-[30rem]',
  () => hasDraft('webinar'),
);
