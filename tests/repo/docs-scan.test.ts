// Scans README.md and docs/*.md for what goes stale or means nothing to a newcomer: a reference to an
// issue or a document that is not in the repository, a repository path (in backticks) or a relative
// link that does not exist, a leftover `{key}`-style placeholder, a wide table, and a README grown
// past 12 KB.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const README_MAX_BYTES = 12_000;
/** Prettier's print width: a table line wider than this holds a cell that should be a list. */
const TABLE_MAX_CHARS = 120;

const docs = [
  'README.md',
  ...readdirSync(path.join(root, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .map((f) => `docs/${f}`),
];
const text = (file: string) => readFileSync(path.join(root, file), 'utf8');
/** The text with fenced code blocks blanked out (line count kept): tree listings and shell lines. */
const prose = (t: string) => t.replace(/^```[\s\S]*?^```/gm, (block) => block.replace(/[^\n]/g, ''));
const lineOf = (t: string, index: number) => t.slice(0, index).split('\n').length;

/** Folders a path in the docs may start with, and outputs that exist only after a build or a run. */
const ROOTS = ['src', 'server', 'api', 'build', 'scripts', 'tests', 'docs', 'public', '.ci', '.vercel'];
const OUTPUTS = ['dist', 'node_modules', 'reports', 'test-results', 'playwright-report', 'data', '.vercel/output'];
/** A file at the top of the repository, named alone: vite.config.ts, package.json, .env.example, … */
const TOP_LEVEL_FILE = /^\.?[\w-]+(?:\.[\w-]+)*\.(?:ts|tsx|mjs|cjs|js|json|md|html|sh|ya?ml|example)$/;

/** Whether a repository path exists; `<name>` and `*` stand for any one name (`src/content/resources/<slug>.ts`). */
function exists(rel: string): boolean {
  const parts = rel.replace(/\/+$/, '').split('/');
  const walk = (dir: string, i: number): boolean => {
    if (i === parts.length) return true;
    const part = parts[i]!;
    if (!/[<*]/.test(part)) {
      const next = path.join(dir, part);
      return existsSync(next) && (i === parts.length - 1 || statSync(next).isDirectory()) && walk(next, i + 1);
    }
    const pattern = new RegExp(
      `^${part
        .split(/(<[^>]+>|\*)/)
        .map((s) => (s.startsWith('<') ? '[^/]+' : s === '*' ? '[^/]*' : s.replace(/[.+?^${}()|[\]\\]/g, '\\$&')))
        .join('')}$`,
    );
    if (!existsSync(dir) || !statSync(dir).isDirectory()) return false;
    return readdirSync(dir).some((name) => pattern.test(name) && walk(path.join(dir, name), i + 1));
  };
  return walk(root, 0);
}

/** The repository path a backticked span names, or null when it names none (a command, a URL, a variable). */
function repoPath(span: string): string | null {
  if (/\s/.test(span) || span.includes('://') || /^[/@~$]/.test(span)) return null;
  const p = span.replace(/^\.\//, '');
  if (OUTPUTS.some((o) => p === o || p.startsWith(`${o}/`))) return null;
  if (p.includes('/')) return ROOTS.includes(p.split('/')[0]!) ? p : null;
  return TOP_LEVEL_FILE.test(p) ? p : null;
}

/** GitHub's anchor for a heading. */
const slug = (heading: string) =>
  heading
    .replace(/`/g, '')
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
const anchorsOf = (t: string) => {
  const seen = new Map<string, number>();
  return new Set(
    [...prose(t).matchAll(/^#{1,6} (.+)$/gm)].map((m) => {
      const s = slug(m[1]!);
      const n = seen.get(s) ?? 0;
      seen.set(s, n + 1);
      return n ? `${s}-${n}` : s;
    }),
  );
};

describe.each(docs)('%s', (file) => {
  const t = text(file);

  it('cites no issue, ticket or document that is not in the repository', () => {
    const patterns = [
      /(?<![\w&/#])#\d+\b/g, // #29
      // issue 18, stop 27 (not a quantity: "stop 40 s")
      /\b(?:issues?|tickets?|stops?|PRs?|pull requests?|bugs?)\s*#?\d+\b(?!\s*(?:ms|s|seconds?|minutes?|[KMG]i?B|%)\b)/gi,
      /\bthe spec\b/gi, // the specification is not in the repository: say the thing itself
      /\bsection \d+(?:\.\d+)*\b/gi, // "(section 5)" of a document the reader does not have
    ];
    const found = patterns.flatMap((re) => [...t.matchAll(re)].map((m) => `line ${lineOf(t, m.index)}: ${m[0]}`));
    expect(found).toEqual([]);
  });

  it('has no leftover placeholder such as {key}, {email} or {phone}', () => {
    const found = [...t.matchAll(/(?<![$\w])\{[a-z][A-Za-z_]*\}/g)].map((m) => `line ${lineOf(t, m.index)}: ${m[0]}`);
    expect(found).toEqual([]);
  });

  it('names only repository paths that exist (in backticks)', () => {
    const p = prose(t);
    const missing = [...p.matchAll(/`([^`\n]+)`/g)].flatMap((m) => {
      const rel = repoPath(m[1]!);
      return rel && !exists(rel) ? [`line ${lineOf(p, m.index)}: ${m[1]}`] : [];
    });
    expect(missing).toEqual([]);
  });

  it('links only to files and headings that exist', () => {
    const p = prose(t);
    const broken = [...p.matchAll(/\[[^\]\n]*\]\(([^)\s]+)\)/g)].flatMap((m) => {
      const target = m[1]!;
      if (/^(?:[a-z][a-z+.-]*:)/i.test(target)) return []; // https:, mailto:, tel:
      const [file_, anchor] = target.split('#') as [string, string | undefined];
      const abs = file_ ? path.resolve(path.dirname(path.join(root, file)), file_) : path.join(root, file);
      const where = `line ${lineOf(p, m.index)}: ${target}`;
      if (!abs.startsWith(root + path.sep) || !existsSync(abs)) return [`${where} (no such file)`];
      if (anchor && abs.endsWith('.md') && !anchorsOf(readFileSync(abs, 'utf8')).has(anchor)) {
        return [`${where} (no such heading)`];
      }
      return [];
    });
    expect(broken).toEqual([]);
  });

  it(`has no table line wider than ${TABLE_MAX_CHARS} characters (long cells belong in lists)`, () => {
    const wide = prose(t)
      .split('\n')
      .flatMap((line, i) => (/^\s*\|/.test(line) && line.length > TABLE_MAX_CHARS ? [`line ${i + 1}`] : []));
    expect(wide).toEqual([]);
  });
});

describe('README.md', () => {
  it(`is at most ${README_MAX_BYTES} bytes`, () => {
    expect(statSync(path.join(root, 'README.md')).size).toBeLessThanOrEqual(README_MAX_BYTES);
  });
});

describe('the scan itself', () => {
  it('catches what it is meant to catch', () => {
    expect(repoPath('src/app/nope.ts')).toBe('src/app/nope.ts');
    expect(exists('src/app/nope.ts')).toBe(false);
    expect(exists('src/features/forms/<kind>/schema.ts')).toBe(true);
    expect(exists('src/content/resources/<slug>.ts')).toBe(true);
    expect(exists('src/content/*.ts')).toBe(true);
    expect(repoPath('vite.config.ts')).toBe('vite.config.ts');
    expect(repoPath('.env.example')).toBe('.env.example');
    expect(repoPath('not-a-file.json')).toBe('not-a-file.json');
    expect(exists('not-a-file.json')).toBe(false);
    for (const notAPath of ['dist/sw.js', 'node_modules/.cache/site-server/serve.mjs', '/api/leads', 'npm start'])
      expect(repoPath(notAPath), notAPath).toBeNull();
    expect(slug('What `npm start` restarts')).toBe('what-npm-start-restarts');
  });
});
