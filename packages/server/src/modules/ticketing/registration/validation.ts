import { formatText, REGISTRATION_MESSAGES, type CartError } from '@convene/contract';
import { AppError } from '../../../lib/app-error';
import type { Cart, CouponRow, PassRow, ReservationRow } from './cart.repository';
import type { Offer, OfferPassType } from './offer.repository';
import { nightsBetween, stayOf } from './pricing';
import { askedQuestionIds, checkAnswer, questionLabel } from './questions';

/*
 * The cart validated as a whole before it is paid or submitted: every offending part named
 * by its field, under the message 'Your cart cannot be submitted, please fix the below error'.
 */

const M = REGISTRATION_MESSAGES;

/** Sold now: active, and past its own start of sale when it has one. */
export function onSale(passType: OfferPassType | undefined, now: Date): passType is OfferPassType {
  return (
    !!passType &&
    passType.active &&
    (!passType.overrideStartDate || passType.overrideStartDate <= now)
  );
}

/** The per-sale bounds of each pass type, on the passes bought alone (not in a package). */
export function perSaleErrors(
  passes: readonly Pick<PassRow, 'passTypeId' | 'registrationPackageId'>[],
  offer: Offer,
): CartError[] {
  const counts = new Map<string, number>();
  for (const pass of passes) {
    if (!pass.registrationPackageId)
      counts.set(pass.passTypeId, (counts.get(pass.passTypeId) ?? 0) + 1);
  }
  const errors: CartError[] = [];
  for (const [passTypeId, count] of counts) {
    const passType = offer.passTypes.get(passTypeId);
    if (!passType) continue;
    const field = `passTypes.${passTypeId}`;
    const values = { name: passType.name };
    if (count < passType.minQuantityPerSale) {
      errors.push({
        field,
        message: formatText(M.minPerSale, { ...values, count: passType.minQuantityPerSale }),
      });
    } else if (passType.maxQuantityPerSale > 0 && count > passType.maxQuantityPerSale) {
      errors.push({
        field,
        message: formatText(M.maxPerSale, { ...values, count: passType.maxQuantityPerSale }),
      });
    }
  }
  return errors;
}

/** Whether a coupon applies to the cart for an account with this email (null: it does). */
export function couponProblem(
  coupon: CouponRow | undefined,
  passes: readonly Pick<PassRow, 'passTypeId'>[],
  email: string | null,
  now: Date,
): string | null {
  if (!coupon?.active) return M.couponNotFound;
  if (coupon.startDate && now < coupon.startDate) return M.couponNotStarted;
  if (coupon.endDate && now >= coupon.endDate) return M.couponExpired;
  if (coupon.emailDomains) {
    const domain = email?.split('@')[1]?.toLowerCase();
    const domains = coupon.emailDomains
      .split(',')
      .map((part) => part.trim().replace(/^@/, '').toLowerCase())
      .filter(Boolean);
    if (
      !domain ||
      !domains.some((allowed) => domain === allowed || domain.endsWith(`.${allowed}`))
    ) {
      return M.couponEmailDomain;
    }
  }
  const applicable = passes.filter(
    (pass) => !coupon.passTypeId || pass.passTypeId === coupon.passTypeId,
  );
  if (applicable.length === 0) return M.couponNotApplicable;
  if (coupon.quantityMin !== null && applicable.length < coupon.quantityMin) {
    return formatText(M.couponMinimum, { count: coupon.quantityMin });
  }
  if (coupon.quantityMax !== null && applicable.length > coupon.quantityMax) {
    return formatText(M.couponMaximum, { count: coupon.quantityMax });
  }
  return null;
}

/** A room's dates within its type's bounds, end after start ('' when fine). */
export function reservationProblem(
  reservation: Pick<ReservationRow, 'start' | 'end' | 'roomTypeId'>,
  offer: Offer,
): string | null {
  const roomType = offer.roomTypes.get(reservation.roomTypeId);
  const { start, end } = stayOf(reservation, roomType);
  if (!roomType) return M.roomTypeNotOffered;
  const outside =
    (start &&
      ((roomType.minStart && start < roomType.minStart) ||
        (roomType.maxStart && start > roomType.maxStart))) ||
    (end &&
      ((roomType.minEnd && end < roomType.minEnd) || (roomType.maxEnd && end > roomType.maxEnd))) ||
    (start && end && nightsBetween(start, end) < 1);
  return outside ? M.reservationDates : null;
}

function reservationErrors(cart: Cart, offer: Offer): CartError[] {
  return cart.reservations.flatMap((reservation) => {
    const field = `reservations.${reservation.id}`;
    const dates = reservationProblem(reservation, offer);
    if (dates) return [{ field, message: dates }];
    const roomType = offer.roomTypes.get(reservation.roomTypeId)!;
    const passes = cart.passes.filter((pass) => pass.reservationId === reservation.id).length;
    const min = roomType.minPasses ?? 1;
    const max = roomType.maxPasses ?? Infinity;
    if (passes < min || passes > max) {
      const message = formatText(M.reservationPasses, { min, max: roomType.maxPasses ?? '∞' });
      return [{ field, message }];
    }
    return [];
  });
}

/** Required questions answered, and every answer one its question (still) takes. */
function answerErrors(cart: Cart, offer: Offer): CartError[] {
  const errors: CartError[] = [];
  for (const pass of cart.passes) {
    const responses = cart.responses.filter((response) => response.passId === pass.id);
    const asked = askedQuestionIds(offer, pass.passTypeId, responses);
    const answered = new Map(responses.map((response) => [response.questionId, response]));
    for (const questionId of asked) {
      const question = offer.questions.get(questionId)!;
      const field = `passes.${pass.id}.questions.${questionId}`;
      const response = answered.get(questionId);
      if (!response) {
        if (question.required) {
          errors.push({
            field,
            message: formatText(M.questionRequired, { question: questionLabel(question) }),
          });
        }
        continue;
      }
      // Search values were checked against the question's values when answered.
      if (question.type === 'search') continue;
      const check = checkAnswer(question, response.value);
      if (!check.ok) errors.push({ field, message: check.message });
    }
  }
  return errors;
}

export interface CartCheck {
  cart: Cart;
  offer: Offer;
  email: string | null;
  termsAccepted: boolean;
}

export function cartErrors({ cart, offer, email, termsAccepted }: CartCheck): CartError[] {
  if (cart.passes.length === 0) return [{ field: 'passes', message: M.noPasses }];
  const errors: CartError[] = [];
  for (const pass of cart.passes) {
    if (!onSale(offer.passTypes.get(pass.passTypeId), offer.now)) {
      errors.push({ field: `passes.${pass.id}`, message: M.passTypeNotOffered });
    }
  }
  errors.push(...perSaleErrors(cart.passes, offer));
  for (const bought of cart.packages) {
    if (!offer.packages.get(bought.packageId)?.isActive) {
      errors.push({ field: `packages.${bought.id}`, message: M.packageNotOffered });
    }
  }
  errors.push(...reservationErrors(cart, offer), ...answerErrors(cart, offer));
  if (cart.coupon) {
    const problem = couponProblem(cart.coupon, cart.passes, email, offer.now);
    if (problem) errors.push({ field: 'couponCode', message: problem });
  }
  if (!termsAccepted) errors.push({ field: 'terms', message: M.termsRequired });
  return errors;
}

/** Throws the 400 naming every offending field, when there is one. */
export function requireValidCart(check: CartCheck): void {
  const errors = cartErrors(check);
  if (errors.length) throw new AppError('VALIDATION', M.cartInvalid, { errors });
}
