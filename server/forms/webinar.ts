// The webinar registration (/api/webinar-registration): e-mailed to sales (MAIL_TO), who send
// the joining link and calendar invitation, with Reply-To set to the registrant.
import {
  formatSessionStart,
  getResource,
  getResourceDetail,
  isWebinar,
  sessionWindow,
} from '../../src/content/resource-details.ts';
import { paths, thankYouHref } from '../../src/config/paths.ts';
import { webinarFormCopy } from '../../src/content/webinar-form.ts';
import { webinarRegistrationSchema } from '../../src/features/forms/webinar/schema.ts';
import { labelled, siteName, trailer } from '../mail/compose.ts';
import { headerSafe } from '../mail/transport.ts';
import { defineFormKind } from './kind.ts';

export const webinarForm = defineFormKind({
  kind: 'webinar',
  schema: webinarRegistrationSchema,
  noJs: {
    success: thankYouHref('webinar'),
    back: paths.resources,
    anchor: '#register',
    page: webinarFormCopy.noJsError,
  },
  mails: ({ id, data, facts, createdAt, env }) => {
    const title = getResource(data.webinar)?.title ?? data.webinar;
    const detail = getResourceDetail(data.webinar);
    const webinar = detail && isWebinar(detail) ? detail : undefined;
    const start = webinar && sessionWindow(webinar)?.start;
    // A registration queued offline may arrive after the session began: staff then send the recording.
    const late = start !== undefined && createdAt.getTime() >= start.getTime();
    return [
      {
        kind: 'webinar',
        refId: id,
        to: env.MAIL_TO,
        replyTo: data.email,
        subject: headerSafe(`Webinar registration: ${title} - ${data.name} (${data.organization})`),
        text: [
          `A new webinar registration arrived through the ${siteName} website.`,
          late
            ? 'It arrived after the session started: reply with the recording.'
            : 'Reply to this e-mail with the joining link and a calendar invitation.',
          '',
          ...labelled([
            ['Webinar', title],
            ['Session', (webinar && formatSessionStart(webinar)) ?? null],
            ['Name', data.name],
            ['Email', data.email],
            ['Organization', data.organization],
            ['Job title', data.jobTitle],
          ]),
          ...trailer('Registration', id, createdAt, facts),
        ].join('\n'),
      },
    ];
  },
});
