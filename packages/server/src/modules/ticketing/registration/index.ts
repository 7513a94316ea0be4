import type { ServerModule } from '../../server-module';
import { couponPurpose, registrationPurpose } from './checkout.service';
import { sweepLapsedHolds } from './holds.service';
import { registrationRoutes } from './registration.routes';

/** How often the sweeper gives back the capacity of lapsed carts (correctness needs none). */
const SWEEP_INTERVAL_MS = 60_000;

/**
 * The registration cart (`/self/events/{id}/registration`): passes, packages, add-ons,
 * rooms, answers and coupons, held for a while and never oversold (decision 0014); paid
 * through the payments module (`registration` and `coupon` purposes) or submitted free.
 */
export const registrationModule: ServerModule = {
  name: 'registration',
  routes: registrationRoutes,
  paymentPurposes: { registration: registrationPurpose, coupon: couponPurpose },
  jobs: [
    {
      name: 'registration-holds',
      intervalMs: SWEEP_INTERVAL_MS,
      run: (services, now) => sweepLapsedHolds(services, now),
    },
  ],
};

/** The QR token of a pass, for check-in. */
export { verifyPassToken, type PassClaims } from './pass-token';
export { releaseLapsedHolds, sweepLapsedHolds } from './holds.service';

/*
 * For the attendee module (passes after purchase): the registration's rows and offer, the
 * views built from them, the question rules and the capacity counters.
 */
export {
  findRegistration,
  loadAccountCart,
  loadCart,
  lockRegistration,
  type Cart,
  type PassRow,
} from './cart.repository';
export { loadRegistrationParts, type RegistrationParts } from './registration-parts.repository';
export { listBoughtCoupons, withPurchases } from './coupons.repository';
export { loadOffer, type Offer, type OfferQuestion } from './offer.repository';
export { recentOffer } from './offer-cache';
export { viewOffer } from './shared-offer';
export { addOnOf, couponOf, questionOf, sectionOf } from './offer-view';
export {
  attendeePackagesOf,
  managedCouponOf,
  passAddOnsOf,
  registrationEventOf,
  registrationOf,
  reservationOf,
} from './registration-view';
export {
  askedQuestionIds,
  checkAnswer,
  questionLabel,
  sectionsFor,
  type AnswerRules,
} from './questions';
export { existingSearchValues } from './search-values.repository';
export { passToken } from './pass-token';
export { passViews } from './pass-views';
export { paymentsByRegistration } from './registration-payments';
export {
  capacityLeft,
  releaseSoldCapacity,
  sellCapacityNow,
  type CapacityKind,
} from './capacity.repository';
/** A waitlist offer: a pass held in the member's cart (decision 0024). */
export { holdOfferedPass, type OfferHold } from './waitlist-hold';
/** Places kept for a waitlist until offered (decision 0051), and who makes the offers. */
export {
  keepFreePlacesForLine,
  linesWithKeptPlaces,
  releaseWaitlistPlaces,
  waitlistPlaces,
} from './waitlist-places.repository';
export { linesOf, offerKeptPlaces } from './waitlist-lines';
export { requireRegistrationOpen } from './cart-core';
export { SoldOutError } from './holdings';
export { quantityOf } from './pricing';

/** The one iCalendar writer and the entries it writes, for the agenda and the feeds (0065). */
export { calendarText, type CalendarEvent } from './ics';
export {
  calendarProductId,
  eventEntry,
  sessionEntry,
  type CalendarEventRow,
  type CalendarSessionRow,
} from './calendar-entry';
/** How a mail says when and where an event is (the host mail templates fill them in). */
export { whenOf } from './confirmation-mail';
export { whereOf } from './calendar-entry';
/** How a checkbox answer lists its values (the hosts' answer corrections read it too). */

/** Email registration (decision 0069): the event open to it, and its one free pass. */
export { registerWithFreePass, requireRegistrationOpenFor } from './quick-registration.service';
