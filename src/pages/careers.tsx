import { PageHead } from '@/components/layout/page-head';
import { ApplySection } from '@/components/sections/apply-section';
import { CtaSection } from '@/components/sections/cta-section';
import { HiringSteps } from '@/components/sections/hiring-steps';
import { IconCardGrid } from '@/components/sections/icon-card-grid';
import { OpenPositions } from '@/components/sections/open-positions';
import { PageHero } from '@/components/sections/page-hero';
import { Section } from '@/components/ui/section';
import { SectionHeading } from '@/components/ui/section-heading';
import { paths } from '@/config/paths';
import { careersPage } from '@/content/careers';
import { jobs, openPositionsCopy } from '@/content/jobs';
import { pageMeta } from '@/content/pages';

export default function CareersPage() {
  const meta = pageMeta[paths.careers];
  const { hero, benefitsIntro, benefits, expertiseIntro, expertise, processIntro, steps, cta } = careersPage;
  return (
    <>
      <PageHead title={meta.title} description={meta.description} path={paths.careers} />
      <PageHero {...hero} />

      <Section id="positions" labelledBy="positions-title">
        <SectionHeading id="positions-title" {...openPositionsCopy.intro} />
        <OpenPositions jobs={jobs} />
      </Section>

      <Section id="benefits" labelledBy="benefits-title" tone="muted">
        <SectionHeading id="benefits-title" {...benefitsIntro} />
        <IconCardGrid items={benefits} columns={4} />
      </Section>

      <Section id="expertise" labelledBy="expertise-title">
        <SectionHeading id="expertise-title" {...expertiseIntro} />
        <IconCardGrid items={expertise} columns={3} />
      </Section>

      <Section id="hiring-process" labelledBy="hiring-process-title" tone="muted">
        <SectionHeading id="hiring-process-title" {...processIntro} />
        <HiringSteps steps={steps} />
      </Section>

      <ApplySection />

      <CtaSection
        id="join"
        title={cta.title}
        description={cta.description}
        primary={cta.getInTouch}
        secondary={cta.emailResume}
      />
    </>
  );
}
