import * as drizzleOrm from 'drizzle-orm';
import { eq, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { alias } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { accounts, events } from '../db/schema/index';
import { compileRowMapper, withPlannedRowMapper, type OrderedField } from './row-mapper';

/** drizzle's own row mapping: what the planned mapper must equal (exported, not typed). */
const { mapResultRow } = drizzleOrm as unknown as {
  mapResultRow: (
    fields: OrderedField[],
    row: unknown[],
    joinsNotNullable: Record<string, boolean> | undefined,
  ) => Record<string, unknown>;
};

interface Prepared {
  fields: OrderedField[];
  joinsNotNullableMap: Record<string, boolean>;
  customResultMapper?: (rows: unknown[][]) => unknown;
}

// Preparing a statement does not connect: the pool never opens a connection here.
const pool = new pg.Pool({ connectionString: 'postgres://nobody@127.0.0.1:1/none' });
const db = drizzle(pool);
afterAll(() => pool.end());

const creators = alias(accounts, 'creator');
/** A select with a table's row, a left-joined table, typed expressions and a nested object. */
const statement = db
  .select({
    event: { id: events.id, name: events.name, start: events.eventStart },
    creator: { id: creators.id, username: creators.username, image: creators.image },
    card: sql<{ id: string }>`json_build_object('id', ${events.id})`,
    count: sql<number>`1`.mapWith(Number),
    past: sql<boolean>`true`,
  })
  .from(events)
  .leftJoin(creators, eq(creators.id, events.creatorId))
  .prepare('row_mapper_probe') as unknown as Prepared;

const EVENT_ID = '00000000-0000-4000-8000-00000000e001';
const ROWS: unknown[][] = [
  // Every column: the creator joined.
  [
    EVENT_ID,
    'Harbour talks',
    '2026-12-01 18:00:00+00',
    'a1',
    'ana',
    null,
    { id: EVENT_ID },
    '7',
    true,
  ],
  // No creator: the left join's columns all NULL, so `creator` is null.
  [
    EVENT_ID,
    'Harbour talks',
    '2026-12-01 18:00:00+00',
    null,
    null,
    null,
    { id: EVENT_ID },
    '0',
    false,
  ],
  // The joined row's first column NULL and a later one not: drizzle's rule still nulls it.
  [EVENT_ID, null, null, null, 'ghost', null, null, null, null],
];

describe('the planned row mapper', () => {
  it('maps rows as drizzle does: nested objects, decoders, a missing left join as null', () => {
    const planned = compileRowMapper(statement.fields, statement.joinsNotNullableMap)(ROWS);
    const drizzles = ROWS.map((row) =>
      mapResultRow(statement.fields, row, statement.joinsNotNullableMap),
    );
    expect(planned).toEqual(drizzles);
    expect(planned[0]).toMatchObject({
      event: { start: new Date('2026-12-01T18:00:00Z') },
      creator: { username: 'ana' },
      count: 7,
    });
    expect(planned[1]!.creator).toBeNull();
    expect(planned[2]!.creator).toBeNull();
  });

  it('is given to a prepared select once, and a statement with its own mapper keeps it', () => {
    expect(statement.customResultMapper).toBeUndefined();
    withPlannedRowMapper(statement);
    expect(statement.customResultMapper?.(ROWS.slice(0, 1))).toEqual([
      mapResultRow(statement.fields, ROWS[0]!, statement.joinsNotNullableMap),
    ]);
    const own = () => [];
    const custom = { fields: statement.fields, customResultMapper: own };
    expect(withPlannedRowMapper(custom).customResultMapper).toBe(own);
  });
});
