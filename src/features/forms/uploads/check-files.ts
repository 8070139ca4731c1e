// The browser's checks of chosen files, before anything is stored or sent: how many, how large,
// and which types by name. The server checks again, and sniffs the bytes too.
import { extensionOf, fileFields, typeForFilename, type FileFieldName } from '@/config/attachments';
import { fileErrors } from '@/content/attachments';

const MACRO_EXTENSIONS = new Set(['docm', 'dotm', 'xlsm', 'xltm', 'xlsb', 'pptm', 'potm', 'ppsm']);

/** The first problem with these files for this field, or undefined when they can be sent. */
export function checkFiles(field: FileFieldName, files: readonly { name: string; size: number }[]): string | undefined {
  const { maxFiles, maxTotalBytes } = fileFields[field];
  if (files.length > maxFiles) return fileErrors.tooMany(maxFiles);
  for (const f of files) {
    if (MACRO_EXTENSIONS.has(extensionOf(f.name))) return fileErrors.macros(f.name);
    if (!typeForFilename(f.name)) return fileErrors.typeNotAllowed(f.name);
    if (f.size === 0) return fileErrors.empty(f.name);
  }
  if (files.reduce((n, f) => n + f.size, 0) > maxTotalBytes) return fileErrors.tooLarge(maxTotalBytes);
  return undefined;
}
