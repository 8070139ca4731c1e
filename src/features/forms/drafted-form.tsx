// What the contact form, the job application and the webinar registration share: a react-hook-form
// form checked by its schema, its draft kept on this device and the one submit path (the hook); the
// form element around their fields, with the pieces every one of them has (the component); and their
// fields' ids, words and registration (bindFields). Loaded with those forms only (react-hook-form).
import { useEffect, type ComponentProps, type FormEventHandler, type InputHTMLAttributes, type ReactNode } from 'react';
import { useForm, type FieldValues, type Path, type Resolver, type UseFormReturn } from 'react-hook-form';
import { TextField } from '@/components/ui/form-field';
import { formKinds } from '@/config/form-kinds';
import { preloadToasts } from '@/lib/notify';
import { useHydrated } from '@/lib/use-hydrated';
import { ConsentNote } from '@/features/forms/consent-note';
import { DraftNote } from '@/features/forms/draft-note';
import { useFormDraft } from '@/features/forms/drafts/use-form-draft';
import { HoneypotField } from '@/features/forms/honeypot-field';
import { SubmitButton } from '@/features/forms/submit-button';
import { showFieldErrors, useSubmit, type SubmitOptions } from '@/features/forms/use-submit';

/** The forms with a draft. */
export type DraftedKind = 'contact' | 'application' | 'webinar' | 'booking';

export interface DraftedFormOptions<T extends FieldValues> extends Omit<
  SubmitOptions<T>,
  'kind' | 'onAccepted' | 'onRefused'
> {
  /** The shared zod schema, as the fields are typed. */
  resolver: Resolver<T>;
  /** Every field, empty (or preselected): what the form goes back to once sent or queued. */
  empty: T;
}

/**
 * The form's state: react-hook-form without defaultValues (it then adopts whatever was typed
 * before this code loaded), its draft (restored, saved as typed), and `submit`, which checks it
 * and sends it; once sent or queued the form is emptied and its draft dropped, and the server's
 * field errors go on the fields.
 */
export function useDraftedForm<T extends FieldValues>(kind: DraftedKind, options: DraftedFormOptions<T>) {
  const { resolver, empty, ...submitOptions } = options;
  useEffect(() => preloadToasts(), []);
  const form = useForm<T>({ resolver });
  const draft = useFormDraft(kind, form, empty);
  const { send, invalid, progress } = useSubmit<T>({
    kind,
    ...submitOptions,
    onAccepted: () => {
      form.reset(empty);
      draft.forget();
    },
    onRefused: showFieldErrors(form.setError, empty),
  });
  return {
    form,
    draft,
    submit: form.handleSubmit(send, invalid),
    send,
    invalid,
    sending: form.formState.isSubmitting,
    progress,
  };
}

interface DraftedFormProps {
  kind: DraftedKind;
  copy: { requiredNote: string; privacyNote: string; privacyLink: string; submit: string; sending: string };
  /** It takes files: without JavaScript it posts them inline (multipart). */
  multipart?: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
  sending: boolean;
  draft: { saved: boolean; clear: () => void };
  /** Its fields. */
  children: ReactNode;
}

/**
 * The form element: without JavaScript it posts natively to the same endpoint; hydrated, the
 * schema checks the fields instead of the browser. The note on required fields, then the fields,
 * the honeypot, the privacy note, the button and, after it (so it never moves the button), the
 * draft note.
 */
export function DraftedForm({ kind, copy, multipart, onSubmit, sending, draft, children }: DraftedFormProps) {
  // False in the prerendered HTML (the browser validates), true once hydrated (the schema does).
  const enhanced = useHydrated();
  const requiredNote = `${kind}-required-note`;
  return (
    <form
      name={kind}
      action={formKinds[kind].endpoint}
      method="post"
      encType={multipart ? 'multipart/form-data' : undefined}
      noValidate={enhanced}
      onSubmit={onSubmit}
      className="space-y-5"
      aria-describedby={requiredNote}
    >
      <p id={requiredNote} className="text-sm text-slate-600">
        {copy.requiredNote}
      </p>
      {children}
      <HoneypotField form={kind} />
      <ConsentNote copy={copy} />
      <SubmitButton sending={sending} copy={copy} size="lg" className="w-full sm:w-auto" />
      <DraftNote saved={draft.saved} onClear={draft.clear} />
    </form>
  );
}

/** The type and autofill of the one-line fields the forms share, by field name. */
const inputKinds: Partial<Record<string, InputHTMLAttributes<HTMLInputElement>>> = {
  name: { type: 'text', autoComplete: 'name' },
  email: { type: 'email', autoComplete: 'email' },
  phone: { type: 'tel', autoComplete: 'tel' },
  company: { type: 'text', autoComplete: 'organization' },
  organization: { type: 'text', autoComplete: 'organization' },
  jobTitle: { type: 'text', autoComplete: 'organization-title' },
  link: { type: 'url', inputMode: 'url', autoComplete: 'url', pattern: 'https?://.+' },
};

/** A form's words for its fields, by field name. */
interface FieldsCopy<N extends string> {
  labels: Record<N, string>;
  placeholders: Partial<Record<N, string>>;
  help?: Partial<Record<N, string>>;
}

/**
 * A form's fields as the shared field components (components/ui/form-field) take them: `field`
 * gives a field's id (`<kind>-<name>`), label, hint, placeholder, error and registration; `input`
 * adds a one-line field's type and autofill.
 */
export function bindFields<T extends FieldValues, N extends string>(
  kind: DraftedKind,
  { register, formState }: Pick<UseFormReturn<T>, 'register' | 'formState'>,
  copy: FieldsCopy<N>,
) {
  const errors = formState.errors as Partial<Record<string, { message?: string }>>;
  const base = (name: Path<T> & N) => ({
    id: `${kind}-${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`,
    label: copy.labels[name],
    error: errors[name]?.message,
    hint: copy.help?.[name],
    ...register(name),
  });
  return {
    field: (name: Path<T> & N) => ({ ...base(name), placeholder: copy.placeholders[name] }),
    input: (name: Path<T> & N) => ({ ...base(name), ...inputKinds[name], placeholder: copy.placeholders[name] }),
  };
}

/**
 * The two-column grid every drafted form opens with: Full Name and Email, both required, then the
 * form's own fields (`children`) beside and below them.
 */
export function NameAndEmail({
  input,
  children,
}: {
  input: (name: 'name' | 'email') => ComponentProps<typeof TextField>;
  children: ReactNode;
}) {
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <TextField {...input('name')} required />
      <TextField {...input('email')} required />
      {children}
    </div>
  );
}
