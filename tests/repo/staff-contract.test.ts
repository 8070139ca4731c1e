// The staff API's contract is the inbox's types: a field renamed in a response schema
// (src/features/staff/contract) breaks the inbox's compile, where a copy of the types would have
// compiled and broken at run time. Runs tsc over the staff app in a copy of src/, once as it is
// (it compiles) and once with the lead's `assignee` renamed in the contract (it must not).
import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const run = promisify(execFile);
const tsc = path.join(root, 'node_modules/typescript/bin/tsc');

const dir = mkdtempSync(path.join(tmpdir(), 'staff-contract-'));
cpSync(path.join(root, 'src'), path.join(dir, 'src'), { recursive: true });
symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
const base = JSON.parse(readFileSync(path.join(root, 'tsconfig.json'), 'utf8')) as { compilerOptions: object };
writeFileSync(
  path.join(dir, 'tsconfig.json'),
  JSON.stringify({ compilerOptions: base.compilerOptions, include: ['src/features/staff'] }),
);

// Incremental: the second compile re-checks only what the renamed field touches.
const compile = () =>
  run(process.execPath, [tsc, '-p', 'tsconfig.json', '--noEmit', '--incremental', '--tsBuildInfoFile', 'tsc.info'], {
    cwd: dir,
    timeout: 120_000,
  }).then(
    () => ({ ok: true, out: '' }),
    (e: { stdout: string }) => ({ ok: false, out: e.stdout }),
  );

describe('the staff contract', () => {
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('is what the inbox compiles against: a renamed response field breaks the inbox', async () => {
    const as = await compile();
    expect(as.out).toBe('');
    expect(as.ok).toBe(true);

    const contract = path.join(dir, 'src/features/staff/contract/leads.ts');
    const text = readFileSync(contract, 'utf8');
    const renamed = text.replace('  assignee: z.string().nullable(),', '  assignedTo: z.string().nullable(),');
    expect(renamed).not.toBe(text);
    writeFileSync(contract, renamed);
    const broken = await compile();
    expect(broken.ok).toBe(false);
    // Where the inbox reads the lead's assignee.
    expect(broken.out).toMatch(
      /src\/features\/staff\/.*\.tsx?\(\d+,\d+\): error TS2339: Property 'assignee' does not exist/,
    );
  }, 240_000);
});
