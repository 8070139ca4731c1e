// The staff: the list, a new sign-in link (the recovery path), a new account (from an admin in
// the inbox, or a script with ADMIN_TOKEN).
import type { accountActions } from '../../../src/features/staff/contract/accounts.ts';
import { HttpError } from '../../errors.ts';
import { addStaff, newLink, StaffAccountError } from '../../staff/accounts.ts';
import { listAccounts } from '../../store/staff.ts';
import type { HandlersFor } from './context.ts';

export const accountHandlers: HandlersFor<keyof typeof accountActions> = {
  async accounts({ db }) {
    const list = await listAccounts(db);
    return { accounts: list.map((a) => ({ email: a.email, isAdmin: a.isAdmin })) };
  },

  // A link for the origin the admin uses the inbox at.
  async link({ db, env, session, origin, body: { email } }) {
    try {
      const { url } = await newLink(db, env, email, { by: session.account.email, site: origin.origin });
      return { url, emailed: !!env.SMTP_URL };
    } catch (e) {
      if (e instanceof StaffAccountError) throw new HttpError(404, 'no_account', e.message);
      throw e;
    }
  },

  async 'add-account'({ db, env, session, origin, body: { email, admin } }) {
    try {
      const issuer = session ? { by: session.account.email, site: origin?.origin } : { by: 'api' };
      const { account, url } = await addStaff(db, env, email, admin, issuer);
      return { account: { email: account.email, isAdmin: account.isAdmin }, url, emailed: !!env.SMTP_URL };
    } catch (e) {
      if (e instanceof StaffAccountError) throw new HttpError(409, 'refused', e.message);
      throw e;
    }
  },
};
