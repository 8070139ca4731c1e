import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { safeFilename, saveFile } from './save-files.ts';

describe('safeFilename', () => {
  it('keeps ordinary names, including non-ASCII', () => {
    expect(safeFilename('Résumé 2026.pdf', 'x')).toBe('Résumé 2026.pdf');
    expect(safeFilename('RFP (draft).docx', 'x')).toBe('RFP (draft).docx');
  });

  it('never leaves a separator, a leading dot, a control character or a device name', () => {
    const hostile = [
      '../../etc/passwd',
      '..\\..\\windows\\system32',
      '/abs/path.pdf',
      '..',
      '.',
      '.bashrc',
      'a\u0000b.pdf',
      'a\nb.pdf',
      'C:evil.pdf',
      'CON.pdf',
      'nul',
      'trailing. . .',
      '   ',
    ];
    for (const name of hostile) {
      const s = safeFilename(name, 'fallback');
      expect(s, name).not.toMatch(/[/\\:*?"<>|]/);
      // eslint-disable-next-line no-control-regex
      expect(s, name).not.toMatch(/[\u0000-\u001f]/);
      expect(s, name).not.toMatch(/^\.|[. ]$/);
      expect(s, name).not.toMatch(/^(con|nul)(\.|$)/i);
      expect(path.basename(s), name).toBe(s);
    }
    expect(safeFilename('..', 'fallback')).toBe('fallback');
    expect(safeFilename('../../etc/passwd', 'x')).toBe('_.._etc_passwd');
  });

  it('cuts a long name to 180 bytes and keeps its extension', () => {
    const s = safeFilename(`${'é'.repeat(300)}.pdf`, 'x');
    expect(Buffer.byteLength(s)).toBeLessThanOrEqual(180);
    expect(s.endsWith('é.pdf')).toBe(true);
  });
});

describe('saveFile', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'save-files-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('writes into dir/sub, never replaces a file, and keeps the same bytes only once', () => {
    const out = path.join(dir, 'new', 'folder');
    const a = saveFile(out, 'sub-1', 'report.pdf', Buffer.from('one'));
    expect(a).toEqual({ path: path.join(out, 'sub-1', 'report.pdf'), written: true });
    expect(saveFile(out, 'sub-1', 'report.pdf', Buffer.from('one'))).toEqual({ ...a, written: false });
    const b = saveFile(out, 'sub-1', 'report.pdf', Buffer.from('two'));
    expect(b.path).toBe(path.join(out, 'sub-1', 'report (2).pdf'));
    expect(readFileSync(a.path, 'utf8')).toBe('one');
    expect(readFileSync(b.path, 'utf8')).toBe('two');
  });

  it('a hostile filename or subfolder stays inside dir', () => {
    for (const [sub, name] of [
      ['s', '../../escape.txt'],
      ['..', 'x.txt'],
      ['../..', '/etc/passwd'],
    ] as const) {
      const { path: p } = saveFile(dir, sub, name, Buffer.from(name));
      expect(path.relative(dir, p).startsWith('..'), `${sub} ${name}`).toBe(false);
      expect(path.dirname(path.dirname(p))).toBe(dir);
    }
    expect(readdirSync(path.dirname(dir)).filter((f) => f === 'escape.txt')).toEqual([]);
  });

  it('does not follow a symlink out of dir, and does not write through one', () => {
    const outside = mkdtempSync(path.join(tmpdir(), 'save-files-outside-'));
    try {
      symlinkSync(outside, path.join(dir, 'linked'));
      expect(() => saveFile(dir, 'linked', 'x.txt', Buffer.from('x'))).toThrow(/outside/);
      mkdirSync(path.join(dir, 'sub'));
      writeFileSync(path.join(outside, 'target.txt'), 'keep');
      symlinkSync(path.join(outside, 'target.txt'), path.join(dir, 'sub', 'x.txt'));
      const saved = saveFile(dir, 'sub', 'x.txt', Buffer.from('keep'));
      expect(saved).toEqual({ path: path.join(dir, 'sub', 'x (2).txt'), written: true });
      expect(readFileSync(path.join(outside, 'target.txt'), 'utf8')).toBe('keep');
      expect(readdirSync(outside)).toEqual(['target.txt']);
    } finally {
      rmSync(outside, { recursive: true, force: true });
    }
  });
});
