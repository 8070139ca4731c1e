import { useSearchParams } from 'react-router-dom';
import { PageHead } from '@/components/layout/page-head';
import { NoticePanel } from '@/components/sections/notice-panel';
import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { pageMeta, thankYouPage } from '@/content/pages';
import { thankYouNotice } from '@/content/thank-you-variants';
import { useHydrated } from '@/lib/use-hydrated';

export default function ThankYouPage() {
  const meta = pageMeta[paths.thankYou];
  const [params] = useSearchParams();
  // ?form=application|webinar picks the form's text; ?queued=offline|busy (or the older =1): saved
  // on the device, sent later. The prerender (no params) and hydration show the default.
  const notice = thankYouNotice(useHydrated() ? params : null);
  const copy = thankYouPage;
  return (
    <>
      <PageHead title={meta.title} description={meta.description} path={paths.thankYou} />
      <NoticePanel icon={notice.queued ? 'clock' : 'check-circle'} title={notice.title} message={notice.message}>
        <ButtonLink href={copy.home.href} size="lg">
          {copy.home.text}
        </ButtonLink>
        <ButtonLink href={copy.resources.href} variant="outline" size="lg">
          {copy.resources.text}
        </ButtonLink>
      </NoticePanel>
    </>
  );
}
