// How `npm run leads` shows stored submissions: one flat row each, as a table for the
// terminal, JSON or CSV. Pure functions, so they are tested without a server.
import { formatBytes } from '../../src/lib/file-size.ts';
import type { Attribution } from '../../src/features/analytics/contract.ts';
import type { AttachmentInfo } from '../store/attachments.ts';
import type { Lead } from '../store/submissions.ts';

/** A submission as GET /api/leads answers it: with its files (none: an empty list). */
export type LeadWithFiles = Lead & { attachments?: AttachmentInfo[] };

/** A submission with its form fields spread out beside the facts every kind has. */
export type FlatRow = Record<string, string | null>;

// Control characters and Unicode line breaks: shown as one space.
// eslint-disable-next-line no-control-regex
const LINE_BREAKING = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g;

/** "name (size, type)": one line whatever the (visitor's) filename holds. */
export const describeAttachment = (a: AttachmentInfo) =>
  `${a.filename.replace(LINE_BREAKING, ' ')} (${formatBytes(a.size)}, ${a.contentType.replace(LINE_BREAKING, ' ')})`;

/** Field columns in the order staff read them; fields a kind adds later follow, by name. */
const FIELD_ORDER = [
  'name',
  'phone',
  'company',
  'organization',
  'jobTitle',
  'role',
  'link',
  'webinar',
  'url',
  'interest',
  'message',
];
const FACTS_BEFORE = ['kind', 'timestamp', 'submittedAt', 'email'] as const;
const FACTS_AFTER = ['status', 'assignee', 'attachments', 'pageUrl', 'device', 'mailStatus', 'id'] as const;
/** Where the lead came from: each part of the first and the last touch, then the pages seen. */
const TOUCH_PARTS = [
  'source',
  'medium',
  'campaign',
  'content',
  'term',
  'referrer',
  'landing',
  'clickIds',
  'at',
] as const;
const column = (w: string, p: string) => `${w}_${p.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)}`;
const SOURCE_COLUMNS = [
  ...(['first', 'last'] as const).flatMap((w) => TOUCH_PARTS.map((p) => column(w, p))),
  'pages_seen',
];

function sourceCells(a: Attribution | null | undefined): FlatRow {
  const row: FlatRow = {};
  for (const w of ['first', 'last'] as const) {
    const t = a?.[w];
    for (const p of TOUCH_PARTS) {
      const v = t?.[p];
      row[column(w, p)] =
        v == null
          ? null
          : typeof v === 'string'
            ? v
            : Object.entries(v)
                .map(([k, x]) => `${k}=${x}`)
                .join(' ') || null;
    }
  }
  row.pages_seen = a?.pages.join(' ') || null;
  return row;
}

export function flatten(i: LeadWithFiles): FlatRow {
  const { fields, attachments, attribution, ...facts } = i;
  const row: FlatRow = {};
  for (const k of FACTS_BEFORE) row[k] = facts[k];
  for (const [k, v] of Object.entries(fields)) if (k !== 'email') row[k] = v;
  for (const k of FACTS_AFTER) row[k] = k === 'attachments' ? null : facts[k];
  Object.assign(row, sourceCells(attribution));
  // One line per file (a CSV cell keeps the line breaks; the table shows each under its row).
  if (attachments?.length) row.attachments = attachments.map(describeAttachment).join('\n');
  return row;
}

/** The CSV header: the facts, then every field any row has (known ones first). */
export function columnsOf(rows: FlatRow[]): string[] {
  const facts = new Set<string>([...FACTS_BEFORE, ...FACTS_AFTER, ...SOURCE_COLUMNS]);
  const seen = new Set(rows.flatMap((r) => Object.keys(r)).filter((k) => !facts.has(k)));
  const known = FIELD_ORDER.filter((k) => seen.has(k));
  const extra = [...seen].filter((k) => !FIELD_ORDER.includes(k)).sort();
  const fieldCols = rows.length ? [...known, ...extra] : FIELD_ORDER;
  return [...FACTS_BEFORE, ...fieldCols, ...FACTS_AFTER, ...SOURCE_COLUMNS];
}

// C0 and C1 controls (ESC, CSI, BEL, …) other than tab, CR and LF: a terminal or spreadsheet
// could act on them. Tabs become spaces too (a leading tab is a formula trick).
// eslint-disable-next-line no-control-regex
const CONTROLS = /[\u0000-\u0009\u000b\u000c\u000e-\u001f\u007f-\u009f]/g;

/** RFC 4180 CSV; control characters become spaces and would-be formulas are prefixed with '. */
export function toCsv(rows: FlatRow[]): string {
  const cols = columnsOf(rows);
  const cell = (v: string | null | undefined) => {
    let s = (v ?? '').replace(CONTROLS, ' ');
    if (/^[=+\-@\r]/.test(s)) s = `'${s}`;
    return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
  };
  return [cols.join(','), ...rows.map((r) => cols.map((c) => cell(r[c])).join(','))].join('\r\n') + '\r\n';
}

/**
 * A fixed-width table for the terminal (long text cut, control characters and line breaks shown
 * as spaces); a row's files follow it, one indented line each.
 */
export function toTable(rows: FlatRow[]): string {
  if (!rows.length) return 'Nothing stored yet.\n';
  const shown: { title: string; max: number; get: (r: FlatRow) => string | null | undefined }[] = [
    { title: 'Received (UTC)', max: 16, get: (r) => r.timestamp?.replace('T', ' ').slice(0, 16) },
    // Wide enough for every kind name ('application').
    { title: 'Kind', max: 11, get: (r) => r.kind },
    { title: 'Name', max: 20, get: (r) => r.name },
    { title: 'Email', max: 28, get: (r) => r.email },
    { title: 'Company', max: 20, get: (r) => r.company ?? r.organization },
    { title: 'About', max: 16, get: (r) => r.interest ?? r.role ?? r.webinar },
    { title: 'Mail', max: 7, get: (r) => r.mailStatus },
    { title: 'Message', max: 40, get: (r) => r.message },
  ];
  const clean = (v: string | null | undefined) => (v ?? '').replace(LINE_BREAKING, ' ');
  const cut = (s: string, n: number) => (s.length > n ? `${s.slice(0, n - 1)}…` : s);
  const cells = rows.map((r) => shown.map((c) => cut(clean(c.get(r)), c.max)));
  const widths = shown.map((c, i) => Math.max(c.title.length, ...cells.map((row) => row[i]!.length)));
  const line = (vals: string[]) =>
    vals
      .map((v, i) => v.padEnd(widths[i]!))
      .join('  ')
      .trimEnd();
  const files = (r: FlatRow) =>
    (r.attachments ? r.attachments.split('\n') : []).map((f) => `    attachment: ${clean(f)}`);
  return (
    [
      line(shown.map((c) => c.title)),
      widths.map((w) => '-'.repeat(w)).join('  '),
      ...cells.flatMap((c, i) => [line(c), ...files(rows[i]!)]),
    ].join('\n') + '\n'
  );
}
