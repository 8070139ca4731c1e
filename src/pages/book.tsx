import { useSearchParams } from 'react-router-dom';
import { PageHead } from '@/components/layout/page-head';
import { PageHero } from '@/components/sections/page-hero';
import { Container } from '@/components/ui/container';
import { callKindNames, type CallKind } from '@/config/booking';
import { paths } from '@/config/paths';
import { bookPage, pageMeta } from '@/content/pages';
import { BookingSection } from '@/features/booking/booking-section';
import { useHydrated } from '@/lib/use-hydrated';

/** /book: booking a call on a page of its own; ?kind=walkthrough picks the demo's walkthrough. */
export default function BookPage() {
  const meta = pageMeta[paths.book];
  const [params] = useSearchParams();
  const hydrated = useHydrated();
  const asked = hydrated ? params.get('kind') : null;
  const kind = callKindNames.includes(asked as CallKind) ? (asked as CallKind) : 'consultation';
  return (
    <>
      <PageHead {...meta} path={paths.book} />
      <PageHero {...bookPage.hero} />
      <Container className="py-12 sm:py-16">
        <BookingSection key={kind} kind={kind} />
      </Container>
    </>
  );
}
