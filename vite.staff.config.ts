// The staff inbox (src/features/staff) as its own build into dist/staff/, after the public site's:
// its own entry, chunks, stylesheet and manifest, so the public pages, their offline copy and
// their service worker never carry a byte of it (the public worker's precache is listed before
// this build writes anything, and it ignores staff/** besides).
import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { precompress } from './build/precompress-plugin.ts';

const src = fileURLToPath(new URL('./src', import.meta.url));

export default defineConfig({
  root: `${src}/features/staff`,
  base: '/staff/',
  resolve: { alias: { '@': src } },
  plugins: [react(), tailwindcss(), precompress()],
  build: {
    outDir: fileURLToPath(new URL('./dist/staff', import.meta.url)),
    emptyOutDir: true,
    rollupOptions: {
      // The page, and its service worker at a fixed address (/staff/sw.js) whose scope is /staff/.
      input: { index: `${src}/features/staff/index.html`, sw: `${src}/features/staff/sw.ts` },
      output: { entryFileNames: (chunk) => (chunk.name === 'sw' ? 'sw.js' : 'assets/[name]-[hash].js') },
    },
  },
});
