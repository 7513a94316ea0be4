import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { eventPasses, eventPassTypes } from '../../../db/schema/index';
import { inOrganization, type Scope } from '../../../tenancy/scope';

/** Pass types as their listing writes them (decision 0014's capacity columns included). */

export type PassTypeRow = typeof eventPassTypes.$inferSelect;
export type NewPassTypeRow = typeof eventPassTypes.$inferInsert;

const ofEvent = (scope: Scope, eventId: string) =>
  and(inOrganization(eventPassTypes, scope), eq(eventPassTypes.eventId, eventId));

export function selectPassTypes(
  db: Executor,
  scope: Scope,
  eventId: string,
): Promise<PassTypeRow[]> {
  return db
    .select()
    .from(eventPassTypes)
    .where(ofEvent(scope, eventId))
    .orderBy(asc(eventPassTypes.sortOrder), asc(eventPassTypes.createdAt), asc(eventPassTypes.id));
}

export async function findPassType(
  db: Executor,
  scope: Scope,
  eventId: string,
  passTypeId: string,
  options: { lock?: boolean } = {},
): Promise<PassTypeRow | undefined> {
  const query = db
    .select()
    .from(eventPassTypes)
    .where(and(ofEvent(scope, eventId), eq(eventPassTypes.id, passTypeId)));
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

export async function passTypeSlugs(
  db: Executor,
  scope: Scope,
  eventId: string,
): Promise<Set<string>> {
  const rows = await db
    .select({ slug: eventPassTypes.slug })
    .from(eventPassTypes)
    .where(ofEvent(scope, eventId));
  return new Set(rows.map((row) => row.slug));
}

export async function insertPassType(db: Executor, values: NewPassTypeRow): Promise<PassTypeRow> {
  const [row] = await db.insert(eventPassTypes).values(values).returning();
  return row!;
}

export async function updatePassType(
  db: Executor,
  scope: Scope,
  passTypeId: string,
  changes: Partial<NewPassTypeRow>,
): Promise<PassTypeRow> {
  const [row] = await db
    .update(eventPassTypes)
    .set({ ...changes, updatedAt: new Date() })
    .where(and(inOrganization(eventPassTypes, scope), eq(eventPassTypes.id, passTypeId)))
    .returning();
  return row!;
}

export async function deletePassType(
  db: Executor,
  scope: Scope,
  passTypeId: string,
): Promise<void> {
  await db
    .delete(eventPassTypes)
    .where(and(inOrganization(eventPassTypes, scope), eq(eventPassTypes.id, passTypeId)));
}

/** True once a pass of the type exists (a draft in a cart counts: it refers to the type). */
export async function hasPasses(db: Executor, scope: Scope, passTypeId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: eventPasses.id })
    .from(eventPasses)
    .where(and(inOrganization(eventPasses, scope), eq(eventPasses.passTypeId, passTypeId)))
    .limit(1);
  return row !== undefined;
}
