// The pages' inline scripts (src/boot/pre-app-inline/), each bundled on its own as one classic
// script. The prerender writes the right one into each page; vercel.json's CSP allows them by
// hash. Both call this, so the hashes always match the scripts the pages carry (a test holds
// vercel.json to them).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Rolldown } from 'vite';
import * as domHooks from '../src/boot/dom-hooks.ts';
import { inlineConstants } from './inline-constants.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The kinds of page, each with its own controls. */
export const preAppKinds = ['base', 'carousel', 'resources'] as const;
export type PreAppKind = (typeof preAppKinds)[number];

/** Which inline script a page's rendered HTML needs (the markers of its controls). */
export function preAppKindOf(html: string): PreAppKind {
  const carousel = html.includes(domHooks.DATA_CAROUSEL);
  const resources = html.includes(domHooks.DATA_URL_STATE);
  // One script per page: a page with both would need a kind of its own.
  if (carousel && resources) throw new Error('pre-app script: a page with the carousel and the resource search');
  return carousel ? 'carousel' : resources ? 'resources' : 'base';
}

const cached = new Map<PreAppKind, Promise<string>>();

/** The text of every inline script, minified, by kind. */
export async function preAppScripts(): Promise<Record<PreAppKind, string>> {
  const texts = await Promise.all(preAppKinds.map(preAppScript));
  return Object.fromEntries(preAppKinds.map((k, i) => [k, texts[i]!])) as Record<PreAppKind, string>;
}

function preAppScript(kind: PreAppKind): Promise<string> {
  let text = cached.get(kind);
  if (text) return text;
  text = (async () => {
    const out = await build({
      configFile: false,
      root,
      logLevel: 'silent',
      mode: 'production',
      // Whatever NODE_ENV the caller runs under (vitest sets "test"): the same text everywhere.
      define: {
        'import.meta.env.DEV': 'false',
        'import.meta.env.PROD': 'true',
        'process.env.NODE_ENV': '"production"',
      },
      resolve: { alias: { '@': path.join(root, 'src') } },
      plugins: [inlineConstants(path.join(root, 'src/boot/dom-hooks.ts'), domHooks)],
      build: {
        write: false,
        target: 'es2022',
        minify: true,
        lib: { entry: path.join(root, `src/boot/pre-app-inline/${kind}.ts`), formats: ['iife'], name: 'preAppInline' },
      },
    });
    const outputs = (Array.isArray(out) ? out : [out]) as Rolldown.RolldownOutput[];
    const chunks = outputs.flatMap((o) => o.output).filter((c) => c.type === 'chunk');
    if (chunks.length !== 1) throw new Error(`pre-app script: expected one chunk, got ${chunks.length}`);
    return chunks[0]!.code.trim();
  })();
  cached.set(kind, text);
  return text;
}
