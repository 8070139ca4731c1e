// API tests: real HTTP against server/local/serve.ts, real PGlite, a throwaway PostgreSQL 15 cluster
// (scripts/pg-test-server.sh) and a real SMTP server. Run: npx vitest run -c vitest.api.config.ts
import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    include: ['tests/api/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['tests/api/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // One worker for all files: PGlite and the server modules load once (files still run one at a time).
    isolate: false,
  },
});
