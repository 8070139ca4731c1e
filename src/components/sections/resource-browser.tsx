import { useId, useState } from 'react';
import { Icon } from '@/components/ui/icon';
import { SmartLink } from '@/components/ui/smart-link';
import { Container } from '@/components/ui/container';
import { paths } from '@/config/paths';
import { filterResources, formatResourceDate } from '@/content/resources';
import { resourceCategories, type Resource, type ResourceCategory, type ResourceType } from '@/content/types';

export interface ResourceBrowserCopy {
  searchLabel: string;
  searchPlaceholder: string;
  filterLabel: string;
  empty: string;
  download: string;
  readMore: string;
  typeLabels: Record<ResourceType, string>;
  /** Live-region text for a non-empty result, e.g. "6 resources". */
  resultCount: (count: number) => string;
}

/** No documents are published yet: every card's action leads to the contact section to ask for it. */
const RESOURCE_REQUEST_HREF = `${paths.home}#contact`;

function ResourceCard({ resource, copy }: { resource: Resource; copy: ResourceBrowserCopy }) {
  const id = useId();
  const titleId = `${id}-title`;
  const actionId = `${id}-action`;
  return (
    <li className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <div className="flex items-center justify-between gap-3">
        <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
          <Icon name={resource.icon} />
        </span>
        <span className="rounded-full bg-accent-50 px-3 py-1 text-xs font-semibold uppercase tracking-wider text-accent-800">
          {copy.typeLabels[resource.type]}
        </span>
      </div>
      <h2 id={titleId} className="mt-4 text-xl font-semibold text-slate-900">
        {resource.title}
      </h2>
      <p className="mt-2 text-slate-600">{resource.description}</p>
      <p className="mt-4 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
        <span className="font-medium text-slate-700">{resource.category}</span>
        <span aria-hidden="true">·</span>
        <time dateTime={resource.date}>{formatResourceDate(resource.date)}</time>
      </p>
      <div className="mt-auto pt-6">
        <SmartLink
          id={actionId}
          href={RESOURCE_REQUEST_HREF}
          className="inline-flex min-h-11 items-center gap-2 rounded-md font-semibold text-brand-700 hover:text-brand-800 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          <Icon name={resource.downloadable ? 'file-text' : 'book-open'} className="size-5" />
          {resource.downloadable ? copy.download : copy.readMore}
          <span className="sr-only">: {resource.title}</span>
        </SmartLink>
      </div>
    </li>
  );
}

/** Search box, category chips and the filtered resource grid. */
export function ResourceBrowser({ resources, copy }: { resources: readonly Resource[]; copy: ResourceBrowserCopy }) {
  const uid = useId();
  const searchId = `${uid}-search`;
  const filterId = `${uid}-filter`;
  const [category, setCategory] = useState<ResourceCategory>('All');
  const [search, setSearch] = useState('');
  const shown = filterResources(resources, category, search);

  return (
    <div className="bg-white py-16 sm:py-20">
      <Container>
        <div className="flex flex-col gap-6 lg:flex-row lg:items-end lg:justify-between">
          <div className="w-full lg:max-w-md">
            <label htmlFor={searchId} className="block text-sm font-semibold text-slate-900">
              {copy.searchLabel}
            </label>
            <div className="relative mt-2">
              <span className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-slate-600">
                <Icon name="search" className="size-5" />
              </span>
              <input
                id={searchId}
                type="search"
                name="q"
                autoComplete="off"
                value={search}
                onChange={(e) => setSearch(e.target.value)}
                placeholder={copy.searchPlaceholder}
                className="min-h-11 w-full rounded-lg border border-slate-500 bg-white py-2.5 pl-10 pr-4 text-base text-slate-900 placeholder:text-slate-600 focus-visible:border-brand-600 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
              />
            </div>
          </div>
          <div role="group" aria-labelledby={filterId}>
            <p id={filterId} className="text-sm font-semibold text-slate-900">
              {copy.filterLabel}
            </p>
            <ul role="list" className="mt-2 flex flex-wrap gap-2">
              {resourceCategories.map((c) => {
                const pressed = c === category;
                return (
                  <li key={c}>
                    <button
                      type="button"
                      aria-pressed={pressed}
                      onClick={() => setCategory(c)}
                      className={`min-h-11 rounded-full border px-4 py-2 text-sm font-medium transition-colors focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${
                        pressed
                          ? 'border-brand-600 bg-brand-600 text-white hover:bg-brand-700'
                          : 'border-slate-400 bg-white text-slate-800 hover:border-brand-600 hover:text-brand-700'
                      }`}
                    >
                      {c}
                    </button>
                  </li>
                );
              })}
            </ul>
          </div>
        </div>

        <p
          role="status"
          className={
            shown.length === 0 ? 'mt-12 text-center text-lg font-medium text-slate-700' : 'mt-8 text-sm text-slate-600'
          }
        >
          {shown.length === 0 ? copy.empty : copy.resultCount(shown.length)}
        </p>

        {shown.length > 0 && (
          <ul role="list" className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {shown.map((r) => (
              <ResourceCard key={r.id} resource={r} copy={copy} />
            ))}
          </ul>
        )}
      </Container>
    </div>
  );
}
