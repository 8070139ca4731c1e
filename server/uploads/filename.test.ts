import { describe, expect, it } from 'vitest';
import { MAX_FILENAME_LENGTH, sanitizeFilename } from './filename.ts';

describe('sanitizeFilename', () => {
  it('keeps an ordinary name as it is', () => {
    expect(sanitizeFilename('Resume - Jane Smith (2026).pdf')).toBe('Resume - Jane Smith (2026).pdf');
    expect(sanitizeFilename('Lebenslauf_Müller.docx')).toBe('Lebenslauf_Müller.docx');
  });

  it('drops any path, Windows or Unix', () => {
    expect(sanitizeFilename('C:\\Users\\jane\\Desktop\\cv.pdf')).toBe('cv.pdf');
    expect(sanitizeFilename('../../etc/passwd.txt')).toBe('passwd.txt');
    expect(sanitizeFilename('dir/')).toBe('dir');
  });

  it('removes control and bidi characters and replaces reserved ones', () => {
    expect(sanitizeFilename('a\u0000b\r\nc.pdf')).toBe('abc.pdf');
    // U+202E would show "cv\u202Efdp.exe" as "cvexe.pdf".
    expect(sanitizeFilename('cv\u202efdp.exe')).toBe('cvfdp.exe');
    expect(sanitizeFilename('a<b>:c"d|e?f*.txt')).toBe('a_b__c_d_e_f_.txt');
    expect(sanitizeFilename('bad\ud800.pdf')).toBe('bad\ufffd.pdf');
  });

  it('is never empty, never hidden, never a reserved device name', () => {
    expect(sanitizeFilename('')).toBe('file');
    expect(sanitizeFilename(undefined)).toBe('file');
    expect(sanitizeFilename('   ')).toBe('file');
    expect(sanitizeFilename('.pdf')).toBe('pdf');
    expect(sanitizeFilename('...')).toBe('file');
    expect(sanitizeFilename('\u0000\u0001')).toBe('file');
    expect(sanitizeFilename('.hidden.txt')).toBe('hidden.txt');
    expect(sanitizeFilename('CON.txt')).toBe('_CON.txt');
    expect(sanitizeFilename('name. .pdf')).toBe('name.pdf');
  });

  it('cuts to 200 characters and keeps the extension, without splitting an emoji', () => {
    const long = sanitizeFilename(`${'a'.repeat(500)}.docx`);
    expect(long).toHaveLength(MAX_FILENAME_LENGTH);
    expect(long.endsWith('a.docx')).toBe(true);
    const emoji = sanitizeFilename(`${'😀'.repeat(300)}.pdf`);
    expect(Array.from(emoji)).toHaveLength(MAX_FILENAME_LENGTH);
    expect(emoji.endsWith('😀.pdf')).toBe(true);
    expect(emoji.isWellFormed()).toBe(true);
    expect(sanitizeFilename('x'.repeat(300))).toHaveLength(MAX_FILENAME_LENGTH);
  });
});
