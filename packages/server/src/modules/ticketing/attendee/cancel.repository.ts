import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import {
  eventCoupons,
  eventPasses,
  eventRegistrationPackages,
  eventRoomReservations,
} from '../../../db/schema/index';
import { inOrganization, type Scope } from '../../../tenancy/scope';

/*
 * What a canceled pass held with others of its registration: its coupon (one use per
 * registration), its package and its room reservation. Each is given back when the last
 * active pass holding it goes.
 */

/** Whether the coupon is a pre-paid one (group tickets): its passes were sold with it. */
export async function isPrePaidCoupon(db: Executor, couponId: string): Promise<boolean> {
  const [row] = await db
    .select({ prePaid: eventCoupons.prePaid })
    .from(eventCoupons)
    .where(eq(eventCoupons.id, couponId));
  return row?.prePaid ?? false;
}

export async function reservationRoomType(
  db: Executor,
  reservationId: string,
): Promise<string | undefined> {
  const [row] = await db
    .select({ roomTypeId: eventRoomReservations.roomTypeId })
    .from(eventRoomReservations)
    .where(eq(eventRoomReservations.id, reservationId));
  return row?.roomTypeId;
}

/** The package a registration's package row bought. */
export async function registrationPackageOf(
  db: Executor,
  registrationPackageId: string,
): Promise<string | undefined> {
  const [row] = await db
    .select({ packageId: eventRegistrationPackages.packageId })
    .from(eventRegistrationPackages)
    .where(eq(eventRegistrationPackages.id, registrationPackageId));
  return row?.packageId;
}

/** Every active pass of an event, locked in one order (the host's cancel of the listing). */
export function lockActivePassesOfEvent(db: Executor, scope: Scope, eventId: string) {
  return db
    .select()
    .from(eventPasses)
    .where(
      and(
        inOrganization(eventPasses, scope),
        eq(eventPasses.eventId, eventId),
        inArray(eventPasses.status, ['ready', 'needsInfo']),
      ),
    )
    .orderBy(asc(eventPasses.id))
    .for('update');
}

/** The event's paid group-ticket coupons (pre-paid, active): their ids, in one order. */
export async function paidGroupCouponIds(
  db: Executor,
  scope: Scope,
  eventId: string,
): Promise<string[]> {
  const rows = await db
    .select({ id: eventCoupons.id })
    .from(eventCoupons)
    .where(
      and(
        inOrganization(eventCoupons, scope),
        eq(eventCoupons.eventId, eventId),
        eq(eventCoupons.prePaid, true),
        eq(eventCoupons.active, true),
      ),
    )
    .orderBy(asc(eventCoupons.id));
  return rows.map((row) => row.id);
}
