import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { freshRaceDatabase, racePostgresUrl, warnRacesSkipped } from '../test/postgres';
import type { DatabaseHandle } from './client';
import { isRetryableTransactionError, transaction, withRetry } from './retry';

function pgError(code: string): Error {
  return Object.assign(new Error(`pg ${code}`), { code });
}

describe('withRetry', () => {
  it('retries a deadlock or serialization failure, also wrapped in a cause, then succeeds', async () => {
    const log = { warn: vi.fn() };
    const failures = [pgError('40P01'), new Error('Failed query', { cause: pgError('40001') })];
    const work = vi.fn(async () => {
      const failure = failures.shift();
      if (failure) throw failure;
      return 'done';
    });
    await expect(withRetry(work, { log, baseDelayMs: 1 })).resolves.toBe('done');
    expect(work).toHaveBeenCalledTimes(3);
    expect(log.warn.mock.calls.map(([details]) => details.code)).toEqual(['40P01', '40001']);
  });

  it('gives up after the attempts, throwing the last error', async () => {
    const work = vi.fn(async () => {
      throw pgError('40P01');
    });
    await expect(withRetry(work, { baseDelayMs: 1 })).rejects.toThrow('pg 40P01');
    expect(work).toHaveBeenCalledTimes(3);
  });

  it('throws any other error at once', async () => {
    const work = vi.fn(async () => {
      throw pgError('23505');
    });
    await expect(withRetry(work, { baseDelayMs: 1 })).rejects.toThrow('pg 23505');
    expect(work).toHaveBeenCalledTimes(1);
    expect(isRetryableTransactionError(new Error('plain'))).toBe(false);
  });
});

/**
 * A real deadlock on PostgreSQL: two transactions update the same two rows in opposite
 * orders; PostgreSQL aborts one (40P01, through drizzle's error wrapping), `transaction`
 * runs it again and both increments land.
 */
const url = await racePostgresUrl();
if (!url) warnRacesSkipped('db/retry');

/**
 * False when the server's timers never fire: under `npm run test:at` its clock is moved by
 * libfaketime, which leaves PostgreSQL's timeouts (statement, lock, deadlock) waiting
 * forever. Deadlock detection runs on one, so the test needs a server with a real clock;
 * CI's engine pass always has one.
 */
async function timersFire(serverUrl: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query('SET statement_timeout = 100');
    await client.query('SELECT pg_sleep(0.5)');
    return false;
  } catch {
    return true;
  } finally {
    await client.end();
  }
}
const skipped = !url
  ? ': SKIPPED, none answers'
  : (await timersFire(url))
    ? ''
    : ': SKIPPED, its timers do not fire (a clock moved by libfaketime)';

describe.skipIf(skipped !== '')(`transaction retry (PostgreSQL${skipped})`, () => {
  let database: DatabaseHandle;

  beforeAll(async () => {
    database = await freshRaceDatabase(url!, 4);
    await database.db.execute(sql`create table retry_probe (id int primary key, n int not null)`);
    await database.db.execute(sql`insert into retry_probe values (1, 0), (2, 0)`);
  });
  afterAll(() => database?.close());

  it('retries the transaction PostgreSQL aborted as a deadlock victim', async () => {
    const log = { warn: vi.fn() };
    let firstRowsLocked = 0;
    let releaseBoth: () => void = () => {};
    const bothLocked = new Promise<void>((resolve) => (releaseBoth = resolve));
    const attempts = { forward: 0, backward: 0 };

    const run = (name: keyof typeof attempts, first: number, second: number) =>
      transaction({ db: database.db, log }, async (tx) => {
        attempts[name] += 1;
        await tx.execute(sql`update retry_probe set n = n + 1 where id = ${first}`);
        if (attempts[name] === 1) {
          // Both hold their first row before either asks for its second: a sure deadlock.
          firstRowsLocked += 1;
          if (firstRowsLocked === 2) releaseBoth();
          await bothLocked;
        }
        await tx.execute(sql`update retry_probe set n = n + 1 where id = ${second}`);
      });

    await Promise.all([run('forward', 1, 2), run('backward', 2, 1)]);

    expect(attempts.forward + attempts.backward).toBe(3);
    expect(log.warn).toHaveBeenCalledTimes(1);
    expect(log.warn.mock.calls[0]![0]).toMatchObject({ code: '40P01', attempt: 1 });
    const rows = await database.db.execute(sql`select id, n from retry_probe order by id`);
    expect((rows as unknown as { rows: unknown[] }).rows).toEqual([
      { id: 1, n: 2 },
      { id: 2, n: 2 },
    ]);
  }, 20_000);
});
