// The words of the file fields: labels, limits as visitors read them, and every refusal, for the
// browser's checks and the server's (which loads this file too).
import { fileFields, NO_JS_FILES_MAX_BYTES, type FileFieldName } from '../config/attachments.ts';

const mb = (bytes: number) => `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;

export const fileTypesText = 'PDF, DOCX, DOC, ODT, RTF, TXT, XLSX, PPTX, PNG or JPEG';

export const fileFieldCopy = {
  resume: {
    label: 'Resume (optional)',
    hint: `One file, at most ${mb(fileFields.resume.maxTotalBytes)}: ${fileTypesText}.`,
  },
  attachments: {
    label: 'Attachments (optional)',
    hint: `Up to ${fileFields.attachments.maxFiles} files, ${mb(fileFields.attachments.maxTotalBytes)} in all: ${fileTypesText}.`,
  },
} as const satisfies Record<FileFieldName, { label: string; hint: string }>;

/** Said beside the file field of a form posted without JavaScript (one post carries everything). */
export const noJsFilesHint = `Without JavaScript: ${mb(NO_JS_FILES_MAX_BYTES)} in all.`;

export const fileErrors = {
  tooMany: (max: number) => (max === 1 ? 'Attach one file only' : `Attach at most ${max} files`),
  tooLarge: (max: number) => `Files must total at most ${mb(max)}`,
  empty: (name: string) => `${name} is empty`,
  typeNotAllowed: (name: string) => `${name} is not an accepted type. Send ${fileTypesText}.`,
  macros: (name: string) =>
    `${name} is a macro-enabled Office file, which we cannot accept. Save it as DOCX, XLSX or PPTX and attach it again.`,
  /** The bytes are not what the name says (an executable named resume.pdf, say). */
  contentMismatch: (name: string, found: string) =>
    `${name} does not contain what its name says: its content is ${found}. Attach the document itself.`,
  executable: 'a program',
  unknownContent: 'not a recognised document or image',
  /** The upload is missing, incomplete, or its bytes differ from what the browser read. */
  damaged: (name: string) => `${name} did not arrive complete. Attach it again and resend.`,
  noSpace: (name: string) =>
    `This device has no room to keep ${name} until it can be sent. Free some space, or send without it and email it to us.`,
  noJsTooLarge: `Without JavaScript, files can total at most ${mb(NO_JS_FILES_MAX_BYTES)}.`,
  /** The same upload named twice in one submission. */
  duplicate: (name: string) => `${name} is attached twice. Remove one and resend.`,
  quota: 'Too many files were sent from your address today. Please try again tomorrow, or email them to us.',
} as const;

export const uploadCopy = {
  /** The list of files chosen so far (its accessible name). */
  chosen: 'Files chosen',
  /** Progress while the form waits: one file by its name, several by their count. */
  uploading: (names: readonly string[], percent: number) =>
    `Uploading ${names.length === 1 ? names[0] : `${names.length} files`}: ${percent}%`,
  remove: (name: string) => `Remove ${name}`,
} as const;
