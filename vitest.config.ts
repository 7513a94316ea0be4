import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/contract', 'packages/server', 'packages/client', 'packages/web'],
    // A worker per core: vitest's default keeps one core for its main process, which idles
    // once the files are transformed — on CI's 2 cores that ran the test files one at a time.
    maxWorkers: availableParallelism(),
  },
});
