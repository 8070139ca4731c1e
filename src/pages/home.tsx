import { PageHead } from '@/components/layout/page-head';
import { AboutSection } from '@/components/sections/about-section';
import { ClientsSection } from '@/components/sections/clients-section';
import { ClosingBanner } from '@/components/sections/closing-banner';
import { HydrateEachApart } from '@/components/ui/hydrate-apart';
import { ContactSection } from '@/components/sections/contact-section';
import { DemoSection } from '@/features/forms/demo/demo-section';
import { HeroCarousel } from '@/components/sections/hero-carousel';
import { RoiCalculator } from '@/components/sections/roi-calculator';
import { ServicesSection } from '@/components/sections/services-section';
import { StatsSection } from '@/components/sections/stats-section';
import { TechnologiesSection } from '@/components/sections/technologies-section';
import { paths } from '@/config/paths';
import { organizationJsonLd, pageMeta } from '@/content/pages';

export default function HomePage() {
  const meta = pageMeta[paths.home];
  return (
    <>
      <PageHead title={meta.title} description={meta.description} path={paths.home} jsonLd={organizationJsonLd()} />
      {/* The first screen hydrates with the page (it adopts what was tapped before the app came);
          each section below it apart, so a first input there waits only for its own section. */}
      <HeroCarousel />
      <HydrateEachApart>
        <StatsSection id="stats" />
        <ServicesSection id="services" />
        <TechnologiesSection id="technologies" />
        <ClientsSection id="clients" />
        <AboutSection id="about" />
        <RoiCalculator id="roi-calculator" />
        <DemoSection id="demo" />
        <ClosingBanner />
        <ContactSection />
      </HydrateEachApart>
    </>
  );
}
