// `npm run inquiries`: lists or exports stored contact inquiries through GET /api/inquiries.
//
//   npm run inquiries -- [--format table|json|csv] [--limit N] [--url http://localhost:3000] [--out FILE]
//
// The token comes from ADMIN_TOKEN (the same variable the server reads). Exit codes: 0 ok,
// 1 request failed, 2 bad arguments or no token.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

import type { Inquiry } from '../api/inquiries.ts';

export type { Inquiry };

export const columns = [
  'timestamp',
  'name',
  'email',
  'phone',
  'company',
  'interest',
  'message',
  'pageUrl',
  'userAgent',
  'clientIp',
  'mailStatus',
  'id',
] as const satisfies readonly (keyof Inquiry)[];

/** RFC 4180 CSV; cells that a spreadsheet would run as a formula are prefixed with '. */
export function toCsv(rows: Inquiry[]): string {
  const cell = (v: unknown) => {
    let s = v === null || v === undefined ? '' : String(v);
    if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`;
    return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
  };
  return [columns.join(','), ...rows.map((r) => columns.map((c) => cell(r[c])).join(','))].join('\r\n') + '\r\n';
}

/** A fixed-width table for the terminal (long text cut, control characters shown as spaces). */
export function toTable(rows: Inquiry[]): string {
  if (!rows.length) return 'No inquiries yet.\n';
  const shown: { key: keyof Inquiry; title: string; max: number }[] = [
    { key: 'timestamp', title: 'Received (UTC)', max: 19 },
    { key: 'name', title: 'Name', max: 22 },
    { key: 'email', title: 'Email', max: 30 },
    { key: 'company', title: 'Company', max: 22 },
    { key: 'interest', title: 'Interest', max: 15 },
    { key: 'mailStatus', title: 'Mail', max: 7 },
    { key: 'message', title: 'Message', max: 48 },
  ];
  // eslint-disable-next-line no-control-regex
  const clean = (v: unknown) => String(v ?? '').replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, ' ');
  const cut = (s: string, n: number) => (s.length > n ? `${s.slice(0, n - 1)}…` : s);
  const cells = rows.map((r) =>
    shown.map((c) =>
      cut(c.key === 'timestamp' ? clean(r.timestamp).replace('T', ' ').slice(0, 19) : clean(r[c.key]), c.max),
    ),
  );
  const widths = shown.map((c, i) => Math.max(c.title.length, ...cells.map((row) => row[i]!.length)));
  const line = (vals: string[]) =>
    vals
      .map((v, i) => v.padEnd(widths[i]!))
      .join('  ')
      .trimEnd();
  return (
    [line(shown.map((c) => c.title)), widths.map((w) => '-'.repeat(w)).join('  '), ...cells.map(line)].join('\n') + '\n'
  );
}

async function main(argv: string[]): Promise<number> {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        format: { type: 'string', short: 'f', default: 'table' },
        limit: { type: 'string', short: 'n', default: '100' },
        url: { type: 'string', default: `http://localhost:${process.env.PORT || 3000}` },
        out: { type: 'string', short: 'o' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
    }));
  } catch (e) {
    console.error((e as Error).message);
    return 2;
  }
  if (values.help) {
    console.log(
      'Usage: npm run inquiries -- [--format table|json|csv] [--limit N] [--url URL] [--out FILE]\n' +
        'Reads ADMIN_TOKEN from the environment; calls GET <url>/api/inquiries.',
    );
    return 0;
  }
  const format = values.format;
  if (format !== 'table' && format !== 'json' && format !== 'csv') {
    console.error(`--format must be table, json or csv (got ${format})`);
    return 2;
  }
  const token = process.env.ADMIN_TOKEN;
  if (!token) {
    console.error('ADMIN_TOKEN is not set: export the same ADMIN_TOKEN the server uses.');
    return 2;
  }
  let endpoint: URL;
  try {
    endpoint = new URL('/api/inquiries', values.url);
  } catch {
    console.error(`--url is not a URL: ${values.url}`);
    return 2;
  }
  endpoint.searchParams.set('limit', values.limit);
  let res: Response;
  try {
    res = await fetch(endpoint, { headers: { authorization: `Bearer ${token}`, accept: 'application/json' } });
  } catch (e) {
    console.error(`Could not reach ${endpoint.origin}: ${(e as Error).message}. Is the server running (npm start)?`);
    return 1;
  }
  if (!res.ok) {
    const hint =
      res.status === 401
        ? 'the token was refused (ADMIN_TOKEN differs from the server’s)'
        : res.status === 404
          ? 'the endpoint is disabled (the server has no ADMIN_TOKEN) or the URL is wrong'
          : await res.text();
    console.error(`GET ${endpoint.pathname} → ${res.status}: ${hint}`);
    return 1;
  }
  const { inquiries } = (await res.json()) as { inquiries: Inquiry[] };
  const output =
    format === 'json'
      ? JSON.stringify(inquiries, null, 2) + '\n'
      : format === 'csv'
        ? toCsv(inquiries)
        : toTable(inquiries);
  if (values.out) {
    writeFileSync(values.out, output);
    console.error(`Wrote ${inquiries.length} inquiries to ${values.out}`);
  } else {
    process.stdout.write(output);
  }
  return 0;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  process.exitCode = await main(process.argv.slice(2));
}

export { main };
