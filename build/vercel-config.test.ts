import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { formKinds } from '../src/config/form-kinds.ts';
import { redirects } from '../src/config/site-rules.ts';
import { cspHash } from '../server/local/security-headers.ts';
import { preAppScripts } from './pre-app-script.ts';
import { CRON_SCHEDULE, vercelConfig, vercelJson, vercelScriptHashes } from './vercel-config.ts';

describe('vercel.json', () => {
  it('is generated from the server tables and the inline script (run `npm run vercel-config` after changing them)', async () => {
    expect(readFileSync(path.resolve(import.meta.dirname, '../vercel.json'), 'utf8')).toBe(await vercelJson());
  });

  it("its CSP allows exactly the pages' own inline scripts, by hash", async () => {
    const csp = vercelConfig(await vercelScriptHashes())
      .headers.flatMap((h) => h.headers)
      .find((h) => h.key === 'Content-Security-Policy')!.value;
    const sources = csp.match(/script-src ([^;]*)/)![1]!.split(' ');
    expect(sources).toEqual([
      "'self'",
      ...Object.values(await preAppScripts())
        .map(cspHash)
        .sort(),
    ]);
    expect(sources).toHaveLength(4);
  });

  it('carries the redirects, a daily cron (Hobby refuses more), and keeps PGlite out of the functions', () => {
    const c = vercelConfig([]);
    expect(c.redirects).toEqual(redirects.map((r) => ({ source: r.from, destination: r.to, permanent: true })));
    expect(CRON_SCHEDULE).toMatch(/^\d+ \d+ \* \* \*$/);
    expect(c.crons).toEqual([{ path: '/api/cron/deliver-outbox', schedule: CRON_SCHEDULE }]);
    expect(c.functions['api/**/*.ts'].excludeFiles).toContain('@electric-sql');
    expect(Object.values(formKinds).every((k) => k.endpoint.startsWith('/api/'))).toBe(true);
  });
});
