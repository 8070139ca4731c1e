// Every PDF the site publishes, with its URL: the capability statement and one per whitepaper
// (each resource marked `downloadable`). The Vite plugin (build/pdf-plugin.ts) and the tests
// both read this list, so what is tested is what ships.
import { paths } from '../../src/config/paths.ts';
import { capabilityStatement } from '../../src/content/capabilities.ts';
import { getResourceDetail, isDocument, resourcePdfFileName } from '../../src/content/resource-details.ts';
import { resources } from '../../src/content/resources.ts';
import { capabilityStatementPdf } from './capability-statement.ts';
import { whitepaperPdf } from './whitepaper.ts';

export interface PdfDocument {
  /** The URL path it is served at, e.g. "/downloads/capability-statement.pdf". */
  url: string;
  /** Renders the bytes; `siteUrl` is the site's public origin, for links back to the pages. */
  render: (siteUrl: string) => Promise<Uint8Array>;
}

export function pdfDocuments(): PdfDocument[] {
  const whitepapers = resources
    .filter((r) => r.downloadable)
    .map((resource): PdfDocument => {
      const detail = getResourceDetail(resource.id);
      if (!detail || !isDocument(detail)) {
        throw new Error(`PDF: downloadable resource "${resource.id}" has no document text in src/content/resources/`);
      }
      return {
        url: paths.download(resourcePdfFileName(resource.id)),
        render: (siteUrl) => whitepaperPdf(resource, detail, siteUrl),
      };
    });
  return [{ url: paths.download(capabilityStatement.pdfFileName), render: capabilityStatementPdf }, ...whitepapers];
}

/** The output file of a URL, relative to the build's output directory. */
export const outputFileOf = (url: string) => url.replace(/^\/+/, '');
