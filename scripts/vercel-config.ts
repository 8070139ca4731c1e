// Writes vercel.json from the same rules the local server uses (aliases, caching, security
// headers), so a Vercel deploy behaves like `npm start`. The CSP hash comes from the built
// JSON-LD, so run it after `npm run build`: `npm run vercel-config`. A test fails when stale.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { solutionAliases } from '../src/content/solution-aliases.ts';
import { IMMUTABLE, REVALIDATE } from './cache-control.ts';
import { scanDist, securityHeaders } from './security-headers.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export function vercelConfig(distDir = path.join(root, 'dist')) {
  return {
    $schema: 'https://openapi.vercel.sh/vercel.json',
    buildCommand: 'npm run build',
    outputDirectory: 'dist',
    framework: null,
    cleanUrls: true,
    trailingSlash: false,
    redirects: Object.entries(solutionAliases).map(([from, to]) => ({
      source: `/solutions/${from}`,
      destination: `/solutions/${to}`,
      permanent: true,
    })),
    // Unknown solution slugs get the prerendered "Solution Not Found" page (Vercel serves
    // rewrites with status 200; the page carries noindex). Other paths get dist/404.html.
    rewrites: [{ source: '/solutions/:slug', destination: '/solutions/404.html' }],
    headers: [
      {
        source: '/(.*)',
        headers: [{ key: 'Cache-Control', value: REVALIDATE }, ...securityHeaders(scanDist(distDir).hashes)],
      },
      { source: '/assets/(.*)', headers: [{ key: 'Cache-Control', value: IMMUTABLE }] },
    ],
    // The SQL migrations are read at run time, so they ship with every function.
    functions: { 'api/**/*.ts': { includeFiles: 'api/_lib/migrations/*.sql' } },
    crons: [{ path: '/api/cron/deliver-outbox', schedule: '0 * * * *' }],
  };
}

export const vercelJson = (distDir?: string) => `${JSON.stringify(vercelConfig(distDir), null, 2)}\n`;

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  writeFileSync(path.join(root, 'vercel.json'), vercelJson());
  console.log('wrote vercel.json');
}
