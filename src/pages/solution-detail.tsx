import { useParams } from 'react-router-dom';
import { PageHead } from '@/components/layout/page-head';
import { NoticePanel } from '@/components/sections/notice-panel';
import { SolutionDetailView } from '@/components/sections/solution-detail-view';
import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { getSolution, solutionsPage } from '@/content/solutions';

export default function SolutionDetailPage() {
  const { slug = '' } = useParams();
  const solution = getSolution(slug);

  if (!solution) {
    const { notFound } = solutionsPage;
    return (
      <>
        <PageHead
          title={`${notFound.title} | ${site.name}`}
          description={notFound.description}
          path={`${paths.solutions}/${slug}`}
          noindex
        />
        <NoticePanel icon="search" title={notFound.title} message={notFound.description}>
          <ButtonLink href={notFound.back.href} size="lg">
            {notFound.back.text}
          </ButtonLink>
        </NoticePanel>
      </>
    );
  }

  const { detail } = solution;
  return (
    <>
      <PageHead
        title={`${detail.title} | ${site.name}`}
        description={detail.tagline}
        path={paths.solution(solution.slug)}
      />
      <SolutionDetailView detail={detail} labels={solutionsPage.labels} cta={solutionsPage.detailCta} />
    </>
  );
}
