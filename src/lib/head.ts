import { site } from '@/config/site';
import { escapeHtml } from '@/content/html';

export interface HeadData {
  title: string;
  description: string;
  /** Path of the canonical URL, e.g. "/about". */
  path: string;
  noindex?: boolean;
  /** JSON-LD object for a <script type="application/ld+json"> (home page only). */
  jsonLd?: object;
}

const escapeAttr = escapeHtml;

export const canonicalUrl = (path: string) => new URL(path, site.url).href;

/** JSON for a <script> element: `<` escaped so text can never close the tag. */
export const jsonLdText = (data: object) => JSON.stringify(data).replace(/</g, '\\u003c');

/** The <head> tags for a page, as HTML (used by the prerender). */
export function headTags(h: HeadData): string {
  const url = canonicalUrl(h.path);
  const image = canonicalUrl('/og-image.jpg');
  const t = escapeAttr(h.title);
  const d = escapeAttr(h.description);
  return [
    `<title>${t}</title>`,
    `<meta name="description" content="${d}">`,
    h.noindex ? `<meta name="robots" content="noindex">` : '',
    `<link rel="canonical" href="${url}">`,
    `<meta property="og:type" content="website">`,
    `<meta property="og:site_name" content="${escapeAttr(site.name)}">`,
    `<meta property="og:title" content="${t}">`,
    `<meta property="og:description" content="${d}">`,
    `<meta property="og:url" content="${url}">`,
    `<meta property="og:image" content="${image}">`,
    `<meta property="og:image:width" content="1200">`,
    `<meta property="og:image:height" content="630">`,
    // X reads the title and description from og:title and og:description when its own are absent.
    `<meta name="twitter:card" content="summary_large_image">`,
    `<meta name="twitter:image" content="${image}">`,
    h.jsonLd ? `<script type="application/ld+json">${jsonLdText(h.jsonLd)}</script>` : '',
  ].join('');
}

/** Keeps the live document's head in step after client-side navigation. */
export function applyHead(h: HeadData): void {
  document.title = h.title;
  const url = canonicalUrl(h.path);
  const set = (selector: string, attr: string, value: string) =>
    document.head.querySelector(selector)?.setAttribute(attr, value);
  set('meta[name="description"]', 'content', h.description);
  set('link[rel="canonical"]', 'href', url);
  set('meta[property="og:title"]', 'content', h.title);
  set('meta[property="og:description"]', 'content', h.description);
  set('meta[property="og:url"]', 'content', url);
}
