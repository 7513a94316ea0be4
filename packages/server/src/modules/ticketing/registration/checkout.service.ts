import {
  EVENT_MESSAGES,
  formatText,
  REGISTRATION_MESSAGES,
  type PaymentIntent,
  type Registration,
} from '@convene/contract';
import type { RequestContext } from '../../../context';
import type { Transaction } from '../../../db/client';
import { transaction } from '../../../db/retry';
import { AppError } from '../../../lib/app-error';
import type { Scope } from '../../../tenancy/scope';
import { countRegistrations, eventRowById, type EventRow } from '../events/sql';
import { createPaymentIntent } from '../../payments/index';
import { changeCart, holdUntil, openCart, requireRegistrationOpen } from './cart-core';
import {
  loadCart,
  lockRegistration,
  findRegistrationById,
  lockRegistrationById,
  setPackagesStatus,
  updatePass,
  updateRegistration,
  type Cart,
} from './cart.repository';
import { enqueueRegistrationConfirmation } from './confirmation-mail';
import {
  findPendingGroupCoupon,
  insertCoupon,
  lockCoupon,
  updateCoupon,
} from './coupons.repository';
import { applyHoldings, holdingsOf, sellHoldings, SoldOutError } from './holdings';
import { recentOfferIn } from './offer-cache';
import { loadOffer, type Offer } from './offer.repository';
import { couponPasses, priceCart } from './pricing';
import { registrationView } from './registration.service';
import { sellCapacityNow } from './capacity.repository';
import { leaveLinesOfEvent } from '../waitlist/sql';
import { onSale, requireValidCart } from './validation';
import { registrationWebhookData } from './sql';
import { emitWebhook } from '../../webhooks/index';
import type { PurposeHandler, PurposeIntent } from '../../seams';

/*
 * Paying for and completing a cart: the intent (the cart validated as a whole and held),
 * the capture's `registration` purpose (prepare: hold again if released, count the
 * registration against the event's limit; captured: held becomes sold, passes ready, the
 * confirmation queued), the free submit, and group tickets (a pre-paid coupon).
 */

const M = REGISTRATION_MESSAGES;

/** Whether the cart may register as far as the terms go: agreed, or not required here. */
function termsSatisfied(ctx: RequestContext, cart: Cart): boolean {
  return (
    cart.registration.termsAcceptedAt !== null ||
    ctx.organization.config.REGISTRATION_TERMS_REQUIRED !== true
  );
}

/** Records an agreement the client sent (whether or not the organization requires one). */
function recordTerms(ctx: RequestContext, cart: Cart, accepted: boolean | undefined): boolean {
  if (accepted && !cart.registration.termsAcceptedAt) cart.registration.termsAcceptedAt = ctx.now;
  return termsSatisfied(ctx, cart);
}

async function takeSeat(tx: Transaction, scope: Scope, eventId: string): Promise<void> {
  if (!(await countRegistrations(tx, scope, eventId, 1))) throw new AppError('CONFLICT', M.full);
}

/**
 * The held cart becomes the registration: its passes ready with what each cost, the
 * confirmation queued, then (last, so that the rows every buyer of the event updates stay
 * locked only until the commit that follows) the registration counted against the event
 * when `countSeat`, and what it holds moved from held to sold.
 */
async function completeRegistration(
  tx: Transaction,
  ctx: RequestContext,
  held: { event: EventRow; offer: Offer; cart: Cart },
  countSeat: boolean,
): Promise<void> {
  const { cart, offer } = held;
  const scope = ctx.scope;
  const price = priceCart(cart, offer);
  const couponed = new Set(couponPasses(cart).map((pass) => pass.id));
  const registered = { ...cart, passes: [] as Cart['passes'] };
  await setPackagesStatus(tx, cart.registration.id, 'ready');
  for (const pass of cart.passes) {
    const changes = {
      status: 'ready' as const,
      amtPaid: price.lines.get(pass.id)?.total ?? 0,
      couponId: couponed.has(pass.id) ? cart.coupon!.id : null,
    };
    await updatePass(tx, pass.id, changes);
    registered.passes.push({ ...pass, ...changes });
  }
  await updateRegistration(tx, cart.registration.id, {
    status: 'registered',
    registeredAt: ctx.now,
    heldUntil: null,
    termsAcceptedAt: cart.registration.termsAcceptedAt,
  });
  // A member who was waiting for a pass of the event has one now: out of every line.
  await leaveLinesOfEvent(tx, scope, {
    eventId: held.event.id,
    accountId: cart.registration.accountId,
  });
  await enqueueRegistrationConfirmation(tx, ctx, {
    ...held,
    cart: registered,
    total: price.totals.subTotal,
  });
  await emitWebhook(ctx, tx, 'registration.completed', {
    registration: {
      ...registrationWebhookData(cart.registration, ctx.now, registered.passes),
      total: price.totals.subTotal,
    },
  });
  if (countSeat) await takeSeat(tx, scope, held.event.id);
  await sellHoldings(tx, scope, holdingsOf(cart, offer));
}

/** `GET …/registration/intent`: validated as a whole, held, then the intent at the provider. */
export async function getCartIntent(
  ctx: RequestContext,
  eventId: string,
  query: {
    addressId?: string | undefined;
    split?: boolean | undefined;
    termsAccepted?: boolean | undefined;
  },
): Promise<PaymentIntent> {
  const checked = await changeCart(
    ctx,
    eventId,
    async (tx, cart, cs) => {
      const termsAccepted = recordTerms(ctx, cart, query.termsAccepted);
      await updateRegistration(tx, cart.registration.id, {
        termsAcceptedAt: cart.registration.termsAcceptedAt,
      });
      requireValidCart({ cart, offer: cs.offer, email: ctx.login?.email ?? null, termsAccepted });
      return { cart, cs, subTotal: priceCart(cart, cs.offer).totals.subTotal };
    },
    { writes: false },
  );
  const { cart, cs } = checked;
  return createPaymentIntent(ctx, {
    purpose: 'registration',
    referenceId: cart.registration.id,
    accountId: cs.account.id,
    addressId: query.addressId,
    subTotal: checked.subTotal,
    description: `${cs.event.name}: registration #${cart.registration.alternateId}`,
    eventId: cs.event.id,
    metadata: {
      registrationId: cart.registration.id,
      ...(query.split === undefined ? {} : { split: String(query.split) }),
    },
  });
}

/** `POST …/registration/submit`: a cart that costs nothing, validated, registered at once. */
export async function submitCart(
  ctx: RequestContext,
  eventId: string,
  body: { termsAccepted?: boolean | undefined } | null | undefined,
): Promise<Registration> {
  await changeCart(
    ctx,
    eventId,
    async (tx, cart, cs) => {
      const termsAccepted = recordTerms(ctx, cart, body?.termsAccepted);
      requireValidCart({ cart, offer: cs.offer, email: ctx.login?.email ?? null, termsAccepted });
      const { subTotal } = priceCart(cart, cs.offer).totals;
      if (subTotal > 0) {
        const amount = `$${(subTotal / 100).toFixed(2)}`;
        throw new AppError('VALIDATION', formatText(M.notFree, { amount }), { field: 'total' });
      }
    },
    {
      writes: false,
      settle: (tx, held, cs) =>
        completeRegistration(tx, ctx, { event: cs.event, offer: cs.offer, cart: held }, true),
    },
  );
  return registrationView(ctx, eventId);
}

type PaidCart = Awaited<ReturnType<typeof loadPaidCart>>;

/** The cart an intent pays for, locked, checked again inside the capture. */
async function loadPaidCart(tx: Transaction, ctx: RequestContext, intent: PurposeIntent) {
  const scope = ctx.scope;
  const registration = await lockRegistrationById(tx, scope, intent.referenceId);
  if (!registration || registration.accountId !== intent.accountId) {
    throw new AppError('NOT_FOUND', 'Registration not found');
  }
  if (registration.status === 'registered') throw new AppError('CONFLICT', M.alreadyRegistered);
  if (registration.status !== 'draft') throw new AppError('CONFLICT', M.changed);
  const offer = await recentOfferIn(
    tx,
    scope,
    registration.eventId,
    ctx.now,
    ctx.config.REGISTRATION_OFFER_CACHE_MS,
  );
  if (!offer) throw new AppError('NOT_FOUND', EVENT_MESSAGES.eventNotFound);
  return { scope, event: offer.event, offer, cart: await loadCart(tx, registration) };
}

/**
 * Settles registrations paid through the payments module. `prepare` (before the charge):
 * the cart is valid, costs what the intent says, holds what it needs (taken again, with
 * the conditional updates, when its hold was released) and counts against the event's
 * limit when it has one. `captured`: the cart becomes the registration.
 */
export const registrationPurpose: PurposeHandler<PaidCart> = {
  async subject(db, scope, referenceId) {
    const row = await findRegistrationById(db, scope, referenceId);
    if (!row) return {};
    const { id, alternateId, accountId, eventId } = row;
    return { registration: { id, alternateId, accountId, eventId } };
  },
  async prepare(tx, ctx, intent) {
    const paid = await loadPaidCart(tx, ctx, intent);
    const { scope, event, offer, cart } = paid;
    requireRegistrationOpen(event, ctx.now);
    requireValidCart({
      cart,
      offer,
      email: ctx.login?.email ?? null,
      termsAccepted: termsSatisfied(ctx, cart),
    });
    if (priceCart(cart, offer).totals.subTotal !== intent.subTotal) {
      throw new AppError('CONFLICT', M.changed);
    }
    if (!cart.registration.heldUntil) {
      await applyHoldings(tx, scope, offer, null, holdingsOf(cart, offer));
      await updateRegistration(tx, cart.registration.id, { heldUntil: holdUntil(ctx) });
    }
    // A limited event is counted before the charge (it may be full); an unlimited one after,
    // so that its row is not locked while the provider is asked.
    if (event.registrationLimit !== null) await takeSeat(tx, scope, event.id);
    return paid;
  },
  async captured(tx, ctx, intent, prepared) {
    const { event, offer, cart } = prepared ?? (await loadPaidCart(tx, ctx, intent));
    await completeRegistration(tx, ctx, { event, offer, cart }, event.registrationLimit === null);
  },
};

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

function groupCode(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(8));
  return `GRP-${[...bytes].map((byte) => CODE_ALPHABET[byte % CODE_ALPHABET.length]).join('')}`;
}

/**
 * `GET …/registration/coupons/intent` (ticketId, quantity, addressId): group
 * tickets, paid as a pre-paid coupon for `quantity` passes of the type. Each use of the
 * coupon covers one pass; the passes are sold when the coupon is paid.
 */
export async function getCouponIntent(
  ctx: RequestContext,
  eventId: string,
  query: { ticketId: string; quantity: number; addressId?: string | undefined },
): Promise<PaymentIntent> {
  const cs = await openCart(ctx, eventId, 'change');
  const passType = cs.offer.passTypes.get(query.ticketId);
  if (!onSale(passType, ctx.now)) {
    throw new AppError('NOT_FOUND', EVENT_MESSAGES.passTypeNotFound, { field: 'ticketId' });
  }
  if (!passType.enableCoupons) {
    throw new AppError('VALIDATION', M.couponsNotEnabled, { field: 'ticketId' });
  }
  const min = passType.minCouponQuantity ?? 1;
  const max = passType.maxCouponQuantity ?? 1000;
  if (query.quantity < min || query.quantity > max) {
    throw new AppError('VALIDATION', formatText(M.couponQuantity, { min, max }), {
      field: 'quantity',
    });
  }
  const coupon = await transaction(ctx, async (tx) => {
    const registration = await lockRegistration(tx, cs.ctx.scope, {
      eventId: cs.event.id,
      accountId: cs.account.id,
    });
    const pending = await findPendingGroupCoupon(tx, cs.ctx.scope, registration.id, passType.id);
    if (pending) {
      if (pending.useLimit !== query.quantity) {
        await updateCoupon(tx, pending.id, { useLimit: query.quantity });
      }
      return pending;
    }
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const created = await insertCoupon(tx, {
        organizationId: cs.ctx.scope.organizationId,
        eventId: cs.event.id,
        code: groupCode(),
        description: `${query.quantity} × ${passType.name}`,
        active: false,
        prePaid: true,
        discountPercent: 100,
        passTypeId: passType.id,
        applyToPassType: true,
        purchaseLimit: 1,
        useLimit: query.quantity,
        registrationId: registration.id,
      });
      if (created) return created;
    }
    throw new Error('no free group coupon code');
  });
  return createPaymentIntent(ctx, {
    purpose: 'coupon',
    referenceId: coupon.id,
    accountId: cs.account.id,
    addressId: query.addressId,
    subTotal: passType.priceNow * query.quantity,
    description: `${cs.event.name}: ${query.quantity} × ${passType.name}`,
    eventId: cs.event.id,
    metadata: { quantity: String(query.quantity), passTypeId: passType.id },
  });
}

/**
 * Settles group tickets: `prepare` locks the coupon (still unpaid, the quantity the intent
 * was made for) and sells its passes with one conditional update; `captured` activates it.
 */
export const couponPurpose: PurposeHandler = {
  async prepare(tx, ctx, intent) {
    const scope = ctx.scope;
    const coupon = await lockCoupon(tx, scope, intent.referenceId);
    if (!coupon?.prePaid || !coupon.passTypeId || !coupon.registrationId) {
      throw new AppError('NOT_FOUND', 'Coupon not found');
    }
    if (coupon.active) throw new AppError('CONFLICT', 'These group tickets are already paid');
    if (String(coupon.useLimit) !== intent.metadata.quantity) {
      throw new AppError('CONFLICT', M.changed);
    }
    const quantity = coupon.useLimit ?? 0;
    if (!(await sellCapacityNow(tx, scope, 'passType', coupon.passTypeId, quantity))) {
      const event = await eventRowById(tx, scope, coupon.eventId);
      if (!event) throw new AppError('NOT_FOUND', EVENT_MESSAGES.eventNotFound);
      throw new SoldOutError(
        await loadOffer(tx, scope, event, ctx.now),
        'passType',
        coupon.passTypeId,
      );
    }
  },
  async captured(tx, _ctx, intent) {
    await updateCoupon(tx, intent.referenceId, { active: true });
  },
};
