import { HONEYPOT_FIELD } from '@/config/form-kinds';

/** Hidden from people and assistive technology; bots that fill it are ignored. `id`: the form's prefix. */
export function HoneypotField({ form }: { form: string }) {
  const id = `${form}-website`;
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label htmlFor={id}>Website</label>
      <input id={id} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
