// `npm run leads`: lists or exports stored submissions of every kind through
// GET /api/leads, with their files, saves the files with --save-attachments (through
// GET /api/attachments?id=), and says when mail is not going out.
//
//   npm run leads -- [--kind all|contact|demo|newsletter|application|webinar]
//                        [--format table|json|csv]
//                        [--limit N | --all] [--url http://localhost:3000] [--out FILE]
//                        [--save-attachments DIR]
//
// The token comes from ADMIN_TOKEN (the same variable the server reads). Exit codes: 0 ok,
// 1 request failed (or a file could not be saved), 2 bad arguments or no token.
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { formKindNames } from '../src/config/form-kinds.ts';
import type { Health } from '../server/endpoints/health.ts';
import { formatBytes as formatSize } from '../src/lib/file-size.ts';
import { flatten, toCsv, toTable, type LeadWithFiles } from '../server/staff/export.ts';
import { saveFile } from '../server/staff/save-files.ts';

const USAGE =
  'Usage: npm run leads -- [--kind all|' +
  formKindNames.join('|') +
  '] [--format table|json|csv] [--limit N | --all] [--url URL] [--out FILE] [--save-attachments DIR]\n' +
  'Reads ADMIN_TOKEN from the environment; calls GET <url>/api/leads (a page of up to 1000 at a time).\n' +
  'Each row lists its attached files (name, size, type). --save-attachments DIR writes the files of the\n' +
  'rows listed into DIR/<submission id>/ (created; an existing file is never replaced: another file\n' +
  'under the same name is saved as "name (2).ext"), through GET <url>/api/attachments?id=<id>.';

interface Page {
  leads: LeadWithFiles[];
  nextCursor: string | null;
}

class CliError extends Error {
  constructor(
    message: string,
    public readonly code: number,
  ) {
    super(message);
  }
}

async function getJson<T>(url: URL, token?: string): Promise<T> {
  let res: Response;
  try {
    res = await fetch(url, {
      headers: { accept: 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
  } catch (e) {
    throw new CliError(`Could not reach ${url.origin}: ${(e as Error).message}. Is the server running (npm start)?`, 1);
  }
  if (res.ok || (url.pathname === '/api/health' && res.status === 503)) return (await res.json()) as T;
  const hint =
    res.status === 401
      ? 'the token was refused (ADMIN_TOKEN differs from the server’s)'
      : res.status === 404
        ? 'the endpoint is disabled (the server has no ADMIN_TOKEN) or the URL is wrong'
        : await res.text();
  throw new CliError(`GET ${url.pathname} → ${res.status}: ${hint}`, 1);
}

/** Every page up to `limit` rows (Infinity: all of them). */
async function fetchRows(base: URL, token: string, kind: string, limit: number): Promise<LeadWithFiles[]> {
  const rows: LeadWithFiles[] = [];
  let cursor: string | null = null;
  do {
    const url = new URL('/api/leads', base);
    url.searchParams.set('limit', String(Math.min(1000, limit - rows.length)));
    if (kind !== 'all') url.searchParams.set('kind', kind);
    if (cursor) url.searchParams.set('cursor', cursor);
    const page: Page = await getJson<Page>(url, token);
    rows.push(...page.leads);
    cursor = page.nextCursor;
  } while (cursor && rows.length < limit);
  return rows;
}

/** Downloads every file of `rows` into `dir`, checking each against its SHA-256; returns how many failed. */
async function saveAttachments(base: URL, token: string, dir: string, rows: LeadWithFiles[]): Promise<number> {
  let failed = 0;
  let saved = 0;
  mkdirSync(dir, { recursive: true });
  for (const row of rows) {
    for (const a of row.attachments ?? []) {
      const url = new URL('/api/attachments', base);
      url.searchParams.set('id', a.id);
      try {
        let res: Response;
        try {
          res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
        } catch (e) {
          throw new Error(`could not reach ${url.origin}: ${(e as Error).message}`);
        }
        if (!res.ok) throw new Error(`GET ${url.pathname}?id=${a.id} → ${res.status}`);
        const bytes = Buffer.from(await res.arrayBuffer());
        if (createHash('sha256').update(bytes).digest('hex') !== a.sha256.toLowerCase()) {
          throw new Error('the bytes received do not match the stored SHA-256');
        }
        const { path: file, written } = saveFile(dir, row.id, a.filename, bytes);
        saved++;
        console.error(`${written ? 'Saved' : 'Already saved'} ${file} (${formatSize(bytes.length)})`);
      } catch (e) {
        failed++;
        console.error(`Could not save ${JSON.stringify(a.filename)} of ${row.id}: ${(e as Error).message}`);
      }
    }
  }
  console.error(`Attachments: ${saved} saved in ${path.resolve(dir)}${failed ? `, ${failed} failed` : ''}`);
  return failed;
}

export async function main(argv: string[]): Promise<number> {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        kind: { type: 'string', short: 'k', default: 'all' },
        format: { type: 'string', short: 'f', default: 'table' },
        limit: { type: 'string', short: 'n', default: '100' },
        all: { type: 'boolean', short: 'a' },
        url: { type: 'string', default: `http://localhost:${process.env.PORT || 3000}` },
        out: { type: 'string', short: 'o' },
        'save-attachments': { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
    }));
  } catch (e) {
    console.error(`${(e as Error).message}\n${USAGE}`);
    return 2;
  }
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  const { format, kind } = values;
  const limit = values.all ? Infinity : Number(values.limit);
  const problems = [
    !['table', 'json', 'csv'].includes(format) && `--format must be table, json or csv (got ${format})`,
    kind !== 'all' &&
      !formKindNames.includes(kind as never) &&
      `--kind must be all or one of ${formKindNames.join(', ')} (got ${kind})`,
    !(limit === Infinity || (Number.isInteger(limit) && limit > 0)) &&
      `--limit must be a whole number above 0 (got ${values.limit})`,
    values['save-attachments'] === '' && '--save-attachments needs a folder',
    !process.env.ADMIN_TOKEN && 'ADMIN_TOKEN is not set: export the same ADMIN_TOKEN the server uses.',
  ].filter(Boolean);
  let base: URL | undefined;
  try {
    base = new URL(values.url);
  } catch {
    problems.push(`--url is not a URL: ${values.url}`);
  }
  if (problems.length || !base) {
    console.error(problems.join('\n'));
    return 2;
  }
  try {
    const leads = await fetchRows(base, process.env.ADMIN_TOKEN!, kind, limit);
    const rows = leads.map(flatten);
    const health = await getJson<Health>(new URL('/api/health', base)).catch(() => null);
    // JSON keeps each file's id and hash; the table and CSV show one line per file.
    const json = () => rows.map((r, i) => ({ ...r, attachments: leads[i]!.attachments ?? [] }));
    const output =
      format === 'json' ? JSON.stringify(json(), null, 2) + '\n' : format === 'csv' ? toCsv(rows) : toTable(rows);
    if (values.out) {
      writeFileSync(values.out, output);
      console.error(`Wrote ${rows.length} row(s) to ${values.out}`);
    } else {
      process.stdout.write(output);
    }
    // Staff see at once when mail is not going out (on stderr, so exports stay clean).
    const m = health?.mail;
    if (m && 'waiting' in m) {
      console.error(
        `Mail: ${m.configured ? 'SMTP configured' : 'SMTP not configured'} · ${m.waiting} waiting · ${m.stuck} stuck · ${m.failed} failed`,
      );
    }
    for (const p of health?.problems ?? []) console.error(`Warning: ${p}`);
    const dir = values['save-attachments'];
    if (dir !== undefined && (await saveAttachments(base, process.env.ADMIN_TOKEN!, dir, leads)) > 0) return 1;
    return 0;
  } catch (e) {
    if (e instanceof CliError) {
      console.error(e.message);
      return e.code;
    }
    throw e;
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  process.exitCode = await main(process.argv.slice(2));
}
