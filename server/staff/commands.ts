// The account commands of `npm run staff` (add, link, list, remove), run against a database:
// by the CLI itself when it can open the database, and by the running server for the CLI through
// its control socket (server/local/control-socket.ts) when the server holds the embedded one.
import type { Env } from '../env.ts';
import type { Db } from '../store/db.ts';
import { listAccounts, removeAccount } from '../store/staff.ts';
import { addStaff, newLink, StaffAccountError } from './accounts.ts';
import { upcomingCallsOf } from '../store/bookings.ts';

export const accountCommands = ['add', 'link', 'list', 'remove'] as const;
export type AccountCommand = { command: (typeof accountCommands)[number]; email?: string; admin?: boolean };

export const isAccountCommand = (v: unknown): v is AccountCommand => {
  const c = v as AccountCommand | null;
  return (
    !!c &&
    (accountCommands as readonly string[]).includes(c.command) &&
    (c.email === undefined || typeof c.email === 'string') &&
    (c.admin === undefined || typeof c.admin === 'boolean')
  );
};

/**
 * Runs one command, writing what a person reads to `out`; its exit code. `site` is where the
 * enrolment links point (the server's own address when it runs with the example SITE_URL).
 */
export async function runAccountCommand(
  db: Db,
  env: Env,
  { command, email = '', admin = false }: AccountCommand,
  out: (line: string) => void,
  site = env.siteUrl,
): Promise<number> {
  try {
    if (command === 'add' || command === 'link') {
      const issuer = { by: 'cli', site };
      const { account, url } =
        command === 'add' ? await addStaff(db, env, email, admin, issuer) : await newLink(db, env, email, issuer);
      out(`${command === 'add' ? 'Created' : 'New link for'} ${account.email}${account.isAdmin ? ' (admin)' : ''}.`);
      out(`Enrolment link (one use, 24 hours): ${url}`);
      out(
        env.SMTP_URL
          ? `It is also on its way by e-mail to ${account.email}.`
          : 'SMTP_URL is not set: send it yourself.',
      );
    } else if (command === 'remove') {
      // Their booked calls would be left with no host (and visitors reminded of calls no one takes).
      const calls = await upcomingCallsOf(db, email);
      if (calls > 0)
        throw new StaffAccountError(
          `${email} hosts ${calls} upcoming call(s). Untick them for every kind of call on the Calls page so no new ones come, and remove the account once those calls are over or cancelled.`,
        );
      if (!(await removeAccount(db, email))) throw new StaffAccountError(`No account for ${email}.`);
      out(`Removed ${email}, its passkeys and its sessions.`);
    } else {
      const accounts = await listAccounts(db);
      if (!accounts.length) out('No staff accounts yet: npm run staff -- add <email> --admin');
      for (const a of accounts) {
        out(
          `${a.email}${a.isAdmin ? ' (admin)' : ''}  passkeys: ${a.passkeys}  last sign-in: ${a.lastSignIn ?? 'never'}`,
        );
      }
    }
    return 0;
  } catch (e) {
    out(e instanceof StaffAccountError ? e.message : `Failed: ${(e as Error).message}`);
    return 1;
  }
}
