// `npm run test:at -- 2026-12-31T12:00:00Z [command…]`: runs `npm test` (or the command
// given, e.g. `npx vitest run`) with every clock it starts moved to that moment — Node, Chromium and a private PostgreSQL cluster
// alike — so a suite that passes on the 15th can be shown to pass on a month's last day,
// at a year's end or across a daylight-saving change (issue: the suite failed at month end).
//
// The clocks are moved by libfaketime (Debian package `faketime`), preloaded into every
// process with one fixed offset from the real clock: processes started at different times
// still agree on the time, and it runs on from the chosen moment. The tests' database is a
// PostgreSQL cluster started here under the same offset, since the machine's own server keeps
// the real time and a database whose now() is days away from the app's would test clock
// skew, not the calendar. It serves the browser suite, the race suites and every server test
// file (`TEST_DATABASE_URL`): the engine `npm start` runs by default, and on CI's machine
// half PGlite's time for the same files. libfaketime leaves that cluster's timeouts
// (statement, lock, deadlock) waiting forever: the deadlock retry test skips itself there,
// and runs in CI's engine pass on the machine's server.
import { spawn, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './free-port.mjs';

const root = new URL('..', import.meta.url).pathname;
const LIBFAKETIME = '/usr/lib/x86_64-linux-gnu/faketime/libfaketime.so.1';

const moment = Date.parse(process.argv[2] ?? '');
if (Number.isNaN(moment)) {
  console.error('Usage: npm run test:at -- <ISO date-time, e.g. 2026-12-31T12:00:00Z>');
  process.exit(2);
}
if (!existsSync(LIBFAKETIME)) {
  console.error(`No libfaketime at ${LIBFAKETIME}: install the Debian package "faketime".`);
  process.exit(2);
}

const offsetSeconds = Math.round((moment - Date.now()) / 1000);
const clock = {
  LD_PRELOAD: LIBFAKETIME,
  FAKETIME: `${offsetSeconds >= 0 ? '+' : ''}${offsetSeconds}`,
  // Timers and timeouts run on the monotonic clock: left alone, they keep real durations.
  // Not for Chromium, whose threads then spin (e2e/lib/browser.mjs says why).
  FAKETIME_DONT_FAKE_MONOTONIC: '1',
};

/** A throwaway PostgreSQL cluster on its own port, its clock moved like the tests'. */
async function startCluster() {
  const versions = existsSync('/usr/lib/postgresql') ? readdirSync('/usr/lib/postgresql') : [];
  const bin = versions.map((version) => `/usr/lib/postgresql/${version}/bin`).pop();
  if (!bin) return null;
  const dir = mkdtempSync(join(tmpdir(), 'convene-clock-pg-'));
  // PostgreSQL refuses to run as root: the cluster then belongs to the system user postgres.
  const asRoot = process.getuid?.() === 0;
  if (asRoot) chownSync(dir, ...uidGid('postgres'));
  const pgCtl = (...args) => {
    const command = [`${bin}/pg_ctl`, '-D', join(dir, 'data'), ...args];
    const [file, ...rest] = asRoot ? ['runuser', '-u', 'postgres', '--', ...command] : command;
    return spawnSync(file, rest, { env: { ...process.env, ...clock }, encoding: 'utf8' });
  };
  const port = await freePort();
  for (const args of [
    ['initdb', '-o', '-A trust -U postgres'],
    [
      '-l',
      join(dir, 'log'),
      '-w',
      '-o',
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`,
      'start',
    ],
  ]) {
    const result = pgCtl(...args);
    if (result.status !== 0)
      throw new Error(`pg_ctl ${args[0]} failed: ${result.stderr}${result.stdout}`);
  }
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      pgCtl('-m', 'immediate', 'stop');
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

function uidGid(user) {
  const id = (flag) => Number(spawnSync('id', [flag, user], { encoding: 'utf8' }).stdout.trim());
  return [id('-u'), id('-g')];
}

const cluster = await startCluster();
console.log(
  `▶ ${process.argv.slice(3).join(' ') || 'npm test'} with the clock at ${new Date(moment).toISOString()} (offset ${clock.FAKETIME} s)` +
    (cluster ? `, its tests' database a PostgreSQL cluster at that time` : ''),
);
const [command, ...args] =
  process.argv.length > 3 ? process.argv.slice(3) : ['node', 'scripts/test.mjs'];
const child = spawn(command, args, {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    ...clock,
    ...(cluster ? { E2E_ADMIN_DATABASE_URL: cluster.url, TEST_DATABASE_URL: cluster.url } : {}),
  },
});
// Interrupted, the run still takes its cluster down.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
const status = await new Promise((resolve) => child.on('exit', (code) => resolve(code ?? 1)));
cluster?.stop();
process.exit(status);
