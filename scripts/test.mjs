// `npm test`: installs what is missing, then runs every check a reviewer would run:
// typecheck, lint, unit and integration tests, and the browser suite when Chromium is present.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const run = (label, command, args, env = {}) => {
  console.log(`\n▶ ${label}`);
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  if (result.status !== 0) {
    console.error(`✖ ${label} failed`);
    process.exit(result.status ?? 1);
  }
};

if (!existsSync(join(root, 'node_modules', '.package-lock.json')))
  run('install', 'npm', ['install', '--no-audit', '--no-fund']);
run('typecheck', 'npm', ['run', '--silent', 'typecheck']);
run('lint', 'npm', ['run', '--silent', 'lint']);
run('unit and integration tests', 'npx', ['vitest', 'run']);
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (existsSync(chromium)) run('browser tests', 'npm', ['run', '--silent', 'test:e2e']);
else
  console.log(
    `\n(browser tests skipped: no Chromium at ${chromium}; install the Debian package "chromium")`,
  );
// After the browser tests, which build when the sources are newer: no second build.
if (existsSync(join(root, 'packages/web/dist/client/.vite/manifest.json')))
  run('web weight budget', 'node', ['scripts/web-budget.mjs']);
else console.log('\n(web weight budget skipped: no web build; run `npm run build`)');
