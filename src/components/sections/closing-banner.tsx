import type { BaseSectionProps } from '@/components/sections/types';
import { ButtonLink } from '@/components/ui/button';
import { Section } from '@/components/ui/section';
import { closingBanner } from '@/content/home';

/** The home page's closing call to action: three buttons. */
export function ClosingBanner({ id = 'get-started', tone = 'dark' }: BaseSectionProps) {
  return (
    <Section
      id={id}
      labelledBy={`${id}-title`}
      tone={tone}
      className="bg-gradient-to-br from-brand-900 via-brand-800 to-brand-700 text-center text-white"
    >
      <h2 id={`${id}-title`} className="text-3xl font-bold tracking-tight sm:text-4xl">
        {closingBanner.title}
      </h2>
      <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-100">{closingBanner.description}</p>
      <ul role="list" className="mt-8 flex flex-col items-stretch justify-center gap-4 sm:flex-row sm:items-center">
        {closingBanner.buttons.map((b, i) => (
          <li key={b.text}>
            <ButtonLink
              href={b.href}
              variant={i === 0 ? 'light' : 'ghost-light'}
              size="lg"
              className="w-full sm:w-auto"
            >
              {b.text}
            </ButtonLink>
          </li>
        ))}
      </ul>
    </Section>
  );
}
