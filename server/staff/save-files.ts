// Writing downloaded attachments to a staff member's disk (`npm run leads --save-attachments`):
// a visitor chose the filename, so it is made a plain name inside one folder, and nothing that is
// already there is ever replaced.
import { createHash } from 'node:crypto';
import { lstatSync, mkdirSync, readFileSync, realpathSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const MAX_NAME_BYTES = 180;
const RESERVED = /^(con|prn|aux|nul|com[0-9¹²³]|lpt[0-9¹²³])(\.|$)/i;

/**
 * A filename that is one plain entry on Linux, macOS and Windows: no separators, no controls, no
 * leading dots (no "..", no hidden file), no characters Windows refuses, no device names, at
 * most 180 bytes with its extension kept. `fallback` when nothing is left.
 */
export function safeFilename(name: string, fallback: string): string {
  let s = name
    .normalize('NFC')
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, '')
    .replace(/[/\\:*?"<>|]/g, '_')
    .replace(/^[\s.]+|[\s.]+$/g, '');
  if (RESERVED.test(s)) s = `_${s}`;
  if (Buffer.byteLength(s) > MAX_NAME_BYTES) {
    const ext = /\.[a-z0-9]{1,10}$/i.exec(s)?.[0] ?? '';
    let stem = [...s.slice(0, s.length - ext.length)];
    while (Buffer.byteLength(stem.join('') + ext) > MAX_NAME_BYTES) stem = stem.slice(0, -1);
    s = stem.join('').replace(/[\s.]+$/, '') + ext;
  }
  return s || fallback;
}

const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');

/** "name.pdf", then "name (2).pdf", "name (3).pdf", … */
const candidate = (name: string, n: number) => {
  if (n === 1) return name;
  const ext = path.extname(name);
  return `${name.slice(0, name.length - ext.length)} (${n})${ext}`;
};

export interface Saved {
  path: string;
  /** false: the same bytes were already there under this name (nothing written). */
  written: boolean;
}

/**
 * Writes `bytes` as `filename` in `dir/sub` (both created). Never replaces a file: a different one
 * under the name gets the next free "name (n).ext"; the same bytes already there are left as they
 * are. Refuses to write outside `dir`, even through a symlinked subfolder.
 */
export function saveFile(dir: string, sub: string, filename: string, bytes: Buffer): Saved {
  mkdirSync(dir, { recursive: true });
  const root = realpathSync(dir);
  const folder = path.join(root, safeFilename(sub, 'files'));
  mkdirSync(folder, { recursive: true });
  const real = realpathSync(folder);
  if (path.dirname(real) !== root) throw new Error(`${folder} leads outside ${root}`);
  const name = safeFilename(filename, 'attachment');
  const digest = sha256(bytes);
  for (let n = 1; n < 10_000; n++) {
    const target = path.join(real, candidate(name, n));
    if (path.dirname(target) !== real) throw new Error(`${target} is outside ${real}`);
    try {
      // 'wx': fails if anything (a file, a symlink) is there already; then look at what it is.
      writeFileSync(target, bytes, { flag: 'wx' });
      return { path: target, written: true };
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
    }
    // Only a plain file counts as "already saved" (a link is never followed).
    if (lstatSync(target).isFile() && sha256(readFileSync(target)) === digest) return { path: target, written: false };
  }
  throw new Error(`no free name for ${name} in ${real}`);
}
