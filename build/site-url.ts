// The canonical address every production page, the sitemap and Open Graph point at. A
// production build on Vercel must name the real one: otherwise they all point at example.com.

/** Throws a clear message when a production build would publish the placeholder address. */
export function checkProductionSiteUrl(env: Record<string, string | undefined>): void {
  if (env.VERCEL_ENV !== 'production') return;
  const value = env.VITE_SITE_URL?.trim();
  let host = '';
  try {
    host = value ? new URL(value).hostname : '';
  } catch {
    /* reported below */
  }
  if (!host || host === 'example.com' || host.endsWith('.example.com')) {
    throw new Error(
      `VITE_SITE_URL is ${value ? `"${value}"` : 'not set'}: a production build needs the site's public address ` +
        '(for example https://www.northpointdigital.com), or canonical links, the sitemap and Open Graph would point at example.com. ' +
        'Set it in the Vercel project settings.',
    );
  }
}
