// Kept apart from lib/format, which the ROI form's early script carries: only the file field needs this.

/** A file size as people read it: "820 KB", "4.2 MB". */
export const formatBytes = (bytes: number): string =>
  bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
