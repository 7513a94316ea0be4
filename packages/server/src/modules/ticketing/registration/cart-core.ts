import { EVENT_MESSAGES, REGISTRATION_MESSAGES } from '@convene/contract';
import {
  requireAccount,
  requireActiveAccount,
  type ActingAccount,
  type RequestContext,
} from '../../../context';
import type { Transaction } from '../../../db/client';
import { transaction } from '../../../db/retry';
import { AppError } from '../../../lib/app-error';
import { requireEventViewer } from '../events/index';
import { eventRowById, type EventRow } from '../events/sql';
import {
  deleteReservations,
  deleteResponses,
  loadCart,
  lockRegistration,
  replacePassAddOns,
  updatePass,
  updateRegistration,
  type Cart,
  type PassRow,
  type RegistrationRow,
} from './cart.repository';
import { applyHoldings, holdingsOf, requireAvailable, SoldOutError } from './holdings';
import { releaseLapsedHolds } from './holds.service';
import { recentOffer } from './offer-cache';
import { loadOffer, type Offer, type OfferRoomType } from './offer.repository';
import { askedQuestionIds } from './questions';
import { linesOf, offerKeptPlaces } from './waitlist-lines';
import { requireTier } from '../../../tenancy/tier-gate';

/** The cart's world for one request: who, which event, what it offers. */
export interface CartScope {
  ctx: RequestContext;
  account: ActingAccount;
  event: EventRow;
  offer: Offer;
}

/** Registration is offered, the event is ready and not over, and now is in its window. */
export function requireRegistrationOpen(event: EventRow, now: Date): void {
  if (!event.registration) {
    throw new AppError('REGISTRATION_UNAVAILABLE', REGISTRATION_MESSAGES.notEnabled);
  }
  const closed =
    event.status !== 'ready' ||
    now >= event.eventEnd ||
    (event.registrationStart !== null && now < event.registrationStart) ||
    (event.registrationEnd !== null && now >= event.registrationEnd);
  if (closed) throw new AppError('REGISTRATION_UNAVAILABLE', REGISTRATION_MESSAGES.closed);
}

async function freshOffer(ctx: RequestContext, eventId: string) {
  const event = await eventRowById(ctx.db, ctx.scope, eventId);
  return event ? loadOffer(ctx.db, ctx.scope, event, ctx.now) : undefined;
}

/**
 * The acting account and the event it may see (456 with events off, 404 when unknown or
 * of another organization, 'Event not public', 453 for a group-only event) and what it
 * offers (a moment old for a change: offer-cache.ts); for a change, registration must be
 * open.
 */
export async function openCart(
  ctx: RequestContext,
  eventId: string,
  purpose: 'read' | 'change',
): Promise<CartScope> {
  const account = purpose === 'change' ? requireActiveAccount(ctx) : requireAccount(ctx);
  const scope = ctx.scope;
  const access = await requireEventViewer(ctx, eventId);
  await requireTier(ctx, { type: 'event', id: access.id });
  const offer =
    purpose === 'change'
      ? await recentOffer(ctx.db, scope, access.id, ctx.now, ctx.config.REGISTRATION_OFFER_CACHE_MS)
      : await freshOffer(ctx, access.id);
  if (!offer) throw new AppError('NOT_FOUND', EVENT_MESSAGES.eventNotFound);
  if (purpose === 'change') requireRegistrationOpen(offer.event, ctx.now);
  return { ctx, account, event: offer.event, offer };
}

/** When a hold taken now lapses. */
export function holdUntil(ctx: Pick<RequestContext, 'config' | 'now'>): Date {
  return new Date(ctx.now.getTime() + ctx.config.REGISTRATION_HOLD_MINUTES * 60_000);
}

/**
 * The account's draft for the event, locked: made when there is none, opened again after
 * a cancellation; 409 when the account is already registered.
 */
export async function lockDraft(tx: Transaction, cs: CartScope): Promise<RegistrationRow> {
  const row = await lockRegistration(tx, cs.ctx.scope, {
    eventId: cs.event.id,
    accountId: cs.account.id,
  });
  if (row.status === 'registered') {
    throw new AppError('CONFLICT', REGISTRATION_MESSAGES.alreadyRegistered);
  }
  if (row.status === 'draft') return row;
  const reopened = { status: 'draft', heldUntil: null, couponId: null } as const;
  await updateRegistration(tx, row.id, reopened);
  return { ...row, ...reopened };
}

export function roomTypeOffered(roomType: OfferRoomType | undefined, passTypeId: string): boolean {
  if (!roomType) return false;
  return (
    roomType.passTypes.length === 0 ||
    roomType.passTypes.some((link) => link.passTypeId === passTypeId && link.enabled)
  );
}

/**
 * The cart after a change, with what no longer fits its passes dropped: add-ons their pass
 * type does not offer, answers to questions no longer asked, rooms not offered with the
 * pass's type, and rooms no pass is in.
 */
async function pruneCart(tx: Transaction, cart: Cart, offer: Offer): Promise<Cart> {
  const addOnsKept = cart.addOns.filter((held) => {
    const pass = cart.passes.find((candidate) => candidate.id === held.passId);
    return !!pass && !!offer.passTypes.get(pass.passTypeId)?.addOnIds.includes(held.addOnId);
  });
  if (addOnsKept.length !== cart.addOns.length) {
    const passIds = [...new Set(cart.addOns.map((held) => held.passId))];
    await replacePassAddOns(tx, passIds, addOnsKept);
  }
  const responsesKept = cart.responses.filter((response) => {
    const pass = cart.passes.find((candidate) => candidate.id === response.passId);
    if (!pass) return false;
    const own = cart.responses.filter((candidate) => candidate.passId === pass.id);
    return askedQuestionIds(offer, pass.passTypeId, own).has(response.questionId);
  });
  await deleteResponses(
    tx,
    cart.responses.filter((response) => !responsesKept.includes(response)).map((row) => row.id),
  );
  const passes: PassRow[] = [];
  for (const pass of cart.passes) {
    const reservation = cart.reservations.find((row) => row.id === pass.reservationId);
    if (
      reservation &&
      !roomTypeOffered(offer.roomTypes.get(reservation.roomTypeId), pass.passTypeId)
    ) {
      await updatePass(tx, pass.id, { reservationId: null });
      passes.push({ ...pass, reservationId: null });
    } else passes.push(pass);
  }
  const reservationsKept = cart.reservations.filter((row) =>
    passes.some((pass) => pass.reservationId === row.id),
  );
  await deleteReservations(
    tx,
    cart.reservations.filter((row) => !reservationsKept.includes(row)).map((row) => row.id),
  );
  return {
    ...cart,
    passes,
    addOns: addOnsKept,
    responses: responsesKept,
    reservations: reservationsKept,
  };
}

/** What a change of the cart does besides its own writes. */
export interface CartChangeOptions {
  /** False for a step that writes none of the cart's rows (the intent, the submit). */
  writes?: boolean;
  /**
   * The cart as the change will make it, known before it writes: a change that would take
   * more than is left fails before it writes anything (in a rush, most buyers).
   */
  project?: (cart: Cart, cs: CartScope) => Cart;
  /** Given the held cart, in the same transaction (a free registration completes there). */
  settle?: (tx: Transaction, held: Cart, cs: CartScope) => Promise<void>;
}

/**
 * Changes the account's cart in one transaction: the registration locked, the change
 * written, what no longer fits dropped, then — last, so that the counter rows every buyer
 * updates are locked only until the commit — the difference in what it holds taken (or given
 * back) with the conditional updates, the hold renewed, and `settle` given the held cart.
 * When something is sold out, lapsed holds of the event are released and the change tried
 * once more. Places given back while members wait are kept for them by the same updates
 * and offered once the change commits (decision 0051).
 */
export async function changeCart<T>(
  ctx: RequestContext,
  eventId: string,
  change: (tx: Transaction, cart: Cart, cs: CartScope) => Promise<T>,
  options: CartChangeOptions = {},
): Promise<T> {
  const cs = await openCart(ctx, eventId, 'change');
  const attempt = () =>
    transaction(ctx, async (tx): Promise<{ result: T; kept: string[] }> => {
      const registration = await lockDraft(tx, cs);
      const cart = await loadCart(tx, registration);
      const before = registration.heldUntil ? holdingsOf(cart, cs.offer) : null;
      if (options.project) {
        const projected = holdingsOf(options.project(cart, cs), cs.offer);
        await requireAvailable(tx, cs.ctx.scope, cs.offer, before, projected);
      }
      const result = await change(tx, cart, cs);
      const after =
        options.writes === false
          ? cart
          : await pruneCart(tx, await loadCart(tx, cart.registration), cs.offer);
      const heldUntil = holdUntil(ctx);
      await updateRegistration(tx, registration.id, { heldUntil });
      const kept = await applyHoldings(
        tx,
        cs.ctx.scope,
        cs.offer,
        before,
        holdingsOf(after, cs.offer),
      );
      await options.settle?.(
        tx,
        { ...after, registration: { ...after.registration, heldUntil } },
        cs,
      );
      return { result, kept };
    });
  const done = await attempt().catch(async (error: unknown) => {
    if (!(error instanceof SoldOutError)) throw error;
    const released = await releaseLapsedHolds(ctx, ctx.now, {
      scope: cs.ctx.scope,
      eventId: cs.event.id,
    });
    if (released === 0) throw error;
    return attempt();
  });
  // Places the change gave back while members wait were kept for them: offered now.
  await offerKeptPlaces(ctx, ctx.now, linesOf(cs.ctx.scope.organizationId, done.kept));
  return done.result;
}

export function fieldError(field: string, message: string): AppError {
  return new AppError('VALIDATION', message, { field });
}

export function passOfCart(cart: Cart, passId: string): PassRow {
  const pass = cart.passes.find((candidate) => candidate.id === passId);
  if (!pass) throw fieldError(`passes.${passId}`, REGISTRATION_MESSAGES.passNotFound);
  return pass;
}
