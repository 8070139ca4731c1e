// The data attributes' names: one spelling each, here, and every use takes it from here.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import * as hooks from '@/boot/dom-hooks';

const root = path.resolve(import.meta.dirname, '../..');
const entries = Object.entries(hooks);
const attributes = entries.filter(([name]) => name.startsWith('DATA_')) as [string, string][];
const selectors = entries.filter(([name]) => name.endsWith('_SELECTOR')) as [string, string][];

/** Source files (tests and this module left out), without their comments. */
const sources = (dir: string): [string, string][] =>
  readdirSync(path.join(root, dir), { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.(ts|tsx)$/.test(e.name) && !/\.test\.tsx?$/.test(e.name))
    .map((e) => path.relative(root, path.join(e.parentPath, e.name)))
    .filter((file) => file !== 'src/boot/dom-hooks.ts')
    .map((file) => [
      file,
      readFileSync(path.join(root, file), 'utf8')
        .replace(/\/\*[\s\S]*?\*\//g, '')
        .replace(/(^|[^:\\])\/\/.*$/gm, '$1'),
    ]);

describe('dom-hooks', () => {
  it('holds only string constants (nothing that runs; types aside)', () => {
    expect(entries.length).toBe(attributes.length + selectors.length);
    for (const [name, value] of entries) expect(typeof value, name).toBe('string');
  });

  it('names each attribute as its constant: DATA_FIRST_SCREEN is data-first-screen', () => {
    for (const [name, value] of attributes)
      expect(value, name).toBe(`data-${name.slice('DATA_'.length).toLowerCase().replace(/_/g, '-')}`);
    expect(new Set(attributes.map(([, v]) => v)).size).toBe(attributes.length);
  });

  it('builds each selector from an attribute declared here', () => {
    const declared = new Set(attributes.map(([, v]) => v));
    for (const [name, value] of selectors) {
      const attribute = /^[a-z]*\[([\w-]+)\]$/.exec(value)?.[1];
      expect(attribute && declared.has(attribute), `${name}: ${value}`).toBe(true);
    }
  });

  it('is what the stylesheet keys the carousel and the offline label on', () => {
    const css = readFileSync(path.join(root, 'src/styles/index.css'), 'utf8');
    expect(css).toContain(hooks.CAROUSEL_SELECTOR);
    expect(css).toContain(`[${hooks.DATA_OFFLINE}='ready']`);
  });

  it('is the only place the browser code and the build spell these names', () => {
    const spelled = [...sources('src'), ...sources('build')].flatMap(([file, code]) =>
      attributes
        .filter(([, value]) => new RegExp(`(?<![\\w-])${value}(?![\\w-])`).test(code))
        .map(([, value]) => `${file}: ${value}`),
    );
    expect(spelled).toEqual([]);
  });
});
