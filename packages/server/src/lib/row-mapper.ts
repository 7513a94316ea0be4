import { Column, getTableName, is, SQL } from 'drizzle-orm';

/** A value's decoder: a column's, or a selected expression's (`sql<T>` or its alias). */
interface Decoder {
  mapFromDriverValue(value: unknown): unknown;
}

/** One selected field as drizzle's select builder lists it (`SelectedFieldsOrdered`). */
export interface OrderedField {
  path: string[];
  field: unknown;
}

interface PlannedColumn {
  path: string[];
  decoder: Decoder;
  /** The table of a column two levels deep (`{ creator: accounts.* }`), for a left join's null. */
  table: string | null;
}

/** An expression's decoder (`sql<T>`, `.mapWith()`): internal to drizzle, not in its typings. */
type Decoded = { decoder: Decoder };

function decoderOf(field: unknown): Decoder {
  if (is(field, Column)) return field;
  if (is(field, SQL)) return (field as unknown as Decoded).decoder;
  // An aliased expression (`sql`…`.as()`) or a subquery: drizzle reads `.sql.decoder` /
  // `._.sql.decoder` the same way.
  const aliased = field as { sql?: Decoded; _?: { sql: Decoded } };
  return (aliased.sql ?? aliased._!.sql).decoder;
}

/**
 * drizzle's `mapResultRow`, planned once per statement: which decoder and path each column
 * has is decided once, not for every column of every row (drizzle's `is()` walks the
 * field's prototype chain for each: 12 % of the node's time on the events list, bench/README.md).
 * The result is the same object: nested paths, `null` for NULL, and a left-joined table's
 * object `null` when its first column is NULL and the join may be missing (drizzle's rule).
 */
export function compileRowMapper(
  fields: readonly OrderedField[],
  joinsNotNullable: Record<string, boolean> | undefined,
): (rows: unknown[][]) => Record<string, unknown>[] {
  const columns: PlannedColumn[] = fields.map(({ path, field }) => ({
    path,
    decoder: decoderOf(field),
    table:
      joinsNotNullable && path.length === 2 && is(field, Column) ? getTableName(field.table) : null,
  }));
  const mapRow = (row: unknown[]): Record<string, unknown> => {
    const result: Record<string, unknown> = {};
    // The first column of each nested object decides: its table's name when NULL, else false.
    let nullify: Record<string, string | false> | null = null;
    for (let index = 0; index < columns.length; index++) {
      const { path, decoder, table } = columns[index]!;
      let node = result;
      const last = path.length - 1;
      for (let depth = 0; depth < last; depth++) {
        const chunk = path[depth]!;
        if (!(chunk in node)) node[chunk] = {};
        node = node[chunk] as Record<string, unknown>;
      }
      const raw = row[index];
      const value = raw === null ? null : decoder.mapFromDriverValue(raw);
      node[path[last]!] = value;
      if (table !== null) {
        nullify ??= {};
        const object = path[0]!;
        const seen = nullify[object];
        if (seen === undefined) nullify[object] = value === null ? table : false;
        else if (typeof seen === 'string' && seen !== table) nullify[object] = false;
      }
    }
    if (nullify !== null) {
      for (const object in nullify) {
        const table = nullify[object];
        if (typeof table === 'string' && !joinsNotNullable![table]) result[object] = null;
      }
    }
    return result;
  };
  return (rows) => rows.map(mapRow);
}

/** What a drizzle prepared select (node-postgres or PGlite) holds; private in its typings. */
interface PreparedSelect {
  fields?: OrderedField[];
  joinsNotNullableMap?: Record<string, boolean>;
  customResultMapper?: (rows: unknown[][]) => unknown;
}

/**
 * Gives a drizzle prepared select the planned row mapper in place of `mapResultRow`; other
 * statements (no selected fields, or a mapper of their own) are left as they are.
 */
export function withPlannedRowMapper<T>(statement: T): T {
  const prepared = statement as PreparedSelect;
  if (Array.isArray(prepared.fields) && prepared.customResultMapper === undefined) {
    prepared.customResultMapper = compileRowMapper(prepared.fields, prepared.joinsNotNullableMap);
  }
  return statement;
}
