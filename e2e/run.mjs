// `npm run test:e2e`: builds when needed, starts the built server on a free port with a
// fresh database (a new PostgreSQL database when one is reachable at 127.0.0.1:5432,
// else PGlite in a temp DATA_DIR), adds the gating organizations with the org CLI,
// runs e2e/specs/*.spec.mjs with node:test in Chromium, then stops everything.
import { spawn, spawnSync } from 'node:child_process';
import {
  createWriteStream,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GATING_ORGANIZATIONS } from './fixtures/organizations.mjs';
import { freePort } from '../scripts/free-port.mjs';
import { freshPostgresDatabase } from '../scripts/local-postgres.mjs';

const root = new URL('..', import.meta.url).pathname;
const serverBundle = join(root, 'packages/server/dist/server.js');
const orgCli = join(root, 'packages/server/dist/org.js');
const ssrEntry = join(root, 'packages/web/dist/server/entry-server.js');
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

if (!existsSync(chromium)) {
  console.error(`No Chromium at ${chromium}: install the Debian package "chromium".`);
  process.exit(1);
}

function newest(dir) {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (['node_modules', 'dist'].includes(entry.name)) continue;
    const path = join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(path) : statSync(path).mtimeMs);
  }
  return latest;
}
const built = [serverBundle, orgCli, ssrEntry].every(existsSync)
  ? Math.min(...[serverBundle, ssrEntry].map((file) => statSync(file).mtimeMs))
  : 0;
if (process.env.E2E_SKIP_BUILD !== 'true' && built < newest(join(root, 'packages'))) {
  console.log('▶ building (sources are newer than the build)');
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const work = mkdtempSync(join(tmpdir(), 'convene-e2e-'));
const port = await freePort();
const logFile = join(work, 'server.log');
const env = {
  ...process.env,
  NODE_ENV: 'production',
  PORT: String(port),
  HOST: '127.0.0.1',
  DATA_DIR: join(work, 'data'),
  SEED_DEMO: 'true',
  // The demo pays through the test gateway, which a production start leaves off otherwise.
  PAYMENTS_TEST_GATEWAY: 'true',
  PASSWORD_HASH_COST: '10',
  LOG_LEVEL: 'info',
  RATE_LIMIT_MAX: '100000',
  // The suite signs the demo's people in (and up) far more often than a person would, all
  // from one address: the sign-in limit has its own test (identity/sign-in-throttling.test.ts).
  IDENTITY_RATE_LIMIT_MAX: '100000',
  PUBLIC_URL: `http://localhost:${port}`,
};
delete env.DATABASE_URL;

// E2E_DATABASE=pglite forces the embedded engine (the path of a machine without PostgreSQL).
const database =
  process.env.E2E_DATABASE === 'pglite'
    ? null
    : await freshPostgresDatabase('convene_e2e', process.env.E2E_ADMIN_DATABASE_URL);
if (database) {
  env.DATABASE_URL = database.url;
  console.log(`▶ database: PostgreSQL ${database.name}`);
} else {
  console.log(
    '▶ database: PGlite (no PostgreSQL at 127.0.0.1:5432; the service-down spec is skipped)',
  );
}

let server = null;
function startServer() {
  const log = createWriteStream(logFile, { flags: 'a' });
  // --trace-deprecation: a deprecation's stack in the log (see busyConnectionWarning).
  const child = spawn(
    process.execPath,
    ['--enable-source-maps', '--trace-deprecation', serverBundle],
    {
      cwd: root,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  const ready = new Promise((resolve, reject) => {
    const deadline = Date.now() + 120_000;
    const poll = async () => {
      if (child.exitCode !== null)
        return reject(new Error(`The server exited (${child.exitCode}); see ${logFile}`));
      try {
        const response = await fetch(`http://127.0.0.1:${port}/api/health`);
        if (response.ok) return resolve();
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline) return reject(new Error('The server did not start within 120 s'));
      setTimeout(poll, 300);
    };
    poll();
  });
  return { child, ready };
}
function stopServer(child) {
  return new Promise((resolve) => {
    if (!child || child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 12_000).unref();
  });
}

function saveOrganizations() {
  for (const organization of GATING_ORGANIZATIONS) {
    const file = join(work, `${organization.slug}.json`);
    writeFileSync(file, JSON.stringify(organization, null, 2));
    const result = spawnSync(process.execPath, [orgCli, 'save', file], {
      cwd: root,
      env,
      encoding: 'utf8',
    });
    if (result.status !== 0)
      throw new Error(`org save ${organization.slug} failed:\n${result.stderr}${result.stdout}`);
  }
}

/**
 * node-postgres's deprecation of statements queued on a connection still running one
 * (statements at once on one transaction; pg 9 drops the queue), printed once by the
 * server. The server tests fail on any such statement themselves
 * (packages/server/src/test/one-query-at-a-time.ts), but most routes meet PostgreSQL here.
 */
function busyConnectionWarning() {
  const found = readFileSync(logFile, 'utf8').includes('client is already executing a query');
  if (found)
    console.error(
      `✖ the server sent a statement on a busy PostgreSQL connection: see its stack in ${logFile}`,
    );
  return found;
}

let exitCode = 1;
try {
  console.log(`▶ starting the server on port ${port} (log: ${logFile})`);
  server = startServer();
  await server.ready; // migrations and the demo seed run on this first start
  if (env.DATABASE_URL) {
    saveOrganizations();
  } else {
    // PGlite lets one process open the data directory at a time.
    await stopServer(server.child);
    saveOrganizations();
    server = startServer();
    await server.ready;
  }
  // E2E_ONLY: specs whose file name has this text, or one of a comma-separated list.
  const only = process.env.E2E_ONLY?.split(',').filter(Boolean) ?? [];
  const specs = readdirSync(join(root, 'e2e/specs'))
    .filter((name) => name.endsWith('.spec.mjs'))
    .filter((name) => !only.length || only.some((part) => name.includes(part)))
    .map((name) => join(root, 'e2e/specs', name));
  // node --test given no file would look for tests everywhere (the whole suite's scripts).
  if (!specs.length) throw new Error(`No spec file matches E2E_ONLY=${process.env.E2E_ONLY}`);
  console.log(`▶ running ${specs.length} spec files`);
  // Asynchronous on purpose: this process pipes the server's log to a file meanwhile.
  const runner = spawn(
    process.execPath,
    ['--test', '--test-concurrency=1', '--test-reporter=spec', ...specs],
    {
      cwd: root,
      stdio: 'inherit',
      env: {
        ...process.env,
        E2E_BASE_URL: `http://localhost:${port}`,
        E2E_DATABASE_URL: env.DATABASE_URL ?? '',
        E2E_LOG_FILE: logFile,
      },
    },
  );
  const result = {
    status: await new Promise((resolve) => runner.on('exit', (code) => resolve(code))),
  };
  exitCode = result.status ?? 1;
  if (busyConnectionWarning()) exitCode = 1;
} catch (error) {
  console.error(error);
  exitCode = 1;
} finally {
  await stopServer(server?.child);
  await database?.drop();
  if (exitCode === 0) rmSync(work, { recursive: true, force: true });
  else console.log(`(server log kept at ${logFile})`);
}
process.exit(exitCode);
