// Said by the entry, so it imports nothing and holds nothing the app alone shows (the footer's
// label is in navigation.ts): the entry's chunk carries this whole module.
/** Said once, politely, the first time the whole site is stored on the device. */
export const offlineAnnouncement = 'This site is now saved on your device and works offline.';
