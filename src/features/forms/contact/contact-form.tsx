import type { Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { SelectField, TextAreaField, TextField } from '@/components/ui/form-field';
import { CONTACT } from '@/config/constants';
import { contactToasts, copy, interestOptions } from '@/features/forms/contact/copy';
import { contactSchema, type ContactFields } from '@/features/forms/contact/schema';
import { bindFields, DraftedForm, NameAndEmail, useDraftedForm } from '@/features/forms/drafted-form';
import { FileField, useChosenFiles } from '@/features/forms/file-field';

// The schema trims and drops NUL before checking, so its input type is wider than the fields'.
const resolver = zodResolver(contactSchema) as unknown as Resolver<ContactFields>;
const empty: ContactFields = { name: '', email: '', phone: '', company: '', interest: '', message: '' };

/**
 * The contact form. Without JavaScript it posts natively to the same function; with it, the
 * shared zod schema checks the fields and the submission is kept on the device before sending.
 */
export function ContactForm() {
  const attachments = useChosenFiles('attachments');
  const { form, draft, submit, sending, progress } = useDraftedForm<ContactFields>('contact', {
    resolver,
    empty,
    toasts: contactToasts,
    analytics: (values) => ({ interest: values.interest }),
    files: [attachments],
  });
  const { field, input } = bindFields('contact', form, copy);
  return (
    <DraftedForm kind="contact" copy={copy} multipart onSubmit={submit} sending={sending} draft={draft}>
      <NameAndEmail input={input}>
        <TextField {...input('phone')} />
        <TextField {...input('company')} required />
      </NameAndEmail>
      <SelectField {...field('interest')} required placeholder={copy.interestPlaceholder} options={interestOptions} />
      <TextAreaField {...field('message')} required rows={CONTACT.textareaRows} minLength={CONTACT.messageMinLength} />
      <FileField id="contact-attachments" chosen={attachments} progress={progress} />
    </DraftedForm>
  );
}
