import { PageHead } from '@/components/layout/page-head';
import { CtaSection } from '@/components/sections/cta-section';
import { PageHero } from '@/components/sections/page-hero';
import { SolutionCard } from '@/components/sections/solution-card';
import { Container } from '@/components/ui/container';
import { paths } from '@/config/paths';
import { pageMeta } from '@/content/pages';
import { solutions, solutionsPage } from '@/content/solutions';

export default function SolutionsPage() {
  const meta = pageMeta[paths.solutions];
  return (
    <>
      <PageHead title={meta.title} description={meta.description} path={paths.solutions} />
      <PageHero {...solutionsPage.hero} />
      <div className="bg-slate-50 py-16 sm:py-20">
        <Container>
          <ul role="list" className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {solutions.map((s) => (
              <SolutionCard key={s.slug} solution={s} ctaText={solutionsPage.cardCta} />
            ))}
          </ul>
        </Container>
      </div>
      <CtaSection {...solutionsPage.cta} />
    </>
  );
}
