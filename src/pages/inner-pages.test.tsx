import { getSolution } from '@/content/solutions';
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { HeadCollector } from '@/components/layout/page-head';
import type { HeadData } from '@/lib/head';
import { site } from '@/config/site';
import { capabilityStatement, pastPerformanceWithCaseStudies } from '@/content/capabilities';
import { jobs, missingJobPostingFields } from '@/content/jobs';
import { blockTexts, isDocument, resourceDetails } from '@/content/resource-details';
import { resources } from '@/content/resources';
import Accessibility from './accessibility';
import About from './about';
import Capabilities from './capabilities';
import Careers from './careers';
import JobDetail from './job-detail';
import ResourceDetail from './resource-detail';
import CaseStudies from './case-studies';
import Industries from './industries';
import NotFound from './not-found';
import Privacy from './privacy';
import Resources from './resources';
import SolutionDetail from './solution-detail';
import Solutions from './solutions';
import Terms from './terms';
import ThankYou from './thank-you';

function render(Page: ComponentType, url: string, pattern = url.split('?')[0]!) {
  let head: HeadData | null = null;
  const html = renderToString(
    <HeadCollector value={(h) => void (head = h)}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path={pattern} element={<Page />} />
        </Routes>
      </MemoryRouter>
    </HeadCollector>,
  );
  return { html, head: head as HeadData | null };
}

const cases: [string, ComponentType, string, string?][] = [
  ['solutions', Solutions, '/solutions'],
  ['solution detail', SolutionDetail, '/solutions/contact-center-modernization', '/solutions/:slug'],
  ['unknown solution', SolutionDetail, '/solutions/nope', '/solutions/:slug'],
  ['case studies', CaseStudies, '/case-studies'],
  ['industries', Industries, '/industries'],
  ['about', About, '/about'],
  ['resources', Resources, '/resources'],
  ['careers', Careers, '/careers'],
  ...resources.map((r): [string, ComponentType, string, string] => [
    `resource ${r.id}`,
    ResourceDetail,
    `/resources/${r.id}`,
    '/resources/:slug',
  ]),
  ['unknown resource', ResourceDetail, '/resources/nope', '/resources/:slug'],
  ...jobs.map((j): [string, ComponentType, string, string] => [
    `job ${j.slug}`,
    JobDetail,
    `/careers/${j.slug}`,
    '/careers/:slug',
  ]),
  ['unknown job', JobDetail, '/careers/nope', '/careers/:slug'],
  ['capabilities', Capabilities, '/capabilities'],
  ['accessibility', Accessibility, '/accessibility'],
  ['privacy', Privacy, '/privacy'],
  ['terms', Terms, '/terms'],
  ['thank you', ThankYou, '/thank-you'],
  ['not found', NotFound, '/missing', '*'],
];

describe.each(cases)('%s page', (_name, Page, url, pattern) => {
  const { html, head } = render(Page, url, pattern);

  it('has exactly one h1, focusable by script', () => {
    const h1s = html.match(/<h1\b[^>]*>/g) ?? [];
    expect(h1s).toHaveLength(1);
    expect(h1s[0]).toContain('tabindex="-1"');
  });

  it('never skips a heading level', () => {
    const levels = [...html.matchAll(/<h([1-6])\b/g)].map((m) => Number(m[1]));
    expect(levels[0]).toBe(1);
    for (let i = 1; i < levels.length; i++) expect(levels[i]! - levels[i - 1]!).toBeLessThanOrEqual(1);
  });

  it('renders a PageHead', () => {
    expect(head?.title).toBeTruthy();
    expect(head?.description).toBeTruthy();
  });

  it('renders the same HTML every time', () => {
    expect(render(Page, url, pattern).html).toBe(html);
  });
});

describe('page heads', () => {
  it('solution detail uses the solution title and canonical path', () => {
    const { head } = render(SolutionDetail, '/solutions/it-staffing', '/solutions/:slug');
    expect(head).toMatchObject({ path: '/solutions/it-staffing' });
    expect(head?.title).toMatch(/^IT Staffing \| /);
    expect(head?.noindex).toBeFalsy();
  });
  it('unknown solution is noindex with its own path', () => {
    const { html, head } = render(SolutionDetail, '/solutions/nope', '/solutions/:slug');
    expect(head).toMatchObject({ path: '/solutions/nope', noindex: true });
    expect(html).toContain('Solution Not Found');
    expect(html).toContain('href="/solutions"');
  });
  it('404 is noindex; thank-you stays indexable (SEO 100) and is only left out of the sitemap', () => {
    expect(render(NotFound, '/x', '*').head).toMatchObject({ path: '/404', noindex: true });
    expect(render(ThankYou, '/thank-you').head).toMatchObject({ path: '/thank-you' });
    expect(render(ThankYou, '/thank-you').head?.noindex).toBeFalsy();
  });
});

describe('content rules', () => {
  it('solution cards link to each detail page with the title in the accessible name', () => {
    const { html } = render(Solutions, '/solutions');
    const links = [...html.matchAll(/<a [^>]*href="\/solutions\/([^"]+)"[^>]*>([\s\S]*?)<\/a>/g)];
    expect(links).toHaveLength(6);
    for (const [, slug, inner] of links) {
      const title = getSolution(slug!)!.title.replace(/&/g, '&amp;');
      // Visible "Learn More", plus the title in visually hidden text.
      expect(inner).toContain('Learn More');
      expect(inner).toMatch(
        new RegExp(`<span class="sr-only">: (<!-- -->)?${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}</span>`),
      );
    }
  });
  it('resources render a GET form (search box, "All" chosen) and dated cards', () => {
    const { html } = render(Resources, '/resources');
    expect(html).toMatch(/<form[^>]*action="\/resources"[^>]*method="get"/);
    expect(html).toMatch(/<input[^>]*type="search"[^>]*name="q"/);
    expect(html).toContain('placeholder="Search resources..."');
    expect(html).toMatch(/<input type="radio"[^>]*name="category" checked="" value="all"\/>/);
    expect(html).toContain('<time dateTime="2026-06-09">Jun 9, 2026</time>');
    expect(html).toContain('role="status"');
    expect(html).toMatch(/<form[^>]*action="\/api\/newsletter"[^>]*method="post"/);
  });
  it('legal pages show the fixed last-updated date, not today', () => {
    const { html } = render(Privacy, '/privacy');
    expect(html).toMatch(/<time dateTime="\d{4}-\d{2}-\d{2}">/);
    expect(html).toContain('<h2 id="section-1"');
    expect(html).toMatch(/>1<!-- -->\. <!-- -->/);
  });
  it('thank-you prerenders the default variant even when the URL asks for the queued one', () => {
    const { html } = render(ThankYou, '/thank-you?queued=1', '/thank-you');
    expect(html).toContain('Thank You!');
  });
  it('solution steps show the step name in bold', () => {
    const { html } = render(SolutionDetail, '/solutions/contact-center-modernization', '/solutions/:slug');
    expect(html).toMatch(/<ol[^>]*>(?:(?!<\/ol>).)*<strong[^>]*>[^<]+<!-- -->: <\/strong>/s);
  });
});

/** Text of rendered HTML, with tags and React's text separators removed and entities decoded. */
const textOf = (html: string) =>
  html
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ');

describe('resources become real', () => {
  it('every resource card links to its own page; whitepapers also to their PDF', () => {
    const { html } = render(Resources, '/resources');
    for (const r of resources) {
      expect(html).toContain(`href="/resources/${r.id}"`);
      if (r.downloadable) expect(html).toMatch(new RegExp(`<a[^>]*href="/downloads/${r.id}\\.pdf"[^>]*download`));
    }
  });
  it.each(resources.map((r) => [r.id]))('%s shows its full text, or a webinar its agenda', (id) => {
    const { html, head } = render(ResourceDetail, `/resources/${id}`, '/resources/:slug');
    const text = textOf(html);
    const detail = resourceDetails[id]!;
    expect(head?.path).toBe(`/resources/${id}`);
    if (isDocument(detail)) {
      for (const t of blockTexts(detail.body)) expect(text).toContain(t);
      expect(text).toMatch(/\d+ min read/);
      expect(text).toContain(detail.author.name);
    } else {
      for (const a of detail.agenda) expect(text).toContain(a.title);
      for (const sp of detail.speakers) expect(text).toContain(sp.name);
    }
  });
  it('an unknown resource is noindex with a way back', () => {
    const { html, head } = render(ResourceDetail, '/resources/nope', '/resources/:slug');
    expect(head).toMatchObject({ path: '/resources/nope', noindex: true });
    expect(html).toContain('href="/resources"');
  });
});

describe('careers openings', () => {
  it('Careers lists every opening with a link to its page', () => {
    const { html } = render(Careers, '/careers');
    for (const j of jobs) expect(html).toContain(`href="/careers/${j.slug}"`);
    expect(html).toContain('id="apply"');
  });
  it.each(jobs.map((j) => [j.slug]))('%s has JobPosting JSON-LD with every required field', (slug) => {
    const { html, head } = render(JobDetail, `/careers/${slug}`, '/careers/:slug');
    const job = jobs.find((j) => j.slug === slug)!;
    const ld = head?.jsonLd as Record<string, unknown>;
    expect(ld['@type']).toBe('JobPosting');
    expect(missingJobPostingFields(ld)).toEqual([]);
    expect(ld.title).toBe(job.title);
    const text = textOf(html);
    for (const r of [...job.responsibilities, ...job.requirements]) expect(text).toContain(r);
    expect(html).toContain('id="apply"');
  });
  it('an unknown job is noindex and lists the openings', () => {
    const { html, head } = render(JobDetail, '/careers/nope', '/careers/:slug');
    expect(head).toMatchObject({ path: '/careers/nope', noindex: true });
    expect(head?.jsonLd).toBeUndefined();
    for (const j of jobs) expect(html).toContain(`href="/careers/${j.slug}"`);
  });
});

describe('statements', () => {
  it('the capability statement shows the identifiers, NAICS codes, past performance and a PDF link', () => {
    const { html } = render(Capabilities, '/capabilities');
    const text = textOf(html);
    const c = site.contracting;
    expect(text).toContain(c.uei.value);
    expect(text).toContain(c.cage.value);
    for (const n of c.naics) expect(text).toContain(n.code);
    for (const v of c.contractVehicles) expect(text).toContain(v.name);
    for (const p of pastPerformanceWithCaseStudies()) expect(text).toContain(p.caseStudy.title);
    for (const comp of capabilityStatement.coreCompetencies) expect(text).toContain(comp.title);
    expect(html).toMatch(/<a[^>]*href="\/downloads\/capability-statement\.pdf"[^>]*download/);
  });
  it('About links to the capability statement', () => {
    expect(render(About, '/about').html).toContain('href="/capabilities"');
  });
  it('the accessibility statement names its target, a reporting route, a response time and a review date', () => {
    const { html } = render(Accessibility, '/accessibility');
    const text = textOf(html);
    expect(text).toContain('WCAG 2.2 Level AA');
    expect(text).toContain('Section 508');
    expect(html).toContain(`mailto:${site.emails.accessibility}`);
    expect(text).toMatch(/within \d+ business days/);
    expect(html).toMatch(/<time dateTime="\d{4}-\d{2}-\d{2}">/);
  });
});
