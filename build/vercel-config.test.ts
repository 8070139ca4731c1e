import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { formKinds } from '../src/config/form-kinds.ts';
import { redirects } from '../src/config/site-rules.ts';
import { CRON_SCHEDULE, vercelConfig, vercelJson } from './vercel-config.ts';

describe('vercel.json', () => {
  it('is generated from the server tables (run `npm run vercel-config` after changing them)', () => {
    expect(readFileSync(path.resolve(import.meta.dirname, '../vercel.json'), 'utf8')).toBe(vercelJson());
  });

  it('carries the redirects, a daily cron (Hobby refuses more), and keeps PGlite out of the functions', () => {
    const c = vercelConfig();
    expect(c.redirects).toEqual(redirects.map((r) => ({ source: r.from, destination: r.to, permanent: true })));
    expect(CRON_SCHEDULE).toMatch(/^\d+ \d+ \* \* \*$/);
    expect(c.crons).toEqual([{ path: '/api/cron/deliver-outbox', schedule: CRON_SCHEDULE }]);
    expect(c.functions['api/**/*.ts'].excludeFiles).toContain('@electric-sql');
    expect(JSON.stringify(c)).not.toContain('sha256-');
    expect(Object.values(formKinds).every((k) => k.endpoint.startsWith('/api/'))).toBe(true);
  });
});
