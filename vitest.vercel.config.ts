// The Vercel stage: the real `vercel build --prod`, then every built function over HTTP against
// a throwaway PostgreSQL (tests/api/global-setup.ts) and a real SMTP server.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/vercel/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['tests/api/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 600_000,
  },
});
