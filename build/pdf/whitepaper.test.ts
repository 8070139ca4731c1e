import { describe, expect, it } from 'vitest';
import { CONTENT_DATE } from '../../src/config/constants.ts';
import { paths } from '../../src/config/paths.ts';
import { site } from '../../src/config/site.ts';
import {
  countWords,
  getResourceDetail,
  isDocument,
  readingTimeMinutes,
  resourceDetailPage,
} from '../../src/content/resource-details.ts';
import { formatResourceDate, resources } from '../../src/content/resources.ts';
import type { DocumentDetail } from '../../src/content/types.ts';
import { normalizeText, readPdf } from './read-pdf.ts';
import { displayUrl } from './site-links.ts';
import { aboutHeading, BODY_BAND, whitepaperPdf } from './whitepaper.ts';

const SITE_URL = 'https://www.northpoint.test';
const n = normalizeText;
const whitepapers = resources
  .filter((r) => r.type === 'whitepaper')
  .map((resource) => ({ resource, detail: getResourceDetail(resource.id) as DocumentDetail }));

/** The first sentence of a paragraph (up to the first ". "), or all of it. */
const firstSentence = (text: string) => {
  const end = text.search(/[.!?]\s/);
  return end === -1 ? text : text.slice(0, end + 1);
};

describe('whitepaper PDFs', () => {
  it('there are whitepapers, each with its full text', () => {
    expect(whitepapers.length).toBeGreaterThan(0);
    for (const { resource, detail } of whitepapers) {
      expect(detail && isDocument(detail), resource.id).toBe(true);
      expect(resource.downloadable, resource.id).toBe(true);
    }
  });

  describe.each(whitepapers)('$resource.id', ({ resource, detail }) => {
    const pdf = whitepaperPdf(resource, detail, SITE_URL).then(async (bytes) => ({
      bytes,
      read: await readPdf(bytes),
    }));

    it('has the title, description, author, date and reading time', async () => {
      const { read } = await pdf;
      const minutes = readingTimeMinutes(countWords(detail.body));
      expect(read.text).toContain(n(resource.title));
      expect(read.text).toContain(n(resource.description));
      expect(read.text).toContain(n(`${detail.author.name}, ${detail.author.role}`));
      expect(read.text).toContain(formatResourceDate(resource.date));
      expect(read.text).toContain(resourceDetailPage.readingTime(minutes));
    });

    it('has every heading, every list item and every paragraph (first sentence and in full)', async () => {
      const { read } = await pdf;
      // A paragraph may run across a page break: read the text without headers and footers.
      const body = read.bodyText(BODY_BAND.bottom, BODY_BAND.top);
      let paragraphs = 0;
      for (const block of detail.body) {
        if (block.kind === 'h2') expect(body).toContain(n(block.text));
        else if (block.kind === 'p') {
          paragraphs++;
          expect(body).toContain(n(firstSentence(block.text)));
          expect(body).toContain(n(block.text));
        } else
          block.items.forEach((item, i) =>
            expect(body).toContain(n(`${block.kind === 'ol' ? `${i + 1}.` : '•'} ${item}`)),
          );
      }
      expect(paragraphs).toBeGreaterThan(3);
    });

    it('keeps the order of the text', async () => {
      const { read } = await pdf;
      const body = read.bodyText(BODY_BAND.bottom, BODY_BAND.top);
      const texts = detail.body.flatMap((b) => (b.kind === 'h2' || b.kind === 'p' ? [n(b.text)] : b.items.map(n)));
      const at = texts.map((t) => body.indexOf(t));
      expect(at.every((i) => i >= 0)).toBe(true);
      expect([...at].sort((a, b) => a - b)).toEqual(at);
    });

    it('names the company on every page and links to the web page', async () => {
      const { read } = await pdf;
      const url = `${SITE_URL}${paths.resource(resource.id)}`;
      read.pages.forEach((page, i) => {
        expect(page).toContain(site.name);
        expect(page).toContain(`Page ${i + 1} of ${read.pageCount}`);
        expect(page).toContain(displayUrl(url));
      });
      expect(read.links).toContain(url);
      expect(read.text).toContain(aboutHeading);
      expect(read.text).toContain(n(site.description));
    });

    it('has its title, author and dates in the metadata', async () => {
      const { read } = await pdf;
      const d = (iso: string) => `D:${iso.replaceAll('-', '')}000000Z`;
      expect(read.info).toMatchObject({
        Title: resource.title,
        Author: `${detail.author.name}, ${site.name}`,
        Subject: resource.description,
        CreationDate: d(resource.date),
        ModDate: d(CONTENT_DATE),
      });
    });

    it('is byte-stable: a second generation gives the same bytes', async () => {
      const { bytes } = await pdf;
      const again = await whitepaperPdf(resource, detail, SITE_URL);
      expect(Buffer.from(again).equals(Buffer.from(bytes))).toBe(true);
    });
  });
});
