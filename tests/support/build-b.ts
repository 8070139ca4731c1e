// Build B, for the update tests (tests/e2e/update.spec.ts and every engine): a copy of a build
// with /about changed, as served and in the offline bundle, and the bundle's precache revision
// updated. That is all a real redeploy changes for the worker: a new sw.js, so a new cache.
import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { OFFLINE_BUNDLE } from '@/worker/precache';

/** What build B adds to the head of /about (and only there). */
export const BUILD_B_MARKER = '<meta name="x-build" content="B">';

/** Writes a text file of a build copy, dropping its precompressed twins (the server prefers them). */
function rewrite(file: string, change: (text: string) => string): void {
  writeFileSync(file, change(readFileSync(file, 'utf8')));
  for (const twin of [`${file}.br`, `${file}.gz`]) rmSync(twin, { force: true });
}

/** Copies the build in `dist` as build B; returns the copy's folder. */
export function copyAsBuildB(dist: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'site-build-b-'));
  cpSync(dist, dir, { recursive: true });
  const mark = (html: string) => html.replace('<head>', `<head>${BUILD_B_MARKER}`);
  rewrite(path.join(dir, 'about/index.html'), mark);
  const bundleFile = path.join(dir, OFFLINE_BUNDLE);
  rewrite(bundleFile, (json) => {
    const files = JSON.parse(json) as Record<string, string>;
    const key = 'about/index.lean.html';
    if (!files[key]) throw new Error(`${key} is not in ${OFFLINE_BUNDLE}`);
    files[key] = mark(files[key]);
    return JSON.stringify(files);
  });
  const newRevision = createHash('md5').update(readFileSync(bundleFile)).digest('hex');
  rewrite(path.join(dir, 'sw.js'), (sw) => {
    const entry = new RegExp(`\\{"revision":"([0-9a-f]+)","url":"${OFFLINE_BUNDLE.replace('.', '\\.')}"\\}`).exec(sw);
    if (!entry) throw new Error(`${OFFLINE_BUNDLE} is not in the precache manifest`);
    return sw.replace(entry[0], entry[0].replace(entry[1]!, newRevision));
  });
  return dir;
}
