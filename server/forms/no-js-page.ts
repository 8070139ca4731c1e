// The page a visitor without JavaScript sees when a form post is refused: the messages,
// escaped, and a link back to the form.
import type { VercelRequest } from '@vercel/node';
import { noJsErrorPage } from '../../src/content/forms.ts';
import { escapeHtml, htmlPage } from '../http/respond.ts';
import { backLink } from '../http/request.ts';
import type { NoJs } from './kind.ts';

/** Plain words for the refusals that are not validation errors. */
const plainMessages: Record<number, (h: Record<string, string>) => string> = {
  403: () => 'The form was sent from another site, so it was not accepted.',
  413: () => 'The message is too long to send.',
  415: () => 'The form was sent in a format this site does not accept.',
  422: () => 'This form was already sent with different details. Reload the page and try again.',
  429: (h) =>
    `Too many messages were sent from your connection. Please try again in ${Math.ceil(Number(h['Retry-After'] ?? 3600) / 60)} minutes.`,
  503: () => 'Our system is temporarily unavailable. Please try again later.',
  500: () => 'Something went wrong on our side. Please try again later.',
};

export const plainMessage = (status: number, headers: Record<string, string>) =>
  (plainMessages[status] ?? plainMessages[500]!)(headers);

export function noJsErrorHtml(req: VercelRequest, noJs: NoJs, messages: string[]): string {
  const href = backLink(req, noJs.back, noJs.anchor);
  const copy = noJs.page ?? noJsErrorPage;
  return htmlPage(
    copy.title,
    `<h1>${escapeHtml(copy.title)}</h1><p>${escapeHtml(copy.intro)}</p>` +
      `<ul>${messages.map((msg) => `<li>${escapeHtml(msg)}</li>`).join('')}</ul>` +
      `<p><a href="${escapeHtml(href)}">${escapeHtml(copy.back)}</a></p>`,
  );
}
