import type { Services } from '../../../context';
import type { Transaction } from '../../../db/client';
import { transaction } from '../../../db/retry';
import type { Scope } from '../../../tenancy/scope';
import { eventRowById } from '../events/sql';
import {
  anyLapsedHold,
  loadCart,
  lockLapsedHolds,
  updateRegistration,
  type RegistrationRow,
} from './cart.repository';
import { holdingsOf, releaseHoldings } from './holdings';
import { loadOffer, type Offer } from './offer.repository';
import { linesOf, offerKeptPlaces } from './waitlist-lines';
import type { WaitlistLine } from '../../seams';

/*
 * Releasing lapsed holds (decision 0014): a draft whose `held_until` passed gives back
 * what it holds and holds nothing until its next change. Three callers, one function: a
 * cart that finds something sold out (the event's lapsed holds), the owner reading a
 * lapsed cart, and the sweeper job (any event). Drafts are locked with SKIP LOCKED, so
 * several nodes may sweep at once and an owner changing a cart is never waited on. A place
 * given back while members wait is kept for them in the same transaction and offered right
 * after it commits (decision 0051).
 */

/** How many lapsed holds one transaction releases. */
const BATCH = 100;

/** Releases one lapsed hold: the lines whose places it gave back are kept for them. */
async function releaseHold(
  tx: Transaction,
  registration: RegistrationRow,
  offers: Map<string, Offer>,
  now: Date,
): Promise<WaitlistLine[]> {
  const scope: Scope = { organizationId: registration.organizationId };
  let offer = offers.get(registration.eventId);
  if (!offer) {
    const event = await eventRowById(tx, scope, registration.eventId);
    if (!event) return [];
    offer = await loadOffer(tx, scope, event, now);
    offers.set(registration.eventId, offer);
  }
  const cart = await loadCart(tx, registration);
  const kept = await releaseHoldings(tx, scope, offer, holdingsOf(cart, offer));
  await updateRegistration(tx, registration.id, { heldUntil: null });
  return linesOf(scope.organizationId, kept);
}

/**
 * Releases up to one batch of lapsed holds (of one event, or of any), then offers what went
 * to waitlists; how many it released.
 */
export async function releaseLapsedHolds(
  services: Services,
  now: Date,
  where: { scope: Scope; eventId: string } | null,
): Promise<number> {
  // Most calls find none (a buyer of a sold-out pass): answered without a transaction.
  if (!(await anyLapsedHold(services.db, now, where))) return 0;
  const { released, lines } = await transaction(services, async (tx) => {
    const lapsed = await lockLapsedHolds(tx, now, BATCH, where);
    const offers = new Map<string, Offer>();
    const kept: WaitlistLine[] = [];
    for (const registration of lapsed)
      kept.push(...(await releaseHold(tx, registration, offers, now)));
    return { released: lapsed.length, lines: kept };
  });
  await offerKeptPlaces(services, now, lines);
  return released;
}

/** The sweeper's run: every lapsed hold, batch after batch. */
export async function sweepLapsedHolds(services: Services, now: Date): Promise<number> {
  let released = 0;
  for (;;) {
    const batch = await releaseLapsedHolds(services, now, null);
    released += batch;
    if (batch < BATCH) return released;
  }
}
