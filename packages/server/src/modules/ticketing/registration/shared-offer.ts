import type { RequestContext } from '../../../context';
import { sharedView, sharedViewKind } from '../../../tenancy/shared-views';
import type { EventRow } from '../events/sql';
import { offerOf, readOfferRows, type Offer, type OfferRows } from './offer.repository';

const OFFER_ROWS = sharedViewKind<OfferRows>('event-offer');

/**
 * The event's offer as a page shows it (an attendee's passes, their coupons): its rows read
 * the same for everyone, so they are kept per data version like an event's page (decision
 * 0078, tenancy/shared-views.ts) and a member's read sends one statement less; prices and
 * rules are worked out with the request's own time. What changes a cart reads the offer in
 * its transaction (`loadOffer`, or `recentOfferIn` in a rush), never this one.
 */
export async function viewOffer(ctx: RequestContext, event: EventRow): Promise<Offer> {
  const rows = await sharedView(ctx, OFFER_ROWS, event.id, () =>
    readOfferRows(ctx.db, ctx.scope, event.id),
  );
  return offerOf(rows, event, ctx.now);
}
