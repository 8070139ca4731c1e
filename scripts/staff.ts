// `npm run staff -- <command>`: the staff inbox's accounts, straight in the database the server
// uses (DATABASE_URL, else the embedded PGlite under DATA_DIR, which only one process can open:
// stop `npm start` first, or use PostgreSQL).
//
//   add <email> [--admin] [--url URL]
//                           create an account and print its one-time enrolment link (24 h);
//                           with --url, through that running server (POST /api/staff/add-account,
//                           Bearer ADMIN_TOKEN): the way while `npm start` holds the embedded database
//   link <email>            a new link for an account (recovery: a lost or new device)
//   list                    accounts, their passkeys and last sign-in
//   remove <email>          delete the account, its passkeys and its sessions
//   vapid                   a new VAPID key pair for Web Push, as the two lines to add to the environment
//
// Exit codes: 0 ok, 1 failed, 2 bad arguments.
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { getEnv } from '../server/env.ts';
import { addStaff, newLink, StaffAccountError } from '../server/staff/accounts.ts';
import { closeDb, getDb } from '../server/store/db.ts';
import { listAccounts, removeAccount } from '../server/store/staff.ts';

const USAGE =
  'Usage: npm run staff -- add <email> [--admin] [--url URL] | link <email> | list | remove <email> | vapid';

/** `add` through a running server, with ADMIN_TOKEN. */
async function addOverHttp(base: string, email: string, admin: boolean, out: (line: string) => void): Promise<number> {
  const token = process.env.ADMIN_TOKEN;
  if (!token) {
    out('Set ADMIN_TOKEN (the server’s) to add an account through --url.');
    return 2;
  }
  let res: Response;
  try {
    res = await fetch(new URL('/api/staff/add-account', base), {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ email, admin }),
      signal: AbortSignal.timeout(30_000),
    });
  } catch (e) {
    out(`Could not reach ${base}: ${(e as Error).message}`);
    return 1;
  }
  const body = (await res.json().catch(() => ({}))) as { url?: string; emailed?: boolean; message?: string };
  if (res.status !== 201 || !body.url) {
    out(`The server refused (${res.status}): ${body.message ?? res.statusText}`);
    return 1;
  }
  out(`Created ${email}${admin ? ' (admin)' : ''}.`);
  out(`Enrolment link (one use, 24 hours): ${body.url}`);
  out(
    body.emailed
      ? `It is also on its way by e-mail to ${email}.`
      : 'SMTP_URL is not set on the server: send it yourself.',
  );
  return 0;
}

export async function runStaff(argv: string[], out: (line: string) => void = console.log): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: { admin: { type: 'boolean' }, url: { type: 'string' } },
    });
  } catch (e) {
    out(`${(e as Error).message}\n${USAGE}`);
    return 2;
  }
  const [command, email, ...rest] = parsed.positionals;
  const needsEmail = command === 'add' || command === 'link' || command === 'remove';
  if (
    !command ||
    !['add', 'link', 'list', 'remove', 'vapid'].includes(command) ||
    (needsEmail && !email) ||
    rest.length
  ) {
    out(USAGE);
    return 2;
  }
  if (command === 'vapid') {
    // Nothing stored: the keys live in the environment (VAPID_PRIVATE_KEY is a secret).
    const { default: webpush } = await import('web-push');
    const keys = webpush.generateVAPIDKeys();
    out(`VAPID_PUBLIC_KEY=${keys.publicKey}`);
    out(`VAPID_PRIVATE_KEY=${keys.privateKey}`);
    out(
      'Set both where the server runs (and on Vercel, in the project settings). New keys make every device subscribe again.',
    );
    return 0;
  }
  if (parsed.values.url !== undefined) {
    if (command !== 'add') {
      out(`--url works with add only.\n${USAGE}`);
      return 2;
    }
    return addOverHttp(parsed.values.url, email!, !!parsed.values.admin, out);
  }
  const env = getEnv();
  try {
    const db = await getDb(env);
    if (command === 'add' || command === 'link') {
      const { account, url } =
        command === 'add' ? await addStaff(db, env, email!, !!parsed.values.admin) : await newLink(db, env, email!);
      out(`${command === 'add' ? 'Created' : 'New link for'} ${account.email}${account.isAdmin ? ' (admin)' : ''}.`);
      out(`Enrolment link (one use, 24 hours): ${url}`);
      out(
        env.SMTP_URL
          ? `It is also on its way by e-mail to ${account.email}.`
          : 'SMTP_URL is not set: send it yourself.',
      );
    } else if (command === 'remove') {
      if (!(await removeAccount(db, email!))) throw new StaffAccountError(`No account for ${email}.`);
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

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  process.exitCode = await runStaff(process.argv.slice(2));
  await closeDb();
}
