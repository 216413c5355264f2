import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Starts one throwaway PostgreSQL server for the run; see tests/support/global-setup.ts.
    globalSetup: ['tests/support/global-setup.ts'],
    include: ['src/**/*.test.ts', 'tests/**/*.test.ts'],
    // End-to-end tests need a built app and a browser; they have their own config.
    exclude: ['tests/e2e/**', 'node_modules/**'],
    testTimeout: 30_000,
    // Creating a database per file and running migrations happens in hooks.
    hookTimeout: 60_000,
  },
});
