import { sql, type AnyColumn, type Placeholder, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { boundPosition, type ListWindow } from './keyset';
import { withPlannedRowMapper } from './row-mapper';

/**
 * Prepared statements of hot lists, built once per database and name (the way to do lists,
 * packages/server/README.md): node-postgres prepares a named statement once per connection,
 * so PostgreSQL parses and plans it once instead of on every request. A name stands for
 * one SQL text: the shape (filters, cursor) belongs in it.
 */
const statements = new WeakMap<Executor, Map<string, unknown>>();

export function preparedStatement<T>(db: Executor, name: string, build: () => T): T {
  let byName = statements.get(db);
  if (!byName) statements.set(db, (byName = new Map()));
  // Its rows mapped by a mapper planned once (lib/row-mapper.ts), not drizzle's per-row walk.
  if (!byName.has(name)) byName.set(name, withPlannedRowMapper(build()));
  return byName.get(name) as T;
}

/** A placeholder where a statement builder expects a value: bound at execution. */
export function bound<T = string>(name: string): T {
  // drizzle's builders take a placeholder wherever they take a value; their signatures
  // name the value's type, so the placeholder passes as one.
  return sql.placeholder(name) as unknown as T;
}

/** The organization scope as a placeholder, `organizationId`: bound at execution. */
export const boundScope = () => ({ organizationId: bound('organizationId') });

/** `column = any($name)`: one statement for any number of ids, so it can be prepared. */
export const anyOfBoundIds = (column: AnyColumn, name = 'ids'): SQL =>
  sql`${column} = any(${bound(name)}::uuid[])`;

/** A list query before its window: what `preparedList` needs of drizzle's select builder. */
interface WindowlessList<Row> {
  limit(limit: Placeholder): {
    offset(offset: Placeholder): {
      prepare(name: string): { execute(params: Record<string, unknown>): Promise<Row[]> };
    };
  };
}

/**
 * A page of a hot list as a prepared statement: `build` writes the list with placeholders
 * (`bound(name)`, and the cursor's `position`), once per shape — `<list>_first`, or
 * `<list>_after_<v|n per key>` after a cursor — and `params` binds them with the window.
 */
export function preparedList<Row>(
  db: Executor,
  list: string,
  window: ListWindow,
  build: (position: (Placeholder | null)[] | null) => WindowlessList<Row>,
  params: Record<string, unknown>,
): Promise<Row[]> {
  const { shape, position, params: after } = boundPosition(window.after);
  const name = `${list}_${shape}`;
  const statement = preparedStatement(db, name, () =>
    build(position).limit(sql.placeholder('limit')).offset(sql.placeholder('offset')).prepare(name),
  );
  return statement.execute({ ...after, ...params, limit: window.limit, offset: window.offset });
}
