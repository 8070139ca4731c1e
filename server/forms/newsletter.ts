// The newsletter (/api/newsletter).
//   POST { email }               subscribe; one subscription per address (lower-cased). The first
//                                subscription, or a re-subscription, queues one confirmation with
//                                an unsubscribe link; repeats change nothing. Always 200, so the
//                                answer never tells whether an address was already subscribed.
//   GET  ?unsubscribe=<token>    a confirmation page with an Unsubscribe button (works without
//                                JavaScript); it changes nothing, so mail link scanners are harmless.
//   POST ?unsubscribe=<token>    unsubscribes: the page's button, and mail clients' one-click
//                                unsubscribe (RFC 8058, `List-Unsubscribe=One-Click`).
import { randomBytes, randomUUID } from 'node:crypto';
import type { VercelRequest, VercelResponse } from '@vercel/node';
import { paths, thankYouHref } from '../../src/config/paths.ts';
import { site } from '../../src/config/site.ts';
import { newsletterSchema } from '../../src/features/forms/newsletter/schema.ts';
import { escapeHtml, htmlPage, noStore, sendHtml, toHttpError } from '../http/respond.ts';
import { queryParam } from '../http/request.ts';
import { getDb } from '../store/db.ts';
import {
  subscribe as addSubscription,
  subscriptionStatus,
  unsubscribe as endSubscription,
} from '../store/newsletter.ts';
import { defineFormKind } from './kind.ts';
import { formHandler } from './pipeline.ts';

export const newsletterForm = defineFormKind({
  kind: 'newsletter',
  schema: newsletterSchema,
  createdStatus: 200,
  noJs: { success: thankYouHref(), back: paths.resources, anchor: '' },
  async mails({ tx, data, facts, env }) {
    const token = randomBytes(24).toString('base64url');
    const id = await addSubscription(tx, {
      id: randomUUID(),
      email: data.email,
      token,
      pageUrl: facts.pageUrl,
    });
    // None: the address is already subscribed, so nothing is sent again.
    if (!id) return [];
    // Links come from configuration only, never from the request's Host.
    const link = `${env.siteUrl}/api/newsletter?unsubscribe=${encodeURIComponent(token)}`;
    return [
      {
        kind: 'newsletter',
        refId: id,
        to: data.email,
        subject: `You're subscribed to ${site.name} updates`,
        text: [
          'Hello,',
          '',
          `Thank you for subscribing to news and resources from ${site.name}.`,
          'We send a few e-mails a year about contact center modernization, cloud, AI and data.',
          '',
          'If you did not ask for this, or no longer want these e-mails, unsubscribe here:',
          link,
          '',
          site.legalName,
          `${site.headquarters.street}, ${site.headquarters.city}, ${site.headquarters.region} ${site.headquarters.postalCode}`,
        ].join('\n'),
        headers: { 'List-Unsubscribe': `<${link}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
      },
    ];
  },
});

const subscribe = formHandler(newsletterForm);

const TOKEN = /^[A-Za-z0-9_-]{16,100}$/;

async function unsubscribe(req: VercelRequest, res: VercelResponse, token: string): Promise<void> {
  noStore(res);
  const method = req.method ?? '';
  if (!['GET', 'HEAD', 'POST'].includes(method)) {
    res.setHeader('Allow', 'GET, HEAD, POST');
    sendHtml(res, 405, htmlPage('Method not allowed', '<h1>Method not allowed</h1>'));
    return;
  }
  const home = `<p><a href="/">Back to ${escapeHtml(site.name)}</a></p>`;
  try {
    const db = await getDb();
    const status = !TOKEN.test(token)
      ? undefined
      : method === 'POST'
        ? await endSubscription(db, token)
        : await subscriptionStatus(db, token);
    if (!status) {
      const general = escapeHtml(site.emails.general);
      sendHtml(
        res,
        404,
        htmlPage(
          'Link not valid',
          `<h1>This unsubscribe link is not valid</h1><p>It may have been replaced by a newer one. ` +
            `To stop receiving e-mails, write to <a href="mailto:${general}">${general}</a>.</p>${home}`,
        ),
      );
    } else if (status === 'unsubscribed') {
      sendHtml(
        res,
        200,
        htmlPage(
          'Unsubscribed',
          `<h1>You are unsubscribed</h1><p>You will not receive further newsletter e-mails from ${escapeHtml(site.name)}.</p>${home}`,
        ),
      );
    } else {
      const action = `/api/newsletter?unsubscribe=${encodeURIComponent(token)}`;
      sendHtml(
        res,
        200,
        htmlPage(
          'Unsubscribe',
          `<h1>Unsubscribe from ${escapeHtml(site.name)} updates?</h1>` +
            `<p>You will no longer receive our newsletter e-mails.</p>` +
            `<form method="post" action="${escapeHtml(action)}"><input type="hidden" name="List-Unsubscribe" value="One-Click">` +
            `<button type="submit">Unsubscribe</button></form>${home}`,
        ),
      );
    }
  } catch (e) {
    const err = toHttpError(e, 'newsletter');
    sendHtml(
      res,
      err.status,
      htmlPage(
        'Please try again later',
        `<h1>Please try again later</h1><p>We could not process the link right now.</p>${home}`,
      ),
      err.headers,
    );
  }
}

export async function newsletterHandler(req: VercelRequest, res: VercelResponse): Promise<void> {
  const token = queryParam(req, 'unsubscribe');
  if (token !== undefined) return unsubscribe(req, res, token);
  return subscribe(req, res);
}
