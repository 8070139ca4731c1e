// POST /api/demo-request: stores a demo request (one e-mail address) and notifies sales.
// Same contract as /api/send-contact-email.
import { demoSchema } from '../src/lib/schemas/contact.ts';
import { demoNotification } from './_lib/mail.ts';
import { createFormHandler, insertOnce } from './_lib/submit.ts';

export default createFormHandler({
  name: 'demo',
  schema: demoSchema,
  successLocation: '/thank-you',
  back: { fallback: '/#demo', anchor: '#demo' },
  store(ctx) {
    const { data, meta } = ctx;
    return insertOnce(
      ctx,
      'demo_requests',
      {
        email: data.email,
        user_agent: meta.userAgent,
        page_url: meta.pageUrl,
        client_ip: meta.clientIp,
        submitted_at: meta.submittedAt,
      },
      (id, createdAt) => ({
        kind: 'demo',
        refId: id,
        to: meta.env.MAIL_TO,
        replyTo: data.email,
        ...demoNotification({ id, email: data.email, pageUrl: meta.pageUrl, clientIp: meta.clientIp, createdAt }),
      }),
    );
  },
});
