import { Card } from '@/components/ui/card';
import { Section } from '@/components/ui/section';
import { CtaSection } from '@/components/sections/cta-section';
import { IconBadge } from '@/components/sections/icon-card-grid';
import { PageHero } from '@/components/sections/page-hero';
import { splitStep } from '@/components/sections/step-text';
import type { CtaBlock, SolutionDetail } from '@/content/types';

interface Props {
  detail: SolutionDetail;
  labels: { painPoints: string; steps: string };
  cta: CtaBlock;
}

const h2Class = 'text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl';
const h3Class = 'text-lg font-semibold text-slate-900';

/** The body of /solutions/:slug: hero, problem, approach, outcomes, stack, call to action. */
export function SolutionDetailView({ detail, labels, cta }: Props) {
  const { problem, approach, outcomes, stack } = detail;
  return (
    <>
      <PageHero title={detail.title} description={detail.tagline} />

      <Section id="problem" labelledBy="problem-title">
        <div className="grid gap-10 lg:grid-cols-2 lg:items-start">
          <div>
            <h2 id="problem-title" className={h2Class}>
              {problem.title}
            </h2>
            <p className="mt-4 text-lg text-slate-600">{problem.description}</p>
          </div>
          <Card className="bg-slate-50">
            <h3 className={h3Class}>{labels.painPoints}</h3>
            <ul role="list" className="mt-4 space-y-3">
              {problem.pain_points.map((p) => (
                <li key={p} className="flex gap-3 text-slate-700">
                  <span aria-hidden="true" className="mt-2 size-2 shrink-0 rounded-full bg-brand-600" />
                  <span>{p}</span>
                </li>
              ))}
            </ul>
          </Card>
        </div>
      </Section>

      <Section id="approach" labelledBy="approach-title" tone="muted">
        {/* Two columns on wide screens: the intro beside the steps, not a narrow column and empty space. */}
        <div className="grid gap-10 lg:grid-cols-5 lg:gap-16">
          <div className="lg:sticky lg:top-24 lg:col-span-2 lg:self-start">
            <h2 id="approach-title" className={h2Class}>
              {approach.title}
            </h2>
            <p className="mt-4 text-lg text-slate-600">{approach.description}</p>
          </div>
          <div className="lg:col-span-3">
            <h3 className={h3Class}>{labels.steps}</h3>
            <ol role="list" className="mt-6 space-y-6">
              {approach.steps.map((s, i) => {
                const { name, detail: text } = splitStep(s);
                return (
                  <li key={s} className="flex gap-4">
                    <span
                      aria-hidden="true"
                      className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-600 font-bold text-white"
                    >
                      {i + 1}
                    </span>
                    <p className="pt-2 text-slate-700">
                      {name && <strong className="font-semibold text-slate-900">{name}: </strong>}
                      {text}
                    </p>
                  </li>
                );
              })}
            </ol>
          </div>
        </div>
      </Section>

      <Section id="outcomes" labelledBy="outcomes-title">
        <h2 id="outcomes-title" className={`${h2Class} mb-10 text-center`}>
          {outcomes.title}
        </h2>
        <ul role="list" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {outcomes.metrics.map((m) => (
            <Card as="li" key={m.label} className="flex flex-col text-center">
              <div className="mx-auto">
                <IconBadge name={m.icon} tone="accent" />
              </div>
              <p className="mt-4 text-4xl font-bold tracking-tight text-brand-700">{m.value}</p>
              <h3 className={`${h3Class} mt-2`}>{m.label}</h3>
              <p className="mt-2 text-sm text-slate-600">{m.description}</p>
            </Card>
          ))}
        </ul>
      </Section>

      <Section id="stack" labelledBy="stack-title" tone="muted">
        <h2 id="stack-title" className={`${h2Class} mb-10 text-center`}>
          {stack.title}
        </h2>
        <ul role="list" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {stack.tools.map((t) => (
            <Card as="li" key={t.name}>
              <h3 className={h3Class}>{t.name}</h3>
              <p className="mt-2 text-slate-600">{t.description}</p>
            </Card>
          ))}
        </ul>
      </Section>

      <CtaSection {...cta} />
    </>
  );
}
