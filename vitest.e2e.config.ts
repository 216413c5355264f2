import { defineConfig } from 'vitest/config';

// Browser tests: a real server (the production build on a fresh SQLite database with the demo
// catalog) and Debian's Chromium driven by playwright-core. Run after `npm run build`.
export default defineConfig({
  test: {
    globalSetup: ['tests/e2e/support/server-setup.ts'],
    include: ['tests/e2e/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 240_000,
    fileParallelism: false,
  },
});
