// The rules every form's schema is built from, shared by the browser (react-hook-form) and the
// server functions in api/. Only zod, copy and the spec's constants: the browser bundle imports it,
// and Node loads it on Vercel (relative imports with extensions).
import { z } from 'zod';
import { fileFields, UPLOAD_ID_PATTERN, type FileFieldName } from '../../config/attachments.ts';
import { CONTACT } from '../../config/constants.ts';
import { fileErrors } from '../../content/attachments.ts';
import { validationMessages as m } from '../../content/forms.ts';

// zod probes `new Function('')` to decide whether to compile its parsers; under our CSP
// (`script-src 'self'`, no 'unsafe-eval') that probe is a CSP violation in every browser.
z.config({ jitless: true });

/** Limits enforced on the server (the client form does not need to show them). */
export const limits = {
  name: 200,
  company: 200,
  email: 254,
  phone: 40,
  message: 5000,
} as const;

/**
 * The address pattern: the spec's "simple address pattern" (something@something.something) that
 * also refuses characters that have a meaning in a mail header address list (`,;:<>()[]\"`:
 * lists, groups, comments, quoting), so the stored address is exactly the one mail goes to, and a
 * Reply-To can only ever name one mailbox.
 */
export const SERVER_EMAIL_PATTERN = /^[^\s@,;:<>()[\]\\"]+@[^\s@,;:<>()[\]\\".]+(?:\.[^\s@,;:<>()[\]\\".]+)+$/;

const LINE_BREAK = /[\r\n\u0085\u2028\u2029]/;
const singleLine = (v: string) => !LINE_BREAK.test(v);

/** Refuses CR/LF (header injection) in a single-line field; runs on the raw value, before trimming. */
export const oneLine = <T extends z.ZodString>(s: T) => s.refine(singleLine, { error: m.singleLine, abort: true });

/**
 * A required text: trimmed, then non-empty (`z.string({ error })` also covers a missing field).
 * The one start of every required rule; the server's refuse line breaks unless `multiLine`.
 */
const filled = (message: string, { multiLine = true } = {}) => {
  const s = z.string({ error: message });
  return (multiLine ? s : oneLine(s)).trim().min(1, { error: message, abort: true });
};

/**
 * NUL can never be stored in PostgreSQL text, and a lone UTF-16 surrogate cannot be stored as
 * JSON: neither comes from a real form, so NUL is dropped and a lone surrogate becomes U+FFFD
 * (what UTF-8 encoding would have made of it anyway).
 */
export const withoutNul = (v: unknown) =>
  typeof v === 'string'
    ? v
        .replaceAll('\0', '')
        .replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD')
    : v;

export const serverRequired = (message: string, field: string, max: number) =>
  z.preprocess(withoutNul, filled(message, { multiLine: false }).max(max, { error: m.tooLong(field, max) }));

/** A required address the server accepts: trimmed, one line, one mailbox, at most 254 characters. */
export const serverEmail = (requiredMessage: string, invalidMessage: string) =>
  z.preprocess(
    withoutNul,
    filled(requiredMessage, { multiLine: false })
      .max(limits.email, { error: m.tooLong('Email', limits.email), abort: true })
      .regex(SERVER_EMAIL_PATTERN, { error: invalidMessage }),
  );

/** The server's message rule (contact, application): required, at least the spec's minimum, at most `limits.message`. */
export const serverMessage = (messages: { messageRequired: string; messageMin: string }) =>
  z.preprocess(
    withoutNul,
    filled(messages.messageRequired)
      .min(CONTACT.messageMinLength, { error: messages.messageMin, abort: true })
      .max(limits.message, { error: m.tooLong('Message', limits.message) }),
  );

/** An optional single-line text of at most `max` characters (a blank value is stored as none). */
export const serverOptional = (field: string, max: number) =>
  z.preprocess(
    withoutNul,
    oneLine(z.string({ error: m.tooLong(field, max) }))
      .trim()
      .max(max, { error: m.tooLong(field, max) })
      .optional(),
  );

/** One file a submission names: a finished upload, the SHA-256 the browser read, the visitor's filename. */
export const fileRefSchema = z.object({
  uploadId: z.string().regex(UPLOAD_ID_PATTERN),
  sha256: z
    .string()
    .regex(/^[0-9a-f]{64}$/i)
    .transform((v) => v.toLowerCase()),
  filename: z.string().min(1).max(1000),
});

/** A file field's value: at most the field's file count of FileRefs; absent when no file was attached. */
export const fileRefsSchema = (field: FileFieldName) =>
  z
    .array(fileRefSchema, { error: fileErrors.damaged('A file') })
    .max(fileFields[field].maxFiles, { error: fileErrors.tooMany(fileFields[field].maxFiles) })
    .optional();

/** First message per field, as `{ name: 'Name is required', ... }`. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? String(issue.path[0]) : '_form';
    if (!(key in out)) out[key] = issue.message;
  }
  return out;
}
