// No server code or secret may reach the browser bundle: src/ never imports api/ or Node
// modules through the shared schema, and the schema imports only zod and the form copy.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const files = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? files(path.join(dir, e.name)) : /\.(ts|tsx)$/.test(e.name) ? [path.join(dir, e.name)] : [],
  );
const specifiers = (file: string) =>
  [
    ...readFileSync(file, 'utf8').matchAll(
      /(?:import|export)[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g,
    ),
  ].map((m) => m[1] ?? m[2]!);

describe('module boundaries', () => {
  it('nothing under src/ imports api/ or scripts/', () => {
    const offenders = files(path.join(root, 'src')).flatMap((f) =>
      specifiers(f)
        .filter(
          (s) =>
            s.startsWith('.') && /^(api|scripts)(\/|$)/.test(path.relative(root, path.resolve(path.dirname(f), s))),
        )
        .map((s) => `${path.relative(root, f)} → ${s}`),
    );
    expect(offenders).toEqual([]);
  });

  it('the shared schema imports only zod and the form copy', () => {
    const spec = specifiers(path.join(root, 'src/lib/schemas/contact.ts'));
    expect(spec.sort()).toEqual(['../../content/forms.ts', 'zod']);
  });

  it('no secret variable is read under src/', () => {
    for (const f of files(path.join(root, 'src'))) {
      const text = readFileSync(f, 'utf8');
      for (const name of ['ADMIN_TOKEN', 'CRON_SECRET', 'SMTP_URL', 'DATABASE_URL']) {
        expect(text.includes(name), `${path.relative(root, f)} mentions ${name}`).toBe(false);
      }
    }
  });
});
