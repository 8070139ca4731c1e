import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { FormField, inputClass, TextField } from '@/components/ui/form-field';
import { CONTACT } from '@/config/constants';
import { formKinds } from '@/config/form-kinds';
import { preloadToasts } from '@/lib/notify';
import { useHydrated } from '@/lib/use-hydrated';
import { contactToasts, copy, interestOptions } from '@/features/forms/contact/copy';
import { contactSchema, type ContactInput } from '@/features/forms/contact/schema';
import { ConsentNote } from '@/features/forms/consent-note';
import { DraftNote } from '@/features/forms/draft-note';
import { useFormDraft } from '@/features/forms/drafts/use-form-draft';
import { FileField, useChosenFiles } from '@/features/forms/file-field';
import { HoneypotField } from '@/features/forms/honeypot-field';
import { SubmitButton } from '@/features/forms/submit-button';
import { showFieldErrors, useSubmit } from '@/features/forms/use-submit';

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

  const { send, invalid, progress } = useSubmit<ContactInput>({
    kind: 'contact',
    toasts: contactToasts,
    onStored: () => {
      reset(empty);
      draft.forget();
    },
    onRefused: showFieldErrors(setError, empty),
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
      onSubmit={handleSubmit(send, invalid)}
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
      <HoneypotField form="contact" />
      <ConsentNote copy={copy} />
      <SubmitButton sending={isSubmitting} copy={copy} size="lg" className="w-full sm:w-auto" />
      {/* After the button: the note never moves it. */}
      <DraftNote saved={draft.saved} onClear={draft.clear} />
    </form>
  );
}
