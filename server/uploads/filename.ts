// A visitor's filename made safe to store, show to staff and put in a Content-Disposition: no
// path, no control or bidi characters (which can disguise "exe.pdf"), no characters reserved on
// Windows, at most 200 characters with the extension kept, never empty.

export const MAX_FILENAME_LENGTH = 200;

const RESERVED_NAME = /^(con|prn|aux|nul|com[0-9]|lpt[0-9])$/i;

export function sanitizeFilename(raw: unknown): string {
  let name = typeof raw === 'string' ? raw : '';
  // A lone surrogate cannot be stored as UTF-8: it becomes U+FFFD.
  name = name.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');
  // Only the last path segment, whichever separator the visitor's system uses.
  name =
    name
      .split(/[/\\]/)
      .filter((s) => s.trim() !== '')
      .pop() ?? '';
  name = name
    .normalize('NFC')
    // Control characters (C0, DEL, C1), bidi controls and zero-width characters.
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f-\u009f\u061c\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/g, '')
    .replace(/[<>:"|?*]/g, '_')
    .replace(/\s+/g, ' ')
    // Windows drops leading/trailing dots and spaces; a leading dot also hides a file on Unix.
    .replace(/^[\s.]+|[\s.]+$/g, '');
  const m = /^(.*?)(\.[a-z0-9]{1,16})?$/i.exec(name)!;
  let stem = (m[1] ?? '').replace(/[\s.]+$/g, '');
  const ext = m[2] ?? '';
  if (stem === '' || RESERVED_NAME.test(stem)) stem = stem === '' ? 'file' : `_${stem}`;
  // Cut by code points so an emoji is never split in half.
  const room = MAX_FILENAME_LENGTH - ext.length;
  const points = Array.from(stem);
  if (points.length > room)
    stem =
      points
        .slice(0, room)
        .join('')
        .replace(/[\s.]+$/g, '') || 'file';
  return stem + ext;
}
