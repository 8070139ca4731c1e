// Copy for the offline state (read by the entry, so it imports nothing; two names, so the entry
// carries only its own).
/** Quiet label in the footer once the whole site is stored on the device. */
export const offlineLabel = 'Available offline';
/** Said once, politely, the first time that happens. */
export const offlineAnnouncement = 'This site is now saved on your device and works offline.';
