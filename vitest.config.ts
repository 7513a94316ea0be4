import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/contract', 'packages/server', 'packages/client', 'packages/web'],
  },
});
