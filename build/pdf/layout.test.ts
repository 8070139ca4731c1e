import { StandardFonts, PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { createDocument, CREATOR, fitText, Frame, PAGE, PRODUCER, saveDocument, wrapText } from './layout.ts';
import { normalizeText, readPdf } from './read-pdf.ts';

const info = {
  title: 'Layout test',
  author: 'Tester',
  subject: 'Subject line',
  keywords: ['one', 'two'],
  created: '2026-06-09',
  modified: '2026-11-23',
};
const text =
  'Traditional network security assumed that anything inside the perimeter could be trusted. Cloud workloads, remote work and shared services have made that assumption unworkable.';

async function font() {
  const pdf = await PDFDocument.create();
  return pdf.embedFont(StandardFonts.Helvetica);
}

describe('wrapText', () => {
  it('fills lines up to the width and loses no word', async () => {
    const f = await font();
    const lines = wrapText(text, f, 10, 200);
    expect(lines.length).toBeGreaterThan(2);
    for (const line of lines) expect(f.widthOfTextAtSize(line, 10)).toBeLessThanOrEqual(200);
    expect(lines.join(' ')).toBe(normalizeText(text));
    // Greedy: the next line's first word would not have fitted on the line before.
    for (let i = 0; i + 1 < lines.length; i++) {
      const next = lines[i + 1]!.split(' ')[0]!;
      expect(f.widthOfTextAtSize(`${lines[i]} ${next}`, 10)).toBeGreaterThan(200);
    }
  });

  it('breaks a word wider than the line between characters', async () => {
    const f = await font();
    const url = 'https://www.example.com/resources/government-contact-center-guide-with-a-very-long-name';
    const lines = wrapText(url, f, 10, 120);
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.join('')).toBe(url);
    for (const line of lines) expect(f.widthOfTextAtSize(line, 10)).toBeLessThanOrEqual(120);
  });

  it('fitText cuts with an ellipsis only when needed', async () => {
    const f = await font();
    expect(fitText('Short', f, 8, 100)).toBe('Short');
    const cut = fitText(text, f, 8, 100);
    expect(cut.endsWith('…')).toBe(true);
    expect(f.widthOfTextAtSize(cut, 8)).toBeLessThanOrEqual(100);
  });
});

/** A document with a flowing frame holding `paragraphs` copies of the text. */
async function flowing(paragraphs: number, allowNewPages: boolean) {
  const { pdf, fonts } = await createDocument(info);
  const newPage = () => pdf.addPage([PAGE.width, PAGE.height]);
  const frame = new Frame(newPage(), fonts, {
    x: 60,
    width: 300,
    top: 700,
    bottom: 80,
    nextPage: allowNewPages ? newPage : undefined,
  });
  frame.heading('A heading', { font: fonts.bold, size: 14 });
  for (let i = 0; i < paragraphs; i++) frame.paragraph(`${i}: ${text}`, { font: fonts.regular, size: 10 });
  frame.list(['First item', 'Second item'], { font: fonts.regular, size: 10 }, true);
  frame.facts([{ label: 'Label', values: ['Value one', 'Value two'] }], { font: fonts.regular, size: 9 }, 60);
  frame.link('Read online', 'https://www.example.com/page', { font: fonts.regular, size: 9 });
  return { pdf, bytes: await saveDocument(pdf) };
}

describe('Frame and the document', () => {
  it('flows onto new pages and keeps every paragraph', async () => {
    const { bytes } = await flowing(40, true);
    const read = await readPdf(bytes);
    expect(read.pageCount).toBeGreaterThan(1);
    for (let i = 0; i < 40; i++) expect(read.text).toContain(normalizeText(`${i}: ${text}`));
    expect(read.text).toContain('1. First item');
    expect(read.text).toContain('Label Value one Value two');
    expect(read.links).toEqual(['https://www.example.com/page']);
  });

  it('throws instead of overflowing a fixed page', async () => {
    await expect(flowing(40, false)).rejects.toThrow(/does not fit/);
  });

  it('writes the given metadata, not the clock or the library version', async () => {
    const { bytes } = await flowing(1, true);
    const { info: meta } = await readPdf(bytes);
    expect(meta).toMatchObject({
      Title: info.title,
      Author: info.author,
      Subject: info.subject,
      Producer: PRODUCER,
      Creator: CREATOR,
      CreationDate: 'D:20260609000000Z',
      ModDate: 'D:20261123000000Z',
      Language: 'en-US',
    });
  });

  it('same input, same bytes', async () => {
    const a = await flowing(5, true);
    const b = await flowing(5, true);
    expect(Buffer.from(a.bytes).equals(Buffer.from(b.bytes))).toBe(true);
  });

  it('embeds no font file (standard fonts only) and compresses its streams', async () => {
    const { bytes } = await flowing(5, true);
    const raw = Buffer.from(bytes).toString('latin1');
    expect(raw.startsWith('%PDF-')).toBe(true);
    expect(raw).not.toMatch(/FontFile/);
    expect(raw).toMatch(/\/FlateDecode/);
  });

  it('rejects a date that is not YYYY-MM-DD', async () => {
    await expect(createDocument({ ...info, created: 'June 9' })).rejects.toThrow(/YYYY-MM-DD/);
  });
});
