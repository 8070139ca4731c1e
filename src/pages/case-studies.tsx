import { PageHead } from '@/components/layout/page-head';
import { CaseStudyCard } from '@/components/sections/case-study-card';
import { CtaSection } from '@/components/sections/cta-section';
import { PageHero } from '@/components/sections/page-hero';
import { Container } from '@/components/ui/container';
import { paths } from '@/config/paths';
import { caseStudies, caseStudiesPage } from '@/content/case-studies';
import { pageMeta } from '@/content/pages';

export default function CaseStudiesPage() {
  const meta = pageMeta[paths.caseStudies];
  return (
    <>
      <PageHead title={meta.title} description={meta.description} path={paths.caseStudies} />
      <PageHero {...caseStudiesPage.hero} />
      <div className="bg-slate-50 py-16 sm:py-20">
        <Container>
          <ul role="list" className="grid gap-8 lg:grid-cols-2">
            {caseStudies.map((c) => (
              <CaseStudyCard key={c.id} study={c} labels={caseStudiesPage.labels} />
            ))}
          </ul>
        </Container>
      </div>
      <CtaSection {...caseStudiesPage.cta} />
    </>
  );
}
