import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { takeStatementsOnBusyClients } from '../test/one-query-at-a-time';
import { freshRaceDatabase, raceSuite } from '../test/postgres';
import type { DatabaseHandle, Executor } from './client';

/**
 * The guard of src/test/one-query-at-a-time.ts (a vitest setup file) notices a statement
 * sent on a client still running another — in node-postgres 8 a deprecation printed once
 * per process, in pg 9 an error — and fails the test; here it is taken before it does.
 * PGlite has no such client: PostgreSQL only.
 */
const { url, describeRaces } = await raceSuite('one-query-at-a-time');

describeRaces('one statement at a time on a connection', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await freshRaceDatabase(url!, 2);
  });
  afterAll(() => handle.close());

  const slow = sql`select pg_sleep(0.05)`;

  it('notices two statements sent at once on one transaction', async () => {
    await handle.db.transaction(async (tx) => {
      await Promise.all([tx.execute(slow), tx.execute(sql`select 1`)]);
    });
    expect(takeStatementsOnBusyClients()).toEqual([
      'select 1\n  sent before this one ended: select pg_sleep(0.05)',
    ]);
  });

  it('notices a statement on a transaction that was not awaited before the next', async () => {
    const sleep = async (executor: Executor) => void (await executor.execute(slow));
    await handle.db.transaction(async (tx) => {
      const first = sleep(tx);
      await tx.execute(sql`select 1`);
      await first;
    });
    expect(takeStatementsOnBusyClients()).toEqual([
      'select 1\n  sent before this one ended: select pg_sleep(0.05)',
    ]);
  });

  it('lets statements one after another on a transaction, and at once on the pool, pass', async () => {
    await handle.db.transaction(async (tx) => {
      await tx.execute(slow);
      await tx.execute(sql`select 1`);
    });
    // Outside a transaction each statement takes its own connection from the pool.
    await Promise.all([handle.db.execute(slow), handle.db.execute(sql`select 1`)]);
    expect(takeStatementsOnBusyClients()).toEqual([]);
  });
});
