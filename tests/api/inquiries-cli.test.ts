// `npm run inquiries` (scripts/inquiries.ts) against the real endpoint: table, JSON and CSV.
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main, toCsv, type Inquiry } from '../../scripts/inquiries.ts';
import { ADMIN_TOKEN, post, startApi, validContact, type TestApi } from './helpers.ts';

describe('npm run inquiries', () => {
  let api: TestApi;
  let out: string;
  beforeAll(async () => {
    api = await startApi({ smtp: false });
    out = mkdtempSync(path.join(tmpdir(), 'api-test-cli-'));
    await post(
      api,
      '/api/send-contact-email',
      validContact({ name: 'Older, "Quoted"', message: 'First line of a message\nsecond line' }),
      {
        key: crypto.randomUUID(),
      },
    );
    await post(api, '/api/send-contact-email', validContact({ name: '=HYPERLINK("x")', company: 'Newer Co' }), {
      key: crypto.randomUUID(),
    });
  });
  afterAll(async () => {
    await api?.close();
    rmSync(out, { recursive: true, force: true });
  });

  it('exports JSON, newest first', async () => {
    const file = path.join(out, 'a.json');
    expect(await main(['--format', 'json', '--url', api.url, '--out', file])).toBe(0);
    const rows = JSON.parse(readFileSync(file, 'utf8')) as Inquiry[];
    expect(rows.map((r) => r.name)).toEqual(['=HYPERLINK("x")', 'Older, "Quoted"']);
  });

  it('exports CSV with quoting and formula neutralised', async () => {
    const file = path.join(out, 'a.csv');
    expect(await main(['--format', 'csv', '--url', api.url, '--out', file])).toBe(0);
    const csv = readFileSync(file, 'utf8');
    expect(csv.split('\r\n')[0]).toBe(
      'timestamp,name,email,phone,company,interest,message,pageUrl,userAgent,clientIp,mailStatus,id',
    );
    expect(csv).toContain(`"'=HYPERLINK(""x"")"`);
    expect(csv).toContain('"Older, ""Quoted"""');
    expect(csv).toContain('"First line of a message\nsecond line"');
    expect(toCsv([])).toBe(
      'timestamp,name,email,phone,company,interest,message,pageUrl,userAgent,clientIp,mailStatus,id\r\n',
    );
  });

  it('prints a table (as a real process), and fails clearly on a wrong token or a bad format', async () => {
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
    expect(lines[0]).toMatch(/^Received \(UTC\)\s+Name\s+Email\s+Company\s+Interest\s+Mail\s+Message$/);
    expect(lines[2]).toContain('=HYPERLINK');
    expect(lines[3]).toContain('Older, "Quoted"');
    expect(lines[3]).toContain('First line of a message second line');
    const denied = await run(['--url', api.url], 'not-the-right-token-at-all');
    expect(denied.status).toBe(1);
    expect(denied.stderr).toContain('401');
    expect((await run(['--format', 'xml'])).status).toBe(2);
  });
});
