import { useState, type FormEvent } from 'react';
import { submit } from '@/lib/outbox';
import type { BaseSectionProps } from '@/components/sections/types';
import { Button } from '@/components/ui/button';
import { Section } from '@/components/ui/section';
import { SectionHeading } from '@/components/ui/section-heading';
import { DEMO_DELAY_MS } from '@/config/constants';
import { formKinds } from '@/config/form-kinds';
import { queuedToast, toasts, validationMessages } from '@/content/forms';
import { demoCopy } from '@/content/home';
import { notify } from '@/lib/notify';

/** Stores the request in the outbox and sends it; "Sending..." shows for at least DEMO_DELAY_MS. */
async function requestDemo(email: string) {
  const [result] = await Promise.all([
    submit('demo', { email }),
    new Promise<void>((resolve) => setTimeout(resolve, DEMO_DELAY_MS)),
  ]);
  return result;
}

/** Demo highlights and a one-field request form (posts natively without JavaScript). */
export function DemoSection({ id = 'demo', tone = 'white' }: BaseSectionProps) {
  const [sending, setSending] = useState(false);
  const emailId = `${id}-email`;

  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = e.currentTarget;
    // The browser normally blocks an invalid submit itself; this covers programmatic submits.
    if (!form.checkValidity()) {
      form.reportValidity();
      return;
    }
    setSending(true);
    try {
      const field = form.elements.namedItem('email') as HTMLInputElement;
      const result = await requestDemo(field.value.trim());
      if (result.status === 'refused') throw new Error('not delivered');
      form.reset();
      const toast = result.status === 'sent' ? toasts.demo : queuedToast(result);
      void notify(result.status === 'sent' ? 'success' : 'info', toast.title, toast.description);
    } catch {
      void notify('error', toasts.error.title, toasts.error.description);
    } finally {
      setSending(false);
    }
  };

  return (
    <Section id={id} labelledBy={`${id}-title`} tone={tone}>
      <div className="grid gap-10 lg:grid-cols-2 lg:items-center">
        <div>
          <SectionHeading id={`${id}-title`} {...demoCopy.intro} align="left" />
          <ul role="list" className="grid gap-4 sm:grid-cols-3">
            {demoCopy.highlights.map((h) => (
              <li key={h.label} className="rounded-2xl border border-slate-200 bg-slate-50 p-5 text-center">
                <span className="block text-3xl font-bold tracking-tight text-brand-700">{h.value}</span>
                <span className="mt-1 block text-sm font-medium text-slate-700">{h.label}</span>
              </li>
            ))}
          </ul>
        </div>
        <div className="rounded-2xl bg-gradient-to-br from-brand-900 to-brand-800 p-6 text-white shadow-sm sm:p-8">
          <p className="text-lg leading-8 text-slate-100">{demoCopy.walkthrough}</p>
          <form action={formKinds.demo.endpoint} method="post" onSubmit={onSubmit} className="mt-6">
            <label htmlFor={emailId} className="block font-medium text-white">
              {demoCopy.emailLabel}
            </label>
            <div className="mt-2 flex flex-col gap-3 sm:flex-row">
              <input
                id={emailId}
                name="email"
                type="email"
                required
                autoComplete="email"
                placeholder={demoCopy.placeholder}
                // Uncontrolled: an address typed before the app loaded stays.
                defaultValue=""
                onChange={(e) => e.currentTarget.setCustomValidity('')}
                onInvalid={(e) => {
                  const el = e.currentTarget;
                  if (!el.validity.customError) el.setCustomValidity(validationMessages.demoEmail);
                }}
                className="min-h-11 w-full flex-1 rounded-lg border border-white bg-white px-3 py-2.5 text-base text-slate-900 placeholder:text-slate-500 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent-300"
              />
              <Button type="submit" variant="light" disabled={sending} className="shrink-0">
                {sending ? demoCopy.sending : demoCopy.submit}
              </Button>
            </div>
          </form>
        </div>
      </div>
    </Section>
  );
}
