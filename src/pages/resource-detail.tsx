import { Link, useParams } from 'react-router-dom';
import { PageHead } from '@/components/layout/page-head';
import { ContentBlocks, prose } from '@/components/sections/content-blocks';
import { CtaSection } from '@/components/sections/cta-section';
import { WebinarRegistrationFormOnDemand } from '@/features/forms/form-loaders';
import { NoticePanel } from '@/components/sections/notice-panel';
import { PageHero } from '@/components/sections/page-hero';
import { PdfDownload } from '@/components/sections/pdf-download';
import { ButtonLink } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { Icon } from '@/components/ui/icon';
import { paths } from '@/config/paths';
import { CONTENT_DATE } from '@/config/constants';
import { site } from '@/config/site';
import {
  agendaSchedule,
  countWords,
  formatAgendaOffset,
  formatSessionStart,
  getResource,
  getResourceDetail,
  isDocument,
  isRegistrationOpen,
  readingTimeMinutes,
  recordingRequestHref,
  resourceDetailPage as copy,
  resourceMeta,
  resourcePdfFileName,
} from '@/content/resource-details';
import { formatResourceDate, resourcesPage } from '@/content/resources';
import { getSolution } from '@/content/solutions';
import type { DocumentDetail, Resource, WebinarDetail } from '@/content/types';
import { webinarFormCopy } from '@/content/webinar-form';
import { useHydrated } from '@/lib/use-hydrated';

function RelatedSolutions({ slugs }: { slugs: readonly string[] }) {
  const related = slugs.flatMap((s) => getSolution(s) ?? []);
  if (!related.length) return null;
  return (
    <section aria-labelledby="related-title" className="mt-12 border-t border-slate-200 pt-8">
      <h2 id="related-title" className="text-xl font-semibold text-slate-900">
        {copy.relatedSolutions}
      </h2>
      <ul role="list" className="mt-4 flex flex-wrap gap-3">
        {related.map((s) => (
          <li key={s.slug}>
            <Link
              to={paths.solution(s.slug)}
              className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-slate-300 bg-white px-4 py-2 font-medium text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              <Icon name={s.icon} className="size-5" />
              {s.title}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

function DocumentBody({ resource, detail }: { resource: Resource; detail: DocumentDetail }) {
  const minutes = readingTimeMinutes(countWords(detail.body));
  return (
    <>
      <PageHero
        eyebrow={resourcesPage.typeLabels[resource.type]}
        title={resource.title}
        description={resource.description}
      >
        <p className="mt-6 flex flex-wrap gap-x-3 gap-y-1 text-sm text-slate-200">
          <span>
            {copy.published} <time dateTime={resource.date}>{formatResourceDate(resource.date)}</time>
          </span>
          <span aria-hidden="true">·</span>
          <span>
            {copy.by} {detail.author.name}, {detail.author.role}
          </span>
          <span aria-hidden="true">·</span>
          <span>{copy.readingTime(minutes)}</span>
        </p>
        {resource.downloadable && (
          <div className="mt-8 flex flex-col items-center gap-2">
            <PdfDownload
              href={paths.download(resourcePdfFileName(resource.id))}
              label={copy.download.label}
              subject={resource.title}
              variant="light"
            />
            <p className="text-sm text-slate-200">{copy.download.note}</p>
          </div>
        )}
      </PageHero>
      <div className="bg-white py-12 sm:py-16">
        <Container>
          <article aria-labelledby="page-title" className="mx-auto max-w-3xl">
            <ContentBlocks blocks={detail.body} />
            {resource.downloadable && <p className="mt-10 text-sm text-slate-600">{copy.alternativeFormat}</p>}
            <RelatedSolutions slugs={detail.relatedSolutions} />
          </article>
        </Container>
      </div>
    </>
  );
}

function WebinarBody({ resource, detail }: { resource: Resource; detail: WebinarDetail }) {
  const w = copy.webinar;
  // The prerender and hydration agree on the content date; the visitor's clock decides after.
  const hydrated = useHydrated();
  const open = isRegistrationOpen(detail, hydrated ? new Date() : new Date(CONTENT_DATE));
  const when =
    detail.session.status === 'upcoming' ? (
      <time dateTime={detail.session.startsAt}>{formatSessionStart(detail)}</time>
    ) : (
      <>
        {w.recorded} <time dateTime={detail.session.recordedOn}>{formatResourceDate(detail.session.recordedOn)}</time>
      </>
    );
  return (
    <>
      <PageHero
        eyebrow={detail.session.status === 'upcoming' ? w.liveBadge : w.onDemandBadge}
        title={resource.title}
        description={resource.description}
      >
        <dl className="mt-6 flex max-w-2xl flex-col gap-x-8 sm:flex-row sm:flex-wrap gap-y-2 text-sm text-slate-200">
          <div>
            <dt className="inline font-semibold text-white">{w.when}: </dt>
            <dd className="inline">{when}</dd>
          </div>
          <div>
            <dt className="sr-only">Duration: </dt>
            <dd>{w.duration(detail.durationMinutes)}</dd>
          </div>
        </dl>
      </PageHero>
      <div className="bg-white py-12 sm:py-16">
        <Container>
          <div className="mx-auto max-w-3xl">
            <section aria-labelledby="overview-title">
              <h2 id="overview-title" className={prose.h2.replace('mt-10', 'mt-0')}>
                {w.overview}
              </h2>
              {detail.overview.map((p) => (
                <p key={p} className={prose.p}>
                  {p}
                </p>
              ))}
            </section>
            <section aria-labelledby="learn-title">
              <h2 id="learn-title" className={prose.h2}>
                {w.learn}
              </h2>
              <ul className={prose.ul}>
                {detail.learn.map((l) => (
                  <li key={l}>{l}</li>
                ))}
              </ul>
            </section>
            <section aria-labelledby="agenda-title">
              <h2 id="agenda-title" className={prose.h2}>
                {w.agenda}
              </h2>
              <table className="mt-4 w-full border-collapse text-left text-slate-700">
                <thead>
                  <tr className="border-b-2 border-slate-300 text-sm text-slate-900">
                    <th scope="col" className="py-2 pr-4 font-semibold">
                      {w.agendaColumns.start}
                    </th>
                    <th scope="col" className="py-2 pr-4 font-semibold">
                      {w.agendaColumns.minutes}
                    </th>
                    <th scope="col" className="py-2 font-semibold">
                      {w.agendaColumns.item}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {agendaSchedule(detail.agenda).map((a) => (
                    <tr key={a.title} className="border-b border-slate-200">
                      <td className="py-3 pr-4 font-mono text-sm">{formatAgendaOffset(a.startMinute)}</td>
                      <td className="py-3 pr-4">{a.minutes}</td>
                      <th scope="row" className="py-3 font-normal">
                        {a.title}
                      </th>
                    </tr>
                  ))}
                </tbody>
              </table>
            </section>
            <section aria-labelledby="speakers-title">
              <h2 id="speakers-title" className={prose.h2}>
                {w.speakers}
              </h2>
              <ul role="list" className="mt-4 grid gap-4 sm:grid-cols-2">
                {detail.speakers.map((s) => (
                  <li key={s.name} className="rounded-xl border border-slate-200 p-4">
                    <p className="font-semibold text-slate-900">{s.name}</p>
                    <p className="text-slate-600">
                      {s.role}, {site.name}
                    </p>
                  </li>
                ))}
              </ul>
            </section>
            <section
              id="register"
              aria-labelledby="register-title"
              className="mt-12 rounded-2xl bg-slate-50 p-6 sm:p-8"
            >
              <h2 id="register-title" className="text-2xl font-semibold text-slate-900">
                {open ? w.registerTitle : w.requestRecording}
              </h2>
              {open ? (
                <>
                  <p className={prose.p}>{webinarFormCopy.intro}</p>
                  <div className="mt-6">
                    <WebinarRegistrationFormOnDemand webinarSlug={detail.id} />
                  </div>
                </>
              ) : (
                <>
                  <p className={prose.p}>
                    {detail.session.status === 'upcoming' ? w.registrationClosed : w.onDemandNote}
                  </p>
                  <div className="mt-6">
                    <ButtonLink href={recordingRequestHref(resource.title)}>{w.requestRecording}</ButtonLink>
                  </div>
                </>
              )}
            </section>
            <RelatedSolutions slugs={detail.relatedSolutions} />
          </div>
        </Container>
      </div>
    </>
  );
}

/** `/resources/:slug`: an article or whitepaper's full text, or a webinar with its agenda and registration. */
export default function ResourceDetailPage() {
  const { slug = '' } = useParams();
  const resource = getResource(slug);
  const detail = getResourceDetail(slug);

  if (!resource || !detail) {
    const { notFound } = copy;
    return (
      <>
        <PageHead
          title={`${notFound.title} | ${site.name}`}
          description={notFound.message}
          path={paths.resource(slug)}
          noindex
        />
        <NoticePanel icon="search" title={notFound.title} message={notFound.message}>
          <ButtonLink href={notFound.back.href} size="lg">
            {notFound.back.text}
          </ButtonLink>
        </NoticePanel>
      </>
    );
  }

  const meta = resourceMeta(resource);
  return (
    <>
      <PageHead title={meta.title} description={meta.description} path={paths.resource(resource.id)} />
      <nav aria-label="Breadcrumb" className="border-b border-slate-200 bg-white">
        <Container className="py-3 text-sm">
          <Link
            to={copy.back.href}
            className="inline-flex min-h-11 items-center gap-1 rounded-sm font-medium text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            <Icon name="chevron-left" className="size-4" />
            {copy.back.text}
          </Link>
        </Container>
      </nav>
      {isDocument(detail) ? (
        <DocumentBody resource={resource} detail={detail} />
      ) : (
        <WebinarBody resource={resource} detail={detail} />
      )}
      <CtaSection {...copy.cta} />
    </>
  );
}
