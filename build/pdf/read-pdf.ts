// Reads a PDF back for the tests: page count, text per page (whitespace collapsed), metadata and
// link targets, with pdf.js, as a PDF reader sees the document.
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

export interface ReadPdf {
  pageCount: number;
  /** Each page's text, whitespace runs collapsed to one space. */
  pages: string[];
  /** All pages' text in one string. */
  text: string;
  /**
   * The running text without page headers and footers: only what lies between `bottom` and
   * `top` (points from the page's foot), all pages joined.
   */
  bodyText: (bottom: number, top: number) => string;
  info: Record<string, unknown>;
  /** Every link annotation's target (http, mailto, tel). */
  links: string[];
}

/** Whitespace as the layout wraps it: any run is one space. */
export const normalizeText = (s: string) => s.replace(/\s+/g, ' ').trim();

export async function readPdf(bytes: Uint8Array): Promise<ReadPdf> {
  // pdf.js takes ownership of the buffer it is given: hand it a copy.
  const doc = await getDocument({ data: bytes.slice(), isEvalSupported: false, verbosity: 0 }).promise;
  try {
    const pages: string[] = [];
    const lines: { y: number; text: string }[][] = [];
    const links: string[] = [];
    for (let n = 1; n <= doc.numPages; n++) {
      const page = await doc.getPage(n);
      const content = await page.getTextContent();
      const parts = content.items.map((item) => ('str' in item ? `${item.str}${item.hasEOL ? ' ' : ''}` : ''));
      pages.push(normalizeText(parts.join(' ')));
      lines.push(
        content.items.flatMap((item) => ('str' in item ? [{ y: item.transform[5] as number, text: item.str }] : [])),
      );
      for (const a of (await page.getAnnotations()) as { subtype?: string; url?: string; unsafeUrl?: string }[]) {
        if (a.subtype === 'Link') links.push(a.url ?? a.unsafeUrl ?? '');
      }
    }
    const { info } = await doc.getMetadata();
    const bodyText = (bottom: number, top: number) =>
      normalizeText(
        lines
          .flat()
          .filter((l) => l.y >= bottom && l.y <= top)
          .map((l) => l.text)
          .join(' '),
      );
    return {
      pageCount: doc.numPages,
      pages,
      text: pages.join(' '),
      bodyText,
      info: info as Record<string, unknown>,
      links,
    };
  } finally {
    await doc.destroy();
  }
}
