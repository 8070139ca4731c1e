// Every URL the build prerenders (server only: it pulls in all solution, resource and job slugs).
import { paths } from '@/config/paths';
import { jobs } from '@/content/jobs';
import { resources } from '@/content/resources';
import { solutionSlugs } from '@/content/solutions';

/** Routes prerendered to `<route>/index.html`, in sitemap order. */
export const pageRoutes: readonly string[] = [
  paths.home,
  paths.solutions,
  ...solutionSlugs.map(paths.solution),
  paths.caseStudies,
  paths.industries,
  paths.about,
  paths.resources,
  ...resources.map((r) => paths.resource(r.id)),
  paths.careers,
  ...jobs.map((j) => paths.job(j.slug)),
  paths.capabilities,
  paths.contact,
  paths.book,
  paths.privacy,
  paths.terms,
  paths.accessibility,
  paths.thankYou,
  paths.manageBooking,
];

/**
 * Prerendered but left out of the sitemap: reached only after a submission. Not `noindex`: the
 * audit asks for SEO 100 on every route, and the page holds nothing private (docs/decisions.md).
 */
export const unlistedRoutes: readonly string[] = [paths.thankYou, paths.manageBooking];
