import { and, asc, inArray, ne } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import {
  eventCoupons,
  eventPassAddOns,
  eventRegistrationPackages,
  eventRoomReservations,
} from '../../../db/schema/index';
import { inOrganization, type Scope } from '../../../tenancy/scope';
import type { CouponRow, PassAddOnRow, RegistrationPackageRow, ReservationRow } from './rows';

/*
 * The parts of many registrations at once, for the hosts' lists of attendees and passes
 * (a cart's own parts are read with it: cart.repository.ts).
 */

/** What the passes of several registrations hold beyond themselves (the hosts' lists). */
export interface RegistrationParts {
  packages: RegistrationPackageRow[];
  reservations: ReservationRow[];
  addOns: PassAddOnRow[];
  coupons: CouponRow[];
}

/** The keys a page of registrations and passes names its parts by. */
export interface RegistrationPartKeys {
  registrationIds: readonly string[];
  passIds: readonly string[];
  reservationIds: readonly string[];
  couponIds: readonly string[];
}

const distinct = (ids: readonly string[]) => [...new Set(ids)];

/** Bought packages of the registrations (not a cart's), in one query. */
function packagesOf(db: Executor, scope: Scope, registrationIds: readonly string[]) {
  const rp = eventRegistrationPackages;
  if (registrationIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(rp)
    .where(
      and(
        inOrganization(rp, scope),
        inArray(rp.registrationId, distinct(registrationIds)),
        ne(rp.status, 'draft'),
      ),
    )
    .orderBy(asc(rp.createdAt), asc(rp.id));
}

function reservationsOf(db: Executor, scope: Scope, ids: readonly string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(eventRoomReservations)
    .where(
      and(
        inOrganization(eventRoomReservations, scope),
        inArray(eventRoomReservations.id, distinct(ids)),
      ),
    );
}

function passAddOnsOf(db: Executor, scope: Scope, passIds: readonly string[]) {
  if (passIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(eventPassAddOns)
    .where(
      and(
        inOrganization(eventPassAddOns, scope),
        inArray(eventPassAddOns.passId, distinct(passIds)),
      ),
    )
    .orderBy(asc(eventPassAddOns.passId), asc(eventPassAddOns.addOnId));
}

function couponsOf(db: Executor, scope: Scope, ids: readonly string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(eventCoupons)
    .where(and(inOrganization(eventCoupons, scope), inArray(eventCoupons.id, distinct(ids))));
}

/** The parts of a page of registrations and passes: one query per kind of part, whatever the page. */
export async function loadRegistrationParts(
  db: Executor,
  scope: Scope,
  keys: RegistrationPartKeys,
): Promise<RegistrationParts> {
  const [packages, reservations, addOns, coupons] = await Promise.all([
    packagesOf(db, scope, keys.registrationIds),
    reservationsOf(db, scope, keys.reservationIds),
    passAddOnsOf(db, scope, keys.passIds),
    couponsOf(db, scope, keys.couponIds),
  ]);
  return { packages, reservations, addOns, coupons };
}
