import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  CATEGORY_SELECTOR,
  DATA_CATEGORY,
  DATA_COUNTS,
  DATA_EMPTY,
  DATA_MATCH,
  DATA_URL_STATE,
} from '@/boot/dom-hooks';
import { Icon } from '@/components/ui/icon';
import { SmartLink } from '@/components/ui/smart-link';
import { Container } from '@/components/ui/container';
import { paths } from '@/config/paths';
import { filterResources, formatResourceDate, resourcePdfFileName } from '@/content/resources';
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

const actionClass =
  'inline-flex min-h-11 items-center gap-2 rounded-md font-semibold text-brand-700 hover:text-brand-800 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

function ResourceCard({ resource, copy }: { resource: Resource; copy: ResourceBrowserCopy }) {
  const id = useId();
  const titleId = `${id}-title`;
  const actionId = `${id}-action`;
  return (
    <li
      {...{ [DATA_CATEGORY]: resource.category }}
      className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <div className="flex items-center justify-between gap-3">
        <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
          <Icon name={resource.icon} />
        </span>
        <span className="rounded-full bg-accent-50 px-3 py-1 text-xs font-semibold uppercase tracking-wider text-accent-800">
          {copy.typeLabels[resource.type]}
        </span>
      </div>
      <h2 id={titleId} {...{ [DATA_MATCH]: '' }} className="mt-4 text-xl font-semibold text-slate-900">
        <SmartLink
          href={paths.resource(resource.id)}
          className="rounded-sm hover:text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          {resource.title}
        </SmartLink>
      </h2>
      <p {...{ [DATA_MATCH]: '' }} className="mt-2 text-slate-600">
        {resource.description}
      </p>
      <p className="mt-4 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
        <span className="font-medium text-slate-700">{resource.category}</span>
        <span aria-hidden="true">·</span>
        <time dateTime={resource.date}>{formatResourceDate(resource.date)}</time>
      </p>
      <div className="mt-auto pt-6">
        {resource.downloadable ? (
          // A file, not a route: a plain link, so the router never takes it.
          <a id={actionId} href={paths.download(resourcePdfFileName(resource.id))} download className={actionClass}>
            <Icon name="download" className="size-5" />
            {copy.download}
            <span className="sr-only">: {resource.title} (PDF)</span>
          </a>
        ) : (
          <SmartLink id={actionId} href={paths.resource(resource.id)} className={actionClass}>
            <Icon name="book-open" className="size-5" />
            {copy.readMore}
            <span className="sr-only">: {resource.title}</span>
          </SmartLink>
        )}
      </div>
    </li>
  );
}

/** URL value of a category: "Contact Center" is "contact-center". */
export const categorySlug = (c: ResourceCategory) =>
  c.toLowerCase().replace(/&/g, '').replace(/\s+/g, '-').replace(/-+/g, '-');

const categoryFromSlug = (slug: string | null): ResourceCategory =>
  resourceCategories.find((c) => categorySlug(c) === slug?.toLowerCase()) ?? 'All';

/**
 * Without the app, the category chips still filter: a rule per category hides the other
 * categories' cards while its radio is checked. Before the app, the page's own script filters
 * by the search text (boot/pre-app-controls.ts matches the `data-match` texts, as filterResources).
 */
const noScriptFilter = resourceCategories
  .filter((c) => c !== 'All')
  .map(
    (c) =>
      `[data-resources]:has(input[name=category][value="${categorySlug(c)}"]:checked) ${CATEGORY_SELECTOR}:not([${DATA_CATEGORY}="${c}"]){display:none}`,
  )
  .join('');

interface Filter {
  category: ResourceCategory;
  search: string;
}

/**
 * Search box, category chips and the filtered resource grid, as a GET form whose state lives in
 * the URL (`/resources?category=security&q=…`), so a filtered view can be shared. Its fields are
 * plain HTML (uncontrolled): what a visitor chose or typed before the app loaded stays, and is
 * applied the moment it has.
 */
export function ResourceBrowser({ resources, copy }: { resources: readonly Resource[]; copy: ResourceBrowserCopy }) {
  const uid = useId();
  const searchId = `${uid}-search`;
  const formRef = useRef<HTMLFormElement>(null);
  const [, setParams] = useSearchParams();
  // null while the page is as prerendered (every card); then what the form holds.
  const [filter, setFilter] = useState<Filter | null>(null);
  const shown = filter ? filterResources(resources, filter.category, filter.search) : resources;

  const read = useCallback(() => {
    const form = formRef.current;
    if (!form) return;
    const data = new FormData(form);
    const next = {
      category: categoryFromSlug(data.get('category') as string | null),
      search: String(data.get('q') ?? ''),
    };
    setFilter(next);
    const params = new URLSearchParams();
    if (next.category !== 'All') params.set('category', categorySlug(next.category));
    if (next.search) params.set('q', next.search);
    setParams(params, { replace: true, preventScrollReset: true });
  }, [setParams]);

  // Hydrated: apply what the form holds (the URL's state, or a choice made before the app loaded).
  useEffect(read, [read]);

  return (
    <div className="bg-white py-16 sm:py-20" data-resources="">
      <style>{noScriptFilter}</style>
      <Container>
        <form
          ref={formRef}
          action={paths.resources}
          method="get"
          role="search"
          {...{ [DATA_URL_STATE]: '' }}
          onInput={read}
          onChange={read}
          onSubmit={(e) => {
            e.preventDefault();
            read();
          }}
          className="flex flex-col gap-6 lg:flex-row lg:items-start lg:gap-10"
        >
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
                defaultValue=""
                placeholder={copy.searchPlaceholder}
                className="min-h-11 w-full rounded-lg border border-slate-500 bg-white py-2.5 pl-10 pr-4 text-base text-slate-900 placeholder:text-slate-600 focus-visible:border-brand-600 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
              />
            </div>
          </div>
          <fieldset>
            <legend className="text-sm font-semibold text-slate-900">{copy.filterLabel}</legend>
            <div className="mt-2 flex flex-wrap gap-2">
              {resourceCategories.map((c) => (
                <label key={c} className="relative">
                  <input
                    type="radio"
                    name="category"
                    value={categorySlug(c)}
                    defaultChecked={c === 'All'}
                    className="peer absolute inset-0 size-full cursor-pointer appearance-none rounded-full"
                  />
                  <span className="pointer-events-none inline-flex min-h-11 items-center rounded-full border border-slate-400 bg-white px-4 py-2 text-sm font-medium text-slate-800 transition-colors peer-hover:border-brand-600 peer-hover:text-brand-700 peer-checked:border-brand-600 peer-checked:bg-brand-600 peer-checked:text-white peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600">
                    {c}
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
          {/* Without the app, Enter or this button loads the URL of the filtered view. */}
          <button type="submit" className="sr-only focus:not-sr-only">
            {copy.searchLabel}
          </button>
        </form>

        {/* The pre-app layer rewrites this line from data-counts and data-empty; hydration keeps it. */}
        <p
          role="status"
          {...{
            [DATA_COUNTS]: resources.map((_, i) => copy.resultCount(i + 1)).join('|'),
            [DATA_EMPTY]: copy.empty,
          }}
          suppressHydrationWarning
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
