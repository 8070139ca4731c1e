import { useRef, type FormEvent } from 'react';
import { InlineField } from '@/components/ui/form-field';
import { Section, type SectionTone } from '@/components/ui/section';
import { SectionHeading } from '@/components/ui/section-heading';
import { DEMO_DELAY_MS } from '@/config/constants';
import { formKinds } from '@/config/form-kinds';
import { paths } from '@/config/paths';
import { SmartLink } from '@/components/ui/smart-link';
import { walkthroughLink } from '@/content/booking';
import { validationMessages } from '@/content/forms';
import { copy as demoCopy, demoToasts } from '@/features/forms/demo/copy';
import { SubmitButton } from '@/features/forms/submit-button';
import { useSubmit } from '@/features/forms/use-submit';

/** A page section's props (components/sections/types, which features may not import). */
interface DemoSectionProps {
  id?: string;
  tone?: SectionTone;
}

/** Demo highlights and a one-field request form (posts natively without JavaScript). */
export function DemoSection({ id = 'demo', tone = 'white' }: DemoSectionProps) {
  const emailId = `${id}-email`;
  const formRef = useRef<HTMLFormElement>(null);
  // Stays on the page; "Sending..." shows for at least DEMO_DELAY_MS.
  const { send, sending } = useSubmit<{ email: string }>({
    kind: 'demo',
    toasts: demoToasts,
    onAccepted: () => formRef.current?.reset(),
    thankYou: 'stay',
    minSendingMs: DEMO_DELAY_MS,
  });

  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = e.currentTarget;
    // The browser normally blocks an invalid submit itself; this covers programmatic submits.
    if (!form.checkValidity()) {
      form.reportValidity();
      return;
    }
    const field = form.elements.namedItem('email') as HTMLInputElement;
    await send({ email: field.value.trim() });
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
          <form
            ref={formRef}
            name="demo"
            action={formKinds.demo.endpoint}
            method="post"
            onSubmit={onSubmit}
            className="mt-6"
          >
            <InlineField
              id={emailId}
              label={demoCopy.emailLabel}
              tone="dark"
              button={<SubmitButton sending={sending} copy={demoCopy} variant="light" className="shrink-0" />}
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
            />
          </form>
          <p className="mt-5">
            <SmartLink
              href={`${paths.book}?kind=walkthrough`}
              className="inline-flex min-h-11 items-center font-semibold text-white underline underline-offset-4"
            >
              {walkthroughLink}
            </SmartLink>
          </p>
        </div>
      </div>
    </Section>
  );
}
