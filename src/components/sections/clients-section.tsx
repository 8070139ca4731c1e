import type { BaseSectionProps } from '@/components/sections/types';
import { Icon } from '@/components/ui/icon';
import { Section } from '@/components/ui/section';
import { SectionHeading } from '@/components/ui/section-heading';
import { clientsIntro, testimonial } from '@/content/home';

/** One client testimonial. */
export function ClientsSection({ id = 'clients', tone = 'muted' }: BaseSectionProps) {
  return (
    <Section id={id} labelledBy={`${id}-title`} tone={tone}>
      <SectionHeading id={`${id}-title`} {...clientsIntro} />
      <figure className="relative mx-auto max-w-3xl rounded-2xl border border-slate-200 bg-white p-8 shadow-sm sm:p-10">
        <Icon name="quote" className="size-10 text-accent-600" />
        <blockquote className="mt-4 text-xl leading-relaxed text-slate-800 sm:text-2xl">
          <p>{testimonial.quote}</p>
        </blockquote>
        <figcaption className="mt-8 flex items-center gap-4">
          <span
            aria-hidden="true"
            className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-700 font-semibold text-white"
          >
            {testimonial.initials}
          </span>
          <span>
            <span className="block font-semibold text-slate-900">{testimonial.title}</span>
            <span className="block text-slate-600">{testimonial.organization}</span>
          </span>
        </figcaption>
      </figure>
    </Section>
  );
}
