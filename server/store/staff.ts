// Staff accounts, their one-time links, passkeys, WebAuthn challenges, sessions and the audit
// trail. Secrets (link and session tokens) are stored only as SHA-256 digests, so a copy of the
// database signs nobody in.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Queryable } from './db.ts';

export const LINK_TTL_MS = 24 * 60 * 60 * 1000;
export const SESSION_IDLE_MS = 12 * 60 * 60 * 1000;
export const SESSION_MAX_MS = 7 * 24 * 60 * 60 * 1000;
export const CHALLENGE_TTL_MS = 5 * 60 * 1000;

export const newToken = () => randomBytes(32).toString('base64url');
export const tokenHash = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');
export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export interface StaffAccount {
  id: string;
  email: string;
  isAdmin: boolean;
}

interface AccountRow {
  id: string;
  email: string;
  is_admin: boolean;
}
const toAccount = (r: AccountRow): StaffAccount => ({ id: r.id, email: r.email, isAdmin: r.is_admin });

/** A new account, or null when the address already has one. */
export async function addAccount(db: Queryable, email: string, isAdmin: boolean): Promise<StaffAccount | null> {
  const { rows } = await db.query<AccountRow>(
    `INSERT INTO staff_accounts (id, email, email_normalized, is_admin) VALUES ($1, $2, $3, $4)
     ON CONFLICT (email_normalized) DO NOTHING RETURNING id, email, is_admin`,
    [randomUUID(), email.trim(), normalizeEmail(email), isAdmin],
  );
  return rows[0] ? toAccount(rows[0]) : null;
}

export async function findAccount(db: Queryable, email: string): Promise<StaffAccount | null> {
  const { rows } = await db.query<AccountRow>(
    'SELECT id, email, is_admin FROM staff_accounts WHERE email_normalized = $1',
    [normalizeEmail(email)],
  );
  return rows[0] ? toAccount(rows[0]) : null;
}

export interface AccountSummary extends StaffAccount {
  passkeys: number;
  createdAt: string;
  lastSignIn: string | null;
}

export async function listAccounts(db: Queryable): Promise<AccountSummary[]> {
  const { rows } = await db.query<AccountRow & { passkeys: number; created_at: Date; last_sign_in: Date | null }>(
    `SELECT a.id, a.email, a.is_admin, a.created_at,
            (SELECT count(*)::int FROM staff_passkeys p WHERE p.account_id = a.id) AS passkeys,
            (SELECT max(u.at) FROM staff_audit u WHERE u.account_id = a.id AND u.action IN ('sign-in', 'enrol')) AS last_sign_in
     FROM staff_accounts a ORDER BY a.email_normalized`,
  );
  return rows.map((r) => ({
    ...toAccount(r),
    passkeys: r.passkeys,
    createdAt: new Date(r.created_at).toISOString(),
    lastSignIn: r.last_sign_in ? new Date(r.last_sign_in).toISOString() : null,
  }));
}

/** Removes the account with its links, passkeys and sessions; false when there was none. */
export async function removeAccount(db: Queryable, email: string): Promise<boolean> {
  const { rowCount } = await db.query('DELETE FROM staff_accounts WHERE email_normalized = $1', [
    normalizeEmail(email),
  ]);
  return rowCount > 0;
}

/** A new one-time link token for the account (earlier unused links stay valid until they expire). */
export async function issueLink(db: Queryable, accountId: string, now = Date.now()): Promise<string> {
  const token = newToken();
  await db.query('INSERT INTO staff_links (token_hash, account_id, expires_at) VALUES ($1, $2, $3)', [
    tokenHash(token),
    accountId,
    new Date(now + LINK_TTL_MS),
  ]);
  return token;
}

export type LinkState = { ok: true; account: StaffAccount } | { ok: false; reason: 'unknown' | 'used' | 'expired' };

/** What a link token is worth now, without using it. */
export async function checkLink(db: Queryable, token: string, now = Date.now()): Promise<LinkState> {
  const { rows } = await db.query<AccountRow & { used_at: Date | null; expires_at: Date }>(
    `SELECT a.id, a.email, a.is_admin, l.used_at, l.expires_at
     FROM staff_links l JOIN staff_accounts a ON a.id = l.account_id WHERE l.token_hash = $1`,
    [tokenHash(token)],
  );
  const r = rows[0];
  if (!r) return { ok: false, reason: 'unknown' };
  if (r.used_at) return { ok: false, reason: 'used' };
  if (new Date(r.expires_at).getTime() <= now) return { ok: false, reason: 'expired' };
  return { ok: true, account: toAccount(r) };
}

/** Marks the link used; false when it was used (or expired) meanwhile, so two tabs cannot both enrol. */
export async function useLink(tx: Queryable, token: string, now = Date.now()): Promise<boolean> {
  const { rowCount } = await tx.query(
    'UPDATE staff_links SET used_at = $2 WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2',
    [tokenHash(token), new Date(now)],
  );
  return rowCount === 1;
}

export type ChallengePurpose = 'enrol' | 'sign-in';

export async function saveChallenge(
  db: Queryable,
  challenge: string,
  purpose: ChallengePurpose,
  linkToken: string | null,
  now = Date.now(),
): Promise<void> {
  // Expired challenges go with each new one: the table stays as small as the traffic of 5 minutes.
  await db.query('DELETE FROM staff_challenges WHERE expires_at < $1', [new Date(now)]);
  await db.query('INSERT INTO staff_challenges (challenge, purpose, token_hash, expires_at) VALUES ($1, $2, $3, $4)', [
    challenge,
    purpose,
    linkToken === null ? null : tokenHash(linkToken),
    new Date(now + CHALLENGE_TTL_MS),
  ]);
}

/** Takes (deletes) a live challenge issued for this purpose (and link); false when there is none. */
export async function takeChallenge(
  db: Queryable,
  challenge: string,
  purpose: ChallengePurpose,
  linkToken: string | null,
  now = Date.now(),
): Promise<boolean> {
  const { rowCount } = await db.query(
    `DELETE FROM staff_challenges
     WHERE challenge = $1 AND purpose = $2 AND token_hash IS NOT DISTINCT FROM $3 AND expires_at > $4`,
    [challenge, purpose, linkToken === null ? null : tokenHash(linkToken), new Date(now)],
  );
  return rowCount === 1;
}

export interface Passkey {
  id: string;
  accountId: string;
  publicKey: Uint8Array<ArrayBuffer>;
  counter: number;
  transports: string[];
}

export async function addPasskey(tx: Queryable, p: Passkey): Promise<void> {
  await tx.query(
    'INSERT INTO staff_passkeys (id, account_id, public_key, counter, transports) VALUES ($1, $2, $3, $4, $5)',
    [p.id, p.accountId, Buffer.from(p.publicKey), p.counter, p.transports],
  );
}

export async function findPasskey(db: Queryable, id: string): Promise<(Passkey & { account: StaffAccount }) | null> {
  const { rows } = await db.query<
    AccountRow & { pk_id: string; public_key: Uint8Array; counter: string | number; transports: string[] }
  >(
    `SELECT p.id AS pk_id, p.public_key, p.counter, p.transports, a.id, a.email, a.is_admin
     FROM staff_passkeys p JOIN staff_accounts a ON a.id = p.account_id WHERE p.id = $1`,
    [id],
  );
  const r = rows[0];
  if (!r) return null;
  return {
    id: r.pk_id,
    accountId: r.id,
    publicKey: new Uint8Array(r.public_key),
    counter: Number(r.counter),
    transports: r.transports ?? [],
    account: toAccount(r),
  };
}

export async function passkeyIdsOf(db: Queryable, accountId: string): Promise<string[]> {
  const { rows } = await db.query<{ id: string }>('SELECT id FROM staff_passkeys WHERE account_id = $1', [accountId]);
  return rows.map((r) => r.id);
}

export async function touchPasskey(db: Queryable, id: string, counter: number, now = Date.now()): Promise<void> {
  await db.query('UPDATE staff_passkeys SET counter = $2, last_used_at = $3 WHERE id = $1', [
    id,
    counter,
    new Date(now),
  ]);
}

/** A new session for the account; the token goes in the cookie, its digest in the table. */
export async function createSession(db: Queryable, accountId: string, now = Date.now()): Promise<string> {
  const token = newToken();
  await db.query(
    'INSERT INTO staff_sessions (token_hash, account_id, created_at, last_seen_at, expires_at) VALUES ($1, $2, $3, $3, $4)',
    [tokenHash(token), accountId, new Date(now), new Date(now + SESSION_MAX_MS)],
  );
  return token;
}

export interface StaffSession {
  account: StaffAccount;
  tokenHash: string;
}

/**
 * The live session of a cookie token, its idle clock restarted; null when unknown, ended, idle for
 * SESSION_IDLE_MS or older than SESSION_MAX_MS.
 */
export async function readSession(db: Queryable, token: string, now = Date.now()): Promise<StaffSession | null> {
  const hash = tokenHash(token);
  const { rows } = await db.query<AccountRow>(
    `UPDATE staff_sessions s SET last_seen_at = $2
     FROM staff_accounts a
     WHERE s.token_hash = $1 AND a.id = s.account_id AND s.ended_at IS NULL
       AND s.expires_at > $2 AND s.last_seen_at > $3
     RETURNING a.id, a.email, a.is_admin`,
    [hash, new Date(now), new Date(now - SESSION_IDLE_MS)],
  );
  return rows[0] ? { account: toAccount(rows[0]), tokenHash: hash } : null;
}

export async function endSession(db: Queryable, token: string, now = Date.now()): Promise<void> {
  await db.query('UPDATE staff_sessions SET ended_at = $2 WHERE token_hash = $1 AND ended_at IS NULL', [
    tokenHash(token),
    new Date(now),
  ]);
}

export type AuditAction =
  | 'link-issued'
  | 'enrol'
  | 'enrol-refused'
  | 'sign-in'
  | 'sign-in-refused'
  | 'sign-out'
  | 'export'
  | 'download'
  | 'lead-updated'
  | 'note-added'
  | 'call-hosts-changed'
  | 'feed-created'
  | 'feed-revoked'
  | 'caldav-connected'
  | 'caldav-disconnected'
  | 'no-show';

export interface AuditEntry {
  action: AuditAction;
  account?: Pick<StaffAccount, 'id' | 'email'> | null;
  detail?: Record<string, unknown>;
  clientIp?: string | null;
}

export async function audit(db: Queryable, e: AuditEntry): Promise<void> {
  await db.query(
    'INSERT INTO staff_audit (account_id, email, action, detail, client_ip) VALUES ($1, $2, $3, $4::jsonb, $5)',
    [e.account?.id ?? null, e.account?.email ?? null, e.action, JSON.stringify(e.detail ?? {}), e.clientIp ?? null],
  );
}

/** Housekeeping: sessions that can no longer be used, links expired a month ago, stale challenges. */
export async function pruneStaff(db: Queryable, now = Date.now()): Promise<number> {
  const { rowCount } = await db.query(
    'DELETE FROM staff_sessions WHERE ended_at IS NOT NULL OR expires_at < $1 OR last_seen_at < $2',
    [new Date(now), new Date(now - SESSION_IDLE_MS)],
  );
  await db.query('DELETE FROM staff_links WHERE expires_at < $1', [new Date(now - 30 * 24 * 60 * 60 * 1000)]);
  await db.query('DELETE FROM staff_challenges WHERE expires_at < $1', [new Date(now)]);
  return rowCount;
}
