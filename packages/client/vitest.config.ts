import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'client',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    // Each test file in a fresh VM context of a long-lived worker, not a fresh process: jsdom
    // and the modules load once per worker instead of once per file (docs/testing.md).
    pool: 'vmThreads',
    setupFiles: ['src/test/web-crypto.ts'],
  },
});
