import type { Transaction } from '../../../db/client';
import type { Scope } from '../../../tenancy/scope';
import { eventRowById } from '../events/sql';
import { requireRegistrationOpen } from './cart-core';
import {
  deletePackages,
  deletePasses,
  deleteReservations,
  insertPasses,
  loadCart,
  lockRegistration,
  updateRegistration,
} from './cart.repository';
import { applyHoldings, holdingsOf } from './holdings';
import { loadOffer } from './offer.repository';
import { onSale } from './validation';
import { claimWaitlistPlace } from './waitlist-places.repository';

/*
 * A waitlist offer (decision 0024) is a cart hold: one pass of the type put in the member's
 * cart and its place taken with the cart's own conditional update, held until the offer
 * lapses. So the pass shows sold out to everyone else, the member registers it the usual
 * way, and when the hold lapses the sweeper gives the place back like any cart's.
 */

export type OfferHold =
  | { held: true; registrationId: string; heldUntil: Date }
  | { held: false; reason: 'registered' | 'closed' };

/**
 * Holds a pass of `passTypeId` in the account's cart until `until` (a cart in progress keeps
 * its passes and holds until the later of the two; one whose hold lapsed starts afresh).
 * With `keptPlace`, the place is one kept for the line (decision 0051), handed over to this
 * cart. Throws SoldOutError when the place is not there to take: the caller's transaction
 * rolls back what was written.
 */
export async function holdOfferedPass(
  tx: Transaction,
  scope: Scope,
  input: {
    eventId: string;
    accountId: string;
    passTypeId: string;
    until: Date;
    now: Date;
    keptPlace: boolean;
  },
): Promise<OfferHold> {
  const event = await eventRowById(tx, scope, input.eventId);
  if (!event) return { held: false, reason: 'closed' };
  try {
    requireRegistrationOpen(event, input.now);
  } catch {
    return { held: false, reason: 'closed' };
  }
  const offer = await loadOffer(tx, scope, event, input.now);
  if (!onSale(offer.passTypes.get(input.passTypeId), input.now)) {
    return { held: false, reason: 'closed' };
  }
  const registration = await lockRegistration(tx, scope, {
    eventId: input.eventId,
    accountId: input.accountId,
  });
  if (registration.status === 'registered') return { held: false, reason: 'registered' };

  const holding = registration.status === 'draft' && registration.heldUntil !== null;
  const before = holding ? holdingsOf(await loadCart(tx, registration), offer) : null;
  if (!holding) {
    // What a lapsed cart listed holds nothing any more: the offer starts the cart afresh.
    // Only the cart's drafts: a canceled registration's passes stay, for the record.
    const stale = await loadCart(tx, { ...registration, status: 'draft' });
    const rooms = new Set(stale.passes.map((row) => row.reservationId));
    await deletePasses(
      tx,
      stale.passes.map((row) => row.id),
    );
    await deletePackages(
      tx,
      stale.packages.map((row) => row.id),
    );
    await deleteReservations(
      tx,
      stale.reservations.filter((row) => rooms.has(row.id)).map((row) => row.id),
    );
  }
  await insertPasses(tx, [
    {
      organizationId: scope.organizationId,
      eventId: input.eventId,
      registrationId: registration.id,
      attendeeAccountId: input.accountId,
      passTypeId: input.passTypeId,
      status: 'draft',
    },
  ]);
  const heldUntil =
    holding && registration.heldUntil! > input.until ? registration.heldUntil! : input.until;
  const draft = {
    ...registration,
    status: 'draft',
    couponId: holding ? registration.couponId : null,
    heldUntil,
  } as const;
  await updateRegistration(tx, registration.id, draft);
  // Last, as every cart change: a place that is not there throws, and the caller rolls back.
  // A kept place leaves the line's count and is taken again by the cart at once; the pass
  // type's row stays locked in between, so nobody else can take it.
  if (input.keptPlace) await claimWaitlistPlace(tx, scope, input.passTypeId);
  await applyHoldings(tx, scope, offer, before, holdingsOf(await loadCart(tx, draft), offer));
  return { held: true, registrationId: registration.id, heldUntil };
}
