import type {
  InputHTMLAttributes,
  ReactElement,
  ReactNode,
  Ref,
  SelectHTMLAttributes,
  TextareaHTMLAttributes,
} from 'react';

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

/** What FormField takes besides its control. */
type FieldProps = Omit<Props, 'children'>;
/** The ids FormField gives its control. */
type ControlIds = Parameters<Props['children']>[0];

/** A field's props: FormField's, then the control's attributes (`A`) and ref (to `E`). */
type FieldOf<A, E> = FieldProps & Omit<A, 'id' | 'required' | 'className'> & { ref?: Ref<E> };

/** A field's props, split: FormField's own, and the rest, for its control. */
function fieldParts<P extends FieldProps>({ id, label, error, hint, required, ...control }: P) {
  return [{ id, label, error, hint, required }, control] as const;
}

/** A labelled one-line input (the common case of FormField); the rest of the props go to the input. */
export function TextField(props: FieldOf<InputHTMLAttributes<HTMLInputElement>, HTMLInputElement>) {
  const [field, input] = fieldParts(props);
  return (
    <FormField {...field}>
      {(a) => <input {...a} {...input} required={field.required} className={inputClass} />}
    </FormField>
  );
}

type SelectFieldProps = FieldOf<Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'>, HTMLSelectElement> & {
  /** The first option's words, with an empty value (until a choice is made, or for "none"/"all"). */
  placeholder?: string;
  options: readonly { value: string; label: string }[];
};

/** A labelled select: the empty first option, if any, then `options`; the rest of the props go to the select. */
export function SelectField({ placeholder, options, defaultValue, ...props }: SelectFieldProps) {
  const [field, select] = fieldParts(props);
  const choices = placeholder === undefined ? options : [{ value: '', label: placeholder }, ...options];
  return (
    <FormField {...field}>
      {(a) => (
        <select {...a} {...select} defaultValue={defaultValue} required={field.required} className={inputClass}>
          {choices.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}

/** A labelled multi-line text; the rest of the props go to the textarea. */
export function TextAreaField({
  rows,
  minLength,
  placeholder,
  ...props
}: FieldOf<TextareaHTMLAttributes<HTMLTextAreaElement>, HTMLTextAreaElement>) {
  const [field, textarea] = fieldParts(props);
  const control = (a: ControlIds) => (
    <textarea
      {...a}
      {...textarea}
      rows={rows}
      required={field.required}
      minLength={minLength}
      className={inputClass}
      placeholder={placeholder}
    />
  );
  return <FormField {...field}>{control}</FormField>;
}

/** A one-field form's row on a dark panel (the demo request) or on white (the newsletter). */
const inlineField = {
  dark: {
    label: 'block font-medium text-white',
    input:
      'min-h-11 w-full flex-1 rounded-lg border border-white bg-white px-3 py-2.5 text-base text-slate-900 ' +
      'placeholder:text-slate-500 focus-visible:outline-3 focus-visible:outline-offset-2 ' +
      'focus-visible:outline-accent-300',
  },
  light: {
    label: 'block text-sm font-semibold text-slate-900',
    input:
      'min-h-11 w-full flex-1 rounded-lg border border-slate-500 bg-white px-4 py-2.5 text-base text-slate-900 ' +
      'placeholder:text-slate-600 focus-visible:border-brand-600 focus-visible:outline-3 ' +
      'focus-visible:outline-offset-2 focus-visible:outline-brand-600',
  },
} as const;

type InlineFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'> & {
  id: string;
  label: string;
  tone: keyof typeof inlineField;
  /** Beside the input from sm up (the form's submit button). */
  button: ReactNode;
  ref?: Ref<HTMLInputElement>;
};

/**
 * The one field of a one-field form (a sign-up): its label above, the input and the button side by
 * side from sm up. The rest of the props go to the input.
 */
export function InlineField({ id, label, tone, button, ...input }: InlineFieldProps) {
  const classes = inlineField[tone];
  return (
    <>
      <label htmlFor={id} className={classes.label}>
        {label}
      </label>
      <div className="mt-2 flex flex-col gap-3 sm:flex-row">
        <input id={id} {...input} className={classes.input} />
        {button}
      </div>
    </>
  );
}
