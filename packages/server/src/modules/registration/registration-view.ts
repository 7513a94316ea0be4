import type {
  BaseAccount,
  ManagedCoupon,
  Payment,
  Registration,
  RegistrationPass,
} from '@convene/contract';
import type { Cart, CouponRow, PassRow } from './cart.repository';
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
  const roomType = reservation ? offer.roomTypes.get(reservation.roomTypeId) : undefined;
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
    passAddOns: cart.addOns
      .filter((held) => held.passId === pass.id)
      .flatMap((held) => {
        const addOn = offer.addOns.get(held.addOnId);
        return addOn ? [{ addOnId: addOn.id, addOn: baseAddOnOf(addOn) }] : [];
      }),
    reservationId: reservation?.id ?? null,
    reservation:
      reservation && roomType
        ? {
            id: reservation.id,
            ...stayOf(reservation, roomType),
            nights: reservationNights(reservation, offer),
            eventRoomTypeId: roomType.id,
            eventRoomType: roomTypeOf(roomType, offer),
          }
        : null,
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

export function registrationOf(cart: Cart, offer: Offer, extras: RegistrationExtras): Registration {
  const { registration } = cart;
  const price = priceCart(cart, offer);
  const couponed = new Set(couponPasses(cart).map((pass) => pass.id));
  const event = offer.event;
  return {
    id: registration.id,
    alternateId: registration.alternateId,
    accountId: registration.accountId,
    eventId: registration.eventId,
    status: registration.status,
    heldUntil: registration.heldUntil ? iso(registration.heldUntil) : null,
    termsAccepted: registration.termsAcceptedAt !== null,
    registeredAt: registration.registeredAt ? iso(registration.registeredAt) : null,
    event: {
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
    },
    account: extras.account,
    passes: cart.passes.map((pass) =>
      passOf(pass, cart, offer, price.lines.get(pass.id), couponed.has(pass.id)),
    ),
    packages: cart.packages.flatMap((bought) => {
      const bundle = offer.packages.get(bought.packageId);
      if (!bundle) return [];
      return [
        {
          id: bought.id,
          attendeeId: registration.id,
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
          status: bought.status,
          passes: cart.passes
            .filter((pass) => pass.registrationPackageId === bought.id)
            .map((pass) => pass.id),
          createdAt: iso(bought.createdAt),
          updatedAt: iso(bought.updatedAt),
        },
      ];
    }),
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
