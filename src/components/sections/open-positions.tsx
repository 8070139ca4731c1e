import { SmartLink } from '@/components/ui/smart-link';
import { Icon } from '@/components/ui/icon';
import { paths } from '@/config/paths';
import { clearanceLabels, employmentTypeLabels, jobLocationLabel, openPositionsCopy as copy } from '@/content/jobs';
import type { Job } from '@/content/types';

/** Location, clearance and employment type of a job, as a description list. */
export function JobFacts({ job, tone = 'dark' }: { job: Job; tone?: 'dark' | 'light' }) {
  const l = copy.labels;
  const facts: [string, string][] = [
    [l.location, jobLocationLabel(job.workplace)],
    [l.clearance, clearanceLabels[job.clearance]],
    [l.employmentType, employmentTypeLabels[job.employmentType]],
  ];
  const text = tone === 'light' ? 'text-slate-200' : 'text-slate-600';
  return (
    <dl className={`flex flex-col gap-x-6 gap-y-2 text-sm sm:flex-row sm:flex-wrap ${text}`}>
      {facts.map(([label, value]) => (
        <div key={label} className="flex gap-1">
          <dt className="font-semibold">{label}:</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The Careers page's list of openings; each links to its own page. */
export function OpenPositions({ jobs }: { jobs: readonly Job[] }) {
  if (!jobs.length) return <p className="text-center text-slate-700">{copy.empty}</p>;
  return (
    <ul role="list" className="mx-auto grid max-w-4xl gap-5">
      {jobs.map((job) => (
        <li key={job.slug} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
          <h3 className="text-xl font-semibold text-slate-900">
            <SmartLink
              href={paths.job(job.slug)}
              className="rounded-sm hover:text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
            >
              {job.title}
            </SmartLink>
          </h3>
          <div className="mt-2">
            <JobFacts job={job} />
          </div>
          <p className="mt-3 text-slate-700">{job.summary}</p>
          <SmartLink
            href={paths.job(job.slug)}
            className="mt-4 inline-flex min-h-11 items-center gap-2 rounded-md font-semibold text-brand-700 hover:text-brand-800 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            {copy.viewDetails}
            <span className="sr-only">: {job.title}</span>
            <Icon name="arrow-right" className="size-4" />
          </SmartLink>
        </li>
      ))}
    </ul>
  );
}
