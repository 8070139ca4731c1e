// The newsletter sign-up's rule: one e-mail address.
import { z } from 'zod';
import { validationMessages as m } from '../../../content/forms.ts';
import { serverEmail } from '../rules.ts';

export const newsletterSchema = z.object({
  email: serverEmail(m.emailRequired, m.emailInvalid),
});
