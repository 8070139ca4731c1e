import { describe, expect, it } from 'vitest';
import { fileFields } from '@/config/attachments';
import { fileErrors } from '@/content/attachments';
import { checkFiles } from './check-files';

const MB = 1024 * 1024;

describe('checkFiles', () => {
  it('accepts every allowed type within the limits', () => {
    const names = [
      'a.pdf',
      'b.DOCX',
      'c.doc',
      'd.odt',
      'e.rtf',
      'f.txt',
      'g.xlsx',
      'h.pptx',
      'i.png',
      'j.jpg',
      'k.jpeg',
    ];
    for (const name of names) expect(checkFiles('attachments', [{ name, size: 10 }])).toBeUndefined();
  });

  it('refuses executables, unknown types and macro-enabled Office files, naming the file', () => {
    expect(checkFiles('resume', [{ name: 'setup.exe', size: 10 }])).toBe(fileErrors.typeNotAllowed('setup.exe'));
    expect(checkFiles('resume', [{ name: 'resume', size: 10 }])).toBe(fileErrors.typeNotAllowed('resume'));
    expect(checkFiles('attachments', [{ name: 'budget.xlsm', size: 10 }])).toBe(fileErrors.macros('budget.xlsm'));
    expect(checkFiles('attachments', [{ name: 'sow.docm', size: 10 }])).toBe(fileErrors.macros('sow.docm'));
  });

  it('holds each field to its count and total size', () => {
    expect(
      checkFiles('resume', [
        { name: 'a.pdf', size: 1 },
        { name: 'b.pdf', size: 1 },
      ]),
    ).toBe(fileErrors.tooMany(1));
    const four = Array.from({ length: 4 }, (_, i) => ({ name: `${i}.pdf`, size: 1 }));
    expect(checkFiles('attachments', four)).toBe(fileErrors.tooMany(3));
    expect(checkFiles('resume', [{ name: 'a.pdf', size: 5 * MB }])).toBeUndefined();
    expect(checkFiles('resume', [{ name: 'a.pdf', size: 5 * MB + 1 }])).toBe(
      fileErrors.tooLarge(fileFields.resume.maxTotalBytes),
    );
    const three = Array.from({ length: 3 }, (_, i) => ({ name: `${i}.pdf`, size: 4 * MB }));
    expect(checkFiles('attachments', three)).toBe(fileErrors.tooLarge(10 * MB));
    expect(checkFiles('attachments', [{ name: 'empty.txt', size: 0 }])).toBe(fileErrors.empty('empty.txt'));
  });
});
