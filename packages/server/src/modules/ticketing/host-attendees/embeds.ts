import type { RequestContext } from '../../../context';
import { AppError } from '../../../lib/app-error';
import {
  loadRegistrationParts,
  recentOffer,
  type Offer,
  type RegistrationParts,
} from '../registration/index';
import type { PassRow, RegistrationRow } from './attendees.repository';

/*
 * What the hosts' attendees and passes embed beyond their own rows (the SDK's
 * ListingRegistration and ListingPass): the event's offer, read once (the registration
 * module's short-lived copy), and the parts of the page's registrations and passes, each
 * kind in one query whatever the page's size.
 */

export interface ListingEmbeds {
  offer: Offer;
  parts: RegistrationParts;
}

/** The offer of the event (404 when it is gone) and the parts the passes and registrations name. */
export async function loadEmbeds(
  ctx: RequestContext,
  eventId: string,
  page: { registrations: readonly RegistrationRow[]; passes: readonly PassRow[] },
): Promise<ListingEmbeds> {
  const scope = ctx.scope;
  const [offer, parts] = await Promise.all([
    recentOffer(ctx.db, scope, eventId, ctx.now, ctx.config.REGISTRATION_OFFER_CACHE_MS),
    loadRegistrationParts(ctx.db, scope, {
      registrationIds: page.registrations.map((registration) => registration.id),
      passIds: page.passes.map((pass) => pass.id),
      reservationIds: page.passes.flatMap((pass) => pass.reservationId ?? []),
      couponIds: [...page.registrations, ...page.passes].flatMap((row) => row.couponId ?? []),
    }),
  ]);
  if (!offer) throw new AppError('NOT_FOUND');
  return { offer, parts };
}
