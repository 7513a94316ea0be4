import type {
  BaseAccount,
  ManagedCoupon,
  Payment,
  Registration,
  RegistrationPass,
} from '@convene/contract';
import type { Cart, CouponRow, PassRow, ReservationRow } from './cart.repository';
import {
  addOnOf,
  baseAddOnOf,
  baseEventOf,
  basePassTypeOf,
  couponOf,
  questionOf,
  roomTypeOf,
} from './offer-view';
import type { Offer } from './offer.repository';
import type { PassAddOnRow, RegistrationPackageRow } from './rows';
import { couponPasses, priceCart, reservationNights, stayOf, type PassLine } from './pricing';

/*
 * The registration as the SDK's Registration shows it: the cart while draft, the
 * registration once registered. Built from the rows and the offer, no query.
 */

export interface RegistrationExtras {
  account: BaseAccount;
  payments: Payment[];
  bought: { coupon: CouponRow; purchases: number }[];
}

const iso = (date: Date) => date.toISOString();

/** SDK PassAddOn[]: the add-ons `passId` holds, among `held`. */
export function passAddOnsOf(
  passId: string,
  held: readonly PassAddOnRow[],
  offer: Offer,
): RegistrationPass['passAddOns'] {
  return held
    .filter((row) => row.passId === passId)
    .flatMap((row) => {
      const addOn = offer.addOns.get(row.addOnId);
      return addOn ? [{ addOnId: addOn.id, addOn: baseAddOnOf(addOn) }] : [];
    });
}

/** SDK BaseEventRoomTypeReservation of a pass (null: none, or its room type is gone). */
export function reservationOf(
  reservation: ReservationRow | undefined,
  offer: Offer,
): RegistrationPass['reservation'] {
  const roomType = reservation ? offer.roomTypes.get(reservation.roomTypeId) : undefined;
  if (!reservation || !roomType) return null;
  return {
    id: reservation.id,
    ...stayOf(reservation, roomType),
    nights: reservationNights(reservation, offer),
    eventRoomTypeId: roomType.id,
    eventRoomType: roomTypeOf(roomType, offer),
  };
}

/** SDK RegistrationEventDetails: the event as a registration shows it. */
export function registrationEventOf(offer: Offer): Registration['event'] {
  const event = offer.event;
  return {
    ...baseEventOf(offer),
    reservationDescription: event.reservationDescription,
    externalUrl: event.externalUrl,
    registration: event.registration,
    registrationCount: event.registrationCount,
    registrationLimit: event.registrationLimit,
    registrationStart: event.registrationStart ? iso(event.registrationStart) : null,
    registrationEnd: event.registrationEnd ? iso(event.registrationEnd) : null,
    tickets: [...offer.passTypes.values()]
      .filter((passType) => passType.active)
      .map((passType) => ({ enableCoupons: passType.enableCoupons })),
    _count: {
      sections: offer.sections.length,
      coupons: 0,
      addOns: offer.addOns.size,
      roomTypes: offer.roomTypes.size,
    },
  };
}

/** SDK AttendeePackage[]: the packages bought (`bought`), each with the passes it holds. */
export function attendeePackagesOf(
  bought: readonly RegistrationPackageRow[],
  passes: readonly PassRow[],
  offer: Offer,
): Registration['packages'] {
  return bought.flatMap((row) => {
    const bundle = offer.packages.get(row.packageId);
    if (!bundle) return [];
    return [
      {
        id: row.id,
        attendeeId: row.registrationId,
        packageId: bundle.id,
        package: {
          id: bundle.id,
          name: bundle.name,
          description: bundle.description,
          price: bundle.price,
          isActive: bundle.isActive,
          image: bundle.image ?? null,
          sortOrder: bundle.sortOrder,
        },
        status: row.status,
        passes: passes
          .filter((pass) => pass.registrationPackageId === row.id)
          .map((pass) => pass.id),
        createdAt: iso(row.createdAt),
        updatedAt: iso(row.updatedAt),
      },
    ];
  });
}

function passOf(
  pass: PassRow,
  cart: Cart,
  offer: Offer,
  line: PassLine | undefined,
  couponed: boolean,
): RegistrationPass {
  const registration = cart.registration;
  const passType = offer.passTypes.get(pass.passTypeId)!;
  const reservation = cart.reservations.find((row) => row.id === pass.reservationId);
  const couponId =
    registration.status === 'draft' ? (couponed ? cart.coupon!.id : null) : pass.couponId;
  return {
    id: pass.id,
    alternateId: pass.alternateId,
    location: pass.location,
    usedAt: pass.usedAt ? iso(pass.usedAt) : null,
    status: pass.status,
    attendeeId: registration.id,
    attendee: {
      id: registration.id,
      alternateId: registration.alternateId,
      accountId: registration.accountId,
      eventId: registration.eventId,
    },
    ticketId: pass.passTypeId,
    ticket: basePassTypeOf(passType),
    passAddOns: passAddOnsOf(pass.id, cart.addOns, offer),
    reservationId: reservation?.id ?? null,
    reservation: reservationOf(reservation, offer),
    responses: cart.responses
      .filter((response) => response.passId === pass.id)
      .flatMap((response) => {
        const question = offer.questions.get(response.questionId);
        return question
          ? [
              {
                questionId: question.id,
                question: questionOf(question, offer),
                value: response.value,
              },
            ]
          : [];
      }),
    couponId,
    coupon: couponId && cart.coupon?.id === couponId ? couponOf(cart.coupon, offer) : null,
    packageId: pass.registrationPackageId,
    package:
      attendeePackagesOf(
        cart.packages.filter((bought) => bought.id === pass.registrationPackageId),
        cart.passes,
        offer,
      )[0] ?? null,
    payerId: registration.status === 'draft' ? null : registration.accountId,
    accesses: [],
    amount: registration.status === 'draft' ? (line?.total ?? 0) : pass.amtPaid,
    amtPaid: pass.amtPaid,
    amtRefunded: pass.amtRefunded,
    createdAt: iso(pass.createdAt),
    updatedAt: iso(pass.updatedAt),
  };
}

/** SDK ManagedCoupon: a bought group-ticket coupon with its uses (the attendee's coupons too). */
export function managedCouponOf(
  row: { coupon: CouponRow; purchases: number },
  offer: Offer,
): ManagedCoupon {
  return {
    ...couponOf(row.coupon, offer),
    registrationId: row.coupon.registrationId ?? '',
    _count: { purchases: row.purchases },
  };
}

/** SDK Pass[]: the cart's passes as the cart and the attendee show them. */
export function passesOf(
  cart: Cart,
  offer: Offer,
  price = priceCart(cart, offer),
): RegistrationPass[] {
  const couponed = new Set(couponPasses(cart).map((pass) => pass.id));
  return cart.passes.map((pass) =>
    passOf(pass, cart, offer, price.lines.get(pass.id), couponed.has(pass.id)),
  );
}

export function registrationOf(cart: Cart, offer: Offer, extras: RegistrationExtras): Registration {
  const { registration } = cart;
  const price = priceCart(cart, offer);
  return {
    id: registration.id,
    alternateId: registration.alternateId,
    accountId: registration.accountId,
    eventId: registration.eventId,
    status: registration.status,
    heldUntil: registration.heldUntil ? iso(registration.heldUntil) : null,
    termsAccepted: registration.termsAcceptedAt !== null,
    registeredAt: registration.registeredAt ? iso(registration.registeredAt) : null,
    event: registrationEventOf(offer),
    account: extras.account,
    passes: passesOf(cart, offer, price),
    packages: attendeePackagesOf(cart.packages, cart.passes, offer),
    payments: extras.payments,
    couponId: registration.couponId,
    coupon: cart.coupon ? couponOf(cart.coupon, offer) : null,
    coupons: extras.bought.map((row) => managedCouponOf(row, offer)),
    totals: price.totals,
    createdAt: iso(registration.createdAt),
  };
}

/** `GET …/registration/addOns`: each pass type of the cart (once) with the add-ons it offers. */
export function passTypesWithAddOns(cart: Cart, offer: Offer) {
  const ids = new Set(cart.passes.map((pass) => pass.passTypeId));
  return [...offer.passTypes.values()]
    .filter((passType) => ids.has(passType.id))
    .map((passType) => ({
      ...basePassTypeOf(passType),
      addOns: [...offer.addOns.values()]
        .filter((addOn) => passType.addOnIds.includes(addOn.id))
        .map((addOn) => addOnOf(addOn, offer)),
    }));
}
