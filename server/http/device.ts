// What staff see of a visitor's browser: its name and system ("Chrome on Android"), never the
// user-agent string itself, which is not stored (together with an address it picks out a person).
import Bowser from 'bowser';

/** "Chrome on Android", "Safari on iOS", a browser or a system alone, or null when neither is known. */
export function deviceSummary(userAgent: string | null | undefined): string | null {
  if (!userAgent) return null;
  const { browser, os } = Bowser.parse(userAgent);
  const parts = [browser.name, os.name].filter(Boolean);
  return parts.length ? parts.join(' on ') : null;
}
