// Copy for the offline state (read by the entry, so it imports nothing).
export const offlineStatus = {
  /** Quiet label in the footer once the whole site is stored on the device. */
  label: 'Available offline',
  /** Said once, politely, the first time that happens. */
  announcement: 'This site is now saved on your device and works offline.',
} as const;
