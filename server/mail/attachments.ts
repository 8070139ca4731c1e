// The files of a submission in its staff notification, decided when the mail is sent (the
// outbox row holds only text; the files are read by its ref_id). Up to MAIL_ATTACHMENTS_MAX_MB in
// all they travel as MIME attachments; above it the text lists them and says how staff fetch them.
import { createHash } from 'node:crypto';
import { attachmentPath, fileFields } from '../../src/config/attachments.ts';
import type { Env } from '../env.ts';
import { withMemory } from '../http/memory-budget.ts';
import { formatBytes } from '../../src/lib/file-size.ts';
import { describeAttachment } from '../staff/export.ts';
import { attachmentsOf, DamagedAttachmentError, readAttachment, type StoredAttachment } from '../store/attachments.ts';
import type { Queryable } from '../store/db.ts';
import type { MailAttachment } from './transport.ts';

const MB = 1024 * 1024;

/** Only the staff notification of a form with a file field carries files (never a mail to a visitor). */
const KINDS_WITH_FILES: ReadonlySet<string> = new Set(Object.values(fileFields).map((f) => f.kind));

export interface MailWithFiles {
  text: string;
  attachments: MailAttachment[];
}

// eslint-disable-next-line no-control-regex
const oneLine = (s: string) => s.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, ' ').trim();

/** Inserted before the trailer ("--" and the request facts) when the text has one. */
function insertSection(text: string, section: string[]): string {
  const at = text.lastIndexOf('\n\n--\n');
  const block = section.join('\n');
  return at < 0 ? `${text}\n\n${block}` : `${text.slice(0, at)}\n\n${block}${text.slice(at)}`;
}

async function load(db: Queryable, a: StoredAttachment): Promise<MailAttachment | null> {
  try {
    const content = await readAttachment(db, a);
    if (createHash('sha256').update(content).digest('hex') !== a.sha256.toLowerCase()) {
      throw new DamagedAttachmentError(a.id, 'the bytes do not match their SHA-256');
    }
    return { filename: oneLine(a.filename) || 'attachment', contentType: a.contentType, content };
  } catch (e) {
    // A damaged file is listed instead of attached; a database error fails the attempt (retried).
    if (!(e instanceof DamagedAttachmentError)) throw e;
    console.error(`[outbox] ${e.message}: listed in the mail, not attached`);
    return null;
  }
}

/**
 * Sends the outbox row of `kind` about `refId` with its files: `send` gets the mail's text and
 * files, and the files' bytes count against the memory budget until it has finished.
 */
export async function sendWithAttachments(
  db: Queryable,
  env: Env,
  mail: { kind: string; refId: string | null; text: string },
  send: (m: MailWithFiles) => Promise<void>,
): Promise<void> {
  if (!mail.refId || !KINDS_WITH_FILES.has(mail.kind)) return send({ text: mail.text, attachments: [] });
  const files = await attachmentsOf(db, mail.refId);
  if (!files.length) return send({ text: mail.text, attachments: [] });
  const total = files.reduce((n, a) => n + a.size, 0);
  const fits = total <= env.MAIL_ATTACHMENTS_MAX_MB * MB;
  if (!fits) return send(describeFiles(env, mail.text, files, []));
  return withMemory(total, async () => {
    const loaded = await Promise.all(files.map((a) => load(db, a)));
    await send(describeFiles(env, mail.text, files, loaded));
  });
}

/** The text with its files listed (those not in `loaded` with their download address), and the files loaded. */
function describeFiles(
  env: Env,
  text: string,
  files: StoredAttachment[],
  loaded: (MailAttachment | null)[],
): MailWithFiles {
  const total = files.reduce((n, a) => n + a.size, 0);
  const fits = loaded.length > 0;
  const attachments = loaded.filter((a): a is MailAttachment => a !== null);
  const missing = files.filter((_, i) => !loaded[i]);
  const section = [
    fits
      ? `Attachments (${files.length}, attached to this e-mail):`
      : `Attachments (${files.length}, ${formatBytes(total)} in all, not attached: over the ${env.MAIL_ATTACHMENTS_MAX_MB} MB this server puts in an e-mail):`,
    ...files.flatMap((a, i) => [
      `  ${describeAttachment(a)}${fits && !loaded[i] ? ' (not attached: its stored copy is damaged)' : ''}`,
      ...(loaded[i] ? [] : [`    ${env.siteUrl}${attachmentPath(a.id)}`]),
    ]),
  ];
  if (missing.length) {
    section.push(
      'Staff fetch them with `npm run leads -- --save-attachments DIR`, or download each address above',
      'with the staff token (Authorization: Bearer $ADMIN_TOKEN).',
    );
  }
  return { text: insertSection(text, section), attachments };
}
