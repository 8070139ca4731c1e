// What a file really is, from its bytes (file-type), against what its name says. A file is
// accepted only when both agree on one of the allowed types; the name alone never decides.
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

/** A part list whose [Content_Types].xml is larger than this is not an Office document. */
const MAX_CONTENT_TYPES_BYTES = 1024 * 1024;

/**
 * A VBA project in an OOXML package: a part named vbaProject.bin or vbaData.xml, or a content
 * type declaring VBA or a macro-enabled main part. OOXML part names compare without regard to
 * case, so these checks do too. Undefined when the zip cannot be read.
 */
async function ooxmlHasMacros(bytes: Uint8Array): Promise<boolean | undefined> {
  const { strFromU8, unzipSync } = await import('fflate');
  const names: string[] = [];
  let oversized = false;
  let contentTypes = '';
  try {
    const files = unzipSync(bytes, {
      filter: (f) => {
        names.push(f.name.toLowerCase());
        const wanted = f.name.toLowerCase() === '[content_types].xml';
        if (wanted && f.originalSize > MAX_CONTENT_TYPES_BYTES) oversized = true;
        return wanted && !oversized;
      },
    });
    for (const data of Object.values(files)) contentTypes += strFromU8(data);
  } catch {
    return undefined;
  }
  if (oversized) return undefined;
  return (
    names.some((n) => /(^|\/)(vbaproject\.bin|vbadata\.xml)$/.test(n)) || /vbaproject|macroenabled/i.test(contentTypes)
  );
}

/** Streams and storages of a VBA project in an OLE compound file, by name in any case. */
const CFB_VBA_NAMES = /^(macros|vba|_vba_project|_vba_project_cur)$/i;

/** A VBA project in an OLE compound file (a .doc); undefined when it cannot be read. */
async function cfbHasMacros(bytes: Uint8Array): Promise<boolean | undefined> {
  const { default: CFB } = await import('cfb');
  try {
    return CFB.read(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), { type: 'buffer' }).FileIndex.some(
      (entry) => CFB_VBA_NAMES.test(entry.name),
    );
  } catch {
    return undefined;
  }
}

/** Accepted without macros; refused with them, or when the container cannot be read. */
const macroVerdict = (macros: boolean | undefined, filename: string, ok: SniffResult): SniffResult =>
  macros === undefined
    ? { ok: false, error: fileErrors.contentMismatch(filename, fileErrors.unknownContent) }
    : macros
      ? { ok: false, error: fileErrors.macros(filename) }
      : ok;

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
    // The parsers load with the first file checked, not with the server.
    const { fileTypeFromBuffer } = await import('file-type');
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
      return macroVerdict(await cfbHasMacros(buf), filename, ok);
    case 'jpg':
    case 'jpeg':
      if (found === 'jpg') return ok;
      break;
    default: {
      if (found !== ext) break;
      if (!['docx', 'xlsx', 'pptx'].includes(ext)) return ok;
      return macroVerdict(await ooxmlHasMacros(buf), filename, ok);
    }
  }
  return { ok: false, error: fileErrors.contentMismatch(filename, describe(found)) };
}
