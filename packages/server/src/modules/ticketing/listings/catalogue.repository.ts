import { and, asc, eq, inArray, type AnyColumn } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../../../db/client';
import type {
  eventActivations,
  eventFollowups,
  eventQuestionSections,
  eventAddOns,
  eventCoupons,
  eventFaqSections,
  eventPackages,
  eventPages,
  eventRoomTypes,
} from '../../../db/schema/index';
import { eventFaqs, eventPackagePassTypes, eventPassTypes } from '../../../db/schema/index';
import { inOrganization, type Scope } from '../../../tenancy/scope';

/*
 * What a listing sells besides pass types — packages, add-ons, room types, coupons — share
 * one shape: rows of an event with a capacity (`sold`, `reserved`). One set of statements
 * serves the four tables; each kind adds its links (a package's passes, an add-on's pass
 * types) in the service.
 */

export type CatalogueTable =
  | typeof eventActivations
  | typeof eventFollowups
  | typeof eventQuestionSections
  | typeof eventPackages
  | typeof eventAddOns
  | typeof eventRoomTypes
  | typeof eventCoupons
  | typeof eventFaqSections
  | typeof eventPages;

/** The columns every catalogue table has. */
interface CatalogueColumns {
  id: AnyColumn;
  organizationId: AnyColumn;
  eventId: AnyColumn;
  createdAt: AnyColumn;
}

export type CatalogueRow = Record<string, unknown> & {
  id: string;
  eventId: string;
  /** Absent on kinds without a capacity (FAQ sections, pages). */
  sold?: number;
  reserved?: number;
  slug?: string;
};

/*
 * Drizzle's builders do not accept a union of tables; the four share the columns used
 * here, so the statements are built on the common columns and their rows read as records.
 */
const columnsOf = (table: CatalogueTable) => table as unknown as CatalogueColumns;
const asTable = (table: CatalogueTable) => table as unknown as PgTable;

function ofEvent(table: CatalogueTable, scope: Scope, eventId: string) {
  const columns = columnsOf(table);
  return and(inOrganization(columns, scope), eq(columns.eventId, eventId));
}

export async function selectItems(
  db: Executor,
  table: CatalogueTable,
  scope: Scope,
  eventId: string,
): Promise<CatalogueRow[]> {
  const columns = columnsOf(table);
  const order = 'sortOrder' in table ? [asc(table.sortOrder)] : [];
  const rows = await db
    .select()
    .from(asTable(table))
    .where(ofEvent(table, scope, eventId))
    .orderBy(...order, asc(columns.createdAt), asc(columns.id));
  return rows as CatalogueRow[];
}

export async function findItem(
  db: Executor,
  table: CatalogueTable,
  scope: Scope,
  eventId: string,
  id: string,
  options: { lock?: boolean } = {},
): Promise<CatalogueRow | undefined> {
  const query = db
    .select()
    .from(asTable(table))
    .where(and(ofEvent(table, scope, eventId), eq(columnsOf(table).id, id)));
  const [row] = options.lock ? await query.for('update') : await query;
  return row as CatalogueRow | undefined;
}

export async function insertItem(
  db: Executor,
  table: CatalogueTable,
  values: Record<string, unknown>,
): Promise<CatalogueRow> {
  const [row] = await db
    .insert(asTable(table))
    .values(values as never)
    .returning();
  return row as CatalogueRow;
}

export async function updateItem(
  db: Executor,
  table: CatalogueTable,
  scope: Scope,
  eventId: string,
  id: string,
  changes: Record<string, unknown>,
): Promise<CatalogueRow> {
  const [row] = await db
    .update(asTable(table))
    .set(('updatedAt' in table ? { ...changes, updatedAt: new Date() } : changes) as never)
    .where(and(ofEvent(table, scope, eventId), eq(columnsOf(table).id, id)))
    .returning();
  return row as CatalogueRow;
}

export async function deleteItem(
  db: Executor,
  table: CatalogueTable,
  scope: Scope,
  eventId: string,
  id: string,
): Promise<void> {
  await db
    .delete(asTable(table))
    .where(and(ofEvent(table, scope, eventId), eq(columnsOf(table).id, id)));
}

/** Which of `ids` are pass types of the event. */
export async function eventPassTypeIds(
  db: Executor,
  scope: Scope,
  eventId: string,
  ids: string[],
): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: eventPassTypes.id })
    .from(eventPassTypes)
    .where(
      and(
        inOrganization(eventPassTypes, scope),
        eq(eventPassTypes.eventId, eventId),
        inArray(eventPassTypes.id, ids),
      ),
    );
  return new Set(rows.map((row) => row.id));
}

// ---------------------------------------------------------------- links

export async function packagePasses(
  db: Executor,
  scope: Scope,
  packageIds: string[],
): Promise<Map<string, { passTypeId: string; quantity: number }[]>> {
  const map = new Map<string, { passTypeId: string; quantity: number }[]>();
  if (packageIds.length === 0) return map;
  const rows = await db
    .select({
      packageId: eventPackagePassTypes.packageId,
      passTypeId: eventPackagePassTypes.passTypeId,
      quantity: eventPackagePassTypes.quantity,
    })
    .from(eventPackagePassTypes)
    .where(
      and(
        inOrganization(eventPackagePassTypes, scope),
        inArray(eventPackagePassTypes.packageId, packageIds),
      ),
    )
    .orderBy(asc(eventPackagePassTypes.createdAt));
  for (const row of rows) {
    map.set(row.packageId, [
      ...(map.get(row.packageId) ?? []),
      { passTypeId: row.passTypeId, quantity: row.quantity },
    ]);
  }
  return map;
}

export async function setPackagePasses(
  db: Executor,
  scope: Scope,
  packageId: string,
  passes: { passTypeId: string; quantity: number }[],
): Promise<void> {
  await db
    .delete(eventPackagePassTypes)
    .where(
      and(
        inOrganization(eventPackagePassTypes, scope),
        eq(eventPackagePassTypes.packageId, packageId),
      ),
    );
  if (passes.length === 0) return;
  await db
    .insert(eventPackagePassTypes)
    .values(passes.map((pass) => ({ ...pass, organizationId: scope.organizationId, packageId })));
}

export interface FaqInput {
  question: string;
  answer: string;
}
export type FaqView = { id: string; slug: string; question: string; answer: string };

export async function sectionFaqs(
  db: Executor,
  scope: Scope,
  sectionIds: string[],
): Promise<Map<string, FaqView[]>> {
  const map = new Map<string, FaqView[]>();
  if (sectionIds.length === 0) return map;
  const rows = await db
    .select({
      sectionId: eventFaqs.sectionId,
      id: eventFaqs.id,
      slug: eventFaqs.slug,
      question: eventFaqs.question,
      answer: eventFaqs.answer,
    })
    .from(eventFaqs)
    .where(and(inOrganization(eventFaqs, scope), inArray(eventFaqs.sectionId, sectionIds)))
    .orderBy(asc(eventFaqs.sortOrder), asc(eventFaqs.createdAt));
  for (const { sectionId, ...faq } of rows)
    map.set(sectionId, [...(map.get(sectionId) ?? []), faq]);
  return map;
}

/** Replaces a section's questions with these, in this order, slugged from the question. */
export async function setSectionFaqs(
  db: Executor,
  scope: Scope,
  sectionId: string,
  faqs: (FaqInput & { slug: string })[],
): Promise<void> {
  await db
    .delete(eventFaqs)
    .where(and(inOrganization(eventFaqs, scope), eq(eventFaqs.sectionId, sectionId)));
  if (faqs.length === 0) return;
  await db.insert(eventFaqs).values(
    faqs.map((faq, sortOrder) => ({
      ...faq,
      organizationId: scope.organizationId,
      sectionId,
      sortOrder,
    })),
  );
}
