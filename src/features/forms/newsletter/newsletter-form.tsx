import { useId, useRef, type FormEvent } from 'react';
import { formKinds } from '@/config/form-kinds';
import type { NewsletterCopy } from '@/content/resources';
import { InlineField } from '@/components/ui/form-field';
import { Icon } from '@/components/ui/icon';
import { Section } from '@/components/ui/section';
import { newsletterToasts } from '@/features/forms/newsletter/copy';
import { SubmitButton } from '@/features/forms/submit-button';
import { useSubmit } from '@/features/forms/use-submit';

/** Newsletter block: works as a plain POST form before hydration, then submits in place. */
export function NewsletterForm({ copy, id = 'newsletter' }: { copy: NewsletterCopy; id?: string }) {
  const uid = useId();
  const inputId = `${uid}-email`;
  const noteId = `${uid}-note`;
  const input = useRef<HTMLInputElement>(null);
  const form = useRef<HTMLFormElement>(null);
  // Stays on the page: the toast says what happened.
  const { send, sending } = useSubmit<{ email: string }>({
    kind: 'newsletter',
    toasts: newsletterToasts(copy),
    onAccepted: () => form.current?.reset(),
    thankYou: 'stay',
  });

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const field = input.current;
    if (sending || !field || !field.checkValidity()) return;
    await send({ email: field.value.trim() });
    // The disabled button drops focus; put it back on the field so keyboard users are not lost.
    if (document.activeElement === document.body || document.activeElement === null) field.focus();
  }

  return (
    <Section id={id} labelledBy={`${id}-title`} tone="muted">
      <div className="mx-auto max-w-3xl rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-sm sm:p-10">
        <span className="mx-auto inline-flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
          <Icon name="mail" />
        </span>
        <h2 id={`${id}-title`} className="mt-4 text-3xl font-bold tracking-tight text-slate-900">
          {copy.title}
        </h2>
        <p className="mt-3 text-lg text-slate-600">{copy.description}</p>
        <form
          ref={form}
          name="newsletter"
          action={formKinds.newsletter.endpoint}
          method="post"
          onSubmit={onSubmit}
          className="mx-auto mt-8 max-w-xl text-left"
        >
          <InlineField
            ref={input}
            id={inputId}
            label={copy.emailLabel}
            tone="light"
            button={<SubmitButton sending={sending} copy={copy} />}
            type="email"
            name="email"
            required
            autoComplete="email"
            inputMode="email"
            placeholder={copy.placeholder}
            aria-describedby={noteId}
          />
          <p id={noteId} className="mt-3 text-sm text-slate-600">
            {copy.privacyNote}
          </p>
        </form>
      </div>
    </Section>
  );
}
