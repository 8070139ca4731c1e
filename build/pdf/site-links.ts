// Addresses printed in the PDFs. The site's public origin comes from the build (VITE_SITE_URL),
// so a production PDF links to the production pages.

/** "https://www.example.com/" → "https://www.example.com". */
export const origin = (siteUrl: string) => siteUrl.replace(/\/+$/, '');

/** The absolute address of a page. */
export const pageUrl = (siteUrl: string, path: string) => `${origin(siteUrl)}${path}`;

/** An address as printed: no scheme, no trailing slash ("www.example.com/resources/x"). */
export const displayUrl = (url: string) => url.replace(/^https?:\/\//, '').replace(/\/+$/, '');

/**
 * The public origin for the PDFs' links: VITE_SITE_URL as the build sees it (Vite's env, which
 * includes .env files), else the company config's default, the same choice the pages make.
 */
export const resolveSiteUrl = (env: Record<string, unknown>, fallback: string) => {
  const value = env.VITE_SITE_URL;
  return typeof value === 'string' && value.trim() ? value.trim() : fallback;
};
