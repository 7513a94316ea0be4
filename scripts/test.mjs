// `npm test`: installs what is missing, then runs every check a reviewer would run:
// typecheck, lint, unit and integration tests, and the browser suite when Chromium is present.
import { spawn, spawnSync } from 'node:child_process';
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

/**
 * Runs single-threaded checks side by side (one core each), their output kept apart and
 * printed in order once all are done; exits if any failed.
 */
async function runTogether(steps) {
  const results = await Promise.all(
    steps.map(
      ([label, command, args]) =>
        new Promise((resolve) => {
          const child = spawn(command, args, { cwd: root, env: process.env });
          let output = '';
          child.stdout.on('data', (chunk) => (output += chunk));
          child.stderr.on('data', (chunk) => (output += chunk));
          child.on('close', (status) => resolve({ label, status, output }));
        }),
    ),
  );
  for (const { label, status, output } of results) {
    console.log(`\n▶ ${label}`);
    process.stdout.write(output);
    if (status !== 0) console.error(`✖ ${label} failed`);
  }
  const failed = results.find(({ status }) => status !== 0);
  if (failed) process.exit(failed.status ?? 1);
}

if (!existsSync(join(root, 'node_modules', '.package-lock.json')))
  run('install', 'npm', ['install', '--no-audit', '--no-fund']);
await runTogether([
  ['typecheck', 'npm', ['run', '--silent', 'typecheck']],
  ['lint', 'npm', ['run', '--silent', 'lint']],
]);
run('unit and integration tests', 'npx', ['vitest', 'run']);
// The web's weight budget before the browser tests, so a heavier first script fails in a
// minute rather than after them; the browser tests then reuse this build.
run('build', 'npm', ['run', '--silent', 'build']);
run('web weight budget', 'node', ['scripts/web-budget.mjs']);
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (existsSync(chromium)) run('browser tests', 'npm', ['run', '--silent', 'test:e2e']);
else
  console.log(
    `\n(browser tests skipped: no Chromium at ${chromium}; install the Debian package "chromium")`,
  );
