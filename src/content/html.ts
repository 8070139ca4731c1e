// The one HTML escape: the job posting text (content), the head tags (lib/head) and the server's
// small HTML pages (server/http/respond) all use it. Relative imports only: the server loads it.

/** Text made safe inside HTML text and double- or single-quoted attributes. */
export const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
