import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import {
  eventAddOns,
  eventCoupons,
  eventPackages,
  eventPassTypes,
  eventQuestionChoices,
  eventQuestions,
  eventRoomTypes,
} from '../../../db/schema/index';
import { inOrganization, type Scope } from '../../../tenancy/scope';
import { freePassTypePlaces } from './waitlist-places.repository';

/*
 * The capacity counters (decision 0014): `reserved` held by carts, `sold` by registrations,
 * against `supply` (a coupon's `useLimit`). Taking is one conditional update: no row back
 * means there is not enough left. A check constraint on each table refuses any oversell
 * whatever the code does.
 */

/** The kinds of capacity, in the one order every transaction takes them in (no deadlock). */
export const CAPACITY_KINDS = [
  'passType',
  'package',
  'addOn',
  'roomType',
  'question',
  'choice',
  'coupon',
] as const;
export type CapacityKind = (typeof CAPACITY_KINDS)[number];

const TABLES = {
  passType: eventPassTypes,
  package: eventPackages,
  addOn: eventAddOns,
  roomType: eventRoomTypes,
  question: eventQuestions,
  choice: eventQuestionChoices,
} as const;

/**
 * Every capacity table has the same `id`, `organization_id`, `supply`, `sold` and
 * `reserved` columns; the pass types' table stands for the type of them all (the columns
 * used are always the given table's own).
 */
type CapacityTable = typeof eventPassTypes;

function limitOf(kind: CapacityKind): { table: CapacityTable; limit: SQL } {
  if (kind === 'coupon') {
    const table = eventCoupons as unknown as CapacityTable;
    return { table, limit: sql`${eventCoupons.useLimit}` };
  }
  const table = TABLES[kind] as unknown as CapacityTable;
  return { table, limit: sql`${table.supply}` };
}

/**
 * Holds `count` more of a thing for a cart: false when that would take more than its
 * supply (sold out).
 */
export function takeCapacity(
  db: Executor,
  scope: Scope,
  kind: CapacityKind,
  id: string,
  count: number,
): Promise<boolean> {
  return addWithinSupply(db, scope, kind, id, count, 'reserved');
}

/**
 * Adds `count` to a thing's held or sold count in one conditional update, so two buyers can
 * never take more than its supply between them: false when not enough is left.
 */
async function addWithinSupply(
  db: Executor,
  scope: Scope,
  kind: CapacityKind,
  id: string,
  count: number,
  column: 'reserved' | 'sold',
): Promise<boolean> {
  const { table, limit } = limitOf(kind);
  const rows = await db
    .update(table)
    .set({ [column]: sql`${table[column]} + ${count}` })
    .where(
      and(
        inOrganization(table, scope),
        eq(table.id, id),
        sql`(${limit} is null or ${table.sold} + ${table.reserved} + ${count} <= ${limit})`,
      ),
    )
    .returning({ id: table.id });
  return rows.length > 0;
}

/**
 * Gives back `count` a cart held; a pass type's places are kept for its waitlist when
 * members wait (decision 0051): answers whether places are kept for the line.
 */
export async function giveCapacity(
  db: Executor,
  scope: Scope,
  kind: CapacityKind,
  id: string,
  count: number,
): Promise<boolean> {
  if (kind === 'passType') return freePassTypePlaces(db, scope, id, count, 'reserved');
  const { table } = limitOf(kind);
  await db
    .update(table)
    .set({ reserved: sql`${table.reserved} - ${count}` })
    .where(and(inOrganization(table, scope), eq(table.id, id)));
  return false;
}

/** Moves `count` from held to sold: the cart became a registration. */
export async function sellCapacity(
  db: Executor,
  scope: Scope,
  kind: CapacityKind,
  id: string,
  count: number,
): Promise<void> {
  const { table } = limitOf(kind);
  await db
    .update(table)
    .set({ reserved: sql`${table.reserved} - ${count}`, sold: sql`${table.sold} + ${count}` })
    .where(and(inOrganization(table, scope), eq(table.id, id)));
}

/**
 * Sells `count` outright, without a hold (group tickets bought with a pre-paid coupon):
 * false when not enough is left.
 */
export function sellCapacityNow(
  db: Executor,
  scope: Scope,
  kind: CapacityKind,
  id: string,
  count: number,
): Promise<boolean> {
  return addWithinSupply(db, scope, kind, id, count, 'sold');
}

/** What is left of a thing now (null: no limit), read without a lock: a hint, never a guard. */
export async function capacityLeft(
  db: Executor,
  scope: Scope,
  kind: CapacityKind,
  id: string,
): Promise<number | null> {
  const { table, limit } = limitOf(kind);
  const [row] = await db
    .select({ left: sql<number | null>`${limit} - ${table.sold} - ${table.reserved}` })
    .from(table)
    .where(and(inOrganization(table, scope), eq(table.id, id)));
  return row ? row.left : 0;
}

/**
 * Gives back `count` sold (a pass canceled after purchase, an answer changed); a pass
 * type's places are kept for its waitlist when members wait (decision 0051).
 */
export async function releaseSoldCapacity(
  db: Executor,
  scope: Scope,
  kind: CapacityKind,
  id: string,
  count: number,
): Promise<void> {
  if (kind === 'passType') {
    await freePassTypePlaces(db, scope, id, count, 'sold');
    return;
  }
  const { table } = limitOf(kind);
  await db
    .update(table)
    .set({ sold: sql`greatest(${table.sold} - ${count}, 0)` })
    .where(and(inOrganization(table, scope), eq(table.id, id)));
}
