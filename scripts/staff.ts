// `npm run staff -- <command>`: the staff inbox's accounts, in the database the server uses
// (DATABASE_URL, else the embedded PGlite under DATA_DIR). While `npm start` runs on the embedded
// database (which only one process can open), the commands go through that server's control
// socket in DATA_DIR, so nothing needs stopping or configuring first.
//
//   add <email> [--admin] [--url URL]
//                           create an account and print its one-time enrolment link (24 h);
//                           with --url, through that server over HTTP (POST /api/staff/add-account,
//                           Bearer ADMIN_TOKEN): the way on Vercel
//   link <email>            a new link for an account (recovery: a lost or new device)
//   list                    accounts, their passkeys and last sign-in
//   remove <email>          delete the account, its passkeys and its sessions
//   vapid                   a new VAPID key pair for Web Push, as the two lines to add to the environment
//
// Exit codes: 0 ok, 1 failed, 2 bad arguments.
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { getEnv } from '../server/env.ts';
import { sendToRunningServer } from '../server/local/control-socket.ts';
import { runAccountCommand, type AccountCommand } from '../server/staff/commands.ts';
import { closeDb, getDb } from '../server/store/db.ts';

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
  const request: AccountCommand = {
    command: command as AccountCommand['command'],
    email,
    admin: !!parsed.values.admin,
  };
  const env = getEnv();
  if (!env.DATABASE_URL) {
    const reply = await sendToRunningServer(env.DATA_DIR, request);
    if (reply) {
      for (const line of reply.lines) out(line);
      return reply.code;
    }
  }
  let db;
  try {
    db = await getDb(env);
  } catch (e) {
    out(`Failed: ${(e as Error).message}`);
    return 1;
  }
  // Run with the example SITE_URL, the site is the one `npm start` serves here.
  const site = env.siteUrlIsDefault ? `http://localhost:${env.PORT}` : env.siteUrl;
  return runAccountCommand(db, env, request, out, site);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  process.exitCode = await runStaff(process.argv.slice(2));
  await closeDb();
}
