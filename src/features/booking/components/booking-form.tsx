// The visitor's details for a call: the contact form's rules (the shared booking schema), its
// draft kept on this device, and the one submit path of every form (kept on the device, then sent).
// The chosen time rides along as hidden fields; the answer says whether the time was still free.
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { SelectField, TextAreaField, TextField } from '@/components/ui/form-field';
import { bookingCopy, bookingFormCopy } from '@/content/booking';
import { interestOptions, queuedToast } from '@/content/forms';
import { bookingSchema } from '@/features/booking/contract';
import { bindFields, DraftedForm, NameAndEmail, useDraftedForm } from '@/features/forms/drafted-form';
import type { SubmitResult } from '@/features/forms/queue/submit';

export interface BookingFields {
  name: string;
  email: string;
  phone: string;
  company: string;
  interest: string;
  note: string;
}

const empty: BookingFields = { name: '', email: '', phone: '', company: '', interest: '', note: '' };
// The schema also checks the hidden fields; the form checks only what the visitor types.
const resolver = zodResolver(
  bookingSchema.pick({ name: true, email: true, phone: true, company: true, interest: true, note: true }),
) as unknown as Resolver<BookingFields>;

const copy = { ...bookingCopy.form, labels: bookingFormCopy.labels };

export function BookingForm({
  hidden,
  onResult,
}: {
  /** The call asked for: kind, start, zone and the hold kept for it. */
  hidden: Record<string, string>;
  onResult: (result: SubmitResult, email: string) => void;
}) {
  const { form, draft, send, invalid, sending } = useDraftedForm<BookingFields>('booking', {
    resolver,
    empty,
    thankYou: 'stay',
    extra: hidden,
    toasts: {
      success: () => ({ title: bookingCopy.toasts.sent.title, description: bookingCopy.toasts.sent.description }),
      queued: queuedToast,
      error: bookingCopy.toasts.error,
      validation: bookingCopy.toasts.validation,
    },
    analytics: () => ({ call: hidden.callKind ?? '' }),
  });
  const { field, input } = bindFields('booking', form, copy);
  const submit = form.handleSubmit(async (values) => {
    const result = await send(values);
    if (result) onResult(result, values.email);
  }, invalid);
  return (
    <DraftedForm kind="booking" copy={copy} onSubmit={submit} sending={sending} draft={draft}>
      <NameAndEmail input={input}>
        <TextField {...input('phone')} />
        <TextField {...input('company')} required />
      </NameAndEmail>
      <SelectField {...field('interest')} required placeholder={copy.interestPlaceholder} options={interestOptions} />
      <TextAreaField {...field('note')} rows={3} />
    </DraftedForm>
  );
}
