// The typed route map: every path the site links to or prerenders comes from here.
export const paths = {
  home: '/',
  solutions: '/solutions',
  solution: (slug: string) => `/solutions/${slug}`,
  caseStudies: '/case-studies',
  industries: '/industries',
  about: '/about',
  resources: '/resources',
  resource: (slug: string) => `/resources/${slug}`,
  careers: '/careers',
  job: (slug: string) => `/careers/${slug}`,
  /** The application form on the Careers page. */
  apply: '/careers#apply',
  capabilities: '/capabilities',
  accessibility: '/accessibility',
  /** A generated PDF (capability statement, whitepapers): a file, not a route. */
  download: (file: string) => `/downloads/${file}`,
  privacy: '/privacy',
  terms: '/terms',
  thankYou: '/thank-you',
  contact: '/contact',
} as const;

/** Pages that end with the contact section, so "#contact" can scroll in place. */
export const pathsWithContact: readonly string[] = [paths.home, paths.contact];

/** Where a "contact" link should go from the current page. */
export const contactHref = (pathname: string) =>
  pathsWithContact.includes(pathname) ? '#contact' : `${paths.contact}`;
