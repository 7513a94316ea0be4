import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/*
 * JSON built by PostgreSQL in the statement that reads the rows (decision 0074): keys are
 * the contract's names and times are ISO-8601 in UTC, so a row maps to the contract without
 * a pass in JavaScript.
 */

/** What a JSON field is built from: a column, or an SQL expression. */
export type Field = AnyColumn | SQL;

/** A timestamp as the API writes it: ISO-8601 in UTC, to the millisecond. */
export function isoSql(column: Field): SQL<string> {
  return sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}

/** `json_build_object` of named fields (the keys are the caller's constants, never input). */
export function jsonObject(fields: Record<string, Field>): SQL {
  const pairs = Object.entries(fields).map(([key, value]) => sql`${sql.raw(`'${key}'`)}, ${value}`);
  return sql`json_build_object(${sql.join(pairs, sql`, `)})`;
}

/** The JSON array of `item` for the rows of `from`, in `orderBy` order; `[]` when none. */
export function jsonArray(item: SQL, from: SQL, orderBy: SQL): SQL {
  return sql`coalesce((select json_agg(${item} order by ${orderBy}) ${from}), '[]'::json)`;
}

/** The number of rows of `from`. */
export function countOf(from: SQL): SQL<number> {
  return sql<number>`(select count(*)::int ${from})`;
}

/** A value PostgreSQL hands back as JSON: parsed by the driver, or text (PGlite paths). */
export function fromJson<T>(value: T | string): T {
  return typeof value === 'string' ? (JSON.parse(value) as T) : value;
}
