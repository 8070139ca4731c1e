// The API rewrites: vercel.json carries exactly the list the local server applies.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { apiRewrites, rewriteApiUrl } from './app.ts';

describe('API rewrites', () => {
  it("vercel.json's /api rewrites equal apiRewrites", () => {
    const json = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../vercel.json'), 'utf8')) as {
      rewrites: { source: string; destination: string }[];
    };
    expect(json.rewrites.filter((r) => r.source.startsWith('/api/'))).toEqual(apiRewrites.map((r) => ({ ...r })));
  });

  it('maps /api/uploads/<id> to /api/uploads?id=<id>, keeping the query; other paths unchanged', () => {
    const u = rewriteApiUrl(new URL('http://x/api/uploads/abc_DEF-123?x=1'));
    expect([u.pathname, u.searchParams.get('id'), u.searchParams.get('x')]).toEqual([
      '/api/uploads',
      'abc_DEF-123',
      '1',
    ]);
    expect(rewriteApiUrl(new URL('http://x/api/attachments/a%20b')).searchParams.get('id')).toBe('a b');
    for (const p of ['/api/uploads', '/api/uploads/', '/api/uploads/a/b', '/api/health']) {
      expect(rewriteApiUrl(new URL(`http://x${p}`)).href).toBe(`http://x${p}`);
    }
  });
});
