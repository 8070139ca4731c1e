import { PageHead } from '@/components/layout/page-head';
import { CtaSection } from '@/components/sections/cta-section';
import { NewsletterForm } from '@/features/forms/newsletter/newsletter-form';
import { PageHero } from '@/components/sections/page-hero';
import { ResourceBrowser } from '@/components/sections/resource-browser';
import { paths } from '@/config/paths';
import { pageMeta } from '@/content/pages';
import { resources, resourcesPage } from '@/content/resources';

export default function ResourcesPage() {
  const meta = pageMeta[paths.resources];
  const { hero, newsletter, cta, ...browserCopy } = resourcesPage;
  return (
    <>
      <PageHead title={meta.title} description={meta.description} path={paths.resources} />
      <PageHero {...hero} />
      <ResourceBrowser resources={resources} copy={browserCopy} />
      <NewsletterForm copy={newsletter} />
      <CtaSection {...cta} />
    </>
  );
}
