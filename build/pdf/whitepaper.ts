// A whitepaper's PDF: the same title, date, reading time and text blocks as its page
// (/resources/<id>), with the company's name and a link back to the page.
import { CONTENT_DATE } from '../../src/config/constants.ts';
import { paths } from '../../src/config/paths.ts';
import { site } from '../../src/config/site.ts';
import { countWords, readingTimeMinutes, resourceDetailPage } from '../../src/content/resource-details.ts';
import { formatResourceDate, resourcesPage } from '../../src/content/resources.ts';
import type { DocumentDetail, Resource } from '../../src/content/types.ts';
import { COLORS, createDocument, drawPageFurniture, Frame, PAGE, saveDocument, type TextStyle } from './layout.ts';
import { displayUrl, pageUrl } from './site-links.ts';

const MARGIN = 60;
/** Where the running text lies (points from the foot of the page); header and footer are outside. */
export const BODY_BAND = { bottom: MARGIN, top: PAGE.height - MARGIN } as const;

/** "Published Jun 9, 2026 · 5 min read", as the page shows it. */
export function whitepaperByline(resource: Resource, detail: DocumentDetail): string {
  const minutes = readingTimeMinutes(countWords(detail.body));
  return `${resourceDetailPage.published} ${formatResourceDate(resource.date)} · ${resourceDetailPage.readingTime(minutes)}`;
}

/** "About <company>": the closing paragraph of every whitepaper. */
export const aboutHeading = `About ${site.name}`;

/** The whitepaper as PDF bytes. `siteUrl` is the site's public origin. */
export async function whitepaperPdf(resource: Resource, detail: DocumentDetail, siteUrl: string): Promise<Uint8Array> {
  const pageAddress = pageUrl(siteUrl, paths.resource(resource.id));
  const { pdf, fonts } = await createDocument({
    title: resource.title,
    author: `${detail.author.name}, ${site.name}`,
    subject: resource.description,
    keywords: [resourcesPage.typeLabels[resource.type], resource.category],
    created: resource.date,
    // The content is current as of CONTENT_DATE; never before the paper itself.
    modified: CONTENT_DATE > resource.date ? CONTENT_DATE : resource.date,
  });
  const newPage = () => pdf.addPage([PAGE.width, PAGE.height]);
  const frame = new Frame(newPage(), fonts, {
    x: MARGIN,
    width: PAGE.width - 2 * MARGIN,
    top: BODY_BAND.top - 6,
    bottom: BODY_BAND.bottom + 4,
    nextPage: newPage,
  });

  const body: TextStyle = { font: fonts.regular, size: 10.5, leading: 1.45 };
  const small: TextStyle = { font: fonts.regular, size: 9, color: COLORS.muted };
  const h2: TextStyle = { font: fonts.bold, size: 13 };

  frame.paragraph(resourcesPage.typeLabels[resource.type].toUpperCase(), { ...small, font: fonts.bold }, 2);
  frame.heading(resource.title, { font: fonts.bold, size: 20, leading: 1.2 }, 0);
  frame.paragraph(resource.description, { ...body, size: 11.5, color: COLORS.muted }, 8);
  frame.paragraph(
    `${resourceDetailPage.by} ${detail.author.name}, ${detail.author.role}, ${site.name}`,
    { ...small, font: fonts.bold, color: COLORS.text },
    1,
  );
  frame.paragraph(whitepaperByline(resource, detail), small, 1);
  frame.link(`Read online: ${displayUrl(pageAddress)}`, pageAddress, small);
  frame.space(6);
  frame.rule(12);

  for (const block of detail.body) {
    if (block.kind === 'h2') {
      frame.space(4);
      frame.heading(block.text, h2, body.size * 4);
    } else if (block.kind === 'p') frame.paragraph(block.text, body, 7);
    else frame.list(block.items, body, block.kind === 'ol');
  }

  frame.space(8);
  frame.rule(10);
  frame.heading(aboutHeading, { ...h2, size: 11 }, body.size * 3);
  frame.paragraph(site.description, { ...body, size: 9.5 }, 4);
  frame.paragraph(`${site.emails.general} · ${site.phone.display} · ${displayUrl(siteUrl)}`, { ...small }, 0);

  drawPageFurniture(pdf, fonts, {
    headerLeft: site.name,
    headerRight: resource.title,
    footerLeft: displayUrl(pageAddress),
    margin: MARGIN - 10,
  });
  return saveDocument(pdf);
}
