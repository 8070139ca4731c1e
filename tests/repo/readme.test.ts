// The README and docs/ say what the code does: each section a newcomer needs is where the README
// points, the folder tree (docs/architecture.md) and the README's layout name every top-level folder
// (and each folder they name exists), the test command is what .ci/run runs, and
// docs/configuration.md lists every variable the server reads, as .env.example does.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => (existsSync(path.join(root, file)) ? readFileSync(path.join(root, file), 'utf8') : '');
const readme = read('README.md');

/** The text under `## title` (up to the next `## `), or '' when there is no such heading. */
const section = (text: string, title: string) => {
  const start = text.indexOf(`\n## ${title}\n`);
  if (start < 0) return '';
  const end = text.indexOf('\n## ', start + 1);
  return text.slice(start, end < 0 ? undefined : end);
};
/** The text under the document's `# title`, or '' when its first heading is not that. */
const titled = (text: string, title: string) => (text.startsWith(`# ${title}\n`) ? text : '');

/** Top-level folders of the repository, generated and tool folders left out. */
const topLevelFolders = () => {
  const ignored = new Set([
    'node_modules',
    'dist',
    'data',
    'test-results',
    'playwright-report',
    'reports',
    '.git',
    '.vercel',
  ]);
  return readdirSync(root, { withFileTypes: true })
    .filter((e) => e.isDirectory() && !ignored.has(e.name) && !e.name.startsWith('.'))
    .map((e) => e.name);
};
const isFolder = (dir: string) => existsSync(path.join(root, dir)) && statSync(path.join(root, dir)).isDirectory();

describe('README and docs', () => {
  it('have the sections a newcomer needs, where the README points', () => {
    const wanted: [file: string, title: string, text: string][] = [
      ['README.md', 'Overview', section(readme, 'Overview')],
      ['README.md', 'Commands', section(readme, 'Commands')],
      ['README.md', 'The first staff account', section(readme, 'The first staff account')],
      ['README.md', 'Layout', section(readme, 'Layout')],
      ['README.md', 'Documentation', section(readme, 'Documentation')],
      ['docs/architecture.md', 'Structure', section(read('docs/architecture.md'), 'Structure')],
      ['docs/configuration.md', 'Configuration', titled(read('docs/configuration.md'), 'Configuration')],
      ['docs/configuration.md', 'Server variables', section(read('docs/configuration.md'), 'Server variables')],
      ['docs/content.md', 'Editing content', titled(read('docs/content.md'), 'Editing content')],
      ['docs/offline.md', 'Offline behaviour', titled(read('docs/offline.md'), 'Offline behaviour')],
      ['docs/deploy.md', 'Deploy', titled(read('docs/deploy.md'), 'Deploy')],
      ['docs/deploy.md', 'On Vercel', section(read('docs/deploy.md'), 'On Vercel')],
      ['docs/deploy.md', 'Anywhere else', section(read('docs/deploy.md'), 'Anywhere else')],
      ['docs/testing.md', 'Browser engines', section(read('docs/testing.md'), 'Browser engines')],
    ];
    for (const [file, title, text] of wanted) expect(text.trim(), `${file}: ${title}`).not.toBe('');
  });

  it('the README links every doc in docs/', () => {
    const docs = readdirSync(path.join(root, 'docs')).filter((f) => f.endsWith('.md'));
    expect(docs.length).toBeGreaterThan(5);
    const list = section(readme, 'Documentation');
    for (const doc of docs) expect(list, `README Documentation does not link docs/${doc}`).toContain(`(docs/${doc})`);
  });

  it('Structure (docs/architecture.md) names every top-level folder, and each one it names exists', () => {
    const block = /```[a-z]*\n([\s\S]*?)```/.exec(section(read('docs/architecture.md'), 'Structure'))?.[1] ?? '';
    const named = [...block.matchAll(/^([a-z.][\w.-]*)\/\s/gm)].map((m) => m[1]!);
    expect(named.length).toBeGreaterThan(5);
    for (const dir of named) expect(isFolder(dir), dir).toBe(true);
    for (const dir of topLevelFolders()) expect(named, `Structure does not name ${dir}/`).toContain(dir);
  });

  it("the README's Layout names every top-level folder, and each one it names exists", () => {
    const named = [...section(readme, 'Layout').matchAll(/^- `([a-z.][\w.-]*)\/`/gm)].map((m) => m[1]!);
    expect(named.length).toBeGreaterThan(5);
    for (const dir of named) expect(isFolder(dir), dir).toBe(true);
    for (const dir of topLevelFolders()) expect(named, `README Layout does not name ${dir}/`).toContain(dir);
  });

  it('the test command in Commands is what .ci/run runs', () => {
    expect(section(readme, 'Commands')).toContain('npm ci && npm test');
    expect(section(readme, 'Commands')).toContain('npm ci && npm start');
    expect(readFileSync(path.join(root, '.ci/run'), 'utf8')).toMatch(/npm ci[^\n]*\n(?:.*\n)*?npm test/);
  });
});

describe('docs/configuration.md', () => {
  const variables = section(read('docs/configuration.md'), 'Server variables');

  it('lists every variable the server reads, each as its own list item', async () => {
    const { envKeys } = await import('../../server/env.ts');
    for (const key of envKeys) {
      expect(variables, key).toContain(`\`${key}\``);
      expect(variables, `${key} is not a list item of its own`).toMatch(new RegExp(`^- \`${key}\` — `, 'm'));
    }
    const example = readFileSync(path.join(root, '.env.example'), 'utf8');
    for (const key of envKeys) expect(example, `.env.example: ${key}`).toContain(`${key}=`);
  });

  it('lists, as server variables, only variables the server reads', async () => {
    const { envKeys } = await import('../../server/env.ts');
    const listed = [...variables.matchAll(/^- `([A-Z][A-Z0-9_]*)`/gm)].map((m) => m[1]!);
    expect(listed.length).toBeGreaterThan(5);
    for (const key of listed) expect(envKeys, `${key} is not read by server/env.ts`).toContain(key);
  });
});
