import type { ReactNode } from 'react';
import { PageHead } from '@/components/layout/page-head';
import { CtaSection } from '@/components/sections/cta-section';
import { IconCardGrid } from '@/components/sections/icon-card-grid';
import { PageHero } from '@/components/sections/page-hero';
import { PdfDownload } from '@/components/sections/pdf-download';
import { Icon } from '@/components/ui/icon';
import { Section } from '@/components/ui/section';
import { SectionHeading } from '@/components/ui/section-heading';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { capabilityStatement as cs, identifierText, pastPerformanceWithCaseStudies } from '@/content/capabilities';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="border-t border-slate-200 py-4 sm:grid sm:grid-cols-3 sm:gap-4">
      <dt className="font-semibold text-slate-900">{label}</dt>
      <dd className="mt-1 text-slate-700 sm:col-span-2 sm:mt-0">{children}</dd>
    </div>
  );
}

/** The capability statement: the page a contracting officer checks, and the one-page PDF made from it. */
export default function CapabilitiesPage() {
  const c = site.contracting;
  const l = cs.labels;
  const pdf = paths.download(cs.pdfFileName);
  return (
    <>
      <PageHead title={cs.meta.title} description={cs.meta.description} path={paths.capabilities} />
      <PageHero {...cs.hero}>
        <div className="mt-8 flex">
          <PdfDownload href={pdf} label={l.download} subject={cs.hero.title} variant="light" />
        </div>
      </PageHero>

      <Section id="overview" labelledBy="overview-title">
        <div className="mx-auto max-w-3xl">
          <h2 id="overview-title" className="text-3xl font-bold tracking-tight text-slate-900">
            {l.summary}
          </h2>
          <p className="mt-4 text-lg leading-8 text-slate-700">{cs.summary}</p>
        </div>
      </Section>

      <Section id="competencies" labelledBy="competencies-title" tone="muted">
        <SectionHeading id="competencies-title" title={l.coreCompetencies} description={cs.hero.description} />
        <IconCardGrid items={cs.coreCompetencies} columns={3} />
      </Section>

      <Section id="differentiators" labelledBy="differentiators-title">
        <div className="mx-auto max-w-3xl">
          <h2 id="differentiators-title" className="text-3xl font-bold tracking-tight text-slate-900">
            {l.differentiators}
          </h2>
          <ul role="list" className="mt-6 space-y-3">
            {cs.differentiators.map((d) => (
              <li key={d} className="flex gap-3 text-slate-700">
                <Icon name="check-circle" className="mt-0.5 size-5 shrink-0 text-accent-700" />
                <span>{d}</span>
              </li>
            ))}
          </ul>
        </div>
      </Section>

      <Section id="past-performance" labelledBy="past-performance-title" tone="muted">
        <div className="mx-auto max-w-3xl">
          <h2 id="past-performance-title" className="text-3xl font-bold tracking-tight text-slate-900">
            {l.pastPerformance}
          </h2>
          <ul role="list" className="mt-6 space-y-5">
            {pastPerformanceWithCaseStudies().map((p) => (
              <li key={p.caseStudyId} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
                <h3 className="text-lg font-semibold text-slate-900">{p.caseStudy.title}</h3>
                <p className="mt-1 text-sm font-medium text-slate-600">
                  {p.client} · {l.duration}: {p.caseStudy.duration}
                </p>
                <p className="mt-3 text-slate-700">{p.scope}</p>
                <p className="mt-2 font-medium text-slate-900">{p.outcome}</p>
              </li>
            ))}
          </ul>
        </div>
      </Section>

      <Section id="company-data" labelledBy="company-data-title">
        <div className="mx-auto max-w-3xl">
          <h2 id="company-data-title" className="text-3xl font-bold tracking-tight text-slate-900">
            {l.companyData}
          </h2>
          <dl className="mt-6 border-b border-slate-200">
            <Fact label={l.uei}>{identifierText(c.uei)}</Fact>
            <Fact label={l.cage}>{identifierText(c.cage)}</Fact>
            <Fact label={l.naics}>
              <ul role="list" className="space-y-1">
                {c.naics.map((n) => (
                  <li key={n.code}>
                    <span className="font-mono font-semibold text-slate-900">{n.code}</span> {n.title}
                    {n.code === c.primaryNaics && ` ${l.primary}`}
                  </li>
                ))}
              </ul>
            </Fact>
            <Fact label={l.contractVehicles}>
              <ul role="list" className="space-y-2">
                {c.contractVehicles.map((v) => (
                  <li key={v.name}>
                    <span className="font-semibold text-slate-900">{v.name}</span>
                    {v.number && ` (${identifierText({ value: v.number, placeholder: v.placeholder })})`}
                    <br />
                    <span className="text-sm">{v.scope}</span>
                  </li>
                ))}
              </ul>
            </Fact>
            <Fact label={l.socioEconomicStatus}>{c.socioEconomicStatus.join('; ')}</Fact>
            <Fact label={l.certifications}>
              <ul role="list" className="space-y-1">
                {c.certifications.map((x) => (
                  <li key={x}>{x}</li>
                ))}
              </ul>
            </Fact>
            <Fact label={l.partnerTiers}>
              <ul role="list" className="space-y-1">
                {c.partnerTiers.map((p) => (
                  <li key={p.program}>
                    {p.program}: {p.tier}
                  </li>
                ))}
              </ul>
            </Fact>
            <Fact label={l.founded}>{site.foundingYear}</Fact>
            <Fact label={l.contact}>
              {cs.contact.person.name}, {cs.contact.person.role}
              <br />
              <a href={`mailto:${cs.contact.email}`} className="font-medium text-brand-700 underline">
                {cs.contact.email}
              </a>
              {' · '}
              <a href={`tel:${site.phone.e164}`} className="font-medium text-brand-700 underline">
                {cs.contact.phone}
              </a>
              <br />
              {cs.contact.address}
            </Fact>
          </dl>
          <p className="mt-4 text-sm text-slate-600">{cs.placeholderNote}</p>
        </div>
      </Section>

      <CtaSection {...cs.cta} />
    </>
  );
}
