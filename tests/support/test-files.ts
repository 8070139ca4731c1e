// Small real files for the tests, built in code: a PDF, a PNG, a JPEG, an RTF, a Windows
// program (MZ/PE), an OLE compound file (DOC) and zip-based Office documents.
import { crc32 } from 'node:zlib';
import CFB from 'cfb';

/** An OLE compound file holding `streams` (paths such as "WordDocument" or "Macros/VBA/dir"). */
export function compoundFile(streams: string[]): Buffer {
  const cfb = CFB.utils.cfb_new();
  for (const name of streams) CFB.utils.cfb_add(cfb, name, Buffer.from('stream data'));
  return Buffer.from(CFB.write(cfb, { type: 'buffer' }) as Uint8Array);
}

/** A stored (uncompressed) zip of `entries`, in order, as Office and LibreOffice write them. */
export function zip(entries: [name: string, content: string | Buffer][]): Buffer {
  const locals: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const [name, content] of entries) {
    const data = Buffer.isBuffer(content) ? content : Buffer.from(content);
    const nameBytes = Buffer.from(name);
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    locals.push(local, nameBytes, data);
    const dir = Buffer.alloc(46);
    dir.writeUInt32LE(0x02014b50, 0);
    dir.writeUInt16LE(20, 4);
    dir.writeUInt16LE(20, 6);
    dir.writeUInt32LE(crc, 16);
    dir.writeUInt32LE(data.length, 20);
    dir.writeUInt32LE(data.length, 24);
    dir.writeUInt16LE(nameBytes.length, 28);
    dir.writeUInt32LE(offset, 42);
    central.push(dir, nameBytes);
    offset += 30 + nameBytes.length + data.length;
  }
  const dirBytes = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(dirBytes.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, dirBytes, end]);
}

const contentTypes = (main: string, extra = '') =>
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
  '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
  '<Default Extension="xml" ContentType="application/xml"/>' +
  `<Override PartName="/word/document.xml" ContentType="${main}"/>${extra}</Types>`;

const DOCX_MAIN = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml';

export const fixtures = {
  pdf: () => Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n'),
  png: () =>
    Buffer.from(
      '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000000000500010d0a2db40000000049454e44ae426082',
      'hex',
    ),
  jpeg: () => Buffer.from('ffd8ffe000104a46494600010100000100010000ffd9', 'hex'),
  rtf: () => Buffer.from('{\\rtf1\\ansi Hello}'),
  exe: () => {
    // MZ header whose e_lfanew points at a PE signature.
    const b = Buffer.alloc(256);
    b.write('MZ', 0, 'latin1');
    b.writeUInt32LE(0x80, 0x3c);
    b.write('PE\0\0', 0x80, 'latin1');
    return b;
  },
  doc: (macros = false) =>
    compoundFile(['WordDocument', ...(macros ? ['Macros/VBA/_VBA_PROJECT', 'Macros/VBA/dir'] : [])]),
  /** Word's VBA storage and stream named in other letter cases (names in a compound file ignore case). */
  docShouting: () => compoundFile(['WordDocument', 'MACROS/VBA/_vba_project']),
  docx: () =>
    zip([
      ['[Content_Types].xml', contentTypes(DOCX_MAIN)],
      ['word/document.xml', '<w:document/>'],
    ]),
  /** A DOCX carrying a VBA part named in capitals, with its content-type override. */
  docxShouting: () =>
    zip([
      [
        '[Content_Types].xml',
        contentTypes(
          DOCX_MAIN,
          '<Override PartName="/word/VBAPROJECT.BIN" ContentType="application/vnd.ms-office.vbaProject"/>',
        ),
      ],
      ['word/document.xml', '<w:document/>'],
      ['word/VBAPROJECT.BIN', Buffer.alloc(16)],
    ]),
  docm: () =>
    zip([
      ['[Content_Types].xml', contentTypes('application/vnd.ms-word.document.macroEnabled.main+xml')],
      ['word/document.xml', '<w:document/>'],
      ['word/vbaProject.bin', Buffer.alloc(16)],
    ]),
  zip: () => zip([['readme.txt', 'hello']]),
  txt: () => Buffer.from('Plain notes.\r\n\tIndented line, café.\f\n'),
};
