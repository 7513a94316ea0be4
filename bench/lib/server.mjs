// Starts the built server as a child process on a free loopback port with its own data
// directory, and stops it. Each node is a real `node dist/server.js`, as in production.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { root, serverBundle } from './build.mjs';

const HEALTH_TIMEOUT_MS = 120_000;

export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

async function waitForHealth(url, child, output) {
  const deadline = Date.now() + HEALTH_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`server exited with ${child.exitCode} before it was healthy:\n${output()}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server not healthy after ${HEALTH_TIMEOUT_MS} ms:\n${output()}`);
}

/**
 * `dataDir`: a data directory the caller owns (kept on stop, to start another node on it);
 * without it, a fresh one removed on stop.
 * @param {{ label: string, env?: Record<string, string>, dataDir?: string }} options
 * @returns {Promise<{ label: string, url: string, port: number, pid: number, env: Record<string, string>, stop(): Promise<void> }>}
 */
export async function startServer({ label, env = {}, dataDir: ownDataDir }) {
  const port = await freePort();
  const dataDir = ownDataDir ?? mkdtempSync(join(tmpdir(), 'convene-bench-'));
  const childEnv = {
    PATH: process.env.PATH ?? '',
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    RATE_LIMIT_MAX: '1000000000',
    // The member crowd (53-member-crowd.mjs) mints thousands of sessions from one address.
    IDENTITY_RATE_LIMIT_MAX: '1000000000',
    // The ticket rush pays through the test gateway, off in production unless turned on.
    PAYMENTS_TEST_GATEWAY: 'true',
    // The node's PostgreSQL pool (db/client.ts), when the bench is told one.
    ...(process.env.DATABASE_POOL_SIZE
      ? { DATABASE_POOL_SIZE: process.env.DATABASE_POOL_SIZE }
      : {}),
    ...env,
  };
  // BENCH_NODE_ARGS: Node flags for the nodes only (a CPU profile: `--cpu-prof --cpu-prof-dir=…`).
  const nodeArgs = process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...nodeArgs, '--enable-source-maps', serverBundle], {
    cwd: root,
    env: childEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const keep = (chunk) => {
    log = (log + chunk.toString()).slice(-8_000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const url = `http://127.0.0.1:${port}`;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
    if (!ownDataDir) rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(url, child, () => log);
  } catch (error) {
    await stop();
    throw error;
  }
  return { label, url, port, pid: child.pid, env: childEnv, stop };
}
