import { sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { jsonRowReader, type JsonRow } from '../../../lib/json-rows';
import { fromJson, jsonArray } from '../../../lib/json-sql';

/**
 * The rows of `table` that `where` keeps, in `orderBy` order, as one JSON column
 * (`json_agg` of the whole row) read back as drizzle reads the table (lib/json-rows.ts):
 * several tables' rows in one statement, so a page that reads them pays one round trip
 * (decision 0074).
 */
export function rowsOf<T extends PgTable>(table: T, where: SQL | undefined, orderBy: SQL) {
  const read = jsonRowReader(table);
  return jsonArray(sql`${table}`, sql`from ${table} where ${where}`, orderBy).mapWith(
    (value: JsonRow[] | string) => read(fromJson(value)),
  );
}
