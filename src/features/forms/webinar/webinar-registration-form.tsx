import { useState } from 'react';
import type { Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { TextField } from '@/components/ui/form-field';
import { formatSessionStart, getResourceDetail, isRegistrationOpen, isWebinar } from '@/content/resource-details';
import { useHydrated } from '@/lib/use-hydrated';
import { bindFields, DraftedForm, NameAndEmail, useDraftedForm } from '@/features/forms/drafted-form';
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
 * kept on the device before sending, like the contact form.
 */
export function WebinarRegistrationForm({ webinarSlug }: WebinarRegistrationFormProps) {
  const enhanced = useHydrated();
  const detail = getResourceDetail(webinarSlug);
  const webinar = detail && isWebinar(detail) ? detail : undefined;
  // The clock is read only once hydrated, so the prerendered HTML always holds the form.
  const [now] = useState(() => new Date());
  const closed = enhanced && (!webinar || !isRegistrationOpen(webinar, now));
  const empty: WebinarFields = { name: '', email: '', organization: '', jobTitle: '', webinar: webinarSlug };
  const { form, draft, submit, sending } = useDraftedForm<WebinarFields>('webinar', {
    resolver,
    empty,
    toasts: webinarToasts((webinar && formatSessionStart(webinar)) ?? ''),
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

  const { input } = bindFields('webinar', form, copy);
  const stale = form.formState.errors.webinar?.message;
  return (
    <DraftedForm kind="webinar" copy={copy} onSubmit={submit} sending={sending} draft={draft}>
      <input type="hidden" {...form.register('webinar')} defaultValue={webinarSlug} />
      <NameAndEmail input={input}>
        <TextField {...input('organization')} required />
        <TextField {...input('jobTitle')} />
      </NameAndEmail>
      {/* A stale page naming a session that is no longer open: the server's reason, shown here. */}
      {stale && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {stale}
        </p>
      )}
    </DraftedForm>
  );
}
