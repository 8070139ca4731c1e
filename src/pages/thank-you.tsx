import { useSearchParams } from 'react-router-dom';
import { PageHead } from '@/components/layout/page-head';
import { NoticePanel } from '@/components/sections/notice-panel';
import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { pageMeta, thankYouPage } from '@/content/pages';
import { useHydrated } from '@/lib/use-hydrated';

export default function ThankYouPage() {
  const meta = pageMeta[paths.thankYou];
  const [params] = useSearchParams();
  // ?queued=offline (or the older =1) or ?queued=busy: saved on the device, sent later.
  const queued = useHydrated() ? params.get('queued') : null;
  const copy = thankYouPage;
  return (
    <>
      <PageHead title={meta.title} description={meta.description} path={paths.thankYou} />
      <NoticePanel
        icon={queued ? 'clock' : 'check-circle'}
        title={queued ? copy.queuedTitle : copy.title}
        message={queued === 'busy' ? copy.busyMessage : queued ? copy.queuedMessage : copy.message}
      >
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
