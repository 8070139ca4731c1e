import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PageHead } from '@/components/layout/page-head';
import { NoticePanel } from '@/components/sections/notice-panel';
import { ButtonLink } from '@/components/ui/button';
import { paths, THANK_YOU_ID_PARAM } from '@/config/paths';
import { pageMeta, thankYouPage } from '@/content/pages';
import { thankYouNotice, type Standing } from '@/content/thank-you-variants';
import { CHANNEL, standing } from '@/features/forms/queue/drain';
import { useHydrated } from '@/lib/use-hydrated';

/** Where the queued submission this page speaks of stands now, followed live (it may be delivered meanwhile). */
function useStanding(id: string | null): Standing | undefined {
  const [now, setNow] = useState<Standing>();
  useEffect(() => {
    if (!id) return;
    let live = true;
    const check = () => void standing(id).then((s) => live && setNow(s));
    check();
    const channel = new BroadcastChannel(CHANNEL);
    channel.onmessage = check;
    return () => {
      live = false;
      channel.close();
    };
  }, [id]);
  return now;
}

export default function ThankYouPage() {
  const meta = pageMeta[paths.thankYou];
  const [params] = useSearchParams();
  const hydrated = useHydrated();
  const now = useStanding(hydrated ? params.get(THANK_YOU_ID_PARAM) : null);
  // ?form=application|webinar picks the form's text; ?queued=offline|unreachable|busy (or the older
  // =1): saved on the device, sent later, until `id` is seen delivered. The prerender (no params)
  // and hydration show the default.
  const notice = thankYouNotice(hydrated ? params : null, { standing: now });
  const copy = thankYouPage;
  return (
    <>
      <PageHead title={meta.title} description={meta.description} path={paths.thankYou} />
      <NoticePanel icon={notice.icon} title={notice.title} message={notice.message}>
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
