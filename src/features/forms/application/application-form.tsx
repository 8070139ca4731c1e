import { useEffect } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { FormField, inputClass, TextField } from '@/components/ui/form-field';
import { CONTACT } from '@/config/constants';
import { formKinds } from '@/config/form-kinds';
import { preloadToasts } from '@/lib/notify';
import { useHydrated } from '@/lib/use-hydrated';
import {
  APPLICATION_MESSAGE_MIN_LENGTH,
  applicationRoleLabel,
  applicationRoleOptions,
  applicationRoles,
  applicationToasts,
  copy,
  resumeMailtoHref,
} from '@/features/forms/application/copy';
import { applicationSchema, type ApplicationFields } from '@/features/forms/application/schema';
import { ConsentNote } from '@/features/forms/consent-note';
import { DraftNote } from '@/features/forms/draft-note';
import { useFormDraft } from '@/features/forms/drafts/use-form-draft';
import { FileField, useChosenFiles } from '@/features/forms/file-field';
import { HoneypotField } from '@/features/forms/honeypot-field';
import { SubmitButton } from '@/features/forms/submit-button';
import { showFieldErrors, useSubmit } from '@/features/forms/use-submit';

// The schema trims and drops NUL before checking, so its input type is wider than the fields'.
const resolver = zodResolver(applicationSchema) as unknown as Resolver<ApplicationFields>;

export interface ApplicationFormProps {
  /** A role to preselect (a job's slug, or 'general'); anything else leaves the choice open. */
  defaultRole?: string;
}

/**
 * The job application. Without JavaScript it posts natively to the same function; with it, the
 * shared zod schema checks the fields and the application is stored on the device before sending,
 * like the contact form. A resume file travels with it (uploaded resumably), or by e-mail, or as a link.
 */
export function ApplicationForm({ defaultRole }: ApplicationFormProps) {
  // False in the prerendered HTML (the browser validates), true once hydrated (the schema does).
  const enhanced = useHydrated();
  useEffect(() => preloadToasts(), []);
  const role = defaultRole && applicationRoles.includes(defaultRole) ? defaultRole : '';
  const empty: ApplicationFields = { name: '', email: '', phone: '', role, link: '', message: '' };
  // No defaultValues: react-hook-form then adopts whatever was typed before this code loaded
  // (the preselected role is the select's own default, in the prerendered HTML too).
  const form = useForm<ApplicationFields>({ resolver });
  const {
    register,
    handleSubmit,
    reset,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = form;
  const draft = useFormDraft('application', form, empty);
  const resume = useChosenFiles('resume');

  const { send, invalid, progress } = useSubmit<ApplicationFields>({
    kind: 'application',
    toasts: applicationToasts,
    onStored: () => {
      reset(empty);
      draft.forget();
    },
    onRefused: showFieldErrors(setError, empty),
    thankYou: 'application',
    files: [resume],
    analytics: (values) => ({ role: values.role }),
  });

  const err = (name: keyof ApplicationFields) => errors[name]?.message;
  // The resume link's subject names the role chosen so far.
  const chosen = useWatch({ control, name: 'role' });
  const roleLabel = applicationRoleLabel(chosen || role || 'general');
  return (
    <form
      action={formKinds.application.endpoint}
      method="post"
      encType="multipart/form-data"
      noValidate={enhanced}
      onSubmit={handleSubmit(send, invalid)}
      className="space-y-5"
      aria-describedby="application-required-note"
    >
      <p id="application-required-note" className="text-sm text-slate-600">
        {copy.requiredNote}
      </p>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          id="application-name"
          label={copy.labels.name}
          error={err('name')}
          required
          {...register('name')}
          type="text"
          autoComplete="name"
          placeholder={copy.placeholders.name}
        />
        <TextField
          id="application-email"
          label={copy.labels.email}
          error={err('email')}
          required
          {...register('email')}
          type="email"
          autoComplete="email"
          placeholder={copy.placeholders.email}
        />
        <TextField
          id="application-phone"
          label={copy.labels.phone}
          error={err('phone')}
          hint={copy.help.phone}
          {...register('phone')}
          type="tel"
          autoComplete="tel"
          placeholder={copy.placeholders.phone}
        />
        <FormField id="application-role" label={copy.labels.role} error={err('role')} hint={copy.help.role} required>
          {(a) => (
            <select {...a} {...register('role')} defaultValue={role || undefined} required className={inputClass}>
              <option value="">{copy.rolePlaceholder}</option>
              {applicationRoleOptions.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </div>
      <FormField
        id="application-message"
        label={copy.labels.message}
        error={err('message')}
        hint={copy.help.message}
        required
      >
        {(a) => (
          <textarea
            {...a}
            {...register('message')}
            rows={CONTACT.textareaRows}
            required
            minLength={APPLICATION_MESSAGE_MIN_LENGTH}
            className={inputClass}
            placeholder={copy.placeholders.message}
          />
        )}
      </FormField>
      {/* Side by side from sm up: the ways to show experience, and the form stays short. */}
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          id="application-link"
          label={copy.labels.link}
          error={err('link')}
          hint={copy.help.link}
          {...register('link')}
          type="url"
          inputMode="url"
          autoComplete="url"
          pattern="https?://.+"
          placeholder={copy.placeholders.link}
        />
        <div>
          <FileField id="application-resume" chosen={resume} progress={progress} />
          <p className="mt-1 text-sm text-slate-600">
            {copy.resume.text} {/* A link inside a sentence: exempt from the 24 px target size, so no tall box here. */}
            <a href={resumeMailtoHref(roleLabel)} className="font-semibold text-brand-700 underline underline-offset-4">
              {copy.resume.linkText}
            </a>
          </p>
        </div>
      </div>
      <HoneypotField form="application" />
      <ConsentNote copy={copy} />
      <SubmitButton sending={isSubmitting} copy={copy} size="lg" className="w-full sm:w-auto" />
      {/* After the button: the note never moves it. */}
      <DraftNote saved={draft.saved} onClear={draft.clear} />
    </form>
  );
}
