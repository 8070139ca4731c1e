// Files sent with a form: which forms take them, how many and how large, which types, and the
// upload protocol's constants. One table for the browser (the file field, the submission queue),
// the server (tus at /api/uploads, the acceptance checks, the no-JS multipart posts) and the tests.
// The server loads this file too, so it imports nothing.

const MB = 1024 * 1024;

/** The file types accepted, by extension: the MIME type the server stores and serves them as. */
export const allowedFileTypes = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  doc: 'application/msword',
  odt: 'application/vnd.oasis.opendocument.text',
  rtf: 'application/rtf',
  txt: 'text/plain',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
} as const satisfies Record<string, string>;

export type AllowedExtension = keyof typeof allowedFileTypes;

/** The `accept` attribute of every file input. */
export const fileAccept = /* @__PURE__ */ Object.keys(allowedFileTypes)
  .map((ext) => `.${ext}`)
  .join(',');

/** The file fields: the form kind, the field name, and its limits. */
export const fileFields = {
  /** The job application's "Resume": one file. */
  resume: { kind: 'application', maxFiles: 1, maxTotalBytes: 5 * MB },
  /** The contact form's "Attachments": up to three files. */
  attachments: { kind: 'contact', maxFiles: 3, maxTotalBytes: 10 * MB },
} as const satisfies Record<string, { kind: string; maxFiles: number; maxTotalBytes: number }>;

export type FileFieldName = keyof typeof fileFields;

/**
 * What a submission sends for each file (a JSON array under the field's name): the finished
 * upload's id, the SHA-256 (hex) the browser computed over the file, and the visitor's filename.
 * The server accepts the submission only when each upload is complete and its hash matches.
 */
export interface FileRef {
  uploadId: string;
  sha256: string;
  filename: string;
}

/** Vercel refuses request bodies over 4.5 MB: the largest the upload endpoint and form posts accept. */
const MAX_REQUEST_BYTES = 4 * MB;

export const UPLOADS = {
  /** The tus 1.0 endpoint (POST creates; HEAD/PATCH/DELETE on `${endpoint}/<id>`). */
  endpoint: '/api/uploads',
  /** Bytes per PATCH: Vercel refuses request bodies over 4.5 MB; a dropped chunk costs at most this much again. */
  chunkBytes: 1 * MB,
  /** The largest request body the upload endpoint and the multipart form posts accept (Vercel's limit, less headroom). */
  maxRequestBytes: MAX_REQUEST_BYTES,
  /** Uploads never named by a submission are deleted after this. */
  orphanHours: 24,
} as const;

/** Without JavaScript, files travel inside the one form post, which Vercel caps: at most this in all. */
export const NO_JS_FILES_MAX_BYTES = MAX_REQUEST_BYTES - 64 * 1024;

/** The attachments' download path for staff (GET with the staff Bearer token). */
export const attachmentPath = (id: string) => `/api/attachments/${encodeURIComponent(id)}`;

/** The lower-case extension of a filename ("" when it has none). */
export const extensionOf = (filename: string) => /\.([a-z0-9]+)$/i.exec(filename)?.[1]?.toLowerCase() ?? '';

/** The stored MIME type for a filename's extension, if the type is accepted. */
export const typeForFilename = (filename: string): string | undefined =>
  Object.hasOwn(allowedFileTypes, extensionOf(filename))
    ? allowedFileTypes[extensionOf(filename) as AllowedExtension]
    : undefined;

/** The largest single upload: the largest total any file field allows. */
export const MAX_UPLOAD_BYTES = /* @__PURE__ */ (() =>
  Math.max(...Object.values(fileFields).map((f) => f.maxTotalBytes)))();

/** An upload id as the server makes them (random, URL-safe base64, 144 bits). */
export const UPLOAD_ID_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

/** Office formats that carry macros: refused whatever their name says. */
export const macroExtensions = [
  'docm',
  'dotm',
  'xlsm',
  'xltm',
  'xlam',
  'pptm',
  'potm',
  'ppsm',
  'ppam',
  'sldm',
] as const;
