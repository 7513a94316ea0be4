import type { RequestContext } from '../../../context';
import type { Transaction } from '../../../db/client';
import { eventRowById } from '../events/sql';
import { refundReferenceIn } from '../../payments/index';
import { loadOffer } from '../registration/index';
import { lockActivePassesOfEvent, paidGroupCouponIds } from './cancel.repository';
import { cancelPassRow } from './cancel.service';

/**
 * The host canceled the event (decision 0024): every active pass is canceled with a full
 * refund of what was paid for it and not refunded yet — whatever the pass type's refund
 * schedule or `cancelable` say, since the attendee did not choose to leave — through the
 * provider that took the money. Runs in the listing's transaction, which holds the event's
 * row and changes its status once; each refund is also claimed by a row keyed by the pass,
 * so no pass is ever refunded twice. Group tickets bought are refunded whole to their buyers.
 * Answers how many passes were canceled.
 */
export async function cancelEventPasses(
  tx: Transaction,
  ctx: RequestContext,
  eventId: string,
): Promise<number> {
  const scope = ctx.scope;
  const event = await eventRowById(tx, scope, eventId);
  if (!event) return 0;
  const cs = { ctx, event, offer: await loadOffer(tx, scope, event, ctx.now) };
  const passes = await lockActivePassesOfEvent(tx, scope, eventId);
  for (const pass of passes) {
    const amount = Math.max(0, pass.amtPaid - pass.amtRefunded);
    await cancelPassRow(tx, cs, pass, { percentage: 100, amount });
  }
  // Group tickets: their buyers paid for every pass the coupon covers (its colleagues' passes
  // cost nothing), so each coupon's charge is refunded whole — what is left of it, so never
  // twice.
  for (const couponId of await paidGroupCouponIds(tx, scope, eventId)) {
    await refundReferenceIn(tx, ctx, {
      purpose: 'coupon',
      referenceId: couponId,
      amount: Number.MAX_SAFE_INTEGER,
    });
  }
  return passes.length;
}
