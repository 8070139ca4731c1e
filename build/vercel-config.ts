// Writes vercel.json from the same tables the local server uses (redirects, "not found" pages,
// caching, security headers), so a Vercel deploy behaves like `npm start`. A test fails when the
// committed file differs: run `npm run vercel-config` after changing those tables.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { notFoundPages, redirects } from '../src/config/site-rules.ts';
import { apiRewrites } from '../server/app.ts';
import { IMMUTABLE, NO_STORE, REVALIDATE } from '../server/local/cache-rules.ts';
import { cspHash, securityHeadersFor } from '../server/local/security-headers.ts';
import { preAppScripts } from './pre-app-script.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Daily: Vercel's Hobby plan refuses anything more frequent. Mail is first tried right after
 * each submission; the cron only retries what failed. On a paid plan use hourly: '0 * * * *'.
 */
export const CRON_SCHEDULE = '0 13 * * *';

/** `scriptHashes`: the CSP sources of the pages' inline script (vercelScriptHashes). */
export function vercelConfig(scriptHashes: readonly string[]) {
  return {
    $schema: 'https://openapi.vercel.sh/vercel.json',
    buildCommand: 'npm run build',
    outputDirectory: 'dist',
    framework: null,
    cleanUrls: true,
    trailingSlash: false,
    redirects: redirects.map((r) => ({ source: r.from, destination: r.to, permanent: true })),
    // A miss under a prefix with its own "not found" page gets that page (Vercel serves rewrites
    // with status 200; the page carries noindex). Other paths get dist/404.html with status 404.
    // API paths with an id segment reach their one function as `?id=` (server/app.ts).
    rewrites: [
      ...apiRewrites.map((r) => ({ ...r })),
      // The staff app's client routes (its files are found first: Vercel checks the filesystem before rewrites).
      { source: '/staff/:path*', destination: '/staff/index.html' },
      ...notFoundPages
        .filter((p) => p.prefix !== '/')
        .map((p) => ({ source: `${p.prefix}:path*`, destination: `/${p.file}` })),
    ],
    headers: [
      { source: '/(.*)', headers: [{ key: 'Cache-Control', value: REVALIDATE }, ...securityHeadersFor(scriptHashes)] },
      { source: '/assets/(.*)', headers: [{ key: 'Cache-Control', value: IMMUTABLE }] },
      { source: '/staff(.*)', headers: [{ key: 'Cache-Control', value: NO_STORE }] },
    ],
    // PGlite is for local use only; on Vercel DATABASE_URL is required, so its 16 MB stay out.
    functions: { 'api/**/*.ts': { excludeFiles: 'node_modules/@electric-sql/**' } },
    crons: [{ path: '/api/cron/deliver-outbox', schedule: CRON_SCHEDULE }],
  };
}

/** The hashes of the inline scripts the build writes into the pages (build/pre-app-script.ts). */
export const vercelScriptHashes = async () => Object.values(await preAppScripts()).map(cspHash);

export const vercelJson = async () => `${JSON.stringify(vercelConfig(await vercelScriptHashes()), null, 2)}\n`;

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  writeFileSync(path.join(root, 'vercel.json'), await vercelJson());
  console.log('wrote vercel.json');
}
