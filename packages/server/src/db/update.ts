import type { SQL } from 'drizzle-orm';
import type { PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Executor } from './client';

/**
 * Updates that change nothing (decision 0052). A partial update may name no column at all
 * (`PATCH /threads/{id}` with `{"thread":{}}`): Drizzle refuses an empty SET ("No values to
 * set"), which answered 500. Every repository update goes through these two, which then
 * write nothing, so the endpoint answers 200 with the resource as it is — what the client
 * SDK expects of its partial updates.
 */

/** Whether a change set names a column (undefined values are left out, as Drizzle does). */
export function hasChanges(changes: object): boolean {
  return Object.values(changes).some((value) => value !== undefined);
}

/** UPDATE … RETURNING the rows `where` selects; with nothing to change, those rows as they are. */
export async function updateReturning<T extends PgTable>(
  db: Executor,
  table: T,
  changes: PgUpdateSetSource<T>,
  where: SQL | undefined,
): Promise<T['$inferSelect'][]> {
  if (!hasChanges(changes)) {
    return (await db
      .select()
      .from(table as PgTable)
      .where(where)) as T['$inferSelect'][];
  }
  return (await db.update(table).set(changes).where(where).returning()) as T['$inferSelect'][];
}

/** UPDATE the rows `where` selects; with nothing to change, nothing. */
export async function updateWhere<T extends PgTable>(
  db: Executor,
  table: T,
  changes: PgUpdateSetSource<T>,
  where: SQL | undefined,
): Promise<void> {
  if (!hasChanges(changes)) return;
  await db.update(table).set(changes).where(where);
}
