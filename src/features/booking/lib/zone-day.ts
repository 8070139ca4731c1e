// An instant's calendar day in a zone ("2026-12-08"), and the zones a visitor can choose from.

const dayFormats = new Map<string, Intl.DateTimeFormat>();

export function dayIn(timeZone: string, iso: string | number): string {
  let f = dayFormats.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormats.set(timeZone, f);
  }
  const parts = Object.fromEntries(f.formatToParts(new Date(iso)).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** This device's zone, or UTC when it names none. */
export const deviceZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** Every zone this browser knows, the visitor's own among them. */
export function zoneChoices(own: string): string[] {
  const all = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return all.includes(own) ? all : [own, ...all];
}
