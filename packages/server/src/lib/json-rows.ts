import { getTableColumns, type Column, type InferSelectModel, type Table } from 'drizzle-orm';

/*
 * Rows PostgreSQL hands back as JSON (`json_agg(table)`: one object per row, keyed by the
 * table's column names) read as drizzle reads the table's rows (`db.select().from(table)`):
 * the schema's keys, the same JS types. Lets one statement carry several tables' rows.
 */

/** A row as `to_json` writes it: the database's column names. */
export type JsonRow = Readonly<Record<string, unknown>>;

type Decode = (value: unknown) => unknown;

const asIs: Decode = (value) => value;

/**
 * How each kind of column reads from JSON: only kinds whose JSON value, decoded so, equals
 * what drizzle makes of node-postgres's and PGlite's text (json-rows.test.ts checks each).
 * Others are refused when the mapper is built: `timestamp` as a string, say, is
 * `2026-01-02T03:04:05+00:00` in JSON but `2026-01-02 03:04:05+00` as text.
 */
function decoderOf(column: Column): Decode {
  switch (column.columnType) {
    // A `date` in mode string is `YYYY-MM-DD` in JSON as in text. A json or jsonb value is
    // already decoded in the JSON: drizzle's decoder would parse a JSON string's text again.
    case 'PgUUID':
    case 'PgText':
    case 'PgInteger':
    case 'PgBoolean':
    case 'PgDateString':
    case 'PgJson':
    case 'PgJsonb':
      return asIs;
    case 'PgArray': {
      // A JSON array, as node-postgres parses the array's text: each item decoded as its kind.
      const item = decoderOf((column as Column & { baseColumn: Column }).baseColumn);
      return (value) => (value as unknown[]).map((entry) => (entry === null ? null : item(entry)));
    }
    case 'PgTimestamp':
      // `to_json` writes ISO-8601 with the offset; the column's decoder makes it a Date.
      if ((column as Column & { withTimezone: boolean }).withTimezone)
        return (value) => column.mapFromDriverValue(value);
      break;
  }
  throw new Error(`json-rows: no JSON reading of ${column.columnType} (${column.name})`);
}

/**
 * The reader of `table`'s rows from JSON objects, planned once: each schema key with its
 * column's name and decoder. NULL stays null; a column missing from an object is an error
 * (the JSON is not of this table).
 */
export function jsonRowReader<T extends Table>(
  table: T,
): (rows: readonly JsonRow[]) => InferSelectModel<T>[] {
  const columns = Object.entries(getTableColumns(table) as Record<string, Column>).map(
    ([key, column]) => ({ key, name: column.name, decode: decoderOf(column) }),
  );
  const readRow = (json: JsonRow): InferSelectModel<T> => {
    const row: Record<string, unknown> = {};
    for (const { key, name, decode } of columns) {
      const value = json[name];
      if (value === undefined) throw new Error(`json-rows: a row without ${name}`);
      row[key] = value === null ? null : decode(value);
    }
    return row as InferSelectModel<T>;
  };
  return (rows) => rows.map(readRow);
}
