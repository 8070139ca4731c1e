import { PageHead } from '@/components/layout/page-head';
import { prose } from '@/components/sections/content-blocks';
import { PageHero } from '@/components/sections/page-hero';
import { Container } from '@/components/ui/container';
import { paths } from '@/config/paths';
import { accessibilityStatement as a, ACCESSIBILITY_LAST_REVIEWED } from '@/content/accessibility';
import { formatLegalDate } from '@/content/legal';
import type { ReactNode } from 'react';

function Part({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-12 first:mt-0">
      <h2 id={id} className="text-2xl font-semibold tracking-tight text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

function TitledList({ items }: { items: readonly { title: string; description: string; alternative?: string }[] }) {
  return (
    <ul role="list" className="mt-6 space-y-5">
      {items.map((item) => (
        <li key={item.title} className="rounded-xl border border-slate-200 bg-white p-5">
          <h3 className="font-semibold text-slate-900">{item.title}</h3>
          <p className="mt-2 leading-7 text-slate-700">{item.description}</p>
          {item.alternative && <p className="mt-2 leading-7 text-slate-700">{item.alternative}</p>}
        </li>
      ))}
    </ul>
  );
}

/** The accessibility statement: conformance target, testing, limitations and how to report a barrier. */
export default function AccessibilityPage() {
  const { conformance: c, feedback: f } = a;
  return (
    <>
      <PageHead title={a.meta.title} description={a.meta.description} path={paths.accessibility} />
      <PageHero {...a.hero}>
        <p className="mt-6 text-sm text-slate-200">
          {a.lastReviewed}:{' '}
          <time dateTime={ACCESSIBILITY_LAST_REVIEWED}>{formatLegalDate(ACCESSIBILITY_LAST_REVIEWED)}</time>
        </p>
      </PageHero>
      <div className="bg-slate-50 py-16 sm:py-20">
        <Container>
          <div className="mx-auto max-w-3xl">
            <Part id="commitment" title={a.commitment.title}>
              {a.commitment.paragraphs.map((p) => (
                <p key={p} className={prose.p}>
                  {p}
                </p>
              ))}
            </Part>

            <Part id="conformance" title={c.title}>
              <p className={prose.p}>{c.intro}</p>
              <TitledList items={c.standards.map((s) => ({ title: s.name, description: s.description }))} />
              <p className={prose.p}>
                <strong className="font-semibold text-slate-900">{c.statusLabel}:</strong> {c.status}.{' '}
                {c.statusExplanation}
              </p>
            </Part>

            <Part id="testing" title={a.testing.title}>
              <p className={prose.p}>{a.testing.intro}</p>
              <TitledList items={a.testing.practices} />
            </Part>

            <Part id="features" title={a.features.title}>
              <p className={prose.p}>{a.features.intro}</p>
              <TitledList items={a.features.items} />
            </Part>

            <Part id="limitations" title={a.limitations.title}>
              <p className={prose.p}>{a.limitations.intro}</p>
              <TitledList items={a.limitations.items} />
            </Part>

            <Part id="feedback" title={f.title}>
              <p className={prose.p}>{f.intro}</p>
              <dl className="mt-4 grid gap-2 sm:grid-cols-[auto_1fr] sm:gap-x-4">
                {[f.email, f.phone].map((c) => (
                  <div key={c.label} className="contents">
                    <dt className="font-semibold text-slate-900">{c.label}</dt>
                    <dd>
                      <a href={c.href} className={prose.link}>
                        {c.value}
                      </a>
                    </dd>
                  </div>
                ))}
              </dl>
              <h3 className={prose.h3}>{f.include.title}</h3>
              <ul className={prose.ul}>
                {f.include.items.map((i) => (
                  <li key={i}>{i}</li>
                ))}
              </ul>
              <h3 className={prose.h3}>{f.responseTitle}</h3>
              {f.response.map((r) => (
                <p key={r} className={prose.p}>
                  {r}
                </p>
              ))}
              <p className={prose.p}>{f.alternativeFormats}</p>
            </Part>

            <Part id="technologies" title={a.technologies.title}>
              <p className={prose.p}>{a.technologies.intro}</p>
              <ul className={prose.ul}>
                {a.technologies.items.map((i) => (
                  <li key={i}>{i}</li>
                ))}
              </ul>
            </Part>
          </div>
        </Container>
      </div>
    </>
  );
}
