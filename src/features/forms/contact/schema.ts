// The contact form's rules: the client's, exactly as the spec's table (section 5), and the
// server's. Built from ../rules.ts; relative imports with extensions (Node loads it on Vercel).
import { z } from 'zod';
import { CONTACT } from '../../../config/constants.ts';
import { interests, validationMessages as m } from '../../../content/forms.ts';
import {
  emailField,
  fileRefsSchema,
  limits,
  required,
  serverEmail,
  serverMessage,
  serverOptional,
  serverRequired,
} from '../rules.ts';

/** Client rules, exactly as the spec's table (section 5). Values are trimmed. */
export const contactSchema = z.object({
  name: required(m.nameRequired),
  email: emailField(),
  phone: z.string().trim().optional(),
  company: required(m.companyRequired),
  interest: z.enum(interests, { error: m.interestRequired }),
  message: required(m.messageRequired).min(CONTACT.messageMinLength, { error: m.messageMin }),
});

export type ContactInput = z.input<typeof contactSchema>;
export type ContactValues = z.output<typeof contactSchema>;

/** Server rules: the client rules plus length limits, a closed interest list and no line breaks in single-line fields. */
export const contactServerSchema = z.object({
  name: serverRequired(m.nameRequired, 'Name', limits.name),
  email: serverEmail(m.emailRequired, m.emailInvalid),
  phone: serverOptional('Phone', limits.phone),
  company: serverRequired(m.companyRequired, 'Company', limits.company),
  interest: z.enum(interests, { error: m.interestRequired }),
  message: serverMessage(m),
  attachments: fileRefsSchema('attachments'),
});

export type ContactServerValues = z.output<typeof contactServerSchema>;
