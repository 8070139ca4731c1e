// What a file really is, from its bytes (file-type), against what its name says. A file is
// accepted only when both agree on one of the allowed types; the name alone never decides.
import { fileTypeFromBuffer } from 'file-type';
import { allowedFileTypes, extensionOf, macroExtensions, type AllowedExtension } from '../../src/config/attachments.ts';
import { fileErrors } from '../../src/content/attachments.ts';

export type SniffResult = { ok: true; contentType: string } | { ok: false; error: string };

/** Detected types that run code when opened. */
const PROGRAMS = new Set([
  'exe',
  'elf',
  'macho',
  'dll',
  'msi',
  'apk',
  'jar',
  'dex',
  'class',
  'wasm',
  'swf',
  'xpi',
  'crx',
]);
const MACROS = new Set<string>(macroExtensions);

/** TXT has no signature: UTF-8 with no control characters but tab, LF, FF and CR. */
export function isPlainText(bytes: Uint8Array): boolean {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return false;
  }
  // eslint-disable-next-line no-control-regex
  return !/[\u0000-\u0008\u000b\u000e-\u001f\u007f-\u009f]/.test(text);
}

/** Signs of a VBA project in an OOXML zip (file names are stored in clear) or an OLE file (UTF-16 names). */
function hasVbaProject(bytes: Buffer, container: string): boolean {
  if (container === 'zip') return bytes.includes('vbaProject.bin', 0, 'latin1');
  return bytes.includes('_VBA_PROJECT', 0, 'utf16le') || bytes.includes('Macros', 0, 'utf16le');
}

const describe = (ext: string | undefined) =>
  ext === undefined
    ? fileErrors.unknownContent
    : PROGRAMS.has(ext)
      ? fileErrors.executable
      : `${/^[aeiou]/i.test(ext) ? 'an' : 'a'} ${ext.toUpperCase()} file`;

/** Checks `bytes` against `filename` (already sanitised, shown in messages as it is). */
export async function sniffFile(bytes: Uint8Array, filename: string): Promise<SniffResult> {
  const ext = extensionOf(filename);
  if (MACROS.has(ext)) return { ok: false, error: fileErrors.macros(filename) };
  if (!Object.hasOwn(allowedFileTypes, ext)) return { ok: false, error: fileErrors.typeNotAllowed(filename) };
  if (bytes.length === 0) return { ok: false, error: fileErrors.empty(filename) };
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let found: string | undefined;
  try {
    found = (await fileTypeFromBuffer(buf))?.ext;
  } catch {
    // A damaged container (a truncated zip, say) is not a document we can accept.
    return { ok: false, error: fileErrors.contentMismatch(filename, fileErrors.unknownContent) };
  }
  if (found !== undefined && MACROS.has(found)) return { ok: false, error: fileErrors.macros(filename) };
  const type = allowedFileTypes[ext as AllowedExtension];
  const ok = { ok: true as const, contentType: type };
  switch (ext) {
    case 'txt':
      return found === undefined && isPlainText(buf)
        ? ok
        : { ok: false, error: fileErrors.contentMismatch(filename, describe(found)) };
    case 'doc':
      if (found !== 'cfb') break;
      return hasVbaProject(buf, 'cfb') ? { ok: false, error: fileErrors.macros(filename) } : ok;
    case 'jpg':
    case 'jpeg':
      if (found === 'jpg') return ok;
      break;
    default:
      if (found !== ext) break;
      if (['docx', 'xlsx', 'pptx'].includes(ext) && hasVbaProject(buf, 'zip')) {
        return { ok: false, error: fileErrors.macros(filename) };
      }
      return ok;
  }
  return { ok: false, error: fileErrors.contentMismatch(filename, describe(found)) };
}
