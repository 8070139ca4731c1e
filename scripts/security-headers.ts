// Security headers for every response of the local server. The list is exported as data
// (`securityHeaders(hashes)`, the shape vercel.json uses) so vercel.json can mirror it exactly.
// The CSP allows no inline script: the only inline <script> elements the build may contain are
// JSON-LD data blocks, whose hashes are computed from the built HTML at start-up.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export interface HeaderRule {
  key: string;
  value: string;
}

/** The Content-Security-Policy, given the sha256 hashes (base64) of the allowed inline scripts. */
export function cspFor(hashes: readonly string[]): string {
  const scripts = ["'self'", ...[...new Set(hashes)].sort().map((h) => `'sha256-${h}'`)].join(' ');
  return [
    "default-src 'self'",
    `script-src ${scripts}`,
    // sonner injects its styles at run time.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    'frame-src https://www.openstreetmap.org',
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
    "manifest-src 'self'",
    "worker-src 'self'",
  ].join('; ');
}

/** Every header but the CSP, which depends on the build. */
export const staticSecurityHeaders: readonly HeaderRule[] = [
  { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), interest-cohort=()' },
  { key: 'X-Frame-Options', value: 'DENY' },
];

/** The full list for a build whose inline JSON-LD scripts hash to `hashes`. */
export function securityHeaders(hashes: readonly string[]): HeaderRule[] {
  return [{ key: 'Content-Security-Policy', value: cspFor(hashes) }, ...staticSecurityHeaders];
}

export const sha256Base64 = (text: string) => createHash('sha256').update(text, 'utf8').digest('base64');

export interface InlineScripts {
  /** Hashes of the inline JSON-LD (`application/ld+json`) scripts: allowed by the CSP. */
  hashes: string[];
  /** Inline scripts that would execute (not allowed by the CSP): file and a snippet. */
  executable: { file: string; snippet: string }[];
}

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const DATA_TYPES = new Set(['application/ld+json', 'application/json', 'importmap', 'speculationrules']);

/** Scans `html` for inline <script> elements (no src attribute). */
export function inlineScriptsOf(html: string, file = ''): InlineScripts {
  const out: InlineScripts = { hashes: [], executable: [] };
  for (const m of html.matchAll(SCRIPT)) {
    const attrs = m[1] ?? '';
    const text = m[2] ?? '';
    if (/\ssrc\s*=/i.test(` ${attrs}`)) continue;
    const type = /\stype\s*=\s*("([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(` ${attrs}`);
    const t = (type?.[2] ?? type?.[3] ?? type?.[4] ?? '').trim().toLowerCase();
    if (t === 'application/ld+json') out.hashes.push(sha256Base64(text));
    else if (!DATA_TYPES.has(t)) out.executable.push({ file, snippet: text.trim().slice(0, 80) });
  }
  return out;
}

function htmlFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...htmlFiles(p));
    else if (entry.isFile() && entry.name.endsWith('.html')) out.push(p);
  }
  return out;
}

/** Hashes of every inline JSON-LD script in distDir/**\/*.html (deduplicated, sorted). */
export function scanDist(distDir: string): InlineScripts {
  const all: InlineScripts = { hashes: [], executable: [] };
  if (!existsSync(distDir) || !statSync(distDir).isDirectory()) return all;
  for (const file of htmlFiles(distDir)) {
    const found = inlineScriptsOf(readFileSync(file, 'utf8'), path.relative(distDir, file));
    all.hashes.push(...found.hashes);
    all.executable.push(...found.executable);
  }
  all.hashes = [...new Set(all.hashes)].sort();
  return all;
}

let configured: HeaderRule[] | null = null;

/**
 * Computes the headers for the build in `distDir` (call once at server start). Warns about
 * inline executable scripts, which the CSP blocks.
 */
export function configureSecurityHeaders(distDir: string): HeaderRule[] {
  const found = scanDist(distDir);
  for (const s of found.executable) {
    console.warn(`[security-headers] inline script in ${s.file} is blocked by the CSP: ${s.snippet}`);
  }
  configured = securityHeaders(found.hashes);
  return configured;
}

const defaultDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist');

/** Sets the security headers on a response (before anything else writes headers). */
export function applySecurityHeaders(_req: IncomingMessage, res: ServerResponse): void {
  const rules = configured ?? configureSecurityHeaders(defaultDist);
  for (const { key, value } of rules) res.setHeader(key, value);
}
