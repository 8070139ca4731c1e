import { useNavigate } from 'react-router-dom';
import { DATA_HISTORY_BACK } from '@/boot/dom-hooks';
import { PageHead } from '@/components/layout/page-head';
import { NoticePanel } from '@/components/sections/notice-panel';
import type { MouseEvent } from 'react';
import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { notFoundPage, pageMeta } from '@/content/pages';

const NOT_FOUND_PATH = '/404';

export default function NotFoundPage() {
  const meta = pageMeta[NOT_FOUND_PATH];
  const navigate = useNavigate();
  // Only in the click handler: with no earlier entry (opened in a new tab), "back" would leave the site.
  const goBack = (e: MouseEvent) => {
    // The page's own script went back already: the tap came while the app was starting, before it
    // took the page's controls over (boot/page-behaviour.ts). Going back again would leave the site.
    if (e.isDefaultPrevented()) return;
    e.preventDefault();
    if (window.history.length > 1) void navigate(-1);
    else void navigate(paths.home);
  };
  return (
    <>
      <PageHead title={meta.title} description={meta.description} path={NOT_FOUND_PATH} noindex />
      <NoticePanel icon="search" title={notFoundPage.title} message={notFoundPage.message}>
        <ButtonLink href={paths.home} size="lg">
          {notFoundPage.home}
        </ButtonLink>
        {/* A link, so it works before the app loads (boot/page-behaviour.ts goes back) and without it (home). */}
        <ButtonLink href={paths.home} variant="outline" size="lg" onClick={goBack} {...{ [DATA_HISTORY_BACK]: '' }}>
          {notFoundPage.back}
        </ButtonLink>
      </NoticePanel>
    </>
  );
}
