import { useEffect } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { FormField, inputClass, TextField } from '@/components/ui/form-field';
import { CONTACT } from '@/config/constants';
import { formKinds, HONEYPOT_FIELD } from '@/config/form-kinds';
import { paths } from '@/config/paths';
import {
  APPLICATION_MESSAGE_MIN_LENGTH,
  applicationFormCopy as copy,
  applicationRoleLabel,
  applicationRoleOptions,
  applicationRoles,
  resumeMailtoHref,
} from '@/content/application-form';
import { queuedToast } from '@/content/forms';
import { applicationSchema, type ApplicationFields } from '@/lib/schemas/application';
import { preloadToasts } from '@/lib/notify';
import { useHydrated } from '@/lib/use-hydrated';
import { DraftNote } from '@/components/sections/draft-note';
import { useFormDraft } from '@/components/sections/use-form-draft';
import { useOutboxSubmit } from '@/components/sections/use-outbox-submit';
import { FileField, useChosenFiles } from '@/features/forms/file-field';

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

  const { onValid, onInvalid, progress } = useOutboxSubmit<ApplicationFields>({
    kind: 'application',
    onStored: draft.forget,
    empty,
    reset,
    setError,
    toasts: {
      success: () => copy.toasts.success,
      queued: (q) => (q.why === 'offline' ? copy.toasts.queued : queuedToast(q)),
      error: copy.toasts.error,
      validation: copy.toasts.validation,
    },
    thankYouForm: 'application',
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
      onSubmit={handleSubmit(onValid, onInvalid)}
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
      <div>
        <FileField id="application-resume" chosen={resume} progress={progress} />
        <p className="mt-1 text-sm text-slate-600">
          {copy.resume.text}{' '}
          <a
            href={resumeMailtoHref(roleLabel)}
            className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-4"
          >
            {copy.resume.linkText}
          </a>
        </p>
      </div>
      {/* Honeypot: hidden from people and assistive technology; bots that fill it are ignored. */}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor="application-website">Website</label>
        <input
          id="application-website"
          name={HONEYPOT_FIELD}
          type="text"
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </div>
      <p className="text-sm text-slate-600">
        {copy.privacyNote}{' '}
        <Link to={paths.privacy} className="font-medium text-brand-700 underline underline-offset-4">
          {copy.privacyLink}
        </Link>
        .
      </p>
      <Button type="submit" size="lg" disabled={isSubmitting} className="w-full sm:w-auto">
        {isSubmitting ? copy.sending : copy.submit}
      </Button>
      {/* After the button: the note never moves it. */}
      <DraftNote saved={draft.saved} onClear={draft.clear} />
    </form>
  );
}
