// `npm run leads` (scripts/leads.ts) against the real endpoint: every kind, pages, table,
// JSON and CSV, plain words when mail is not going out, and each row's files (listed, and saved
// with --save-attachments).
import { execFile } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { main } from '../../scripts/leads.ts';
import type { FlatRow } from '../../server/staff/export.ts';
import { registrableWebinarIds } from '../../src/features/forms/webinar/schema.ts';
import {
  ADMIN_TOKEN,
  insertAttachment,
  post,
  sql,
  startApi,
  startAttachmentServer,
  validContact,
  type TestApi,
} from './helpers.ts';

describe('npm run leads', () => {
  let api: TestApi;
  let out: string;
  const stamp = new Date(Date.now() - 3_600_000).toISOString();
  beforeAll(async () => {
    // No SMTP: the CLI must say that mail is not going out.
    api = await startApi({ smtp: false });
    out = mkdtempSync(path.join(tmpdir(), 'api-test-cli-'));
    const contact = (over: Record<string, unknown>) =>
      post(api, '/api/send-contact-email', validContact(over), { key: crypto.randomUUID() });
    await contact({ name: 'Older, "Quoted"', message: 'First line of a message\nsecond line', timestamp: stamp });
    await post(api, '/api/demo-request', { email: 'demo.person@agency.gov' }, { key: crypto.randomUUID() });
    await contact({ name: '=HYPERLINK("x")', company: 'Newer Co' });
  });
  afterAll(async () => {
    await api?.close();
    rmSync(out, { recursive: true, force: true });
  });

  it('exports JSON of every kind, newest first, with submittedAt', async () => {
    const file = path.join(out, 'a.json');
    expect(await main(['--format', 'json', '--url', api.url, '--out', file])).toBe(0);
    const rows = JSON.parse(readFileSync(file, 'utf8')) as FlatRow[];
    expect(rows.map((r) => [r.kind, r.name ?? r.email])).toEqual([
      ['contact', '=HYPERLINK("x")'],
      ['demo', 'demo.person@agency.gov'],
      ['contact', 'Older, "Quoted"'],
    ]);
    expect(rows[2]!.submittedAt).toBe(stamp);
  });

  it('--kind filters, and --limit pages through the API', async () => {
    const file = path.join(out, 'b.json');
    expect(await main(['--kind', 'contact', '--format', 'json', '--url', api.url, '--out', file])).toBe(0);
    expect((JSON.parse(readFileSync(file, 'utf8')) as FlatRow[]).map((r) => r.kind)).toEqual(['contact', 'contact']);
    expect(await main(['--limit', '2', '--format', 'json', '--url', api.url, '--out', file])).toBe(0);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toHaveLength(2);
    expect(await main(['--all', '--format', 'json', '--url', api.url, '--out', file])).toBe(0);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toHaveLength(3);
  });

  it('exports CSV with kind and submittedAt columns, quoting and formulas neutralised', async () => {
    const file = path.join(out, 'a.csv');
    expect(await main(['--format', 'csv', '--url', api.url, '--out', file])).toBe(0);
    const csv = readFileSync(file, 'utf8');
    expect(csv.split('\r\n')[0]).toBe(
      'kind,timestamp,submittedAt,email,name,phone,company,interest,message,status,assignee,attachments,pageUrl,device,mailStatus,id,' +
        'first_source,first_medium,first_campaign,first_content,first_term,first_referrer,first_landing,first_click_ids,first_at,' +
        'last_source,last_medium,last_campaign,last_content,last_term,last_referrer,last_landing,last_click_ids,last_at,pages_seen',
    );
    expect(csv).toContain(`"'=HYPERLINK(""x"")"`);
    expect(csv).toContain('"Older, ""Quoted"""');
    expect(csv).toContain('"First line of a message\nsecond line"');
    expect(csv).toContain(stamp);
  });

  it('says plainly when mail cannot go out', async () => {
    const errors: string[] = [];
    const spy = vi.spyOn(console, 'error').mockImplementation((...a: unknown[]) => void errors.push(a.join(' ')));
    try {
      expect(await main(['--format', 'json', '--url', api.url, '--out', path.join(out, 'c.json')])).toBe(0);
    } finally {
      spy.mockRestore();
    }
    expect(errors.join('\n')).toMatch(/Mail: SMTP not configured · 3 waiting/);
    expect(errors.join('\n')).toMatch(/Warning: SMTP_URL is not set/);
  });

  it('prints a table (as a real process), and fails clearly on a wrong token or a bad argument', async () => {
    const cli = path.resolve(import.meta.dirname, '../../scripts/leads.ts');
    const tsx = path.resolve(import.meta.dirname, '../../node_modules/.bin/tsx');
    // Asynchronous: the server under test runs in this very process.
    const run = (args: string[], token = ADMIN_TOKEN) =>
      new Promise<{ status: number; stdout: string; stderr: string }>((resolve) => {
        execFile(
          tsx,
          [cli, ...args],
          { encoding: 'utf8', env: { ...process.env, ADMIN_TOKEN: token } },
          (err, stdout, stderr) => resolve({ status: err ? Number(err.code ?? 1) : 0, stdout, stderr }),
        );
      });
    const ok = await run(['--url', api.url]);
    expect(ok.status, ok.stderr).toBe(0);
    const lines = ok.stdout.trim().split('\n');
    expect(lines[0]).toMatch(/^Received \(UTC\)\s+Kind\s+Name\s+Email\s+Company\s+About\s+Mail\s+Message$/);
    expect(lines[2]).toContain('=HYPERLINK');
    expect(lines[3]).toContain('demo.person@agency.gov');
    expect(lines[4]).toContain('Older, "Quoted"');
    expect(lines[4]).toContain('First line of a message second line');
    const denied = await run(['--url', api.url], 'not-the-right-token-at-all');
    expect(denied.status).toBe(1);
    expect(denied.stderr).toContain('401');
    for (const bad of [
      ['--format', 'xml'],
      ['--kind', 'bogus'],
      ['--limit', '0'],
    ])
      expect((await run(bad)).status, bad.join(' ')).toBe(2);
  });
});

describe('npm run leads: job applications and webinar registrations', () => {
  let api: TestApi;
  let out: string;
  beforeAll(async () => {
    api = await startApi({ smtp: false });
    out = mkdtempSync(path.join(tmpdir(), 'api-test-cli-'));
    const send = async (p: string, body: Record<string, string>) =>
      expect((await post(api, p, body, { key: crypto.randomUUID() })).status).toBe(201);
    await send('/api/job-application', {
      name: 'Sam Rivera',
      email: 'sam.rivera@example.com',
      role: 'data-engineer',
      link: 'https://github.com/sam-rivera',
      message: 'Five years of data engineering on AWS, Public Trust cleared.',
    });
    await send('/api/webinar-registration', {
      name: 'Dana Brooks',
      email: 'dana.brooks@agency.gov',
      organization: 'State Licensing Agency',
      webinar: registrableWebinarIds[0]!,
    });
  });
  afterAll(async () => {
    await api?.close();
    rmSync(out, { recursive: true, force: true });
  });

  it('lists both with their kind name and fields; --kind selects each', async () => {
    const file = path.join(out, 'all.json');
    expect(await main(['--format', 'json', '--url', api.url, '--out', file])).toBe(0);
    const rows = JSON.parse(readFileSync(file, 'utf8')) as FlatRow[];
    expect(rows.map((r) => r.kind)).toEqual(['webinar', 'application']);
    expect(rows[0]).toMatchObject({ name: 'Dana Brooks', organization: 'State Licensing Agency' });
    expect(rows[1]).toMatchObject({ name: 'Sam Rivera', role: 'data-engineer', link: 'https://github.com/sam-rivera' });
    for (const kind of ['application', 'webinar']) {
      const one = path.join(out, `${kind}.json`);
      expect(await main(['--kind', kind, '--format', 'json', '--url', api.url, '--out', one])).toBe(0);
      expect((JSON.parse(readFileSync(one, 'utf8')) as FlatRow[]).map((r) => r.kind)).toEqual([kind]);
    }
  });

  it('the table shows the whole kind name, and the role or webinar as what the submission is about', async () => {
    const file = path.join(out, 'table.txt');
    expect(await main(['--url', api.url, '--out', file])).toBe(0);
    const lines = readFileSync(file, 'utf8').trim().split('\n');
    const col = (line: string, title: string, next: string) =>
      line.slice(lines[0]!.indexOf(title), lines[0]!.indexOf(next)).trim();
    expect(col(lines[2]!, 'Kind', 'Name')).toBe('webinar');
    expect(col(lines[3]!, 'Kind', 'Name')).toBe('application');
    expect(col(lines[2]!, 'Company', 'About')).toBe('State Licensing Age…');
    expect(col(lines[3]!, 'About', 'Mail')).toBe('data-engineer');
  });
});

describe('npm run leads: attachments', () => {
  let api: TestApi;
  let files: Awaited<ReturnType<typeof startAttachmentServer>>;
  let out: string;
  let contactId: string;
  let applicationId: string;
  const pdf = randomBytes(1_500_000);
  const notes = Buffer.from('Meeting notes\n');
  const resume = randomBytes(40_000);
  const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');
  /** main(), with what it printed on stderr. */
  const run = async (args: string[]) => {
    const errors: string[] = [];
    const spy = vi.spyOn(console, 'error').mockImplementation((...a: unknown[]) => void errors.push(a.join(' ')));
    try {
      return { code: await main(args), stderr: errors.join('\n') };
    } finally {
      spy.mockRestore();
    }
  };

  beforeAll(async () => {
    api = await startApi({ smtp: false });
    // The route table plus /api/attachments (the CLI downloads through ?id=).
    files = await startAttachmentServer();
    out = mkdtempSync(path.join(tmpdir(), 'api-test-cli-files-'));
    const send = async (p: string, body: Record<string, string>) => {
      const r = await post(api, p, body, { key: crypto.randomUUID() });
      expect(r.status).toBe(201);
      return ((await r.json()) as { id: string }).id;
    };
    applicationId = await send('/api/job-application', {
      name: 'Sam Rivera',
      email: 'sam.rivera@example.com',
      role: 'data-engineer',
      message: 'Five years of data engineering on AWS, Public Trust cleared.',
    });
    await insertAttachment(applicationId, { bytes: resume, filename: 'Résumé.pdf', field: 'resume' });
    await send('/api/send-contact-email', validContact({ name: 'No Files' }));
    contactId = await send('/api/send-contact-email', validContact({ name: 'With Files' }));
    await insertAttachment(contactId, { bytes: pdf, filename: '../../RFP 2026.pdf', position: 0 });
    await insertAttachment(contactId, {
      bytes: notes,
      filename: 'notes.txt',
      contentType: 'text/plain',
      position: 1,
      chunkBytes: 5,
    });
  });
  afterAll(async () => {
    await files?.close();
    await api?.close();
    rmSync(out, { recursive: true, force: true });
  });

  it('the table lists each file under its row; CSV has a line per file; JSON keeps ids and hashes', async () => {
    const table = path.join(out, 'table.txt');
    expect((await run(['--url', files.url, '--out', table])).code).toBe(0);
    const lines = readFileSync(table, 'utf8').trim().split('\n');
    expect(lines[2]).toContain('With Files');
    expect(lines[3]).toBe('    attachment: ../../RFP 2026.pdf (1.4 MB, application/pdf)');
    expect(lines[4]).toBe('    attachment: notes.txt (14 B, text/plain)');
    expect(lines[5]).toContain('No Files');
    expect(lines[6]).toContain('Sam Rivera');
    expect(lines[7]).toBe('    attachment: Résumé.pdf (39 KB, application/pdf)');
    expect(lines).toHaveLength(8);

    const csv = path.join(out, 'a.csv');
    expect((await run(['--format', 'csv', '--url', files.url, '--out', csv])).code).toBe(0);
    expect(readFileSync(csv, 'utf8')).toContain(
      ',"../../RFP 2026.pdf (1.4 MB, application/pdf)\nnotes.txt (14 B, text/plain)",',
    );

    const json = path.join(out, 'a.json');
    expect((await run(['--format', 'json', '--url', files.url, '--out', json])).code).toBe(0);
    const rows = JSON.parse(readFileSync(json, 'utf8')) as (FlatRow & { attachments: { sha256: string }[] })[];
    expect(rows.map((r) => r.attachments.length)).toEqual([2, 0, 1]);
    expect(rows[0]!.attachments[0]).toMatchObject({
      filename: '../../RFP 2026.pdf',
      contentType: 'application/pdf',
      size: pdf.length,
      sha256: sha(pdf),
    });
  });

  it('--save-attachments DIR writes every file into DIR/<submission id>/, inside DIR whatever the name', async () => {
    const dir = path.join(out, 'saved', 'here');
    const first = await run(['--save-attachments', dir, '--url', files.url, '--out', path.join(out, 'x.txt')]);
    expect(first.code, first.stderr).toBe(0);
    expect(readdirSync(dir).sort()).toEqual([applicationId, contactId].sort());
    expect(readdirSync(path.join(dir, contactId)).sort()).toEqual(['_.._RFP 2026.pdf', 'notes.txt']);
    expect(sha(readFileSync(path.join(dir, contactId, '_.._RFP 2026.pdf')))).toBe(sha(pdf));
    expect(readFileSync(path.join(dir, contactId, 'notes.txt'))).toEqual(notes);
    expect(sha(readFileSync(path.join(dir, applicationId, 'Résumé.pdf')))).toBe(sha(resume));
    expect(existsSync(path.join(out, 'RFP 2026.pdf'))).toBe(false);
    expect(first.stderr).toContain(`Saved ${path.join(path.resolve(dir), contactId, 'notes.txt')} (14 B)`);
    expect(first.stderr).toContain('Attachments: 3 saved');

    // Again: nothing is replaced; the same bytes are recognised; another file under a name gets "(2)".
    writeFileSync(path.join(dir, applicationId, 'Résumé.pdf'), 'my own edits');
    const second = await run(['--save-attachments', dir, '--url', files.url, '--out', path.join(out, 'x.txt')]);
    expect(second.code, second.stderr).toBe(0);
    expect(second.stderr).toContain(`Already saved ${path.join(path.resolve(dir), contactId, 'notes.txt')}`);
    expect(readFileSync(path.join(dir, applicationId, 'Résumé.pdf'), 'utf8')).toBe('my own edits');
    expect(sha(readFileSync(path.join(dir, applicationId, 'Résumé (2).pdf')))).toBe(sha(resume));
    expect(readdirSync(path.join(dir, contactId))).toHaveLength(2);
  });

  it('--save-attachments follows --kind and --limit; a file that cannot be fetched fails the run (exit 1)', async () => {
    const dir = path.join(out, 'only-applications');
    const args = (d: string, ...more: string[]) => [
      ...more,
      '--save-attachments',
      d,
      '--url',
      files.url,
      '--out',
      path.join(out, 'y.txt'),
    ];
    const r = await run(args(dir, '--kind', 'application'));
    expect(r.code, r.stderr).toBe(0);
    expect(readdirSync(dir)).toEqual([applicationId]);
    // The newest submission's file lost a chunk: the server refuses it (500), nothing is written.
    const damaged = await post(api, '/api/send-contact-email', validContact(), { key: crypto.randomUUID() });
    const { id } = (await damaged.json()) as { id: string };
    const a = await insertAttachment(id, { bytes: randomBytes(30), filename: 'broken.pdf', chunkBytes: 10 });
    await sql('DELETE FROM upload_chunks WHERE upload_id = $1 AND "offset" = 10', [a.uploadId]);
    const broken = path.join(out, 'broken');
    const failed = await run(args(broken, '--limit', '1'));
    expect(failed.code).toBe(1);
    expect(failed.stderr).toMatch(/Could not save "broken.pdf" of [0-9a-f-]+: GET \/api\/attachments\?id=\S+ → 500/);
    expect(failed.stderr).toContain('Attachments: 0 saved');
    expect(readdirSync(broken)).toEqual([]);
    expect((await run(['--save-attachments', '', '--url', files.url])).code).toBe(2);
  });

  it('--help names --save-attachments', async () => {
    const logs: string[] = [];
    const spy = vi.spyOn(console, 'log').mockImplementation((...a: unknown[]) => void logs.push(a.join(' ')));
    try {
      expect(await main(['--help'])).toBe(0);
    } finally {
      spy.mockRestore();
    }
    expect(logs.join('\n')).toMatch(/--save-attachments DIR/);
    expect(logs.join('\n')).toMatch(/never replaced/);
  });
});
