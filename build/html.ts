import type { Manifest } from 'vite';

/** Puts tags where index.html has `<!--app-head-->`. */
export function injectHead(template: string, tags: string): string {
  if (!template.includes('<!--app-head-->')) throw new Error('index.html lacks <!--app-head-->');
  return template.replace('<!--app-head-->', tags);
}

/**
 * The URLs of the chunks the app needs for a page beyond the entry's own imports (modules a
 * chunk group swallowed have no key: they come with their group). The prerender lists them on the
 * root element; the entry preloads them when the app starts.
 */
export function pageChunks(manifest: Manifest, files: readonly string[], base: string): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(chunk.file)) return;
    seen.add(chunk.file);
    for (const dep of chunk.imports ?? []) visit(dep);
  };
  files.forEach(visit);
  // The page's own entry (the HTML's script), not the start-up chunks it loads by URL.
  const entry = manifest['index.html'];
  const inTemplate = new Set<string>();
  const walk = (c: typeof entry) => {
    if (!c || inTemplate.has(c.file)) return;
    inTemplate.add(c.file);
    (c.imports ?? []).forEach((k) => walk(manifest[k]));
  };
  walk(entry);
  return [...seen].filter((f) => !inTemplate.has(f)).map((f) => `${base}${f}`);
}
