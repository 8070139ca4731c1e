// POST /api/send-contact-email: stores a contact inquiry and e-mails it to sales (MAIL_TO).
// JSON in → `{ ok: true, id }` (201 new, 200 replay of the same Idempotency-Key);
// a form posted without JavaScript → 303 to /thank-you, or a 400 HTML page listing the errors.
import { contactServerSchema } from '../src/lib/schemas/contact.ts';
import { inquiryNotification } from './_lib/mail.ts';
import { createFormHandler, insertOnce } from './_lib/submit.ts';

export default createFormHandler({
  name: 'contact',
  schema: contactServerSchema,
  successLocation: '/thank-you',
  back: { fallback: '/#contact', anchor: '#contact' },
  store(ctx) {
    const { data, meta } = ctx;
    const phone = data.phone ? data.phone : null;
    return insertOnce(
      ctx,
      'inquiries',
      {
        name: data.name,
        email: data.email,
        phone,
        company: data.company,
        interest: data.interest,
        message: data.message,
        user_agent: meta.userAgent,
        page_url: meta.pageUrl,
        client_ip: meta.clientIp,
        submitted_at: meta.submittedAt,
      },
      (id, createdAt) => ({
        kind: 'contact',
        refId: id,
        to: meta.env.MAIL_TO,
        replyTo: data.email,
        ...inquiryNotification({
          ...data,
          phone,
          id,
          createdAt,
          pageUrl: meta.pageUrl,
          clientIp: meta.clientIp,
          userAgent: meta.userAgent,
        }),
      }),
    );
  },
});
