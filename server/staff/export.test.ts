import { describe, expect, it } from 'vitest';
import type { FormKind } from '../../src/config/form-kinds.ts';
import type { Lead } from '../store/submissions.ts';
import { columnsOf, flatten, toCsv, toTable } from './export.ts';

const inquiry = (over: Partial<Lead> = {}, fields: Record<string, string> = {}): Lead => ({
  id: '00000000-0000-4000-8000-000000000001',
  kind: 'contact',
  timestamp: '2026-11-23T10:00:00.000Z',
  submittedAt: '2026-11-23T09:58:00.000Z',
  email: 'jane@agency.gov',
  fields: {
    name: 'Jane',
    email: 'jane@agency.gov',
    company: 'Agency',
    interest: 'other',
    message: 'Hello there',
    ...fields,
  },
  pageUrl: 'https://www.example.com/contact',
  device: 'Chrome on Android',
  attribution: null,
  mailStatus: 'sent',
  status: 'new',
  assignee: null,
  ...over,
});

describe('staff export', () => {
  it('flattens fields beside the facts, and carries submittedAt', () => {
    const row = flatten(inquiry());
    expect(row).toMatchObject({
      kind: 'contact',
      name: 'Jane',
      submittedAt: '2026-11-23T09:58:00.000Z',
      mailStatus: 'sent',
    });
    expect(columnsOf([row])).toEqual([
      'kind',
      'timestamp',
      'submittedAt',
      'email',
      'name',
      'company',
      'interest',
      'message',
      'status',
      'assignee',
      'attachments',
      'pageUrl',
      'device',
      'mailStatus',
      'id',
      ...['first', 'last'].flatMap((w) =>
        ['source', 'medium', 'campaign', 'content', 'term', 'referrer', 'landing', 'click_ids', 'at'].map(
          (p) => `${w}_${p}`,
        ),
      ),
      'pages_seen',
    ]);
  });

  it('where the lead came from: each part of the first and the last touch, and the pages seen', () => {
    const touch = {
      source: 'newsletter',
      medium: 'email',
      campaign: 'fall',
      content: null,
      term: null,
      referrer: null,
      landing: '/',
      clickIds: { gclid: 'abc' },
      at: '2026-11-20T10:00:00.000Z',
    };
    const row = flatten(
      inquiry({
        attribution: { first: touch, last: { ...touch, source: 'google.com', clickIds: {} }, pages: ['/', '/about'] },
      }),
    );
    expect(row).toMatchObject({
      first_source: 'newsletter',
      first_campaign: 'fall',
      first_click_ids: 'gclid=abc',
      first_content: null,
      last_source: 'google.com',
      last_click_ids: null,
      pages_seen: '/ /about',
    });
    expect(toCsv([row]).split('\r\n')[1]).toContain(
      ',newsletter,email,fall,,,,/,gclid=abc,2026-11-20T10:00:00.000Z,google.com,',
    );
    expect(flatten(inquiry())).toMatchObject({ first_source: null, last_source: null, pages_seen: null });
  });

  it('attachments: one line per file in CSV, one indented line per file under its row in the table', () => {
    const file = (filename: string, size: number, contentType = 'application/pdf') => ({
      id: '00000000-0000-4000-8000-00000000000a',
      filename,
      contentType,
      size,
      sha256: 'ab'.repeat(32),
    });
    const row = flatten({
      ...inquiry(),
      attachments: [file('RFP.pdf', 1_300_000), file('a\u001b[2J\nb.png', 2048, 'image/png')],
    });
    expect(row.attachments).toBe('RFP.pdf (1.2 MB, application/pdf)\na [2J b.png (2 KB, image/png)');
    expect(flatten({ ...inquiry(), attachments: [] }).attachments).toBeNull();
    expect(flatten(inquiry()).attachments).toBeNull();
    // A form field of the same name never stands in for the files.
    expect(flatten(inquiry({}, { attachments: 'x' })).attachments).toBeNull();
    expect(toCsv([row])).toContain(',"RFP.pdf (1.2 MB, application/pdf)\na [2J b.png (2 KB, image/png)",');
    const lines = toTable([row, flatten(inquiry())]).split('\n');
    expect(lines).toHaveLength(7);
    expect(lines[3]).toBe('    attachment: RFP.pdf (1.2 MB, application/pdf)');
    expect(lines[4]).toBe('    attachment: a [2J b.png (2 KB, image/png)');
    expect(lines[5]).toMatch(/^2026-11-23 10:00/);
  });

  it('one header for mixed kinds: known fields first, then the rest by name', () => {
    const rows = [
      flatten(inquiry()),
      flatten(inquiry({ kind: 'demo' }, {})),
      flatten(inquiry({ kind: 'newsletter' }, { zeta: 'z', alpha: 'a' })),
    ];
    const cols = columnsOf(rows);
    expect(cols.slice(4, 10)).toEqual(['name', 'company', 'interest', 'message', 'alpha', 'zeta']);
  });

  it('CSV: RFC 4180 quoting, formulas prefixed, line breaks kept inside quotes', () => {
    const csv = toCsv([flatten(inquiry({}, { name: '=HYPERLINK("x")', message: 'a, "b"\nline two' }))]);
    expect(csv).toContain(`"'=HYPERLINK(""x"")"`);
    expect(csv).toContain('"a, ""b""\nline two"');
    expect(csv.endsWith('\r\n')).toBe(true);
  });

  it('CSV: ESC and every other C0/C1 control character is neutralised (terminal escapes cannot run)', () => {
    const nasty = 'a\u001b[31mred\u0007\u0008\u009b2J\u0000b\tc';
    const csv = toCsv([flatten(inquiry({}, { message: nasty, name: '\tlead' }))]);
    // eslint-disable-next-line no-control-regex
    expect(csv.replace(/\r\n|\n/g, '')).not.toMatch(/[\u0000-\u001f\u007f-\u009f]/);
    expect(csv).toContain('a [31mred   2J b c');
    expect(csv).toContain(', lead,');
  });

  it('table: one line per row, control characters shown as spaces', () => {
    const out = toTable([flatten(inquiry({}, { message: 'x\u001b[2Jy\nz' }))]);
    expect(out.split('\n')).toHaveLength(4);
    expect(out).not.toContain('\u001b');
    expect(toTable([])).toBe('Nothing stored yet.\n');
  });

  it('applications and webinar registrations: their fields in reading order, the full kind name in the table', () => {
    const application = flatten(
      inquiry({ kind: 'application' }, { role: 'data-engineer', link: 'https://github.com/sam', phone: '555' }),
    );
    const webinar = flatten(
      inquiry(
        { kind: 'webinar' },
        { organization: 'DMV', jobTitle: 'Director', webinar: 'measuring-contact-center-success' },
      ),
    );
    const cols = columnsOf([application, webinar]);
    expect(cols.slice(4, 14)).toEqual([
      'name',
      'phone',
      'company',
      'organization',
      'jobTitle',
      'role',
      'link',
      'webinar',
      'interest',
      'message',
    ]);
    const lines = toTable([application, webinar]).split('\n');
    expect(lines[2]).toMatch(/ application {2}/);
    expect(lines[3]).toMatch(/ webinar {2}/);
    // An application has no interest: the table's "About" column shows its role, a registration its webinar.
    const own = (kind: FormKind, fields: Record<string, string>) =>
      flatten({ ...inquiry({ kind }), fields: { name: 'Sam', email: 'sam@example.com', message: 'Hello', ...fields } });
    const table = toTable([
      own('application', { role: 'data-engineer' }),
      own('webinar', { organization: 'DMV', webinar: 'measuring-contact-center-success' }),
    ]).split('\n');
    const about = (line: string) => line.slice(table[0]!.indexOf('About'), table[0]!.indexOf('Mail')).trim();
    expect(about(table[2]!)).toBe('data-engineer');
    expect(about(table[3]!)).toBe('measuring-conta…');
  });
});
