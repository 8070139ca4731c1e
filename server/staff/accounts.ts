// Managing staff accounts (the CLI now, an admin screen later): each new account, and each
// recovery, gets a one-time enrolment link, e-mailed through the outbox when mail is set up.
import type { Env } from '../env.ts';
import type { Db } from '../store/db.ts';
import { enqueueMail } from '../store/mail-outbox.ts';
import { addAccount, audit, findAccount, issueLink, LINK_TTL_MS, type StaffAccount } from '../store/staff.ts';

/** The page that enrols a passkey; the token rides in the fragment, so it never reaches a log or a Referer. */
export const enrolUrl = (env: Env, token: string) => `${env.siteUrl}/staff/enrol#${token}`;

export class StaffAccountError extends Error {}

async function linkFor(db: Db, env: Env, account: StaffAccount, by: string): Promise<string> {
  return db.transaction(async (tx) => {
    const token = await issueLink(tx, account.id);
    const url = enrolUrl(env, token);
    await audit(tx, { action: 'link-issued', account, detail: { by } });
    if (env.SMTP_URL) {
      await enqueueMail(tx, {
        kind: 'staff-link',
        refId: account.id,
        to: account.email,
        subject: 'Your sign-in link for the staff inbox',
        text:
          `Open this link on the phone or computer you will use, and save a passkey when asked:\n\n${url}\n\n` +
          `It works once, for ${LINK_TTL_MS / 3_600_000} hours. After that, ask an admin for a new one.`,
      });
    }
    return url;
  });
}

/** Creates the account and returns its enrolment link. */
export async function addStaff(db: Db, env: Env, email: string, isAdmin: boolean, by = 'cli') {
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim())) throw new StaffAccountError(`Not an e-mail address: ${email}`);
  const account = await addAccount(db, email, isAdmin);
  if (!account)
    throw new StaffAccountError(`${email} already has an account (new link: npm run staff -- link ${email}).`);
  return { account, url: await linkFor(db, env, account, by) };
}

/** A new enrolment link for an existing account: the recovery path when a passkey is lost. */
export async function newLink(db: Db, env: Env, email: string, by = 'cli') {
  const account = await findAccount(db, email);
  if (!account) throw new StaffAccountError(`No account for ${email}.`);
  return { account, url: await linkFor(db, env, account, by) };
}
