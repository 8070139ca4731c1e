// The demo request's rule: one e-mail address (the browser's email-type check, then ours).
import { z } from 'zod';
import { validationMessages as m } from '../../../content/forms.ts';
import { serverEmail } from '../rules.ts';

export const demoSchema = z.object({
  email: serverEmail(m.demoEmail, m.demoEmail),
});
