import { and, asc, eq, ne } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { eventPasses, eventRegistrations } from '../../../db/schema/index';
import { inOrganization, type Scope } from '../../../tenancy/scope';

/** The passes redeemed with a coupon (drafts of carts left out), oldest first, with the holder. */
export function listCouponPasses(db: Executor, scope: Scope, couponId: string) {
  return db
    .select({
      id: eventPasses.id,
      status: eventPasses.status,
      createdAt: eventPasses.createdAt,
      accountId: eventRegistrations.accountId,
    })
    .from(eventPasses)
    .innerJoin(eventRegistrations, eq(eventRegistrations.id, eventPasses.registrationId))
    .where(
      and(
        inOrganization(eventPasses, scope),
        eq(eventPasses.couponId, couponId),
        ne(eventPasses.status, 'draft'),
      ),
    )
    .orderBy(asc(eventPasses.createdAt), asc(eventPasses.id));
}
