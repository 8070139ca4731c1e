// The job application's rules, shared by the browser form and /api/job-application. Built from
// ../rules.ts: only zod and copy, relative imports with extensions (Node loads it on Vercel).
import { z } from 'zod';
import { applicationRoles, applicationValidationMessages as m } from '../../../content/application-form.ts';
import {
  fileRefsSchema,
  limits,
  serverEmail,
  serverMessage,
  serverOptional,
  serverRequired,
  withoutNul,
} from '../rules.ts';

export const applicationLimits = { link: 500 } as const;

/** An absolute http(s) address with a host name that has a dot (no spaces, no credentials). */
export function isWebLink(v: string): boolean {
  if (/\s/.test(v)) return false;
  try {
    const u = new URL(v);
    return (
      (u.protocol === 'https:' || u.protocol === 'http:') &&
      u.hostname.includes('.') &&
      !u.hostname.endsWith('.') &&
      !u.username &&
      !u.password
    );
  } catch {
    return false;
  }
}

export const applicationSchema = z.object({
  name: serverRequired(m.nameRequired, 'Name', limits.name),
  email: serverEmail(m.emailRequired, m.emailInvalid),
  phone: serverOptional('Phone', limits.phone),
  role: z.enum(applicationRoles as [string, ...string[]], { error: m.roleRequired }),
  link: z.preprocess(
    withoutNul,
    z
      .string({ error: m.linkInvalid })
      .trim()
      .max(applicationLimits.link, { error: m.tooLong('URL', applicationLimits.link), abort: true })
      .refine((v) => v === '' || isWebLink(v), { error: m.linkInvalid })
      .optional(),
  ),
  message: serverMessage(m),
  resume: fileRefsSchema('resume'),
});

/** The form's fields as typed (every control holds a string). */
export interface ApplicationFields {
  name: string;
  email: string;
  phone: string;
  role: string;
  link: string;
  message: string;
}
