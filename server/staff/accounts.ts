// Managing staff accounts (the inbox's Staff page, `npm run staff`): each new account, and each
// recovery, gets a one-time enrolment link, e-mailed through the outbox when mail is set up.
import type { Env } from '../env.ts';
import type { Db } from '../store/db.ts';
import { enqueueMail } from '../store/mail-outbox.ts';
import { addAccount, audit, findAccount, issueLink, LINK_TTL_MS, type StaffAccount } from '../store/staff.ts';

/**
 * The page that enrols a passkey, on `site` (the origin staff reach the inbox at; SITE_URL by
 * default). The token rides in the fragment, so it never reaches a log or a Referer.
 */
export const enrolUrl = (site: string, token: string) => `${site.replace(/\/+$/, '')}/staff/enrol#${token}`;

/** Who asks, and the origin their link is for (the inbox's own when an admin asks from it). */
export interface Issuer {
  by: string;
  site?: string;
}

export class StaffAccountError extends Error {}

async function linkFor(db: Db, env: Env, account: StaffAccount, { by, site = env.siteUrl }: Issuer): Promise<string> {
  return db.transaction(async (tx) => {
    const token = await issueLink(tx, account.id);
    const url = enrolUrl(site, token);
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
export async function addStaff(db: Db, env: Env, email: string, isAdmin: boolean, issuer: Issuer = { by: 'cli' }) {
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim())) throw new StaffAccountError(`Not an e-mail address: ${email}`);
  const account = await addAccount(db, email, isAdmin);
  if (!account)
    throw new StaffAccountError(`${email} already has an account (new link: npm run staff -- link ${email}).`);
  return { account, url: await linkFor(db, env, account, issuer) };
}

/** A new enrolment link for an existing account: the recovery path when a passkey is lost. */
export async function newLink(db: Db, env: Env, email: string, issuer: Issuer = { by: 'cli' }) {
  const account = await findAccount(db, email);
  if (!account) throw new StaffAccountError(`No account for ${email}.`);
  return { account, url: await linkFor(db, env, account, issuer) };
}
