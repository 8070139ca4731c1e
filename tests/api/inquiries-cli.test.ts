// `npm run inquiries` (scripts/inquiries.ts) against the real endpoint: every kind, pages, table,
// JSON and CSV, and plain words when mail is not going out.
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { main } from '../../scripts/inquiries.ts';
import type { FlatRow } from '../../server/staff/export.ts';
import { registrableWebinarIds } from '../../src/lib/schemas/webinar.ts';
import { ADMIN_TOKEN, post, startApi, validContact, type TestApi } from './helpers.ts';

describe('npm run inquiries', () => {
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
      'kind,timestamp,submittedAt,email,name,phone,company,interest,message,pageUrl,userAgent,clientIp,mailStatus,id',
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
    const cli = path.resolve(import.meta.dirname, '../../scripts/inquiries.ts');
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

describe('npm run inquiries: job applications and webinar registrations', () => {
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
