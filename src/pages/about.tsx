import { PageHead } from '@/components/layout/page-head';
import { CtaSection } from '@/components/sections/cta-section';
import { IconCardGrid } from '@/components/sections/icon-card-grid';
import { ButtonLink } from '@/components/ui/button';
import { KeyFigures } from '@/components/sections/key-figures';
import { PageHero } from '@/components/sections/page-hero';
import { Section } from '@/components/ui/section';
import { SectionHeading } from '@/components/ui/section-heading';
import { paths } from '@/config/paths';
import { aboutPage } from '@/content/about';
import { pageMeta } from '@/content/pages';

export default function AboutPage() {
  const meta = pageMeta[paths.about];
  const { hero, mission, stats, valuesIntro, values, expertiseIntro, expertise, capabilities, cta } = aboutPage;
  return (
    <>
      <PageHead title={meta.title} description={meta.description} path={paths.about} />
      <PageHero {...hero} />

      <Section id="mission" labelledBy="mission-title">
        <div className="grid gap-12 lg:grid-cols-2 lg:items-start">
          <div>
            <h2 id="mission-title" className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
              {mission.title}
            </h2>
            {mission.paragraphs.map((p) => (
              <p key={p} className="mt-4 text-lg leading-8 text-slate-700">
                {p}
              </p>
            ))}
            <p className="mt-6 text-slate-700">{capabilities.text}</p>
            <ButtonLink href={capabilities.cta.href} variant="outline" className="mt-4">
              {capabilities.cta.text}
            </ButtonLink>
          </div>
          <KeyFigures items={stats} />
        </div>
      </Section>

      <Section id="values" labelledBy="values-title" tone="muted">
        <SectionHeading id="values-title" {...valuesIntro} />
        <IconCardGrid items={values} columns={4} />
      </Section>

      <Section id="expertise" labelledBy="expertise-title">
        <SectionHeading id="expertise-title" {...expertiseIntro} />
        <IconCardGrid items={expertise} columns={4} />
      </Section>

      <CtaSection {...cta} />
    </>
  );
}
