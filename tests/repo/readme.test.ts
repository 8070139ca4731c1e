// The README's Structure section names the repository's top-level folders: each one it names
// exists, and each folder in the repository is named.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
const section = (title: string) => {
  const start = readme.indexOf(`\n## ${title}\n`);
  if (start < 0) return '';
  const end = readme.indexOf('\n## ', start + 1);
  return readme.slice(start, end < 0 ? undefined : end);
};

describe('README', () => {
  it('has the sections a newcomer needs', () => {
    for (const title of [
      'Overview',
      'Commands',
      'Structure',
      'Configuration',
      'Editing content',
      'Offline behaviour',
      'Deploy',
    ]) {
      expect(section(title), title).not.toBe('');
    }
  });

  it('Structure names every top-level folder, and each one it names exists', () => {
    const block = /```[a-z]*\n([\s\S]*?)```/.exec(section('Structure'))?.[1] ?? '';
    const named = [...block.matchAll(/^([a-z.][\w.-]*)\/\s/gm)].map((m) => m[1]!);
    expect(named.length).toBeGreaterThan(5);
    for (const dir of named)
      expect(existsSync(path.join(root, dir)) && statSync(path.join(root, dir)).isDirectory(), dir).toBe(true);
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
    const actual = readdirSync(root, { withFileTypes: true })
      .filter((e) => e.isDirectory() && !ignored.has(e.name) && !e.name.startsWith('.'))
      .map((e) => e.name);
    for (const dir of actual) expect(named, `README Structure does not name ${dir}/`).toContain(dir);
  });

  it('the test command in Commands is what .ci/run runs', () => {
    expect(section('Commands')).toContain('npm ci && npm test');
    expect(readFileSync(path.join(root, '.ci/run'), 'utf8')).toMatch(/npm ci[^\n]*\n(?:.*\n)*?npm test/);
  });
});

describe('README Configuration', () => {
  it('lists every variable the server reads', async () => {
    const { envKeys } = await import('../../server/env.ts');
    const config = readme.slice(readme.indexOf('\n## Configuration\n'), readme.indexOf('\n## Editing content\n'));
    for (const key of envKeys) expect(config, key).toContain(`\`${key}\``);
    const example = readFileSync(path.join(root, '.env.example'), 'utf8');
    for (const key of envKeys) expect(example, `.env.example: ${key}`).toContain(`${key}=`);
  });
});
