import type { Database, Transaction } from '../../db/client';
import { transaction, type RetryLogger } from '../../db/retry';
import type { Scope } from '../../tenancy/scope';
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

/*
 * Releasing lapsed holds (decision 0014): a draft whose `held_until` passed gives back
 * what it holds and holds nothing until its next change. Three callers, one function: a
 * cart that finds something sold out (the event's lapsed holds), the owner reading a
 * lapsed cart, and the sweeper job (any event). Drafts are locked with SKIP LOCKED, so
 * several nodes may sweep at once and an owner changing a cart is never waited on.
 */

/** How many lapsed holds one transaction releases. */
const BATCH = 100;

async function releaseHold(
  tx: Transaction,
  registration: RegistrationRow,
  offers: Map<string, Offer>,
  now: Date,
): Promise<void> {
  const scope: Scope = { organizationId: registration.organizationId };
  let offer = offers.get(registration.eventId);
  if (!offer) {
    const event = await eventRowById(tx, scope, registration.eventId);
    if (!event) return;
    offer = await loadOffer(tx, scope, event, now);
    offers.set(registration.eventId, offer);
  }
  const cart = await loadCart(tx, registration);
  await releaseHoldings(tx, scope, offer, holdingsOf(cart, offer));
  await updateRegistration(tx, registration.id, { heldUntil: null });
}

/** Releases up to one batch of lapsed holds (of one event, or of any); how many it released. */
export async function releaseLapsedHolds(
  runner: { db: Database; log?: RetryLogger },
  now: Date,
  where: { scope: Scope; eventId: string } | null,
): Promise<number> {
  // Most calls find none (a buyer of a sold-out pass): answered without a transaction.
  if (!(await anyLapsedHold(runner.db, now, where))) return 0;
  return transaction(runner, async (tx) => {
    const lapsed = await lockLapsedHolds(tx, now, BATCH, where);
    const offers = new Map<string, Offer>();
    for (const registration of lapsed) await releaseHold(tx, registration, offers, now);
    return lapsed.length;
  });
}

/** The sweeper's run: every lapsed hold, batch after batch. */
export async function sweepLapsedHolds(
  runner: { db: Database; log?: RetryLogger },
  now: Date,
): Promise<number> {
  let released = 0;
  for (;;) {
    const batch = await releaseLapsedHolds(runner, now, null);
    released += batch;
    if (batch < BATCH) return released;
  }
}
