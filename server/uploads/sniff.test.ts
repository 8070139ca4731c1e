import { describe, expect, it } from 'vitest';
import { allowedFileTypes } from '../../src/config/attachments.ts';
import { fileErrors } from '../../src/content/attachments.ts';
import { isPlainText, sniffFile } from './sniff.ts';
import { fixtures } from '../../tests/support/test-files.ts';

describe('sniffFile', () => {
  it.each([
    ['cv.pdf', fixtures.pdf(), allowedFileTypes.pdf],
    ['photo.png', fixtures.png(), allowedFileTypes.png],
    ['photo.jpg', fixtures.jpeg(), allowedFileTypes.jpg],
    ['photo.JPEG', fixtures.jpeg(), allowedFileTypes.jpeg],
    ['letter.rtf', fixtures.rtf(), allowedFileTypes.rtf],
    ['old.doc', fixtures.doc(), allowedFileTypes.doc],
    ['cv.docx', fixtures.docx(), allowedFileTypes.docx],
    ['notes.txt', fixtures.txt(), allowedFileTypes.txt],
  ])('accepts %s as its real type', async (name, bytes, type) => {
    expect(await sniffFile(bytes, name)).toEqual({ ok: true, contentType: type });
  });

  it('refuses a program named resume.pdf, saying it is a program', async () => {
    expect(await sniffFile(fixtures.exe(), 'resume.pdf')).toEqual({
      ok: false,
      error: fileErrors.contentMismatch('resume.pdf', fileErrors.executable),
    });
    expect(await sniffFile(fixtures.exe(), 'notes.txt')).toEqual({
      ok: false,
      error: fileErrors.contentMismatch('notes.txt', fileErrors.executable),
    });
  });

  it('refuses macro-enabled Office files, by content or by name', async () => {
    expect(await sniffFile(fixtures.docm(), 'cv.docx')).toEqual({ ok: false, error: fileErrors.macros('cv.docx') });
    expect(await sniffFile(fixtures.docx(), 'cv.docm')).toEqual({ ok: false, error: fileErrors.macros('cv.docm') });
    expect(await sniffFile(fixtures.doc(true), 'old.doc')).toEqual({ ok: false, error: fileErrors.macros('old.doc') });
  });

  it('finds macros whatever the letter case of their part, override or stream names', async () => {
    expect(await sniffFile(fixtures.docxShouting(), 'cv.docx')).toEqual({
      ok: false,
      error: fileErrors.macros('cv.docx'),
    });
    expect(await sniffFile(fixtures.docShouting(), 'old.doc')).toEqual({
      ok: false,
      error: fileErrors.macros('old.doc'),
    });
  });

  it('refuses an Office document whose container cannot be read', async () => {
    const cut = fixtures.doc().subarray(0, 600);
    expect(await sniffFile(cut, 'old.doc')).toEqual({
      ok: false,
      error: fileErrors.contentMismatch('old.doc', fileErrors.unknownContent),
    });
  });

  it('refuses content that disagrees with the extension', async () => {
    expect(await sniffFile(fixtures.png(), 'cv.pdf')).toEqual({
      ok: false,
      error: fileErrors.contentMismatch('cv.pdf', 'a PNG file'),
    });
    expect(await sniffFile(fixtures.doc(), 'sheet.xlsx')).toMatchObject({ ok: false });
    expect(await sniffFile(fixtures.zip(), 'cv.docx')).toEqual({
      ok: false,
      error: fileErrors.contentMismatch('cv.docx', 'a ZIP file'),
    });
    expect(await sniffFile(Buffer.from('just words'), 'cv.pdf')).toEqual({
      ok: false,
      error: fileErrors.contentMismatch('cv.pdf', fileErrors.unknownContent),
    });
    expect(await sniffFile(fixtures.pdf(), 'notes.txt')).toMatchObject({ ok: false });
  });

  it('refuses other types by name, and empty files', async () => {
    expect(await sniffFile(fixtures.exe(), 'setup.exe')).toEqual({
      ok: false,
      error: fileErrors.typeNotAllowed('setup.exe'),
    });
    expect(await sniffFile(fixtures.pdf(), 'noextension')).toMatchObject({ ok: false });
    expect(await sniffFile(Buffer.alloc(0), 'cv.pdf')).toEqual({ ok: false, error: fileErrors.empty('cv.pdf') });
  });
});

describe('isPlainText', () => {
  it('takes UTF-8 with tab, CR, LF and FF only', () => {
    expect(isPlainText(Buffer.from('a\tb\r\nc\fd é 😀'))).toBe(true);
    expect(isPlainText(Buffer.from('a\u0000b'))).toBe(false);
    expect(isPlainText(Buffer.from('bell\u0007'))).toBe(false);
    expect(isPlainText(Buffer.from('esc\u001b[31m'))).toBe(false);
    expect(isPlainText(Buffer.from([0x63, 0x61, 0x66, 0xe9]))).toBe(false); // Latin-1 é: not UTF-8
  });
});
