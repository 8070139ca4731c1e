// A small layout helper over pdf-lib for text documents: wrapped paragraphs, headings, lists, a
// two-column facts table, links, and a header and footer on every page. Standard fonts only (no
// embedded font files), so the PDFs stay small and build anywhere, with no browser.
import { PDFDocument, PDFString, StandardFonts, rgb, type PDFFont, type PDFPage, type RGB } from 'pdf-lib';
import { toWinAnsi } from './win-ansi.ts';

/** US Letter, in points. */
export const PAGE = { width: 612, height: 792 } as const;

export const COLORS = {
  /** brand-900, the site's navy. */
  heading: rgb(0x0b / 255, 0x25 / 255, 0x45 / 255),
  text: rgb(0.13, 0.15, 0.18),
  muted: rgb(0.36, 0.4, 0.46),
  /** brand-700: links. */
  link: rgb(0x1b / 255, 0x3f / 255, 0xae / 255),
  rule: rgb(0.8, 0.83, 0.88),
} as const;

export interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
  italic: PDFFont;
}

export interface DocumentInfo {
  title: string;
  author: string;
  subject: string;
  keywords: string[];
  /** ISO dates ("2026-11-23") from the content, never the clock: same input, same bytes. */
  created: string;
  modified: string;
}

/** Fixed strings, so no library version or clock reaches the bytes. */
export const PRODUCER = 'pdf-lib';
export const CREATOR = 'build/pdf (site build)';

const isoDate = (iso: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(iso)) throw new Error(`PDF date must be YYYY-MM-DD, got "${iso}"`);
  return new Date(`${iso}T00:00:00Z`);
};

/** A new document with fixed metadata (pdf-lib would otherwise stamp the current time). */
export async function createDocument(info: DocumentInfo): Promise<{ pdf: PDFDocument; fonts: Fonts }> {
  const pdf = await PDFDocument.create({ updateMetadata: false });
  pdf.setTitle(toWinAnsi(info.title), { showInWindowTitleBar: true });
  pdf.setAuthor(toWinAnsi(info.author));
  pdf.setSubject(toWinAnsi(info.subject));
  pdf.setKeywords(info.keywords.map(toWinAnsi));
  pdf.setProducer(PRODUCER);
  pdf.setCreator(CREATOR);
  pdf.setCreationDate(isoDate(info.created));
  pdf.setModificationDate(isoDate(info.modified));
  pdf.setLanguage('en-US');
  const [regular, bold, italic] = await Promise.all([
    pdf.embedFont(StandardFonts.Helvetica),
    pdf.embedFont(StandardFonts.HelveticaBold),
    pdf.embedFont(StandardFonts.HelveticaOblique),
  ]);
  return { pdf, fonts: { regular, bold, italic } };
}

/** The bytes: object streams on (smaller), fixed here so the output never depends on a default. */
export const saveDocument = (pdf: PDFDocument) =>
  pdf.save({ useObjectStreams: true, addDefaultPage: false, updateFieldAppearances: false });

/**
 * Greedy word wrap at spaces. A word wider than the line (a long URL) is broken between
 * characters, the only case where a line ends inside a word.
 */
export function wrapText(text: string, font: PDFFont, size: number, width: number): string[] {
  const words = toWinAnsi(text).split(' ').filter(Boolean);
  const fits = (s: string) => font.widthOfTextAtSize(s, size) <= width;
  const lines: string[] = [];
  let line = '';
  for (let word of words) {
    const candidate = line ? `${line} ${word}` : word;
    if (fits(candidate)) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    line = '';
    while (!fits(word)) {
      let cut = word.length - 1;
      while (cut > 1 && !fits(word.slice(0, cut))) cut--;
      lines.push(word.slice(0, cut));
      word = word.slice(cut);
    }
    line = word;
  }
  if (line) lines.push(line);
  return lines;
}

export interface TextStyle {
  font: PDFFont;
  size: number;
  color?: RGB;
  /** Line height as a multiple of the size. */
  leading?: number;
}

export interface FrameOptions {
  x: number;
  width: number;
  top: number;
  bottom: number;
  /** Called when the frame is full; without it, running out of room throws. */
  nextPage?: () => PDFPage;
}

/**
 * A column of flowing text on a page: a left edge, a width and a cursor moving down. When it
 * runs out of room it continues on a new page, or throws for a document that must fit (the
 * one-page capability statement).
 */
export class Frame {
  page: PDFPage;
  y: number;
  readonly x: number;
  readonly width: number;
  private readonly top: number;
  private readonly bottom: number;
  private readonly nextPage?: () => PDFPage;

  constructor(
    page: PDFPage,
    readonly fonts: Fonts,
    opts: FrameOptions,
  ) {
    this.page = page;
    this.x = opts.x;
    this.width = opts.width;
    this.top = opts.top;
    this.bottom = opts.bottom;
    this.y = opts.top;
    this.nextPage = opts.nextPage;
  }

  /** Room for `height` more points, on a new page if need be. */
  ensure(height: number): void {
    if (this.y - height >= this.bottom) return;
    if (!this.nextPage) {
      throw new Error(`PDF layout: content does not fit (needs ${Math.ceil(height)} pt more on a fixed page)`);
    }
    this.page = this.nextPage();
    this.y = this.top;
  }

  space(points: number): void {
    this.y = Math.max(this.bottom, this.y - points);
  }

  /** Lines of text at the cursor; `indent` shifts them right of the frame's edge. */
  lines(lines: readonly string[], style: TextStyle, indent = 0): void {
    const lineHeight = style.size * (style.leading ?? 1.35);
    for (const line of lines) {
      this.ensure(lineHeight);
      this.y -= lineHeight;
      this.page.drawText(line, {
        x: this.x + indent,
        y: this.y + (lineHeight - style.size) / 2 + style.size * 0.22,
        size: style.size,
        font: style.font,
        color: style.color ?? COLORS.text,
      });
    }
  }

  paragraph(text: string, style: TextStyle, after = style.size * 0.6): void {
    this.lines(wrapText(text, style.font, style.size, this.width), style);
    this.space(after);
  }

  /** A heading kept with at least `keepWith` points of what follows. */
  heading(text: string, style: TextStyle, keepWith = style.size * 3): void {
    const lines = wrapText(text, style.font, style.size, this.width);
    this.ensure(lines.length * style.size * (style.leading ?? 1.25) + keepWith);
    this.lines(lines, { leading: 1.25, ...style, color: style.color ?? COLORS.heading });
    this.space(style.size * 0.35);
  }

  /** A bulleted ("•") or numbered list, each item wrapped under its own first word. */
  list(items: readonly string[], style: TextStyle, ordered = false): void {
    const indent = style.size * (ordered ? 1.8 : 1.2);
    items.forEach((item, i) => {
      const lines = wrapText(item, style.font, style.size, this.width - indent);
      const lineHeight = style.size * (style.leading ?? 1.35);
      this.ensure(lineHeight);
      const marker = ordered ? `${i + 1}.` : '•';
      this.page.drawText(marker, {
        x: this.x + (ordered ? 0 : style.size * 0.2),
        y: this.y - lineHeight + (lineHeight - style.size) / 2 + style.size * 0.22,
        size: style.size,
        font: style.font,
        color: style.color ?? COLORS.text,
      });
      this.lines(lines, style, indent);
      this.space(style.size * 0.25);
    });
    this.space(style.size * 0.35);
  }

  /**
   * A two-column table of facts: a bold label, and its values each starting on a line of their
   * own. A row never splits across pages.
   */
  facts(rows: readonly { label: string; values: readonly string[] }[], style: TextStyle, labelWidth: number): void {
    const gap = style.size * 0.8;
    const hang = style.size * 0.8;
    const valueWidth = this.width - labelWidth - gap;
    const lineHeight = style.size * (style.leading ?? 1.3);
    for (const row of rows) {
      const labelLines = wrapText(row.label, this.fonts.bold, style.size, labelWidth);
      // Each value's wrapped lines hang under its first, so separate values stay apart.
      const values = row.values.map((v) => {
        const [first = '', ...rest] = wrapText(v, style.font, style.size, valueWidth);
        return [first, ...(rest.length ? wrapText(rest.join(' '), style.font, style.size, valueWidth - hang) : [])];
      });
      const valueCount = values.reduce((n, v) => n + v.length, 0);
      const height = Math.max(labelLines.length, valueCount) * lineHeight;
      this.ensure(height);
      const top = this.y;
      this.lines(labelLines, { ...style, font: this.fonts.bold, color: COLORS.heading });
      const afterLabel = this.y;
      this.y = top;
      for (const [first, ...rest] of values) {
        this.lines([first!], style, labelWidth + gap);
        this.lines(rest, style, labelWidth + gap + hang);
      }
      this.y = Math.min(this.y, afterLabel) - style.size * 0.45;
    }
  }

  /** A line of text that opens `url` when clicked. */
  link(text: string, url: string, style: TextStyle): void {
    const lines = wrapText(text, style.font, style.size, this.width);
    const lineHeight = style.size * (style.leading ?? 1.35);
    for (const line of lines) {
      this.lines([line], { ...style, color: style.color ?? COLORS.link });
      const w = style.font.widthOfTextAtSize(line, style.size);
      addLink(this.page, [this.x, this.y, this.x + w, this.y + lineHeight], url);
    }
  }

  rule(after = 6): void {
    this.ensure(1);
    this.page.drawLine({
      start: { x: this.x, y: this.y },
      end: { x: this.x + this.width, y: this.y },
      thickness: 0.6,
      color: COLORS.rule,
    });
    this.space(after);
  }
}

/** A URI link annotation over a rectangle [x1, y1, x2, y2]. */
export function addLink(page: PDFPage, rect: [number, number, number, number], url: string): void {
  const context = page.doc.context;
  const annot = context.obj({
    Type: 'Annot',
    Subtype: 'Link',
    Rect: rect,
    Border: [0, 0, 0],
    A: { Type: 'Action', S: 'URI', URI: PDFString.of(url) },
  });
  page.node.addAnnot(context.register(annot));
}

export interface PageFurniture {
  /** Top left of every page, e.g. the company name. */
  headerLeft: string;
  /** Top right, e.g. the document's title. */
  headerRight: string;
  /** Bottom left, e.g. the company and its website. */
  footerLeft: string;
  margin: number;
  size?: number;
}

/**
 * Header and footer on every page, drawn once the text has flowed, so the footer can say
 * "Page 2 of 3".
 */
export function drawPageFurniture(pdf: PDFDocument, fonts: Fonts, f: PageFurniture): void {
  const size = f.size ?? 8;
  const pages = pdf.getPages();
  const right = PAGE.width - f.margin;
  pages.forEach((page, i) => {
    const headerY = PAGE.height - f.margin + 14;
    page.drawText(toWinAnsi(f.headerLeft), { x: f.margin, y: headerY, size, font: fonts.bold, color: COLORS.heading });
    const headerRight = fitText(f.headerRight, fonts.regular, size, right - f.margin - 160);
    page.drawText(headerRight, {
      x: right - fonts.regular.widthOfTextAtSize(headerRight, size),
      y: headerY,
      size,
      font: fonts.regular,
      color: COLORS.muted,
    });
    page.drawLine({
      start: { x: f.margin, y: headerY - 5 },
      end: { x: right, y: headerY - 5 },
      thickness: 0.6,
      color: COLORS.rule,
    });
    const footerY = f.margin - 22;
    page.drawLine({
      start: { x: f.margin, y: footerY + 11 },
      end: { x: right, y: footerY + 11 },
      thickness: 0.6,
      color: COLORS.rule,
    });
    const footerLeft = fitText(f.footerLeft, fonts.regular, size, right - f.margin - 80);
    page.drawText(footerLeft, { x: f.margin, y: footerY, size, font: fonts.regular, color: COLORS.muted });
    const number = `Page ${i + 1} of ${pages.length}`;
    page.drawText(number, {
      x: right - fonts.regular.widthOfTextAtSize(number, size),
      y: footerY,
      size,
      font: fonts.regular,
      color: COLORS.muted,
    });
  });
}

/** Text cut to a width with "…", for one-line header and footer slots. */
export function fitText(text: string, font: PDFFont, size: number, width: number): string {
  const t = toWinAnsi(text);
  if (font.widthOfTextAtSize(t, size) <= width) return t;
  let cut = t.length;
  while (cut > 0 && font.widthOfTextAtSize(`${t.slice(0, cut).trimEnd()}…`, size) > width) cut--;
  return `${t.slice(0, cut).trimEnd()}…`;
}
