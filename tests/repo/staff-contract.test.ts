// The staff API's contract is the inbox's types: a field renamed in a response schema
// (src/features/staff/contract) breaks the inbox's compile, where a copy of the types would have
// compiled and broken at run time. Type-checks the staff app with the TypeScript compiler, once as
// it is (it compiles) and once with the lead's `assignee` renamed in the contract, served from
// memory (it must not). The second program reuses the first's unchanged files.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const staffDir = path.join(root, 'src/features/staff');
const contract = path.join(staffDir, 'contract/leads.ts');

const config = ts.getParsedCommandLineOfConfigFile(
  path.join(root, 'tsconfig.json'),
  {},
  {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (d) => {
      throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
    },
  },
)!;
const options: ts.CompilerOptions = { ...config.options, noEmit: true, incremental: false };
const roots = ts.sys.readDirectory(staffDir, ['.ts', '.tsx']);

/** The staff app's errors, with `replace` standing in for files' text. */
function check(replace: Map<string, string>, oldProgram?: ts.Program) {
  const host = ts.createCompilerHost(options, true);
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (file, lang, onError, fresh) => {
    const text = replace.get(path.resolve(file));
    return text === undefined ? getSourceFile(file, lang, onError, fresh) : ts.createSourceFile(file, text, lang, true);
  };
  host.readFile = (file) => replace.get(path.resolve(file)) ?? ts.sys.readFile(file);
  const program = ts.createProgram({ rootNames: roots, options, host, oldProgram });
  const errors = ts
    .getPreEmitDiagnostics(program)
    .filter((d) => d.category === ts.DiagnosticCategory.Error)
    .map((d) => {
      const where = d.file
        ? `${path.relative(root, d.file.fileName)}(${d.file.getLineAndCharacterOfPosition(d.start ?? 0).line + 1})`
        : '';
      return `${where}: error TS${d.code}: ${ts.flattenDiagnosticMessageText(d.messageText, ' ')}`;
    });
  return { program, errors };
}

describe('the staff contract', () => {
  it('is what the inbox compiles against: a renamed response field breaks the inbox', () => {
    expect(roots.length).toBeGreaterThan(10);
    const as = check(new Map());
    expect(as.errors).toEqual([]);

    const text = readFileSync(contract, 'utf8');
    const renamed = text.replace('  assignee: z.string().nullable(),', '  assignedTo: z.string().nullable(),');
    expect(renamed).not.toBe(text);
    const broken = check(new Map([[contract, renamed]]), as.program);
    // Where the inbox reads the lead's assignee.
    expect(broken.errors.join('\n')).toMatch(
      /src\/features\/staff\/(?!contract\/).*\.tsx?\(\d+\): error TS2339: Property 'assignee' does not exist/,
    );
  }, 240_000);
});
