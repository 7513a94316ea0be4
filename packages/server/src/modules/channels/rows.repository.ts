import { and, eq } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import type { channels, contentGuests, contents } from '../../db/schema/index';
import { inOrganization, type Scope } from '../../tenancy/scope';
import { updateWhere } from '../../db/update';

/** The module's tables written by id: channels, contents and guests. */
type OwnedTable = typeof channels | typeof contents | typeof contentGuests;

/** Sets the columns sent (none: nothing) of the organization's row `id` of `table`. */
export async function updateById<T extends OwnedTable>(
  db: Executor,
  table: T,
  scope: Scope,
  id: string,
  changes: PgUpdateSetSource<T>,
): Promise<void> {
  await updateWhere(db, table, changes, and(inOrganization(table, scope), eq(table.id, id)));
}

/** Deletes the organization's row `id` of `table` (what it owns goes with it by cascade). */
export async function deleteById(
  db: Executor,
  table: OwnedTable,
  scope: Scope,
  id: string,
): Promise<void> {
  await db.delete(table).where(and(inOrganization(table, scope), eq(table.id, id)));
}
