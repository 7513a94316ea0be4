import { asc, desc, sql, type AnyColumn, type Placeholder, type SQL } from 'drizzle-orm';
import { AppError } from './app-error';
import { pageWindow } from './envelope';

/**
 * Keyset (cursor) paging: the way to do lists (packages/server/README.md). A list declares
 * its order as sort keys ending with a unique one (the id); a page reads "the next `limit`
 * rows after this position" along an index in that order, so deep pages cost what the
 * first does, and rows added between two page reads neither repeat nor push others out.
 */

/** How a key's value travels in the cursor (as text) and is cast back in SQL. */
export type KeyType = 'timestamptz' | 'uuid' | 'text' | 'integer';

export interface SortKey {
  /** The column (or expression) the list is ordered by. */
  column: AnyColumn | SQL;
  type: KeyType;
  direction: 'asc' | 'desc';
  /** The key may be null: PostgreSQL sorts nulls last ascending and first descending. */
  nullable?: boolean;
}

/** A list's order: its sort keys, the last one unique (ties broken by it). */
export type Ordering = readonly SortKey[];

/** Where the previous page ended: each key's value as text, null where the key was null. */
export type KeysetPosition = readonly (string | null)[];

/** A page of a keyset list: its items and the next page's cursor (null at the end). */
export interface Paged<T> {
  items: T[];
  cursor: string | null;
}

/** A list's window: a position to continue after, or a LIMIT/OFFSET page for `page` clients. */
export interface ListWindow {
  limit: number;
  offset: number;
  after: KeysetPosition | null;
}

const TEXT_MAX = 1000;
const VALUE_PATTERNS: Record<KeyType, RegExp> = {
  timestamptz: /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/,
  uuid: /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i,
  integer: /^-?\d{1,15}$/,
  text: new RegExp(`^[\\s\\S]{0,${TEXT_MAX}}$`),
};

function invalidCursor(): AppError {
  return new AppError('VALIDATION', 'The cursor is not valid', { field: 'cursor' });
}

/** The opaque cursor the envelope carries, from a row's `position` (see positionSql). */
export function encodeCursor(position: string): string {
  return Buffer.from(position).toString('base64url');
}

/** Reads a cursor back against the list's order; anything else is a 400 on `cursor`. */
export function decodeCursor(cursor: string, ordering: Ordering): KeysetPosition {
  let values: unknown;
  try {
    values = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalidCursor();
  }
  if (!Array.isArray(values) || values.length !== ordering.length) throw invalidCursor();
  return ordering.map((key, index) => {
    const value: unknown = values[index];
    if (value === null && key.nullable) return null;
    if (typeof value !== 'string' || !VALUE_PATTERNS[key.type].test(value)) throw invalidCursor();
    return value;
  });
}

/** The window of a list query: after the cursor when one is sent, else by page number. */
export function listWindow(
  query: { cursor?: string; page: number; pageSize: number },
  ordering: Ordering,
): ListWindow {
  if (query.cursor) {
    return { limit: query.pageSize, offset: 0, after: decodeCursor(query.cursor, ordering) };
  }
  return { ...pageWindow(query), after: null };
}

/** The next page's cursor: the last row's position when the page came back full, else null. */
export function nextCursor(rows: readonly { position: string }[], limit: number): string | null {
  const last = rows.at(-1);
  return rows.length === limit && last ? encodeCursor(last.position) : null;
}

/** The page of `rows` (in the window's order) shown as `items`, with the next page's cursor. */
export function pageOf<Row extends { position: string }, T>(
  rows: readonly Row[],
  window: ListWindow,
  show: (row: Row) => T,
): Paged<T> {
  return { items: rows.map(show), cursor: nextCursor(rows, window.limit) };
}

function keyText(key: SortKey): SQL {
  return key.type === 'timestamptz'
    ? sql`to_char(${key.column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`
    : key.type === 'text'
      ? sql`${key.column}`
      : sql`${key.column}::text`;
}

/**
 * The row's position (a JSON array of its key values as text, encoded by encodeCursor),
 * computed in SQL: timestamps to the microsecond (a JS Date keeps milliseconds only, which
 * would skip rows sharing the millisecond).
 */
export function positionSql(ordering: Ordering): SQL<string> {
  return sql<string>`json_build_array(${sql.join(ordering.map(keyText), sql`, `)})::text`;
}

/** The ORDER BY of the list: its keys in order (nulls where PostgreSQL puts them). */
export function orderBySql(ordering: Ordering): SQL[] {
  return ordering.map((key) => (key.direction === 'desc' ? desc(key.column) : asc(key.column)));
}

/** A position value: text from a cursor, or a placeholder of a prepared statement. */
type PositionValue = string | Placeholder | null;

function typed(value: Exclude<PositionValue, null>, type: KeyType): SQL {
  return sql`${value}::${sql.raw(type)}`;
}

/** Rows after `position` from key `index` on, keys before it equal (lexicographic order). */
function afterFrom(ordering: Ordering, position: readonly PositionValue[], index: number): SQL {
  const key = ordering[index];
  if (!key) return sql`false`;
  const value = position[index] ?? null;
  const rest = afterFrom(ordering, position, index + 1);
  const column = key.column;
  if (value === null) {
    // Nulls are last ascending (nothing non-null follows them), first descending.
    return key.direction === 'asc'
      ? sql`(${column} is null and ${rest})`
      : sql`(${column} is not null or (${column} is null and ${rest}))`;
  }
  const bound = typed(value, key.type);
  const beyond = key.direction === 'asc' ? sql`${column} > ${bound}` : sql`${column} < ${bound}`;
  const nullsAfter = key.nullable && key.direction === 'asc' ? sql` or ${column} is null` : sql``;
  return sql`(${beyond}${nullsAfter} or (${column} = ${bound} and ${rest}))`;
}

/**
 * The rows after `position` in the list's order. One direction and no nullable key: a row
 * comparison, which PostgreSQL reads as a range of the matching index; otherwise the
 * lexicographic expansion, led by a bound on the first key so the index still narrows it.
 */
export function afterPosition(ordering: Ordering, position: readonly PositionValue[]): SQL {
  const [first] = ordering;
  if (!first) throw new Error('An ordering needs at least one key');
  const values = position.map((value, index) =>
    value === null ? null : typed(value, ordering[index]!.type),
  );
  const uniform = ordering.every((key) => key.direction === first.direction && !key.nullable);
  if (uniform) {
    const columns = sql.join(
      ordering.map((key) => sql`${key.column}`),
      sql`, `,
    );
    const bounds = sql.join(values as SQL[], sql`, `);
    return first.direction === 'asc'
      ? sql`(${columns}) > (${bounds})`
      : sql`(${columns}) < (${bounds})`;
  }
  const expanded = afterFrom(ordering, position, 0);
  const lead = values[0];
  if (first.nullable || !lead) return expanded;
  return first.direction === 'asc'
    ? sql`(${first.column} >= ${lead} and ${expanded})`
    : sql`(${first.column} <= ${lead} and ${expanded})`;
}

/**
 * The cursor part of a prepared list statement: a name suffix per shape (no cursor, or
 * which keys are null), the position as placeholders, and the values they take.
 */
export function boundPosition(after: KeysetPosition | null): {
  shape: string;
  position: (Placeholder | null)[] | null;
  params: Record<string, string>;
} {
  if (!after) return { shape: 'first', position: null, params: {} };
  const params: Record<string, string> = {};
  const position = after.map((value, index) => {
    if (value === null) return null;
    params[`after${index}`] = value;
    return sql.placeholder(`after${index}`);
  });
  const shape = `after_${after.map((value) => (value === null ? 'n' : 'v')).join('')}`;
  return { shape, position, params };
}
