import { IconCardGrid } from '@/components/sections/icon-card-grid';
import { Icon } from '@/components/ui/icon';
import type { BaseSectionProps } from '@/components/sections/types';
import { Section } from '@/components/ui/section';
import { SectionHeading } from '@/components/ui/section-heading';
import { aboutCards, aboutIntro, whyChoose } from '@/content/home';

/** Who the company is: four cards and the "Why choose" block. */
export function AboutSection({ id = 'about', tone = 'white' }: BaseSectionProps) {
  return (
    <Section id={id} labelledBy={`${id}-title`} tone={tone}>
      <SectionHeading id={`${id}-title`} {...aboutIntro} />
      <IconCardGrid items={aboutCards} columns={4} />
      <div className="mt-12 grid gap-8 rounded-2xl bg-gradient-to-br from-brand-900 to-brand-800 p-8 text-white sm:p-10 lg:grid-cols-2 lg:gap-12">
        <div>
          <h3 className="text-2xl font-bold tracking-tight sm:text-3xl">{whyChoose.title}</h3>
          {whyChoose.paragraphs.map((p) => (
            <p key={p} className="mt-4 text-lg leading-8 text-slate-100">
              {p}
            </p>
          ))}
        </div>
        <ul role="list" className="space-y-4 self-center">
          {whyChoose.points.map((point) => (
            <li key={point} className="flex items-start gap-3 text-lg">
              <Icon name="check-circle" className="mt-0.5 size-6 shrink-0 text-accent-300" />
              <span>{point}</span>
            </li>
          ))}
        </ul>
      </div>
    </Section>
  );
}
