import type { InputHTMLAttributes, ReactElement, ReactNode, Ref } from 'react';

interface Props {
  id: string;
  label: string;
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  /** Renders the control with the ids that tie it to its label and error. */
  children: (a11y: { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string }) => ReactElement;
}

export const inputClass =
  'block w-full rounded-lg border border-slate-400 bg-white px-3.5 py-2.5 text-slate-900 shadow-sm ' +
  'placeholder:text-slate-500 focus:border-brand-600 focus:outline-2 focus:outline-brand-600 ' +
  'aria-invalid:border-red-700 aria-invalid:outline-red-700';

/** Label, control and error message, with the error tied to the control for assistive technology. */
export function FormField({ id, label, error, hint, required, children }: Props) {
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-slate-900">
        {label}
        {required && (
          <span aria-hidden="true" className="text-red-700">
            {' '}
            *
          </span>
        )}
      </label>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy })}
      {hint && (
        <p id={hintId} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="mt-1.5 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

type TextFieldProps = Omit<Props, 'children'> &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'required' | 'className'> & { ref?: Ref<HTMLInputElement> };

/** A labelled one-line input (the common case of FormField); the rest of the props go to the input. */
export function TextField({ id, label, error, hint, required, ...input }: TextFieldProps) {
  return (
    <FormField id={id} label={label} error={error} hint={hint} required={required}>
      {(a) => <input {...a} {...input} required={required} className={inputClass} />}
    </FormField>
  );
}
