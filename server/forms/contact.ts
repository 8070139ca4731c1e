// The contact form (/api/send-contact-email): a submission, e-mailed to sales (MAIL_TO) with
// Reply-To set to the visitor.
import { paths, sectionHref, thankYouHref } from '../../src/config/paths.ts';
import { interestOptions } from '../../src/content/forms.ts';
import { contactSchema } from '../../src/features/forms/contact/schema.ts';
import { block, labelled, siteName, trailer } from '../mail/compose.ts';
import { headerSafe } from '../mail/transport.ts';
import { defineFormKind } from './kind.ts';

const interestLabel = (v: string) => interestOptions.find((o) => o.value === v)?.label ?? v;

export const contactForm = defineFormKind({
  kind: 'contact',
  schema: contactSchema,
  fileField: 'attachments',
  noJs: { success: thankYouHref(), back: sectionHref(paths.home, 'contact'), anchor: '#contact' },
  mails: ({ id, data, facts, createdAt, env }) => [
    {
      kind: 'contact',
      refId: id,
      to: env.MAIL_TO,
      replyTo: data.email,
      subject: headerSafe(`New inquiry: ${data.name} (${data.company}) - ${interestLabel(data.interest)}`),
      text: [
        `A new inquiry arrived through the ${siteName} website. Reply to this e-mail to answer the visitor.`,
        '',
        ...labelled([
          ['Name', data.name],
          ['Email', data.email],
          ['Phone', data.phone],
          ['Company', data.company],
          ['Interest', interestLabel(data.interest)],
        ]),
        '',
        'Message:',
        block(data.message),
        ...trailer('Inquiry', id, createdAt, facts),
      ].join('\n'),
    },
  ],
});
