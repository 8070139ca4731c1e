import { IconBadge } from '@/components/sections/icon-card-grid';
import type { BaseSectionProps } from '@/components/sections/types';
import { Card } from '@/components/ui/card';
import { Section } from '@/components/ui/section';
import { SectionHeading } from '@/components/ui/section-heading';
import { technologies, technologiesIntro } from '@/content/home';

/** Platforms and practices the company works with. */
export function TechnologiesSection({ id = 'technologies', tone = 'white' }: BaseSectionProps) {
  return (
    <Section id={id} labelledBy={`${id}-title`} tone={tone}>
      <SectionHeading id={`${id}-title`} {...technologiesIntro} />
      <ul role="list" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {technologies.map((t) => (
          <Card as="li" key={t.name} className="flex gap-4">
            <IconBadge name={t.icon} tone="accent" />
            <div>
              <h3 className="text-lg font-semibold text-slate-900">{t.name}</h3>
              <p className="mt-1 text-slate-600">{t.description}</p>
            </div>
          </Card>
        ))}
      </ul>
    </Section>
  );
}
