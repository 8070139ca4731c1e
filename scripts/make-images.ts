// Generates the raster images in public/ from project-made SVG, with Debian's Chromium.
// Run after changing the mark or the company name: `npx tsx scripts/make-images.ts`.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { site } from '../src/config/site';

const out = path.resolve('public');
const mark = (size: number, pad: number, rounded: boolean) => {
  const s = size - pad * 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
  <rect width="${size}" height="${size}" rx="${rounded ? size * 0.22 : 0}" fill="#0b2545"/>
  <g transform="translate(${pad} ${pad}) scale(${s / 32})">
    <path d="M8 23V9l8 9V9m0 14 8-14v14" fill="none" stroke="#5eead4" stroke-width="2.5" stroke-linecap="round" stroke-linejoin="round"/>
  </g></svg>`;
};

const og = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#07172d"/><stop offset="1" stop-color="#1b3fae"/></linearGradient></defs>
  <rect width="1200" height="630" fill="url(#g)"/>
  <g stroke="#5eead4" stroke-opacity=".25">${Array.from({ length: 14 }, (_, i) => `<line x1="${i * 90}" y1="0" x2="${i * 90 + 300}" y2="630"/>`).join('')}</g>
  <g transform="translate(90 150) scale(4)"><rect width="32" height="32" rx="7" fill="#0b2545"/><path d="M8 23V9l8 9V9m0 14 8-14v14" fill="none" stroke="#5eead4" stroke-width="2.5" stroke-linecap="round" stroke-linejoin="round"/></g>
  <text x="90" y="390" font-family="DejaVu Sans, sans-serif" font-size="64" font-weight="700" fill="#fff">${site.name}</text>
  <text x="90" y="450" font-family="DejaVu Sans, sans-serif" font-size="30" fill="#c7fff0">IT consulting for government and enterprise · Alpharetta, Georgia</text>
</svg>`;

const jobs: { file: string; svg: string; w: number; h: number }[] = [
  { file: 'icons/icon-192.png', svg: mark(192, 24, true), w: 192, h: 192 },
  { file: 'icons/icon-512.png', svg: mark(512, 64, true), w: 512, h: 512 },
  // Maskable: full-bleed background, mark inside the 80% safe zone.
  { file: 'icons/maskable-192.png', svg: mark(192, 48, false), w: 192, h: 192 },
  { file: 'icons/maskable-512.png', svg: mark(512, 128, false), w: 512, h: 512 },
  { file: 'apple-touch-icon.png', svg: mark(180, 28, false), w: 180, h: 180 },
  { file: 'og-image.jpg', svg: og, w: 1200, h: 630 },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
});
const page = await browser.newPage();
for (const j of jobs) {
  await page.setViewportSize({ width: j.w, height: j.h });
  await page.setContent(`<html><body style="margin:0">${j.svg}</body></html>`);
  await page.screenshot({
    path: path.join(out, j.file),
    ...(j.file.endsWith('.jpg') ? { type: 'jpeg' as const, quality: 80 } : {}),
    clip: { x: 0, y: 0, width: j.w, height: j.h },
  });
}
await writeFile(path.join(out, 'favicon.svg'), mark(32, 0, true).replace(/\n\s*/g, ''));
await browser.close();
console.log(`wrote ${jobs.length + 1} images to public/`);
