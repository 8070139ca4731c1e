import { PageHead } from '@/components/layout/page-head';
import { CtaSection } from '@/components/sections/cta-section';
import { IndustryCard } from '@/components/sections/industry-card';
import { PageHero } from '@/components/sections/page-hero';
import { Container } from '@/components/ui/container';
import { paths } from '@/config/paths';
import { industries, industriesPage } from '@/content/industries';
import { pageMeta } from '@/content/pages';

export default function IndustriesPage() {
  const meta = pageMeta[paths.industries];
  return (
    <>
      <PageHead title={meta.title} description={meta.description} path={paths.industries} />
      <PageHero {...industriesPage.hero} />
      <div className="bg-slate-50 py-16 sm:py-20">
        <Container>
          <ul role="list" className="space-y-8">
            {industries.map((i) => (
              <IndustryCard key={i.id} industry={i} labels={industriesPage.labels} />
            ))}
          </ul>
        </Container>
      </div>
      <CtaSection {...industriesPage.cta} />
    </>
  );
}
