/// <reference types="vitest/config" />
import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { devApi } from './build/dev-api.ts';
import { prerender } from './build/prerender-plugin.ts';
import { checkProductionSiteUrl } from './build/site-url.ts';
import { site } from './src/config/site.ts';
import { webManifest } from './src/config/web-manifest.ts';
import { siteSchema } from './src/config/site-schema.ts';

// Fail the build, not the browser, on a malformed company config.
siteSchema.parse(site);
// A production deploy must name its public address (canonical links, sitemap, Open Graph).
checkProductionSiteUrl(process.env);

const src = fileURLToPath(new URL('./src', import.meta.url));

export default defineConfig({
  resolve: { alias: { '@': src } },
  plugins: [
    react(),
    devApi(),
    tailwindcss(),
    // Must run before vite-plugin-pwa's closeBundle so the route HTML is precached.
    prerender({ entry: 'src/app/entry-server.tsx' }),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      // Updates wait for the visitor's "Reload": a half-filled form is never reloaded away.
      registerType: 'prompt',
      // Registered from a chunk loaded after first paint (components/layout/pwa-layer).
      injectRegister: false,
      manifest: webManifest(site),
      includeManifestIcons: false,
      injectManifest: {
        // Every page's HTML and everything it needs; share images and install screenshots are
        // fetched only by crawlers and install dialogs.
        globPatterns: ['**/*.{html,js,css,svg,png,jpg}'],
        globIgnores: ['og-image.jpg', 'screenshots/**'],
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
      },
    }),
  ],
  build: {
    manifest: true,
    target: 'es2022',
    // One stylesheet, inlined into every page by the prerender; lazy chunks then never fetch it again.
    cssCodeSplit: false,
    assetsInlineLimit: 0,
  },
  test: {
    include: [
      'src/**/*.test.{ts,tsx}',
      'server/**/*.test.ts',
      'build/**/*.test.ts',
      'scripts/**/*.test.ts',
      'tests/repo/**/*.test.ts',
    ],
    environment: 'node',
  },
});
