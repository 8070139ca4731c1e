import { useSyncExternalStore } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PageHead } from '@/components/layout/page-head';
import { NoticePanel } from '@/components/sections/notice-panel';
import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { pageMeta, thankYouPage } from '@/content/pages';

const noopSubscribe = () => () => {};

/**
 * False while hydrating prerendered HTML (which never has a query string), true afterwards and on
 * client-side navigation, so query-dependent text is applied without a hydration mismatch.
 */
function useHydrated(): boolean {
  return useSyncExternalStore(
    noopSubscribe,
    () => true,
    () => false,
  );
}

export default function ThankYouPage() {
  const meta = pageMeta[paths.thankYou];
  const [params] = useSearchParams();
  const queued = useHydrated() && params.get('queued') === '1';
  const copy = thankYouPage;
  return (
    <>
      <PageHead title={meta.title} description={meta.description} path={paths.thankYou} />
      <NoticePanel
        icon={queued ? 'clock' : 'check-circle'}
        title={queued ? copy.queuedTitle : copy.title}
        message={queued ? copy.queuedMessage : copy.message}
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
