// Open positions (Careers page "Open Positions" section and /careers/:slug), their schema.org
// JobPosting data and the section's copy. Relative imports with extensions, so server code can
// load it (the application form's role list comes from here).
import { escapeHtml } from './html.ts';
import { paths } from '../config/paths.ts';
import { site } from '../config/site.ts';
import type { Clearance, EmploymentType, Job, PageMeta, SectionIntro, Workplace } from './types.ts';

/** Newest first. Dates: `datePosted` not after CONTENT_DATE, `validThrough` after it. */
export const jobs: Job[] = [
  {
    slug: 'technical-recruiter',
    title: 'Technical Recruiter (Cleared IT)',
    summary:
      'Find and place the cloud, contact center and software professionals our clients rely on, including candidates with Public Trust and Secret clearances.',
    responsibilities: [
      'Manage full-cycle recruiting for technical roles, from intake meetings with hiring managers to accepted offers.',
      'Source candidates through referrals, professional networks, job boards and cleared talent communities.',
      'Screen candidates for technical fit, clearance status and client requirements, and prepare clear submittals.',
      'Coordinate interviews and keep candidates informed at every step of the process.',
      'Keep candidate records accurate and up to date in our applicant tracking system.',
      'Track pipeline metrics such as time to fill and submittal-to-interview ratio, and share them weekly.',
    ],
    requirements: [
      '3+ years of technical recruiting experience, in an agency, consulting firm or government contractor.',
      'A working understanding of cloud, software and IT infrastructure roles and the skills they require.',
      'Familiarity with security clearance levels and the basics of the clearance process.',
      'Clear written and spoken communication and a respectful, candidate-first approach.',
      'Experience with an applicant tracking system and Boolean search.',
    ],
    niceToHaves: [
      'Experience recruiting for federal contracts or cleared positions.',
      'Knowledge of the AWS and Salesforce certification paths.',
      'A network in the Atlanta technology community.',
    ],
    workplace: 'hybrid',
    clearance: 'none',
    employmentType: 'FULL_TIME',
    experienceYears: 3,
    datePosted: '2026-11-18',
    validThrough: '2027-01-18T23:59:59-05:00',
    baseSalary: { min: 70000, max: 90000 },
  },
  {
    slug: 'amazon-connect-solutions-architect',
    title: 'Amazon Connect Solutions Architect',
    summary:
      'Lead the design of cloud contact centers on Amazon Connect for state, local and federal agencies, from discovery workshops to go-live and optimization.',
    responsibilities: [
      'Run discovery sessions with client stakeholders to understand call reasons, volumes, integrations and compliance needs.',
      'Design Amazon Connect architectures, including contact flows, routing, queues, security profiles and agent workspaces.',
      'Design self-service with Amazon Lex and AI agent assist with Amazon Q in Connect, with guardrails and human oversight.',
      'Define integrations with CRM and case management systems through AWS Lambda and APIs.',
      'Guide engineers building contact flows and infrastructure as code, and review their work.',
      'Plan phased migrations, including number porting, parallel operation and rollback.',
      'Use Contact Lens and queue metrics to recommend improvements after go-live.',
    ],
    requirements: [
      '5+ years designing or delivering contact center solutions, with at least 2 years on Amazon Connect.',
      'Hands-on experience with contact flows, Amazon Lex, AWS Lambda and Amazon Connect APIs.',
      'Working knowledge of AWS security services and identity federation with SAML 2.0.',
      'Experience presenting designs to both technical and non-technical audiences.',
      'Ability to pass a background investigation for a Public Trust position.',
      'Authorization to work in the United States.',
    ],
    niceToHaves: [
      'AWS Certified Solutions Architect - Associate or Professional.',
      'Experience with Salesforce Service Cloud integration.',
      'Experience with public sector contact centers and their compliance requirements.',
    ],
    workplace: 'remote',
    clearance: 'public-trust',
    employmentType: 'FULL_TIME',
    experienceYears: 5,
    datePosted: '2026-11-16',
    validThrough: '2027-01-15T23:59:59-05:00',
    baseSalary: { min: 140000, max: 170000 },
  },
  {
    slug: 'cloud-engineer-aws-govcloud',
    title: 'Cloud Engineer (AWS GovCloud), Secret Clearance',
    summary:
      'Build and operate secure landing zones and migrate federal workloads to AWS GovCloud (US), working with infrastructure as code and NIST SP 800-53 controls.',
    responsibilities: [
      'Build and maintain multi-account landing zones in AWS GovCloud (US) with AWS Control Tower and Terraform.',
      'Migrate servers and databases with AWS Application Migration Service and AWS Database Migration Service.',
      'Implement identity, logging, encryption and network controls mapped to NIST SP 800-53.',
      'Build CI/CD pipelines for infrastructure and application deployments.',
      'Support authorization activities by producing evidence for security control assessments.',
      'Monitor cost, performance and security findings, and fix issues at their source.',
    ],
    requirements: [
      'Active Secret clearance (U.S. citizenship required).',
      '3+ years of hands-on AWS engineering, including production workloads.',
      'Strong Terraform skills and experience with Git-based workflows.',
      'Experience with AWS networking, IAM, AWS KMS and CloudTrail.',
      'Scripting experience in Python or Bash.',
      'Ability to work at our Alpharetta office part of each week and at client sites when required.',
    ],
    niceToHaves: [
      'AWS Certified Solutions Architect or AWS Certified Security - Specialty.',
      'Experience with FedRAMP or agency authority-to-operate packages.',
      'Experience with Amazon EKS and container security.',
      'CompTIA Security+ or another DoD 8140 qualifying certification.',
    ],
    workplace: 'hybrid',
    clearance: 'secret',
    employmentType: 'FULL_TIME',
    experienceYears: 3,
    datePosted: '2026-11-09',
    validThrough: '2027-01-08T23:59:59-05:00',
    baseSalary: { min: 125000, max: 155000 },
  },
  {
    slug: 'data-engineer',
    title: 'Data Engineer',
    summary:
      'Build the pipelines, data warehouses and governed datasets behind dashboards and forecasts for government and healthcare clients.',
    responsibilities: [
      'Design and build batch and streaming pipelines with AWS Glue, AWS Lambda and Amazon Kinesis.',
      'Model data in Amazon Redshift and Amazon S3 data lakes for reporting and analytics.',
      'Apply access controls with AWS Lake Formation, and protect sensitive data such as protected health information.',
      'Work with analysts to deliver Amazon QuickSight dashboards that leaders use every day.',
      'Prepare features and training data for forecasting models with our data scientists.',
      'Monitor data quality and pipeline health, and document datasets for their users.',
    ],
    requirements: [
      '3+ years of data engineering experience.',
      'Strong SQL and Python.',
      'Experience with AWS data services such as AWS Glue, Amazon Redshift and Amazon S3.',
      'Understanding of data modeling, partitioning and performance tuning.',
      'Experience handling sensitive data under HIPAA or a similar framework.',
      'Ability to pass a background investigation for a Public Trust position.',
    ],
    niceToHaves: [
      'AWS Certified Data Engineer - Associate.',
      'Experience with dbt, Apache Spark or Apache Airflow.',
      'Experience with Contact Lens or contact center data.',
    ],
    workplace: 'remote',
    clearance: 'public-trust',
    employmentType: 'FULL_TIME',
    experienceYears: 3,
    datePosted: '2026-11-02',
    validThrough: '2027-01-04T23:59:59-05:00',
    baseSalary: { min: 115000, max: 145000 },
  },
  {
    slug: 'full-stack-developer',
    title: 'Full-Stack Developer (React and Node.js)',
    summary:
      'Build accessible web applications, APIs and integrations for public-facing services, with TypeScript from the browser to the database.',
    responsibilities: [
      'Build web applications in React and TypeScript that meet WCAG 2.2 Level AA.',
      'Design and build APIs and integrations in Node.js, including Salesforce and Amazon Connect integrations.',
      'Write automated unit, integration and end-to-end tests, including accessibility checks.',
      'Deploy through CI/CD pipelines to AWS, with infrastructure defined as code.',
      'Take part in design and code reviews, and help improve our engineering practices.',
      'Work directly with client product owners to shape requirements.',
    ],
    requirements: [
      '3+ years of professional experience with TypeScript or JavaScript, React and Node.js.',
      'Experience with relational databases such as PostgreSQL.',
      'A habit of writing tests and readable code.',
      'Working knowledge of web accessibility and semantic HTML.',
      'Experience with Git and code review.',
    ],
    niceToHaves: [
      'Experience with AWS serverless services such as AWS Lambda and Amazon API Gateway.',
      'Experience with Section 508 or WCAG audits.',
      'Experience building offline-capable web applications.',
    ],
    workplace: 'hybrid',
    clearance: 'none',
    employmentType: 'FULL_TIME',
    experienceYears: 3,
    datePosted: '2026-10-26',
    validThrough: '2026-12-31T23:59:59-05:00',
    baseSalary: { min: 105000, max: 135000 },
  },
];

/** <head> data for a job's page: "<title> | <company>" when that fits in 60 characters. */
export function jobMeta(job: Job): PageMeta {
  const withName = `${job.title} | ${site.name}`;
  return { title: withName.length <= 60 ? withName : job.title, description: job.summary };
}

export function getJob(slug: string): Job | undefined {
  return jobs.find((j) => j.slug === slug);
}

export const clearanceLabels: Record<Clearance, string> = {
  none: 'No clearance required',
  'public-trust': 'Public Trust',
  secret: 'Secret',
};

export const employmentTypeLabels: Record<EmploymentType, string> = {
  FULL_TIME: 'Full-time',
  PART_TIME: 'Part-time',
  CONTRACTOR: 'Contract',
  TEMPORARY: 'Temporary',
  INTERN: 'Internship',
  VOLUNTEER: 'Volunteer',
  PER_DIEM: 'Per diem',
  OTHER: 'Other',
};

/** "Alpharetta, GA (hybrid)" or "Remote (United States)". */
export function jobLocationLabel(workplace: Workplace): string {
  const hq = site.headquarters;
  return workplace === 'hybrid' ? `${hq.city}, ${hq.region} (hybrid)` : 'Remote (United States)';
}

// Whole dollars written out rather than with Intl: a renderer's first Intl formatter starts ICU, a
// long task on the slow phone while the app hydrates the page (src/content/iso-date.ts). Salaries
// are whole dollars (jobs.test.ts holds them so, and this to Intl's output).
const dollars = (n: number) => `$${String(n).replace(/\B(?=(\d{3})+$)/g, ',')}`;

/** "$140,000 to $170,000 a year". */
export const formatSalaryRange = (salary: Job['baseSalary']) =>
  `${dollars(salary.min)} to ${dollars(salary.max)} a year`;

const equalOpportunity = `${site.name} is an equal opportunity employer. We consider all qualified applicants without regard to race, color, religion, sex, sexual orientation, gender identity, national origin, age, disability, veteran status or any other characteristic protected by law. If you need an accommodation to apply, email ${site.emails.careers}.`;

export const openPositionsCopy: {
  intro: SectionIntro;
  labels: {
    location: string;
    clearance: string;
    employmentType: string;
    salary: string;
    posted: string;
    closes: string;
    responsibilities: string;
    requirements: string;
    niceToHaves: string;
  };
  /** Link text; the job's title follows for screen readers ("View details: <title>"). */
  viewDetails: string;
  apply: string;
  allPositions: string;
  empty: string;
  salaryNote: string;
  equalOpportunity: string;
  notFound: { title: string; message: string };
} = {
  intro: {
    eyebrow: 'Join Our Team',
    title: 'Open Positions',
    description:
      'Current openings across contact center, cloud, data, development and recruiting. Do not see a match? Send a general application.',
  },
  labels: {
    location: 'Location',
    clearance: 'Clearance',
    employmentType: 'Employment type',
    salary: 'Base salary',
    posted: 'Posted',
    closes: 'Apply by',
    responsibilities: 'What You Will Do',
    requirements: 'What You Bring',
    niceToHaves: 'Nice to Have',
  },
  viewDetails: 'View details',
  apply: 'Apply for This Role',
  allPositions: 'All Open Positions',
  empty: 'There are no open positions right now. You are welcome to send a general application.',
  salaryNote:
    'The range shown is the base salary for this role. The offer depends on experience and skills, and comes with our full benefits package.',
  equalOpportunity,
  notFound: {
    title: 'Position Not Found',
    message: 'This position has been filled or is no longer open. See our current openings below.',
  },
};

// ---- schema.org JobPosting ----

/** Properties Google requires on every JobPosting (plus the JSON-LD context and type). */
export const JOB_POSTING_REQUIRED_FIELDS = [
  '@context',
  '@type',
  'title',
  'description',
  'datePosted',
  'hiringOrganization',
] as const;

/**
 * The location requirement: an office job needs `jobLocation`; a fully remote job needs
 * `jobLocationType: 'TELECOMMUTE'` and `applicantLocationRequirements` instead.
 */
export const JOB_POSTING_LOCATION_FIELDS = {
  office: ['jobLocation'],
  remote: ['jobLocationType', 'applicantLocationRequirements'],
} as const;

const isPresent = (v: unknown) =>
  v !== undefined && v !== null && !(typeof v === 'string' && v.trim() === '') && !(Array.isArray(v) && !v.length);

/** Required JobPosting properties that are missing or empty in `data` (an empty list means valid). */
export function missingJobPostingFields(data: Record<string, unknown>): string[] {
  const missing: string[] = JOB_POSTING_REQUIRED_FIELDS.filter((k) => !isPresent(data[k]));
  const remote = data.jobLocationType === 'TELECOMMUTE';
  const location = remote ? JOB_POSTING_LOCATION_FIELDS.remote : JOB_POSTING_LOCATION_FIELDS.office;
  for (const k of location) if (!isPresent(data[k])) missing.push(k);
  return missing;
}

const htmlList = (items: readonly string[]) => `<ul>${items.map((i) => `<li>${escapeHtml(i)}</li>`).join('')}</ul>`;

/** The posting's full text as HTML, the format Google asks for in `description`. */
export function jobDescriptionHtml(job: Job): string {
  const l = openPositionsCopy.labels;
  return [
    `<p>${escapeHtml(job.summary)}</p>`,
    `<h3>${l.responsibilities}</h3>`,
    htmlList(job.responsibilities),
    `<h3>${l.requirements}</h3>`,
    htmlList(job.requirements),
    `<h3>${l.niceToHaves}</h3>`,
    htmlList(job.niceToHaves),
    `<p>${l.clearance}: ${escapeHtml(clearanceLabels[job.clearance])}. ${l.location}: ${escapeHtml(jobLocationLabel(job.workplace))}. ${l.salary}: ${escapeHtml(formatSalaryRange(job.baseSalary))}.</p>`,
    `<p>${escapeHtml(openPositionsCopy.equalOpportunity)}</p>`,
  ].join('');
}

/**
 * schema.org JobPosting JSON-LD for a job's own page (`paths.job(slug)`). Pure: the site's public
 * origin is passed in. Google reads JobPosting only on a page about one job, never on a list.
 */
export function jobPostingJsonLd(job: Job, siteUrl: string) {
  const url = new URL(paths.job(job.slug), siteUrl).href;
  const hq = site.headquarters;
  const location =
    job.workplace === 'remote'
      ? {
          jobLocationType: 'TELECOMMUTE',
          applicantLocationRequirements: { '@type': 'Country', name: 'USA' },
        }
      : {
          jobLocation: {
            '@type': 'Place',
            address: {
              '@type': 'PostalAddress',
              streetAddress: hq.street,
              addressLocality: hq.city,
              addressRegion: hq.region,
              postalCode: hq.postalCode,
              addressCountry: hq.country,
            },
          },
        };
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title,
    description: jobDescriptionHtml(job),
    datePosted: job.datePosted,
    validThrough: job.validThrough,
    employmentType: job.employmentType,
    hiringOrganization: {
      '@type': 'Organization',
      name: site.name,
      sameAs: new URL('/', siteUrl).href,
      logo: new URL('/icons/icon-512.png', siteUrl).href,
    },
    identifier: { '@type': 'PropertyValue', name: site.name, value: job.slug },
    url,
    ...location,
    baseSalary: {
      '@type': 'MonetaryAmount',
      currency: 'USD',
      value: {
        '@type': 'QuantitativeValue',
        minValue: job.baseSalary.min,
        maxValue: job.baseSalary.max,
        unitText: 'YEAR',
      },
    },
    experienceRequirements: {
      '@type': 'OccupationalExperienceRequirements',
      monthsOfExperience: job.experienceYears * 12,
    },
    ...(job.clearance === 'secret' ? { securityClearanceRequirement: 'Active Secret clearance' } : {}),
    ...(job.clearance === 'public-trust'
      ? { securityClearanceRequirement: 'Ability to obtain a Public Trust determination' }
      : {}),
  };
}
