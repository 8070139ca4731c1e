// The demo request (/api/demo-request): one e-mail address, e-mailed to sales.
import { paths, sectionHref, thankYouHref } from '../../src/config/paths.ts';
import { WALKTHROUGH_MINUTES } from '../../src/config/constants.ts';
import { demoSchema } from '../../src/features/forms/demo/schema.ts';
import { labelled, siteName, trailer } from '../mail/compose.ts';
import { headerSafe } from '../mail/transport.ts';
import { defineFormKind } from './kind.ts';

export const demoForm = defineFormKind({
  kind: 'demo',
  schema: demoSchema,
  noJs: { success: thankYouHref(), back: sectionHref(paths.home, 'demo'), anchor: '#demo' },
  mails: ({ id, data, facts, createdAt, env }) => [
    {
      kind: 'demo',
      refId: id,
      to: env.MAIL_TO,
      replyTo: data.email,
      subject: headerSafe(`Demo request: ${data.email}`),
      text: [
        `Someone asked for the demo and a ${WALKTHROUGH_MINUTES}-minute walkthrough on the ${siteName} website.`,
        'Reply to this e-mail to schedule it.',
        '',
        ...labelled([['Email', data.email]]),
        ...trailer('Request', id, createdAt, facts),
      ].join('\n'),
    },
  ],
});
