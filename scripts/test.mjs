// `npm test`: installs what is missing, then runs every check a reviewer would run:
// typecheck, lint, unit and integration tests, and the browser suite when Chromium is present.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
/** What a failed step leaves to undo before the script exits (a database it made). */
const cleanups = [];
async function exit(status) {
  for (const cleanup of cleanups) await cleanup();
  process.exit(status);
}
const run = async (label, command, args, env = {}) => {
  console.log(`\n▶ ${label}`);
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  if (result.status !== 0) {
    console.error(`✖ ${label} failed`);
    await exit(result.status ?? 1);
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
  if (failed) await exit(failed.status ?? 1);
}

if (!existsSync(join(root, 'node_modules', '.package-lock.json')))
  await run('install', 'npm', ['install', '--no-audit', '--no-fund']);
await runTogether([
  ['typecheck', 'npm', ['run', '--silent', 'typecheck']],
  ['lint', 'npm', ['run', '--silent', 'lint']],
]);
// (imported once the install above has put pg in place)
const { freshPostgresDatabase } = await import('./local-postgres.mjs');

/**
 * The server tests' engine: PostgreSQL, the engine `npm start` runs, when one answers at
 * 127.0.0.1:5432 (a database made for this run; each test file copies a template there,
 * decision 0003), else PGlite in memory. TEST_DATABASE_URL names a server to use instead;
 * TEST_DATABASE=pglite keeps PGlite. CI runs the engine tests on PGlite after (.ci/run).
 */
async function serverTestDatabase() {
  if (process.env.TEST_DATABASE_URL || process.env.TEST_DATABASE === 'pglite') return {};
  const database = await freshPostgresDatabase('convene_unit');
  if (!database) {
    console.log('\n▶ server tests on PGlite (no PostgreSQL at 127.0.0.1:5432)');
    return {};
  }
  cleanups.push(database.drop);
  console.log(`\n▶ server tests on PostgreSQL (${database.name})`);
  return { TEST_DATABASE_URL: database.url };
}
await run('unit and integration tests', 'npx', ['vitest', 'run'], await serverTestDatabase());
for (const cleanup of cleanups.splice(0)) await cleanup();
// The web's weight budget before the browser tests, so a heavier first script fails in a
// minute rather than after them; the browser tests then reuse this build.
await run('build', 'npm', ['run', '--silent', 'build']);
await run('web weight budget', 'node', ['scripts/web-budget.mjs']);
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (existsSync(chromium)) await run('browser tests', 'npm', ['run', '--silent', 'test:e2e']);
else
  console.log(
    `\n(browser tests skipped: no Chromium at ${chromium}; install the Debian package "chromium")`,
  );
