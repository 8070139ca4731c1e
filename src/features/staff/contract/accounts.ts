// The staff: the list (for the assignee menu and the Staff page), new sign-in links, new
// accounts. The server loads this file: relative imports only.
import { z } from 'zod';
import { action } from './action.ts';
import { account, staffEmail } from './common.ts';

/** A one-time sign-in link, and whether it was also e-mailed. */
const issued = { url: z.string(), emailed: z.boolean() };

export const accountActions = {
  accounts: action({
    method: 'GET',
    auth: 'session',
    write: false,
    answer: 'json',
    response: z.object({ accounts: z.array(account) }),
  }),
  link: action({
    method: 'POST',
    auth: 'admin',
    write: true,
    body: z.object({ email: staffEmail }),
    answer: 'json',
    response: z.object(issued),
  }),
  'add-account': action({
    method: 'POST',
    auth: 'admin',
    write: true,
    // The first account comes from a script holding the server's admin token (`npm run staff`).
    bearer: true,
    body: z.object({ email: staffEmail, admin: z.boolean().optional().default(false) }),
    answer: 'json',
    created: true,
    response: z.object({ account, ...issued }),
  }),
};
