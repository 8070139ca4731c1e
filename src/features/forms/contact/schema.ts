// The contact form's rules, shared by the browser form and /api/send-contact-email: the spec's
// table (section 5), plus the server's length limits, a closed interest list and no line breaks in
// single-line fields. Built from ../rules.ts; relative imports with extensions (Node loads it on Vercel).
import { z } from 'zod';
import { interests, validationMessages as m } from '../../../content/forms.ts';
import { fileRefsSchema, limits, serverEmail, serverMessage, serverOptional, serverRequired } from '../rules.ts';

export const contactSchema = z.object({
  name: serverRequired(m.nameRequired, 'Name', limits.name),
  email: serverEmail(m.emailRequired, m.emailInvalid),
  phone: serverOptional('Phone', limits.phone),
  company: serverRequired(m.companyRequired, 'Company', limits.company),
  interest: z.enum(interests, { error: m.interestRequired }),
  message: serverMessage(m),
  attachments: fileRefsSchema('attachments'),
});

/** The form's fields as typed (every control holds a string; the files travel apart). */
export interface ContactFields {
  name: string;
  email: string;
  phone: string;
  company: string;
  interest: string;
  message: string;
}
