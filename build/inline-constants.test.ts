import { describe, expect, it } from 'vitest';
import { inlineImportedConstants } from './inline-constants.ts';

const file = '/site/src/boot/dom-hooks.ts';
const constants = new Map([
  ['DATA_GO', 'data-go'],
  ['GO_SELECTOR', '[data-go]'],
]);
const resolve = async (source: string) => (source === '@/boot/dom-hooks' ? file : null);
const run = (code: string) => inlineImportedConstants(code, '/site/src/a.js', file, constants, resolve);

describe('inlineImportedConstants', () => {
  it('writes each use as its literal and drops the import', async () => {
    const out = await run(
      `import { DATA_GO, GO_SELECTOR as sel } from '@/boot/dom-hooks';\n` +
        `import { x } from './x';\n` +
        `x.closest(sel);\njsx('b', { [DATA_GO]: 'next', [\`\${DATA_GO}=\`]: 1 });\n`,
    );
    expect(out).toBe(
      `\nimport { x } from './x';\n` +
        `x.closest("[data-go]");\njsx('b', { ["data-go"]: 'next', [\`\${"data-go"}=\`]: 1 });\n`,
    );
  });

  it('leaves property names alone and expands a shorthand property', async () => {
    const out = await run(
      `import { DATA_GO } from '@/boot/dom-hooks';\n` +
        `a.DATA_GO; ({ DATA_GO: 1 }); ({ DATA_GO }); class C { DATA_GO = 1; DATA_GO() {} }\n`,
    );
    expect(out).toBe(`\na.DATA_GO; ({ DATA_GO: 1 }); ({ DATA_GO:"data-go" }); class C { DATA_GO = 1; DATA_GO() {} }\n`);
  });

  it('finds its places in a module with characters beyond ASCII', async () => {
    const out = await run(`// “Go”… é 😀\nimport { DATA_GO } from '@/boot/dom-hooks';\nconst s = '…' + DATA_GO;\n`);
    expect(out).toBe(`// “Go”… é 😀\n\nconst s = '…' + "data-go";\n`);
  });

  it('leaves a module that imports nothing of the file as it is', async () => {
    expect(await run(`import { DATA_GO } from './elsewhere';\nDATA_GO;\n`)).toBeNull();
  });

  it('refuses what it cannot write as literals', async () => {
    await expect(run(`import * as hooks from '@/boot/dom-hooks';\nhooks.DATA_GO;\n`)).rejects.toThrow(/one by one/);
    await expect(run(`import { DATA_NONE } from '@/boot/dom-hooks';\n`)).rejects.toThrow(
      /no string constant DATA_NONE/,
    );
    await expect(run(`import { DATA_GO } from '@/boot/dom-hooks';\nfunction f(DATA_GO) {}\n`)).rejects.toThrow(
      /declares DATA_GO again/,
    );
    await expect(run(`import { DATA_GO } from '@/boot/dom-hooks';\nconst { a: [DATA_GO] } = b;\n`)).rejects.toThrow(
      /declares DATA_GO again/,
    );
    await expect(run(`import { DATA_GO } from '@/boot/dom-hooks';\nexport { DATA_GO };\n`)).rejects.toThrow(
      /exports DATA_GO again/,
    );
  });
});
