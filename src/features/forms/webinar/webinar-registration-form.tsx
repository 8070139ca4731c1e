import { useEffect, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { TextField } from '@/components/ui/form-field';
import { formKinds } from '@/config/form-kinds';
import { formatSessionStart, getResourceDetail, isRegistrationOpen, isWebinar } from '@/content/resource-details';
import { preloadToasts } from '@/lib/notify';
import { useHydrated } from '@/lib/use-hydrated';
import { ConsentNote } from '@/features/forms/consent-note';
import { DraftNote } from '@/features/forms/draft-note';
import { useFormDraft } from '@/features/forms/drafts/use-form-draft';
import { HoneypotField } from '@/features/forms/honeypot-field';
import { SubmitButton } from '@/features/forms/submit-button';
import { showFieldErrors, useSubmit } from '@/features/forms/use-submit';
import { copy, webinarToasts } from '@/features/forms/webinar/copy';
import { webinarRegistrationSchema, type WebinarFields } from '@/features/forms/webinar/schema';

// The schema trims and drops NUL before checking, so its input type is wider than the fields'.
const resolver = zodResolver(webinarRegistrationSchema) as unknown as Resolver<WebinarFields>;

export interface WebinarRegistrationFormProps {
  /** The webinar's resource id (`/resources/<id>`); it must be an upcoming live session. */
  webinarSlug: string;
}

/**
 * Registration for an upcoming webinar. Without JavaScript it posts natively (the webinar travels
 * in a hidden field); with it, the shared zod schema checks the fields and the registration is
 * stored on the device before sending, like the contact form.
 */
export function WebinarRegistrationForm({ webinarSlug }: WebinarRegistrationFormProps) {
  // False in the prerendered HTML (the browser validates), true once hydrated (the schema does).
  const enhanced = useHydrated();
  useEffect(() => preloadToasts(), []);
  const detail = getResourceDetail(webinarSlug);
  const webinar = detail && isWebinar(detail) ? detail : undefined;
  // The clock is read only once hydrated, so the prerendered HTML always holds the form.
  const [now] = useState(() => new Date());
  const closed = enhanced && (!webinar || !isRegistrationOpen(webinar, now));
  const empty: WebinarFields = { name: '', email: '', organization: '', jobTitle: '', webinar: webinarSlug };
  // No defaultValues: react-hook-form then adopts whatever was typed before this code loaded.
  const form = useForm<WebinarFields>({ resolver });
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = form;
  const draft = useFormDraft('webinar', form, empty);

  const { send, invalid } = useSubmit<WebinarFields>({
    kind: 'webinar',
    toasts: webinarToasts((webinar && formatSessionStart(webinar)) ?? ''),
    onStored: () => {
      reset(empty);
      draft.forget();
    },
    onRefused: showFieldErrors(setError, empty),
    thankYou: 'webinar',
    analytics: () => ({ webinar: webinarSlug }),
    extra: { webinar: webinarSlug },
  });

  if (closed) {
    return (
      <p role="status" className="rounded-xl bg-slate-50 p-4 text-slate-700">
        {copy.closed}
      </p>
    );
  }

  const err = (name: keyof WebinarFields) => errors[name]?.message;
  return (
    <form
      action={formKinds.webinar.endpoint}
      method="post"
      noValidate={enhanced}
      onSubmit={handleSubmit(send, invalid)}
      className="space-y-5"
      aria-describedby="webinar-required-note"
    >
      <p id="webinar-required-note" className="text-sm text-slate-600">
        {copy.requiredNote}
      </p>
      <input type="hidden" {...register('webinar')} defaultValue={webinarSlug} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          id="webinar-name"
          label={copy.labels.name}
          error={err('name')}
          required
          {...register('name')}
          type="text"
          autoComplete="name"
          placeholder={copy.placeholders.name}
        />
        <TextField
          id="webinar-email"
          label={copy.labels.email}
          error={err('email')}
          required
          {...register('email')}
          type="email"
          autoComplete="email"
          placeholder={copy.placeholders.email}
        />
        <TextField
          id="webinar-organization"
          label={copy.labels.organization}
          error={err('organization')}
          required
          {...register('organization')}
          type="text"
          autoComplete="organization"
          placeholder={copy.placeholders.organization}
        />
        <TextField
          id="webinar-job-title"
          label={copy.labels.jobTitle}
          error={err('jobTitle')}
          {...register('jobTitle')}
          type="text"
          autoComplete="organization-title"
          placeholder={copy.placeholders.jobTitle}
        />
      </div>
      {/* A stale page naming a session that is no longer open: the server's reason, shown here. */}
      {errors.webinar?.message && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {errors.webinar.message}
        </p>
      )}
      <HoneypotField form="webinar" />
      <ConsentNote copy={copy} />
      <SubmitButton sending={isSubmitting} copy={copy} size="lg" className="w-full sm:w-auto" />
      {/* After the button: the note never moves it. */}
      <DraftNote saved={draft.saved} onClear={draft.clear} />
    </form>
  );
}
