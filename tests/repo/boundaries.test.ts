// No server code or secret may reach the browser bundle, and the server must load every file it
// imports from src/ without Vite: relative imports only (Vercel compiles file by file).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const files = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? files(path.join(dir, e.name)) : /\.(ts|tsx)$/.test(e.name) ? [path.join(dir, e.name)] : [],
  );
/** Import specifiers of a file; `import type` is left out (erased at compile time). */
const specifiers = (file: string) =>
  [
    ...readFileSync(file, 'utf8').matchAll(
      /(?:^|\n)\s*(?:import|export)(?!\s+type\b)[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g,
    ),
  ].map((m) => m[1] ?? m[2]!);
const rel = (f: string) => path.relative(root, f);

describe('module boundaries', () => {
  it('nothing under src/ imports server/, api/, build/ or scripts/', () => {
    const offenders = files(path.join(root, 'src')).flatMap((f) =>
      specifiers(f)
        .filter(
          (s) => s.startsWith('.') && /^(api|server|build|scripts)(\/|$)/.test(rel(path.resolve(path.dirname(f), s))),
        )
        .map((s) => `${rel(f)} → ${s}`),
    );
    expect(offenders).toEqual([]);
  });

  it('every src/ file the server loads uses relative imports with extensions (no @/ alias)', () => {
    const seen = new Set<string>();
    const offenders: string[] = [];
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      for (const s of specifiers(file)) {
        if (s.startsWith('@/')) offenders.push(`${rel(file)} → ${s}`);
        if (!s.startsWith('.')) continue;
        if (!/\.tsx?$/.test(s)) offenders.push(`${rel(file)} → ${s} (no extension)`);
        else visit(path.resolve(path.dirname(file), s));
      }
    };
    for (const f of files(path.join(root, 'api'))) visit(f);
    expect([...seen].some((f) => rel(f).startsWith('src/'))).toBe(true);
    expect(offenders).toEqual([]);
  });

  it('boot (what the page runs before React) imports neither React nor the UI; outside app, only its dom-hooks is imported', () => {
    /** The repository path a specifier names (`@/x` is src/x), or the package's name. */
    const target = (file: string, s: string) =>
      s.startsWith('@/') ? `src/${s.slice(2)}` : s.startsWith('.') ? rel(path.resolve(path.dirname(file), s)) : s;
    const offenders = files(path.join(root, 'src')).flatMap((f) =>
      specifiers(f)
        .map((s) => [s, target(f, s).replace(/\.tsx?$/, '')] as const)
        .filter(([, t]) =>
          rel(f).startsWith('src/boot/')
            ? /^(react|react-dom|react-router|react-router-dom)(\/|$)|^src\/(app|components|features|pages)\//.test(t)
            : !rel(f).startsWith('src/app/') && t.startsWith('src/boot/') && t !== 'src/boot/dom-hooks',
        )
        .map(([s]) => `${rel(f)} → ${s}`),
    );
    expect(offenders).toEqual([]);
  });

  it('no secret variable is read under src/', () => {
    for (const f of files(path.join(root, 'src'))) {
      const text = readFileSync(f, 'utf8');
      for (const name of ['ADMIN_TOKEN', 'CRON_SECRET', 'SMTP_URL', 'DATABASE_URL']) {
        expect(text.includes(name), `${rel(f)} mentions ${name}`).toBe(false);
      }
    }
  });
});
