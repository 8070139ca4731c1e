import { ButtonLink } from '@/components/ui/button';
import { Section } from '@/components/ui/section';
import type { CtaBlock } from '@/content/types';
import type { BaseSectionProps } from '@/components/sections/types';

interface Props extends BaseSectionProps, CtaBlock {}

/**
 * Closing call to action on inner pages: a navy panel inset in a white band, so it never runs
 * into the navy footer below it.
 */
export function CtaSection({ id = 'cta', title, description, primary, secondary }: Props) {
  return (
    <Section id={id} labelledBy={`${id}-title`}>
      <div className="rounded-3xl bg-brand-900 px-6 py-12 text-center text-white sm:px-12 sm:py-16">
        <h2 id={`${id}-title`} className="text-3xl font-bold tracking-tight sm:text-4xl">
          {title}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-200">{description}</p>
        <div className="mt-8 flex flex-col justify-center gap-4 sm:flex-row">
          <ButtonLink href={primary.href} variant="light" size="lg">
            {primary.text}
          </ButtonLink>
          <ButtonLink href={secondary.href} variant="ghost-light" size="lg">
            {secondary.text}
          </ButtonLink>
        </div>
      </div>
    </Section>
  );
}
