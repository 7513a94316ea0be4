import type { CartTotals } from '@convene/contract';
import type { Cart, PassRow, ReservationRow } from './cart.repository';
import type { Offer, OfferRoomType } from './offer.repository';

/*
 * What a cart costs, in integer cents: passes at their price now (a package's passes at
 * the package's price), add-ons (per night of the pass's room when so priced), rooms (per
 * night beyond the nights the passes include, plus each pass type's premium), `quantity`
 * answers, less the coupon. Pure functions of the cart and the offer.
 */

const DAY_MS = 86_400_000;

/** A reservation's dates, the room type's defaults filling what it leaves out. */
export function stayOf(
  reservation: Pick<ReservationRow, 'start' | 'end'>,
  roomType: OfferRoomType | undefined,
): { start: string | null; end: string | null } {
  return {
    start: reservation.start ?? roomType?.defaultStart ?? roomType?.minStart ?? null,
    end: reservation.end ?? roomType?.defaultEnd ?? roomType?.maxEnd ?? null,
  };
}

/** Nights between two `YYYY-MM-DD` dates (one when either is unknown). */
export function nightsBetween(start: string | null, end: string | null): number {
  if (!start || !end) return 1;
  return Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / DAY_MS);
}

export function reservationNights(reservation: ReservationRow, offer: Offer): number {
  const stay = stayOf(reservation, offer.roomTypes.get(reservation.roomTypeId));
  return nightsBetween(stay.start, stay.end);
}

/**
 * The passes the cart's coupon applies to, in the cart's order: those of its pass type
 * (any when it names none), at most its purchase limit. The order never depends on prices
 * or time, so what a pre-paid coupon covers is the same when held and when given back.
 */
export function couponPasses(cart: Pick<Cart, 'coupon' | 'passes'>): PassRow[] {
  const coupon = cart.coupon;
  if (!coupon) return [];
  const applicable = cart.passes.filter(
    (pass) => coupon.passTypeId === null || pass.passTypeId === coupon.passTypeId,
  );
  return coupon.purchaseLimit === null ? applicable : applicable.slice(0, coupon.purchaseLimit);
}

/** One pass's part of the cart. */
export interface PassLine {
  /** The pass type's price now (0 for a pass of a package). */
  price: number;
  /** Its share of its package's price. */
  packageShare: number;
  addOns: number;
  /** Its room (the whole room is counted on the room's first pass). */
  reservation: number;
  questions: number;
  discount: number;
  total: number;
}

export interface CartPrice {
  totals: CartTotals;
  lines: Map<string, PassLine>;
}

function splitAmong(amount: number, count: number, index: number): number {
  const share = Math.floor(amount / count);
  return index === 0 ? amount - share * (count - 1) : share;
}

function reservationCost(cart: Cart, offer: Offer, reservation: ReservationRow): number {
  const roomType = offer.roomTypes.get(reservation.roomTypeId);
  if (!roomType) return 0;
  const passes = cart.passes.filter((pass) => pass.reservationId === reservation.id);
  const details = passes.map((pass) =>
    roomType.passTypes.find((link) => link.passTypeId === pass.passTypeId),
  );
  const included = Math.max(0, ...details.map((link) => link?.includedNights ?? 0));
  const nights = Math.max(0, reservationNights(reservation, offer) - included);
  const room = roomType.pricePerNight ? roomType.price * nights : roomType.price;
  return room + details.reduce((sum, link) => sum + (link?.premium ?? 0), 0);
}

export function priceCart(cart: Cart, offer: Offer): CartPrice {
  const lines = new Map<string, PassLine>();
  const nightsOfPass = new Map<string, number>();
  for (const reservation of cart.reservations) {
    const nights = reservationNights(reservation, offer);
    for (const pass of cart.passes) {
      if (pass.reservationId === reservation.id) nightsOfPass.set(pass.id, nights);
    }
  }
  for (const pass of cart.passes) {
    const passType = offer.passTypes.get(pass.passTypeId);
    lines.set(pass.id, {
      price: pass.registrationPackageId ? 0 : (passType?.priceNow ?? 0),
      packageShare: 0,
      addOns: 0,
      reservation: 0,
      questions: 0,
      discount: 0,
      total: 0,
    });
  }
  let packages = 0;
  for (const bought of cart.packages) {
    const price = offer.packages.get(bought.packageId)?.price ?? 0;
    packages += price;
    const passes = cart.passes.filter((pass) => pass.registrationPackageId === bought.id);
    passes.forEach((pass, index) => {
      lines.get(pass.id)!.packageShare = splitAmong(price, passes.length, index);
    });
  }
  for (const held of cart.addOns) {
    const addOn = offer.addOns.get(held.addOnId);
    const line = lines.get(held.passId);
    if (!addOn || !line) continue;
    const nights = Math.max(1, nightsOfPass.get(held.passId) ?? 1);
    line.addOns += addOn.pricePerNight ? addOn.price * nights : addOn.price;
  }
  for (const reservation of cart.reservations) {
    const first = cart.passes.find((pass) => pass.reservationId === reservation.id);
    if (first) lines.get(first.id)!.reservation += reservationCost(cart, offer, reservation);
  }
  for (const response of cart.responses) {
    const question = offer.questions.get(response.questionId);
    const line = lines.get(response.passId);
    if (question?.type !== 'quantity' || !line) continue;
    line.questions += (question.price ?? 0) * quantityOf(response.value);
  }
  const coupon = cart.coupon;
  for (const pass of couponPasses(cart)) {
    const line = lines.get(pass.id)!;
    const base =
      (coupon!.applyToPassType ? line.price : 0) +
      (coupon!.applyToAddOns ? line.addOns : 0) +
      (coupon!.applyToReservation ? line.reservation : 0);
    line.discount =
      coupon!.discountAmount !== null
        ? Math.min(coupon!.discountAmount, base)
        : Math.round((base * (coupon!.discountPercent ?? 0)) / 100);
  }
  const totals: CartTotals = {
    passes: 0,
    packages,
    addOns: 0,
    reservations: 0,
    questions: 0,
    discount: 0,
    subTotal: 0,
  };
  for (const line of lines.values()) {
    line.total =
      line.price +
      line.packageShare +
      line.addOns +
      line.reservation +
      line.questions -
      line.discount;
    totals.passes += line.price;
    totals.addOns += line.addOns;
    totals.reservations += line.reservation;
    totals.questions += line.questions;
    totals.discount += line.discount;
  }
  totals.subTotal =
    totals.passes +
    totals.packages +
    totals.addOns +
    totals.reservations +
    totals.questions -
    totals.discount;
  return { totals, lines };
}

/** A `quantity` answer as a count (0 when it is not one). */
export function quantityOf(value: string): number {
  return /^\d{1,6}$/.test(value) ? Number(value) : 0;
}
