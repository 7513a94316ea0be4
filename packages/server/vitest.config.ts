import { defineConfig } from 'vitest/config';

// One id per run, shared by the global setup and the workers, names the schema dump.
process.env.VITEST_RUN_ID ??= String(process.pid);

export default defineConfig({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/test/global-setup.ts'],
    // Fails a test that sends two statements at once on one PostgreSQL connection.
    setupFiles: ['src/test/one-query-at-a-time.ts'],
    pool: 'forks',
    // A worker imports the app's modules once for all its files, not once per file (on CI
    // that import was most of the suite's time). Files stay apart by their own database
    // (decision 0003); module state is keyed by ids that are unique per file.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
