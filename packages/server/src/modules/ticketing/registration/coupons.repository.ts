import { and, asc, count, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { eventCoupons, eventPasses } from '../../../db/schema/index';
import { bound, boundScope, preparedStatement } from '../../../lib/prepared';
import { inOrganization, type Scope } from '../../../tenancy/scope';
import type { CouponRow } from './cart.repository';
import { updateWhere } from '../../../db/update';

const c = eventCoupons;

/** An event's coupon by its code (stored upper-case, matched case-insensitively). */
export async function findCouponByCode(
  db: Executor,
  scope: Scope,
  eventId: string,
  code: string,
): Promise<CouponRow | undefined> {
  const [row] = await db
    .select()
    .from(c)
    .where(and(inOrganization(c, scope), eq(c.eventId, eventId), eq(c.code, code.toUpperCase())));
  return row;
}

export async function lockCoupon(
  tx: Executor,
  scope: Scope,
  id: string,
): Promise<CouponRow | undefined> {
  const [row] = await tx
    .select()
    .from(c)
    .where(and(inOrganization(c, scope), eq(c.id, id)))
    .for('update');
  return row;
}

/** The group-ticket coupon a registration is buying (pre-paid, not yet paid) for a pass type. */
export async function findPendingGroupCoupon(
  tx: Executor,
  scope: Scope,
  registrationId: string,
  passTypeId: string,
): Promise<CouponRow | undefined> {
  const [row] = await tx
    .select()
    .from(c)
    .where(
      and(
        inOrganization(c, scope),
        eq(c.registrationId, registrationId),
        eq(c.passTypeId, passTypeId),
        eq(c.prePaid, true),
        eq(c.active, false),
      ),
    )
    .orderBy(asc(c.createdAt))
    .limit(1)
    .for('update');
  return row;
}

export async function insertCoupon(
  tx: Executor,
  values: typeof eventCoupons.$inferInsert,
): Promise<CouponRow | undefined> {
  const [row] = await tx
    .insert(c)
    .values(values)
    .onConflictDoNothing({ target: [c.eventId, c.code] })
    .returning();
  return row;
}

export async function updateCoupon(
  tx: Executor,
  id: string,
  changes: Partial<Pick<CouponRow, 'useLimit' | 'active'>>,
): Promise<void> {
  await updateWhere(tx, c, changes, eq(c.id, id));
}

/** The pre-paid coupons a registration bought (paid), with how many passes used each. */
export async function listBoughtCoupons(
  db: Executor,
  scope: Scope,
  registrationId: string,
): Promise<BoughtCoupon[]> {
  // Prepared: asked where no cart is read (a cart holds its bought coupons: cart.repository.ts).
  const statement = preparedStatement(db, 'bought_coupons', () =>
    db
      .select()
      .from(c)
      .where(
        and(
          inOrganization(c, boundScope()),
          eq(c.registrationId, bound('registrationId')),
          eq(c.prePaid, true),
          eq(c.active, true),
        ),
      )
      .orderBy(asc(c.createdAt), asc(c.id))
      .prepare('bought_coupons'),
  );
  return withPurchases(
    db,
    await statement.execute({ organizationId: scope.organizationId, registrationId }),
  );
}

export interface BoughtCoupon {
  coupon: CouponRow;
  purchases: number;
}

/** Bought coupons with how many passes used each (neither drafts nor canceled): none, no statement. */
export async function withPurchases(db: Executor, coupons: CouponRow[]): Promise<BoughtCoupon[]> {
  if (!coupons.length) return [];
  const used = await db
    .select({ couponId: eventPasses.couponId, purchases: count() })
    .from(eventPasses)
    .where(
      and(
        inArray(
          eventPasses.couponId,
          coupons.map((coupon) => coupon.id),
        ),
        ne(eventPasses.status, 'draft'),
        sql`${eventPasses.status} <> 'canceled'`,
      ),
    )
    .groupBy(eventPasses.couponId);
  const byCoupon = new Map(used.map((row) => [row.couponId, row.purchases]));
  return coupons.map((coupon) => ({ coupon, purchases: byCoupon.get(coupon.id) ?? 0 }));
}
