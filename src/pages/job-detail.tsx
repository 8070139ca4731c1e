import { useParams } from 'react-router-dom';
import { PageHead } from '@/components/layout/page-head';
import { prose } from '@/components/sections/content-blocks';
import { ApplySection } from '@/components/sections/apply-section';
import { NoticePanel } from '@/components/sections/notice-panel';
import { JobFacts, OpenPositions } from '@/components/sections/open-positions';
import { PageHero } from '@/components/sections/page-hero';
import { ButtonLink } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { Section } from '@/components/ui/section';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { formatLegalDate } from '@/content/legal';
import { formatSalaryRange, getJob, jobMeta, jobPostingJsonLd, jobs, openPositionsCopy as copy } from '@/content/jobs';

function List({ id, title, items }: { id: string; title: string; items: readonly string[] }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className={prose.h2}>
        {title}
      </h2>
      <ul className={prose.ul}>
        {items.map((i) => (
          <li key={i}>{i}</li>
        ))}
      </ul>
    </section>
  );
}

/** `/careers/:slug`: one opening, its JobPosting structured data and the application form. */
export default function JobDetailPage() {
  const { slug = '' } = useParams();
  const job = getJob(slug);

  if (!job) {
    const { notFound } = copy;
    return (
      <>
        <PageHead
          title={`${notFound.title} | ${site.name}`}
          description={notFound.message}
          path={paths.job(slug)}
          noindex
        />
        <NoticePanel icon="search" title={notFound.title} message={notFound.message} />
        <Section id="positions" labelledBy="positions-title" tone="muted">
          <h2 id="positions-title" className="mb-8 text-center text-3xl font-bold tracking-tight text-slate-900">
            {copy.intro.title}
          </h2>
          <OpenPositions jobs={jobs} />
        </Section>
      </>
    );
  }

  const meta = jobMeta(job);
  const l = copy.labels;
  const closes = job.validThrough.slice(0, 10);
  return (
    <>
      <PageHead
        title={meta.title}
        description={meta.description}
        path={paths.job(job.slug)}
        jsonLd={jobPostingJsonLd(job, site.url)}
      />
      <PageHero eyebrow={copy.intro.title} title={job.title} description={job.summary}>
        <div className="mt-6">
          <JobFacts job={job} tone="light" />
        </div>
        <div className="mt-8 flex flex-col gap-4 sm:flex-row">
          <ButtonLink href="#apply" variant="light" size="lg">
            {copy.apply}
          </ButtonLink>
          <ButtonLink href={paths.careers} variant="ghost-light" size="lg">
            {copy.allPositions}
          </ButtonLink>
        </div>
      </PageHero>
      <div className="bg-white py-12 sm:py-16">
        <Container>
          <article aria-labelledby="page-title" className="mx-auto max-w-3xl">
            <dl className="grid gap-4 rounded-2xl bg-slate-50 p-6 sm:grid-cols-3">
              <div>
                <dt className="text-sm font-semibold text-slate-600">{l.salary}</dt>
                <dd className="mt-1 font-semibold text-slate-900">{formatSalaryRange(job.baseSalary)}</dd>
              </div>
              <div>
                <dt className="text-sm font-semibold text-slate-600">{l.posted}</dt>
                <dd className="mt-1 text-slate-900">
                  <time dateTime={job.datePosted}>{formatLegalDate(job.datePosted)}</time>
                </dd>
              </div>
              <div>
                <dt className="text-sm font-semibold text-slate-600">{l.closes}</dt>
                <dd className="mt-1 text-slate-900">
                  <time dateTime={job.validThrough}>{formatLegalDate(closes)}</time>
                </dd>
              </div>
            </dl>
            <p className="mt-3 text-sm text-slate-600">{copy.salaryNote}</p>
            <List id="responsibilities" title={l.responsibilities} items={job.responsibilities} />
            <List id="requirements" title={l.requirements} items={job.requirements} />
            <List id="nice-to-haves" title={l.niceToHaves} items={job.niceToHaves} />
            <p className="mt-10 text-sm leading-6 text-slate-600">{copy.equalOpportunity}</p>
          </article>
        </Container>
      </div>
      <ApplySection defaultRole={job.slug} />
    </>
  );
}
