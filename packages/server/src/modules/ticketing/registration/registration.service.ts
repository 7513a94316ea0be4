import {
  EVENT_MESSAGES,
  type EventRoomType,
  type ListQuery,
  type PassQuestionSections,
  type PassTypeWithAddOns,
  type Registration,
  type RegistrationQuestionSearchValue,
} from '@convene/contract';
import type { RequestContext } from '../../../context';
import { AppError } from '../../../lib/app-error';
import { pageWindow } from '../../../lib/envelope';
import { baseAccountsByIds } from '../../accounts/index';
import { requireEventViewer } from '../events/index';
import { paymentsOf } from '../../payments/index';
import { openCart, roomTypeOffered, type CartScope } from './cart-core';
import { ensureRegistration, loadAccountCart, loadCart, type Cart } from './cart.repository';
import { withPurchases } from './coupons.repository';
import { releaseLapsedHolds } from './holds.service';
import { roomTypeOf, sectionOf } from './offer-view';
import { sectionsFor } from './questions';
import { passTypesWithAddOns, registrationOf } from './registration-view';
import { findSearchQuestion, listSearchValues } from './search-values.repository';

/*
 * What the cart reads: the draft (made on first read), and per its passes the add-ons,
 * room types and questions on offer; the values of a `search` question. A lapsed hold of
 * the reader's own cart is released first (decision 0014), so what it shows is true.
 */

async function currentCart(cs: CartScope): Promise<Cart | null> {
  const { ctx } = cs;
  const { scope } = ctx;
  const key = { eventId: cs.event.id, accountId: cs.account.id };
  const cart = await loadAccountCart(ctx.db, scope, key);
  const registration = cart?.registration;
  if (
    registration?.status === 'draft' &&
    registration.heldUntil &&
    registration.heldUntil < ctx.now
  ) {
    await releaseLapsedHolds(ctx, ctx.now, { scope, eventId: cs.event.id });
    return (await loadAccountCart(ctx.db, scope, key)) ?? null;
  }
  return cart ?? null;
}

async function viewOf(cs: CartScope, cart: Cart): Promise<Registration> {
  const { ctx } = cs;
  const { scope } = ctx;
  const [accounts, payments, bought] = await Promise.all([
    baseAccountsByIds(ctx, [cart.registration.accountId]),
    paymentsOf(ctx.db, scope, 'registration', [cart.registration.id]),
    withPurchases(ctx.db, cart.bought),
  ]);
  return registrationOf(cart, cs.offer, {
    account: accounts.get(cart.registration.accountId)!,
    payments: payments.get(cart.registration.id) ?? [],
    bought,
  });
}

/** `GET /self/events/{id}/registration`: the draft (made when the account has none), or the registration. */
export async function registrationView(
  ctx: RequestContext,
  eventId: string,
): Promise<Registration> {
  const cs = await openCart(ctx, eventId, 'read');
  let cart = await currentCart(cs);
  if (!cart) {
    const registration = await ensureRegistration(ctx.db, cs.ctx.scope, {
      eventId: cs.event.id,
      accountId: cs.account.id,
    });
    cart = await loadCart(ctx.db, registration);
  }
  return viewOf(cs, cart);
}

/** `GET …/registration/addOns`. */
export async function cartAddOns(
  ctx: RequestContext,
  eventId: string,
): Promise<PassTypeWithAddOns[]> {
  const cs = await openCart(ctx, eventId, 'read');
  const cart = await currentCart(cs);
  return cart ? passTypesWithAddOns(cart, cs.offer) : [];
}

/** `GET …/registration/roomTypes`: those offered with a pass of the cart (all while it has none). */
export async function cartRoomTypes(
  ctx: RequestContext,
  eventId: string,
): Promise<EventRoomType[]> {
  const cs = await openCart(ctx, eventId, 'read');
  const cart = await currentCart(cs);
  const passTypeIds = [...new Set(cart?.passes.map((pass) => pass.passTypeId) ?? [])];
  return [...cs.offer.roomTypes.values()]
    .filter(
      (roomType) =>
        passTypeIds.length === 0 || passTypeIds.some((id) => roomTypeOffered(roomType, id)),
    )
    .map((roomType) => roomTypeOf(roomType, cs.offer));
}

/** `GET …/registration/questions`: per pass of the cart, the sections asked for it. */
export async function cartQuestions(
  ctx: RequestContext,
  eventId: string,
): Promise<PassQuestionSections[]> {
  const cs = await openCart(ctx, eventId, 'read');
  const cart = await currentCart(cs);
  return (cart?.passes ?? []).map((pass) => ({
    passId: pass.id,
    sections: sectionsFor(cs.offer, pass.passTypeId).map((section) => sectionOf(section, cs.offer)),
  }));
}

/** `GET /events/{id}/questions/{qid}/values`: a `search` question's values (404 for any other). */
export async function searchQuestionValues(
  ctx: RequestContext,
  eventKey: string,
  questionId: string,
  query: ListQuery,
): Promise<RegistrationQuestionSearchValue[]> {
  const event = await requireEventViewer(ctx, eventKey);
  const scope = ctx.scope;
  const question = await findSearchQuestion(ctx.db, scope, event.id, questionId);
  if (question?.type !== 'search') {
    throw new AppError('NOT_FOUND', EVENT_MESSAGES.questionNotFound);
  }
  return listSearchValues(ctx.db, scope, questionId, {
    ...pageWindow(query),
    search: query.search,
  });
}
