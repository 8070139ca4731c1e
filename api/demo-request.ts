// POST /api/demo-request: stores a demo request (one e-mail address) and notifies sales.
// Same contract as /api/send-contact-email.
import { demoSchema } from '../src/lib/schemas/contact.ts';
import { demoNotification } from './_lib/mail.ts';
import { enqueueMail } from './_lib/outbox.ts';
import { createFormHandler, insertOnce } from './_lib/submit.ts';

export default createFormHandler({
  name: 'demo',
  schema: demoSchema,
  successLocation: '/thank-you',
  back: { fallback: '/#demo', anchor: '#demo' },
  async store(ctx) {
    const { data, meta } = ctx;
    const row = await insertOnce(ctx, 'demo_requests', {
      email: data.email,
      user_agent: meta.userAgent,
      page_url: meta.pageUrl,
      client_ip: meta.clientIp,
      submitted_at: meta.submittedAt,
    });
    if (!row.created) return { created: false, id: row.id, mailIds: [] };
    await ctx.consumeRateLimit();
    const mail = demoNotification({ id: row.id, email: data.email, pageUrl: meta.pageUrl, clientIp: meta.clientIp, createdAt: row.createdAt });
    const mailId = await enqueueMail(ctx.tx, { kind: 'demo', refId: row.id, to: meta.env.MAIL_TO, replyTo: data.email, ...mail });
    return { created: true, id: row.id, mailIds: [mailId] };
  },
});
