// Captures the install-dialog screenshots in public/screenshots/ from the production build with
// Debian's Chromium. Run after a visible change to the home page: `npm run build && npm run screenshots`.
import { mkdir, mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { webManifest } from '../src/config/web-manifest';
import { site } from '../src/config/site';

process.env.DATA_DIR ??= await mkdtemp(path.join(os.tmpdir(), 'site-shots-'));
const { startServer } = await import('../server/local/serve.ts');
const { server, url } = await startServer({ port: 0, host: '127.0.0.1' });

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
});
const out = path.resolve('public');
for (const shot of webManifest(site).screenshots) {
  const [width, height] = shot.sizes.split('x').map(Number) as [number, number];
  const page = await browser.newPage({ viewport: { width, height }, reducedMotion: 'reduce', serviceWorkers: 'block' });
  await page.goto(url);
  await page.waitForLoadState('networkidle');
  const file = path.join(out, shot.src);
  await mkdir(path.dirname(file), { recursive: true });
  await page.screenshot({ path: file, type: 'jpeg', quality: 75 });
  await page.close();
  console.log(`wrote ${path.relative(process.cwd(), file)}`);
}
await browser.close();
server.close();
process.exit(0);
