import { asc, sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, DatabaseHandle } from '../db/client';
import { timestampz } from '../db/schema/columns';
import { fromJson } from './json-sql';
import { freshTestDatabase } from '../test/database';
import { jsonRowReader, type JsonRow } from './json-rows';

/** Every kind of column the reader takes, `$type<>()` included, each nullable or not. */
const probes = pgTable('json_rows_probe', {
  id: uuid('id').primaryKey(),
  name: text('name').notNull(),
  note: text('note'),
  kind: text('kind').$type<'a' | 'b'>(),
  count: integer('count').notNull(),
  limit: integer('limit_value'),
  active: boolean('active').notNull(),
  flag: boolean('flag'),
  image: jsonb('image').$type<{ id: string; sizes: number[] }>(),
  tags: jsonb('tags'),
  day: date('day'),
  at: timestampz('at').notNull(),
  until: timestampz('until'),
  choices: uuid('choices').array().notNull(),
  words: text('words').array(),
});

const CREATE = sql`create table json_rows_probe (
  id uuid primary key, name text not null, note text, kind text, count integer not null,
  limit_value integer, active boolean not null, flag boolean, image jsonb, tags jsonb,
  day date, at timestamptz not null, until timestamptz, choices uuid[] not null, words text[])`;

let handle: DatabaseHandle;

/** The probes as one `json_agg` of the whole rows, as `executor`'s session writes it. */
async function probesAsJson(executor: Pick<Database, 'execute'>): Promise<JsonRow[]> {
  const query = sql`select json_agg(${probes} order by ${probes.id}) as rows from ${probes}`;
  // drizzle types a raw result per driver; both drivers answer `{ rows }`.
  const result = (await executor.execute(query)) as unknown as {
    rows: { rows: JsonRow[] | string }[];
  };
  return fromJson(result.rows[0]!.rows);
}

beforeAll(async () => {
  handle = await freshTestDatabase();
  const { db } = handle;
  await db.execute(CREATE);
  await db.insert(probes).values([
    {
      id: '00000000-0000-4000-8000-000000000001',
      name: 'Full',
      note: 'quote " and \\ and ünïcode',
      kind: 'a',
      count: -7,
      limit: 2_147_483_647,
      active: true,
      flag: false,
      image: { id: 'img', sizes: [1, 2] },
      tags: ['x', { nested: null }],
      day: '2026-02-28',
      at: new Date('2026-01-02T03:04:05.678Z'),
      until: new Date('1999-12-31T23:59:59.999Z'),
      choices: ['00000000-0000-4000-8000-00000000000a', '00000000-0000-4000-8000-00000000000b'],
      words: ['comma, inside', 'quote "', 'NULL', ''],
    },
    {
      id: '00000000-0000-4000-8000-000000000002',
      name: '',
      note: null,
      kind: null,
      count: 0,
      limit: null,
      active: false,
      flag: null,
      image: null,
      tags: null,
      day: null,
      at: new Date('2026-07-01T00:00:00.000Z'),
      until: null,
      choices: [],
      words: null,
    },
  ]);
  // Microseconds (to_json writes all six digits; the Date keeps the milliseconds) and an
  // offset other than UTC in the session that writes the JSON.
  await db.execute(
    sql`update json_rows_probe set at = '2026-03-04 05:06:07.891234+05:30' where name = 'Full'`,
  );
});
afterAll(() => handle?.close());

describe('jsonRowReader', () => {
  it('reads json_agg rows as drizzle selects them, value for value', async () => {
    const { db } = handle;
    const selected = await db.select().from(probes).orderBy(asc(probes.id));
    const read = jsonRowReader(probes)(await probesAsJson(db));
    expect(read).toStrictEqual(selected);
    expect(read[0]!.at).toEqual(new Date('2026-03-03T23:36:07.891Z'));
    expect(read[0]!.day).toBe('2026-02-28');
    expect(read[1]!.until).toBeNull();
    expect(read[0]!.words).toEqual(['comma, inside', 'quote "', 'NULL', '']);
    expect(read[1]!.choices).toEqual([]);
  });

  it('reads them the same in a session of another time zone', async () => {
    const { db } = handle;
    const selected = await db.select().from(probes).orderBy(asc(probes.id));
    const json = await db.transaction(async (tx) => {
      await tx.execute(sql`set local time zone 'America/St_Johns'`);
      return probesAsJson(tx);
    });
    expect(jsonRowReader(probes)(json)).toStrictEqual(selected);
  });

  it('refuses a row without one of the columns', () => {
    const read = jsonRowReader(pgTable('t', { id: uuid('id'), name: text('name') }));
    expect(() => read([{ id: 'x' }])).toThrow(/without name/);
  });

  it('refuses, when built, columns whose JSON is not their text', () => {
    const stringTimes = pgTable('t', {
      at: timestamp('at', { withTimezone: true, mode: 'string' }),
    });
    expect(() => jsonRowReader(stringTimes)).toThrow(/PgTimestampString \(at\)/);
    const localTimes = pgTable('t', { at: timestamp('at', { mode: 'date' }) });
    expect(() => jsonRowReader(localTimes)).toThrow(/PgTimestamp \(at\)/);
    const big = pgTable('t', { n: bigint('n', { mode: 'bigint' }) });
    expect(() => jsonRowReader(big)).toThrow(/PgBigInt64 \(n\)/);
  });
});
