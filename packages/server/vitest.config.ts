import { defineConfig } from 'vitest/config';

// One id per run, shared by the global setup and the workers, names the schema dump.
process.env.VITEST_RUN_ID ??= String(process.pid);

export default defineConfig({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/test/global-setup.ts'],
    pool: 'forks',
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
