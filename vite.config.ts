/// <reference types="vitest/config" />
import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { withoutSameColorUpgrades } from './build/color-upgrades.ts';
import { devApi } from './build/dev-api.ts';
import { inlineConstants } from './build/inline-constants.ts';
import { offlineBundle } from './build/offline-bundle.ts';
import { pdfDownloads } from './build/pdf-plugin.ts';
import { precompress } from './build/precompress-plugin.ts';
import { prerender } from './build/prerender-plugin.ts';
import { checkProductionSiteUrl } from './build/site-url.ts';
import * as domHooks from './src/boot/dom-hooks.ts';
import { site } from './src/config/site.ts';
import { webManifest } from './src/config/web-manifest.ts';
import { siteSchema } from './src/config/site-schema.ts';
import { OFFLINE_BUNDLE } from './src/worker/precache.ts';

// Fail the build, not the browser, on a malformed company config.
siteSchema.parse(site);
// A production deploy must name its public address (canonical links, sitemap, Open Graph).
checkProductionSiteUrl(process.env);

const src = fileURLToPath(new URL('./src', import.meta.url));

/**
 * The app: shell, pages, sections and copy in one chunk, loaded with React when the app starts.
 * One chunk, not several: they import each other, and so the offline copy is a few requests.
 */
const appCode = /\/src\/(components|features|lib|config|app|pages|content)\//;
/**
 * Loaded on demand, kept apart: the canvas, the PWA layer with the page's queue scheduler, and the
 * forms that come with react-hook-form and zod (their folders, the rules, the pieces only they use,
 * the file field and the upload code). Newsletter, demo, the submit hook and the queue stay in the app.
 */
const onDemandOnly =
  /\/src\/(boot\/pre-app-roi|components\/layout\/pwa-layer|components\/sections\/(hero-canvas|hero-scenes)|features\/forms\/((contact|application|webinar)\/|rules|honeypot-field|consent-note|drafted-form|file-field|uploads\/|queue\/scheduler)|features\/booking\/(components|api|data|lib|contract)\b)/;
/** Modules the entry imports: the entry and its one chunk, `first` (preloaded beside it). */
const entryOnly =
  /\/src\/(app\/entry-client|boot\/(page-behaviour|pre-app-controls|pre-app|after-first-paint|roi-loader)|lib\/(app-status|stale-deploy)|content\/offline-status)\.tsx?$/;

/** The small files join the pages in the offline copy's one bundle file (build/offline-bundle.ts). */
const bundle = offlineBundle();

export default defineConfig(({ isSsrBuild }) => ({
  resolve: {
    alias: {
      '@': src,
      // tus-js-client's two polyfills, replaced by the platform's own (see the shims).
      'url-parse': `${src}/features/forms/uploads/shims/url-parse.ts`,
      'js-base64': `${src}/features/forms/uploads/shims/js-base64.ts`,
    },
  },
  plugins: [
    // The data attributes' names (src/boot/dom-hooks.ts), written into each use as literals.
    inlineConstants(`${src}/boot/dom-hooks.ts`, domHooks),
    react(),
    devApi(),
    tailwindcss(),
    // After Tailwind's own build transform (both `pre`): its second copies of sRGB colours go.
    {
      name: 'same-color-upgrades',
      apply: 'build',
      enforce: 'pre',
      transform: (code, id) => (/\.css$/.test(id) ? { code: withoutSameColorUpgrades(code), map: null } : undefined),
    },
    // The capability statement and whitepaper PDFs (build/pdf/).
    pdfDownloads(),
    // Must run before vite-plugin-pwa's closeBundle so the route HTML is precached.
    prerender({ entry: 'src/app/entry-server.tsx' }),
    bundle.plugin,
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
        // The lean copy of every page, in one file (each links the stylesheet, held here once,
        // rather than inlining its rules), scripts, styles and images. Not the share image, the install
        // screenshots or the install icons: only crawlers and install dialogs fetch those.
        globPatterns: [OFFLINE_BUNDLE, '**/*.{js,css,svg,jpg}'],
        globIgnores: ['og-image.jpg', 'screenshots/**', 'staff/**'],
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
        // Every first visit downloads the worker before any interaction: a property read has no
        // side effects in our code (no getters), so sentences and tables the worker never uses go.
        rollupOptions: { treeshake: { propertyReadSideEffects: false } },
        // 48 bits of each file's MD5 tell its versions apart; the other 80 would only cost bytes.
        // The worker stores six files at a time in this order (within a kind, see installOrder):
        // one large file, then two small ones, and so on, so the large files share the link from
        // the start while the small ones, which wait mostly on round trips, go through beside them.
        manifestTransforms: [
          // First the small files join the pages in the one bundle file.
          bundle.transform,
          (entries) => {
            const bySize = [...entries].sort((a, b) => b.size - a.size);
            const order: typeof entries = [];
            while (bySize.length) order.push(...[bySize.shift(), bySize.pop(), bySize.pop()].filter((e) => !!e));
            return { manifest: order.map((e) => ({ ...e, revision: e.revision?.slice(0, 12) ?? null })) };
          },
        ],
      },
    }),
    // Last: the service worker is written by then.
    precompress(),
  ],
  build: {
    manifest: true,
    rollupOptions: isSsrBuild
      ? {}
      : {
          // The page's script, and the two start-up steps it imports by URL (entry-client.tsx),
          // with their exports kept.
          input: {
            index: fileURLToPath(new URL('./index.html', import.meta.url)),
            react: `${src}/app/react-dom-first.ts`,
            hydrate: `${src}/app/hydrate.tsx`,
            'pre-app-roi': `${src}/boot/pre-app-roi.ts`,
            recorder: `${src}/features/analytics/recorder.ts`,
          },
          preserveEntrySignatures: 'allow-extension',
          output: {
            // Fewer, larger chunks once the app loads: React and the router in one, the shell (layout,
            // primitives, helpers) in another; each page and its own sections stay apart. What the entry
            // needs at once (its own start-up, roi-loader) stays with it.
            advancedChunks: {
              // Only what a group names goes into it, not everything that imports.
              includeDependenciesRecursively: false,
              groups: [
                // What the entry imports, in one chunk the inline script preloads beside it (the app
                // imports some of it too). The entry itself stays out: as a member, Vite's HTML names
                // an entry file the build never writes.
                {
                  name: 'first',
                  test: (id: string) => entryOnly.test(id) && !id.includes('entry-client'),
                  priority: 3,
                },
                // The analytics recorder, loaded by URL once the page has painted (the app and the
                // worker import it too): its own small chunk, outside the app's.
                {
                  name: 'recorder',
                  test: /\/src\/(features\/analytics\/(recorder|deliver|data\/events-db)|config\/analytics)\.ts$/,
                  priority: 3,
                },
                // The ROI arithmetic: shared by the app and the ROI form's own early script.
                { name: 'roi', test: /\/src\/lib\/(roi|format)\.ts$/, priority: 3 },
                {
                  name: 'react',
                  test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|cookie|set-cookie-parser)[\\/]|\/src\/app\/react-dom-first\.ts$/,
                  priority: 2,
                },
                {
                  name: 'app',
                  // Vite's preload helper too: only the app's own lazy imports use it.
                  test: (id: string) =>
                    (appCode.test(id) && !entryOnly.test(id) && !onDemandOnly.test(id)) ||
                    id.includes('preload-helper'),
                  priority: 1,
                },
              ],
            },
          },
        },
    target: 'es2022',
    // Every engine the site supports has <link rel="modulepreload">; the polyfill would cost the
    // entry a quarter of a kilobyte.
    modulePreload: { polyfill: false },
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
      // The one unit test among the engine files (the engine stages have their own config).
      'tests/engines/firefox-viewport.test.ts',
    ],
    environment: 'node',
    // npm test runs this stage beside the engine journeys on two cores: a PDF built and read back
    // took over 5 s there (5 s is vitest's default).
    testTimeout: 20_000,
  },
}));
