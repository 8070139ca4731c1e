import { Icon } from '@/components/ui/icon';
import type { CaseStudy } from '@/content/types';

export interface CaseStudyLabels {
  challenge: string;
  solution: string;
  results: string;
  technologies: string;
  duration: string;
}

const h3Class = 'text-sm font-semibold uppercase tracking-wider text-slate-700';

/** One project in the /case-studies list. Renders an <li>; its title is an h2. */
export function CaseStudyCard({ study, labels }: { study: CaseStudy; labels: CaseStudyLabels }) {
  return (
    <li className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      <div className="bg-gradient-to-br from-brand-800 to-brand-700 p-6 text-white">
        <p className="text-sm font-semibold uppercase tracking-wider text-accent-200">{study.industry}</p>
        <h2 className="mt-2 text-2xl font-bold tracking-tight">{study.title}</h2>
        <p className="mt-3 flex items-center gap-2 text-sm text-slate-100">
          <Icon name="clock" className="size-4 shrink-0" />
          <span>
            {labels.duration}: {study.duration}
          </span>
        </p>
      </div>
      <div className="flex flex-1 flex-col gap-6 p-6">
        <div>
          <h3 className={h3Class}>{labels.challenge}</h3>
          <p className="mt-2 text-slate-700">{study.challenge}</p>
        </div>
        <div>
          <h3 className={h3Class}>{labels.solution}</h3>
          <p className="mt-2 text-slate-700">{study.solution}</p>
        </div>
        <div>
          <h3 className={h3Class}>{labels.results}</h3>
          <ul role="list" className="mt-3 grid gap-3 sm:grid-cols-3">
            {study.results.map((r) => (
              <li key={r.label} className="flex flex-col gap-1 rounded-xl bg-slate-50 p-3">
                <span className="flex items-center gap-2">
                  <span className="inline-flex size-8 shrink-0 items-center justify-center rounded-lg bg-accent-50 text-accent-800">
                    <Icon name={r.icon} className="size-4" />
                  </span>
                  <span className="text-xl font-bold text-brand-700">{r.value}</span>
                </span>
                <span className="text-sm text-slate-600">{r.label}</span>
              </li>
            ))}
          </ul>
        </div>
        <div className="mt-auto">
          <h3 className={h3Class}>{labels.technologies}</h3>
          <ul role="list" className="mt-3 flex flex-wrap gap-2">
            {study.technologies.map((t) => (
              <li
                key={t}
                className="rounded-full border border-brand-200 bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800"
              >
                {t}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </li>
  );
}
