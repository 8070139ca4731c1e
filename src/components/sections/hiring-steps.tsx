import type { HiringStep } from '@/content/types';

/** The numbered hiring process on /careers, as an ordered list. */
export function HiringSteps({ steps }: { steps: readonly HiringStep[] }) {
  return (
    <ol role="list" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {steps.map((s) => (
        <li key={s.step} className="relative rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm">
          <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-brand-600 text-xl font-bold text-white">
            {s.step}
          </span>
          <h3 className="mt-4 text-lg font-semibold text-slate-900">{s.title}</h3>
          <p className="mt-2 text-slate-600">{s.description}</p>
        </li>
      ))}
    </ol>
  );
}
