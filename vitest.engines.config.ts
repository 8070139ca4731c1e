// The "every engine" stage: the same journeys in Firefox ESR and WebKitGTK against the one
// production build in dist/ (build it first: `npx vite build`). Run: npm run test:engines
import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    // The engine stages only (firefox-viewport.test.ts is a unit test, run by `npx vitest run`).
    include: ['tests/engines/{firefox,webkit}.test.ts'],
    environment: 'node',
    // One file per engine, one engine at a time, each file's tests in order: the stage runs beside
    // the unit and API stages on 2 cores, and two browsers at once starved their timed tests.
    pool: 'forks',
    fileParallelism: false,
    maxWorkers: 1,
    // Room for the reruns of a journey after a known engine crash (CRASH_RERUNS), on a loaded machine.
    testTimeout: 240_000,
    hookTimeout: 120_000,
    retry: 0,
    // One line per journey as it ends: the stage runs long, and in `npm test` its log is read afterwards.
    reporters: ['verbose'],
  },
});
