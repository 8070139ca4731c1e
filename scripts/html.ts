import type { Manifest } from 'vite';

/** Puts tags where index.html has `<!--app-head-->`. */
export function injectHead(template: string, tags: string): string {
  if (!template.includes('<!--app-head-->')) throw new Error('index.html lacks <!--app-head-->');
  return template.replace('<!--app-head-->', tags);
}

/** modulepreload links for the route chunks a page needs, so they load in parallel with the entry. */
export function preloadTags(manifest: Manifest, files: readonly string[], base: string): string {
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(chunk.file)) return;
    seen.add(chunk.file);
    for (const dep of chunk.imports ?? []) visit(dep);
  };
  files.forEach(visit);
  const entry = Object.values(manifest).find((c) => c.isEntry);
  const inTemplate = new Set<string>();
  const walk = (c: typeof entry) => {
    if (!c || inTemplate.has(c.file)) return;
    inTemplate.add(c.file);
    (c.imports ?? []).forEach((k) => walk(manifest[k]));
  };
  walk(entry);
  return [...seen]
    .filter((f) => !inTemplate.has(f))
    .map((f) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="${base}${f}">`)
    .join('');
}
