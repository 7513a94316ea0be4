import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { bound } from '../lib/prepared';
import { takeStatementsOnBusyClients } from '../test/one-query-at-a-time';
import { freshRaceDatabase, raceSuite } from '../test/postgres';
import type { DatabaseHandle } from './client';

/**
 * A named statement (a hot list of lib/prepared.ts) runs on a session that plans it once
 * (`plan_cache_mode = force_generic_plan`), where PostgreSQL's default re-plans it on every
 * execution when its generic plan looks dearer; a one-off statement keeps the default and
 * is planned with its values. PGlite has no such pools: PostgreSQL only.
 */
const { url, describeRaces } = await raceSuite('plan-once');

describeRaces('named statements on PostgreSQL', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await freshRaceDatabase(url!, 2);
  });
  afterAll(() => handle.close());

  const planCacheMode = sql<string>`current_setting('plan_cache_mode')`;

  it('plan a prepared statement once, and one-off statements with their values', async () => {
    const prepared = handle.db
      .select({ mode: planCacheMode, echo: sql<string>`${bound('echo')}::text` })
      .from(sql`(select 1) as one`)
      .prepare('plan_once_probe');
    const [named] = await prepared.execute({ echo: 'named' });
    expect(named).toEqual({ mode: 'force_generic_plan', echo: 'named' });

    const [oneOff] = await handle.db
      .select({ mode: planCacheMode, echo: sql<string>`${'one-off'}::text` })
      .from(sql`(select 1) as one`);
    expect(oneOff).toEqual({ mode: 'auto', echo: 'one-off' });
  });

  it('keeps a transaction on its one connection, named statements included', async () => {
    const pids = await handle.db.transaction(async (tx) => {
      const [{ pid: first } = { pid: 0 }] = await tx
        .select({ pid: sql<number>`pg_backend_pid()` })
        .from(sql`(select 1) as one`)
        .prepare('plan_once_in_transaction')
        .execute();
      const [{ pid: second } = { pid: 0 }] = await tx
        .select({ pid: sql<number>`pg_backend_pid()` })
        .from(sql`(select 1) as one`);
      return { first, second };
    });
    expect(pids.first).toBe(pids.second);
  });

  it('hands out a new session once its plan mode is set, queueing nothing behind it', async () => {
    const fresh = await freshRaceDatabase(url!, 2);
    try {
      const probe = fresh.db
        .select({ mode: planCacheMode })
        .from(sql`(select 1) as one`)
        .prepare('plan_once_fresh_sessions');
      const rows = await Promise.all(Array.from({ length: 6 }, () => probe.execute()));
      expect(rows.flat().map((row) => row.mode)).toEqual(Array(6).fill('force_generic_plan'));
    } finally {
      await fresh.close();
    }
    // The SET of a new session ran before the probe was sent on it (test/one-query-at-a-time.ts).
    expect(takeStatementsOnBusyClients()).toEqual([]);
  });
});
