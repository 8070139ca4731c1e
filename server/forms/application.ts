// The job application (/api/job-application): e-mailed to the careers inbox (CAREERS_TO) with
// Reply-To set to the applicant. A resume may come as one attached file (the `resume` field).
import { paths, thankYouHref } from '../../src/config/paths.ts';
import { applicationFormCopy, applicationRoleLabel } from '../../src/content/application-form.ts';
import { applicationSchema } from '../../src/features/forms/application/schema.ts';
import { block, labelled, siteName, trailer } from '../mail/compose.ts';
import { headerSafe } from '../mail/transport.ts';
import { defineFormKind } from './kind.ts';

export const applicationForm = defineFormKind({
  kind: 'application',
  schema: applicationSchema,
  fileField: 'resume',
  noJs: {
    success: thankYouHref('application'),
    back: paths.apply,
    anchor: '#apply',
    page: applicationFormCopy.noJsError,
  },
  mails: ({ id, data, facts, createdAt, env, attachments }) => {
    const role = applicationRoleLabel(data.role);
    return [
      {
        kind: 'application',
        refId: id,
        to: env.CAREERS_TO,
        replyTo: data.email,
        subject: headerSafe(`Job application: ${role} - ${data.name}`),
        text: [
          `A new job application arrived through the ${siteName} website. Reply to this e-mail to answer the applicant.`,
          '',
          ...labelled([
            ['Role', role],
            ['Name', data.name],
            ['Email', data.email],
            ['Phone', data.phone],
            ['LinkedIn / portfolio', data.link],
          ]),
          '',
          'Message:',
          block(data.message),
          // The files themselves are attached, or listed, when the mail is sent (mail/attachments.ts).
          ...(attachments?.length
            ? []
            : [
                '',
                // No file: staff should know where the resume may come from.
                `Resume: none attached. The applicant may send it to ${applicationFormCopy.resume.email} with the role in the subject line, or rely on the link above.`,
              ]),
          ...trailer('Application', id, createdAt, facts),
        ].join('\n'),
      },
    ];
  },
});
