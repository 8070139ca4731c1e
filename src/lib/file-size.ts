// The one byte formatter: the file field (browser) and the server (mail, staff export, the
// leads CLI) show sizes alike. Kept apart from lib/format, which the ROI form's early script
// carries: only these need it. No imports: the server loads it too.

/**
 * Bytes as people read them, 1 KB = 1024 bytes (as the form's limits count): "900 B", "1.5 KB",
 * "820 KB", "7.3 MB", "12 MB" (one decimal below 10 of a unit, whole numbers from 10).
 */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const [n, unit] = bytes < 1024 * 1024 ? [bytes / 1024, 'KB'] : [bytes / (1024 * 1024), 'MB'];
  return `${n < 10 ? Math.round(n * 10) / 10 : Math.round(n)} ${unit}`;
}
