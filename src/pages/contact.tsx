import { PageHead } from '@/components/layout/page-head';
import { PageHero } from '@/components/sections/page-hero';
import { ContactSection } from '@/components/sections/contact-section';
import { paths } from '@/config/paths';
import { contactPage, pageMeta } from '@/content/pages';

export default function ContactPage() {
  const meta = pageMeta[paths.contact];
  return (
    <>
      <PageHead {...meta} path={paths.contact} />
      <PageHero {...contactPage.hero} />
      <ContactSection />
    </>
  );
}
