import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { FormField, inputClass, TextField } from '@/components/ui/form-field';
import { CONTACT } from '@/config/constants';
import { formKinds, HONEYPOT_FIELD } from '@/config/form-kinds';
import { paths } from '@/config/paths';
import { contactFormCopy as copy, interestOptions, queuedToast, toasts } from '@/content/forms';
import { contactSchema, type ContactInput } from '@/lib/schemas/contact';
import { preloadToasts } from '@/lib/notify';
import { useHydrated } from '@/lib/use-hydrated';
import { DraftNote } from '@/components/sections/draft-note';
import { useFormDraft } from '@/components/sections/use-form-draft';
import { useOutboxSubmit } from '@/components/sections/use-outbox-submit';
import { FileField, useChosenFiles } from '@/features/forms/file-field';

// No defaultValues: react-hook-form then adopts whatever was typed before this code loaded.
const empty = { name: '', email: '', phone: '', company: '', interest: '', message: '' } as unknown as ContactInput;

/**
 * The inquiry form. Without JavaScript it posts natively to the same function; with it,
 * fields are validated by the shared zod schema and the inquiry is stored locally before sending.
 */
export function ContactForm() {
  // False in the prerendered HTML (the browser validates), true once hydrated (the schema does).
  const enhanced = useHydrated();
  useEffect(() => preloadToasts(), []);
  const form = useForm<ContactInput>({ resolver: zodResolver(contactSchema) });
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = form;
  const draft = useFormDraft('contact', form, empty);
  const attachments = useChosenFiles('attachments');

  const { onValid, onInvalid, progress } = useOutboxSubmit<ContactInput>({
    kind: 'contact',
    onStored: draft.forget,
    empty,
    reset,
    setError,
    toasts: { success: () => toasts.success, queued: queuedToast, error: toasts.error, validation: toasts.validation },
    analytics: (values) => ({ interest: String(values.interest ?? '') }),
    files: [attachments],
  });

  const err = (name: keyof ContactInput) => errors[name]?.message;
  return (
    <form
      action={formKinds.contact.endpoint}
      method="post"
      encType="multipart/form-data"
      noValidate={enhanced}
      onSubmit={handleSubmit(onValid, onInvalid)}
      className="space-y-5"
      aria-describedby="contact-required-note"
    >
      <p id="contact-required-note" className="text-sm text-slate-600">
        {copy.requiredNote}
      </p>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          id="contact-name"
          label={copy.labels.name}
          error={err('name')}
          required
          {...register('name')}
          type="text"
          autoComplete="name"
          placeholder={copy.placeholders.name}
        />
        <TextField
          id="contact-email"
          label={copy.labels.email}
          error={err('email')}
          required
          {...register('email')}
          type="email"
          autoComplete="email"
          placeholder={copy.placeholders.email}
        />
        <TextField
          id="contact-phone"
          label={copy.labels.phone}
          error={err('phone')}
          {...register('phone')}
          type="tel"
          autoComplete="tel"
          placeholder={copy.placeholders.phone}
        />
        <TextField
          id="contact-company"
          label={copy.labels.company}
          error={err('company')}
          required
          {...register('company')}
          type="text"
          autoComplete="organization"
          placeholder={copy.placeholders.company}
        />
      </div>
      <FormField id="contact-interest" label={copy.labels.interest} error={err('interest')} required>
        {(a) => (
          <select {...a} {...register('interest')} required className={inputClass}>
            <option value="">{copy.interestPlaceholder}</option>
            {interestOptions.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField id="contact-message" label={copy.labels.message} error={err('message')} required>
        {(a) => (
          <textarea
            {...a}
            {...register('message')}
            rows={CONTACT.textareaRows}
            required
            minLength={CONTACT.messageMinLength}
            className={inputClass}
            placeholder={copy.placeholders.message}
          />
        )}
      </FormField>
      <FileField id="contact-attachments" chosen={attachments} progress={progress} />
      {/* Honeypot: hidden from people and assistive technology; bots that fill it are ignored. */}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor="contact-website">Website</label>
        <input
          id="contact-website"
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
