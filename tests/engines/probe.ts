// The in-page error probe. WebKit's WebDriver gives no console access and cannot run a script
// before the page's own, so the site front (site-front.ts) puts this script first in every HTML
// response, allowed by its hash. It records what a console would show as an error, in
// sessionStorage, so a report survives the navigations the site makes by itself.
import { createHash } from 'node:crypto';

export const PROBE_KEY = '__engineProbe';

export interface ProbeEntry {
  kind: 'error' | 'unhandledrejection' | 'csp' | 'console.error';
  text: string;
  url: string;
}

// Plain JavaScript in a string: a function's own text would carry the test transform's helpers.
const probeBody = `
const key = ${JSON.stringify(PROBE_KEY)};
const record = (kind, text) => {
  try {
    const all = JSON.parse(sessionStorage.getItem(key) || '[]');
    all.push({ kind, text, url: location.href });
    sessionStorage.setItem(key, JSON.stringify(all));
  } catch {}
};
// Capture phase: also failed <script>, <link> and <img> loads, which do not bubble.
addEventListener('error', (e) => {
  const t = e.target || {};
  const what = () => (t.tagName || '?') + (t.rel ? '[rel=' + t.rel + ']' : '') + ' ' + (t.src || t.href);
  record('error', String(e instanceof ErrorEvent ? (e.error && e.error.stack) || e.message : 'failed to load ' + what()));
}, true);
addEventListener('unhandledrejection', (e) => record('unhandledrejection', String((e.reason && e.reason.stack) || e.reason)));
document.addEventListener('securitypolicyviolation', (e) =>
  record('csp', e.violatedDirective + ' blocked ' + (e.blockedURI || '(inline)') + ' at ' + e.sourceFile + ':' + e.lineNumber));
const original = console.error;
console.error = function (...args) {
  record('console.error', args.map((a) => (a instanceof Error ? a.stack || a.message : String(a))).join(' '));
  return original.apply(this, args);
};`;

/** The script text as injected (a plain classic script: it runs before the deferred modules). */
export const PROBE_SOURCE = `(() => {${probeBody}})();`;
export const PROBE_HASH = createHash('sha256').update(PROBE_SOURCE, 'utf8').digest('base64');
