// `npm start`: installs what is missing, builds when the sources are newer than the
// build, then runs the server (migrations and the demo seed run at its start).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const run = (command, args) => {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

function newest(dir) {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const path = join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(path) : statSync(path).mtimeMs);
  }
  return latest;
}

if (!existsSync(join(root, 'node_modules', '.package-lock.json')))
  run('npm', ['install', '--no-audit', '--no-fund']);

const serverBundle = join(root, 'packages/server/dist/server.js');
const webBundle = join(root, 'packages/web/dist/client/index.html');
const built =
  existsSync(serverBundle) && existsSync(webBundle)
    ? Math.min(statSync(serverBundle).mtimeMs, statSync(webBundle).mtimeMs)
    : 0;
if (built < newest(join(root, 'packages'))) run('npm', ['run', 'build']);

const server = spawn(process.execPath, ['--enable-source-maps', serverBundle], {
  cwd: root,
  stdio: 'inherit',
  // The demo pays through the test gateway (its checkout says so); a production start of its
  // own (`node packages/server/dist/server.js`, or SEED_DEMO=false here) leaves it off.
  env: {
    NODE_ENV: 'production',
    ...(process.env.SEED_DEMO === 'false' ? {} : { PAYMENTS_TEST_GATEWAY: 'true' }),
    ...process.env,
  },
});
// A stop sent to this process (npm, a supervisor) is passed on: the server closes, and stops
// the embedded PostgreSQL it started, instead of being left running without its parent.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => server.kill(signal));
// npm runs this through `sh -c`, which dies of npm's SIGTERM without passing it on: a parent
// gone (this process adopted by another) is a stop too.
const parent = process.ppid;
setInterval(() => process.ppid !== parent && server.kill('SIGTERM'), 500).unref();
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
