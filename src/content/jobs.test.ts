import { describe, expect, it } from 'vitest';
import { CONTENT_DATE } from '@/config/constants';
import { site } from '@/config/site';
import {
  clearanceLabels,
  employmentTypeLabels,
  formatSalaryRange,
  getJob,
  JOB_POSTING_LOCATION_FIELDS,
  JOB_POSTING_REQUIRED_FIELDS,
  jobDescriptionHtml,
  jobLocationLabel,
  jobMeta,
  jobPostingJsonLd,
  jobs,
  missingJobPostingFields,
  openPositionsCopy,
} from '@/content/jobs';
import { employmentTypes } from '@/content/types';

const SITE_URL = 'https://www.example.com';
const isoDate = /^\d{4}-\d{2}-\d{2}$/;
const isoDateTime = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/;

describe('jobs', () => {
  it('has 3-5 roles with unique, URL-safe slugs and unique titles', () => {
    expect(jobs.length).toBeGreaterThanOrEqual(3);
    expect(jobs.length).toBeLessThanOrEqual(5);
    expect(new Set(jobs.map((j) => j.slug)).size).toBe(jobs.length);
    expect(new Set(jobs.map((j) => j.title)).size).toBe(jobs.length);
    for (const j of jobs) {
      expect(j.slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
      expect(getJob(j.slug)).toBe(j);
    }
    expect(getJob('no-such-role')).toBeUndefined();
  });

  it('gives every role 5-8 responsibilities and requirements and some nice-to-haves', () => {
    for (const j of jobs) {
      for (const list of [j.responsibilities, j.requirements]) {
        expect(list.length, j.slug).toBeGreaterThanOrEqual(5);
        expect(list.length, j.slug).toBeLessThanOrEqual(8);
      }
      expect(j.niceToHaves.length, j.slug).toBeGreaterThanOrEqual(1);
      for (const text of [j.title, j.summary, ...j.responsibilities, ...j.requirements, ...j.niceToHaves]) {
        expect(text.trim().length, j.slug).toBeGreaterThan(0);
      }
    }
  });

  it('uses schema.org employment types and known clearances', () => {
    for (const j of jobs) {
      expect(employmentTypes).toContain(j.employmentType);
      expect(Object.keys(clearanceLabels)).toContain(j.clearance);
      expect(employmentTypeLabels[j.employmentType].length).toBeGreaterThan(0);
    }
  });

  it('offers the roles the issue asks for, with a Secret-cleared GovCloud engineer', () => {
    const govcloud = getJob('cloud-engineer-aws-govcloud')!;
    expect(govcloud.clearance).toBe('secret');
    expect(govcloud.requirements.join(' ')).toMatch(/Active Secret clearance/);
    expect(getJob('amazon-connect-solutions-architect')).toBeDefined();
  });

  it('is recent and still open: posted in 2026 by the content date, closing after it', () => {
    for (const j of jobs) {
      expect(j.datePosted).toMatch(isoDate);
      expect(j.validThrough).toMatch(isoDateTime);
      expect(j.datePosted >= '2026-01-01' && j.datePosted <= CONTENT_DATE, j.slug).toBe(true);
      const posted = Date.parse(`${j.datePosted}T00:00:00Z`);
      const closes = Date.parse(j.validThrough);
      expect(closes, j.slug).toBeGreaterThan(posted);
      expect(closes, j.slug).toBeGreaterThan(Date.parse(`${CONTENT_DATE}T23:59:59Z`));
      // Recent: at most 60 days old.
      expect((Date.parse(`${CONTENT_DATE}T00:00:00Z`) - posted) / 86_400_000, j.slug).toBeLessThanOrEqual(60);
    }
    const posted = jobs.map((j) => j.datePosted);
    expect([...posted].sort().reverse()).toEqual(posted);
  });

  it('states a positive yearly base salary range in USD', () => {
    for (const j of jobs) {
      expect(Number.isInteger(j.baseSalary.min)).toBe(true);
      expect(Number.isInteger(j.baseSalary.max)).toBe(true);
      expect(j.baseSalary.min).toBeGreaterThan(30000);
      expect(j.baseSalary.max).toBeGreaterThan(j.baseSalary.min);
    }
    expect(formatSalaryRange({ min: 140000, max: 170000 })).toBe('$140,000 to $170,000 a year');
  });

  it("writes whole dollars as Intl's en-US currency format does", () => {
    const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
    const amounts = [0, 7, 999, 1000, 30_001, 99_999, 100_000, 140_000, 999_999, 1_000_000, 12_345_678];
    for (const j of jobs) amounts.push(j.baseSalary.min, j.baseSalary.max);
    for (const n of amounts)
      expect(formatSalaryRange({ min: n, max: n }), String(n)).toBe(`${usd.format(n)} to ${usd.format(n)} a year`);
  });

  it('labels locations from the company headquarters', () => {
    expect(jobLocationLabel('hybrid')).toBe(`${site.headquarters.city}, ${site.headquarters.region} (hybrid)`);
    expect(jobLocationLabel('remote')).toBe('Remote (United States)');
    expect(jobs.some((j) => j.workplace === 'hybrid')).toBe(true);
    expect(jobs.some((j) => j.workplace === 'remote')).toBe(true);
  });

  it('has head data within limits for every job page', () => {
    for (const j of jobs) {
      const meta = jobMeta(j);
      expect(meta.title.startsWith(j.title)).toBe(true);
      expect(meta.title.length, j.slug).toBeLessThanOrEqual(60);
      expect(meta.description.length, j.slug).toBeGreaterThanOrEqual(50);
      expect(meta.description.length, j.slug).toBeLessThanOrEqual(160);
    }
  });

  it('has the Open Positions copy', () => {
    expect(openPositionsCopy.intro.title).toBe('Open Positions');
    expect(openPositionsCopy.equalOpportunity).toContain('equal opportunity employer');
    expect(openPositionsCopy.equalOpportunity).toContain(site.emails.careers);
    expect(openPositionsCopy.viewDetails).toBe('View details');
  });
});

describe('jobPostingJsonLd', () => {
  it.each(jobs.map((j) => [j.slug, j] as const))('%s has every required JobPosting field', (_, job) => {
    const data = jobPostingJsonLd(job, SITE_URL);
    expect(missingJobPostingFields(data)).toEqual([]);
    for (const key of JOB_POSTING_REQUIRED_FIELDS) {
      const v = (data as Record<string, unknown>)[key];
      expect(v, key).toBeTruthy();
    }
    expect(data['@context']).toBe('https://schema.org');
    expect(data['@type']).toBe('JobPosting');
    expect(data.title).toBe(job.title);
    expect(data.datePosted).toBe(job.datePosted);
    expect(data.validThrough).toBe(job.validThrough);
    expect(data.employmentType).toBe(job.employmentType);
    expect(data.hiringOrganization).toMatchObject({ '@type': 'Organization', name: site.name });
    expect(data.hiringOrganization.sameAs).toBe('https://www.example.com/');
    expect(data.url).toBe(`https://www.example.com/careers/${job.slug}`);
    expect(data.baseSalary).toEqual({
      '@type': 'MonetaryAmount',
      currency: 'USD',
      value: {
        '@type': 'QuantitativeValue',
        minValue: job.baseSalary.min,
        maxValue: job.baseSalary.max,
        unitText: 'YEAR',
      },
    });
    expect(JSON.parse(JSON.stringify(data))).toEqual(data);
  });

  it('gives office roles a postal address and remote roles TELECOMMUTE within the US', () => {
    for (const job of jobs) {
      const data = jobPostingJsonLd(job, SITE_URL) as Record<string, unknown>;
      if (job.workplace === 'remote') {
        for (const k of JOB_POSTING_LOCATION_FIELDS.remote) expect(data[k], `${job.slug} ${k}`).toBeTruthy();
        expect(data.jobLocationType).toBe('TELECOMMUTE');
        expect(data.applicantLocationRequirements).toEqual({ '@type': 'Country', name: 'USA' });
        expect(data.jobLocation).toBeUndefined();
      } else {
        expect(data.jobLocation).toMatchObject({
          '@type': 'Place',
          address: {
            '@type': 'PostalAddress',
            addressLocality: 'Alpharetta',
            addressRegion: 'GA',
            postalCode: '30022',
          },
        });
        expect(data.jobLocationType).toBeUndefined();
      }
    }
  });

  it('is pure: same input, same output, and follows the site URL it is given', () => {
    const job = jobs[0]!;
    expect(jobPostingJsonLd(job, SITE_URL)).toEqual(jobPostingJsonLd(job, SITE_URL));
    expect(jobPostingJsonLd(job, 'https://careers.example.org').url).toBe(
      `https://careers.example.org/careers/${job.slug}`,
    );
  });

  it('puts the whole posting into the HTML description, escaped', () => {
    for (const job of jobs) {
      const html = jobDescriptionHtml(job);
      expect(html.startsWith('<p>')).toBe(true);
      for (const item of [...job.responsibilities, ...job.requirements]) {
        expect(html).toContain(item.replace(/&/g, '&amp;'));
      }
      expect(html).not.toMatch(/&(?!amp;|lt;|gt;|quot;)/);
      expect(html).toContain('equal opportunity employer');
    }
  });

  it('reports missing or empty required fields', () => {
    const data = jobPostingJsonLd(jobs[0]!, SITE_URL) as Record<string, unknown>;
    expect(missingJobPostingFields({ ...data, title: '  ' })).toEqual(['title']);
    const { hiringOrganization: _h, ...withoutOrg } = data;
    expect(missingJobPostingFields(withoutOrg)).toEqual(['hiringOrganization']);
    expect(missingJobPostingFields({ ...data, jobLocation: undefined, jobLocationType: undefined })).toEqual([
      'jobLocation',
    ]);
    expect(missingJobPostingFields({ ...data, jobLocation: undefined, jobLocationType: 'TELECOMMUTE' })).toEqual([
      'applicantLocationRequirements',
    ]);
    expect(missingJobPostingFields({})).toEqual([...JOB_POSTING_REQUIRED_FIELDS, 'jobLocation']);
  });
});
