// `npx tsx build/pdf/cli.ts [out-dir]`: writes every PDF to out-dir (default: reports/pdfs/) to
// look at without a full build, and prints each one's SHA-256 and size raw, gzip and brotli.
// `--json` prints only that table, as JSON (the byte-stability test runs it in a new process).
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { site } from '../../src/config/site.ts';
import { outputFileOf, pdfDocuments } from './documents.ts';
import { resolveSiteUrl } from './site-links.ts';

export interface PdfReport {
  url: string;
  sha256: string;
  bytes: number;
  gzip: number;
  brotli: number;
}

export async function renderAll(siteUrl: string): Promise<{ url: string; bytes: Uint8Array; report: PdfReport }[]> {
  const out = [];
  for (const doc of pdfDocuments()) {
    const bytes = await doc.render(siteUrl);
    out.push({
      url: doc.url,
      bytes,
      report: {
        url: doc.url,
        sha256: createHash('sha256').update(bytes).digest('hex'),
        bytes: bytes.length,
        gzip: gzipSync(bytes, { level: 9 }).length,
        brotli: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
      },
    });
  }
  return out;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const args = process.argv.slice(2);
  const json = args.includes('--json');
  const siteUrl =
    args.find((a) => a.startsWith('--site-url='))?.slice('--site-url='.length) ?? resolveSiteUrl(process.env, site.url);
  const docs = await renderAll(siteUrl);
  if (json) {
    console.log(JSON.stringify(docs.map((d) => d.report)));
  } else {
    const outDir = path.resolve(args.find((a) => !a.startsWith('--')) ?? 'reports/pdfs');
    for (const d of docs) {
      const file = path.join(outDir, outputFileOf(d.url));
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, d.bytes);
    }
    console.table(docs.map((d) => d.report));
    console.log(`wrote ${docs.length} PDFs under ${outDir}`);
  }
}
