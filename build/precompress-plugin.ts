import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { promisify } from 'node:util';
import type { Plugin, ResolvedConfig } from 'vite';

const br = promisify(brotliCompress);
const gz = promisify(gzip);
const COMPRESSIBLE = /\.(html|js|css|svg|json|webmanifest|xml|txt)$/;

async function files(dir: string): Promise<string[]> {
  const out: string[] = [];
  for (const e of await readdir(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) out.push(...(await files(p)));
    else if (COMPRESSIBLE.test(e.name)) out.push(p);
  }
  return out;
}

/**
 * Writes `.br` (quality 11) and `.gz` (level 9) beside every text file of the build, last (after
 * the service worker), so `npm start` serves them as they are: the bytes on the wire are the
 * smallest the formats allow, and the CPU does no work per request. Vercel compresses by itself.
 */
export function precompress(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'site:precompress',
    apply: (_, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(c) {
      config = c;
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        const outDir = path.resolve(config.root, config.build.outDir);
        for (const file of await files(outDir)) {
          const body = await readFile(file);
          await writeFile(`${file}.br`, await br(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
          await writeFile(`${file}.gz`, await gz(body, { level: 9 }));
        }
      },
    },
  };
}
