import { type EmailRegistrationOutcome, type Registration } from '@convene/contract';
import type { RequestContext } from '../../../context';
import { AppError } from '../../../lib/app-error';
import { requireEventRowViewer } from '../events/index';
import { openCart, requireRegistrationOpen } from './cart-core';
import { setCartPasses } from './cart.service';
import { submitCart } from './checkout.service';
import { registrationView } from './registration.service';
import { onSale } from './validation';

/*
 * Registration with nothing but a name (email registration, decision 0069): the event's one
 * pass type, when it is free, put in the acting account's cart and submitted — the cart's
 * own steps, so every rule of a member's registration holds (capacity, questions, terms,
 * the confirmation mail).
 */

/**
 * The event's id, when the caller may see it (404 for an unknown one or another
 * organization's) and its registration is open now (`REGISTRATION_UNAVAILABLE` otherwise).
 */
export async function requireRegistrationOpenFor(
  ctx: RequestContext,
  eventIdOrSlug: string,
): Promise<string> {
  const event = await requireEventRowViewer(ctx, eventIdOrSlug);
  requireRegistrationOpen(event, ctx.now);
  return event.id;
}

/**
 * Registers the acting account with the event's one free pass (`body`: the submit's, the
 * terms agreed to): `registered` (or already was); `full` when the cart is refused for
 * capacity (409); `continue` when the event asks for more — a choice of passes, a price,
 * answers to required questions, terms not agreed to, or any other refusal (no account to
 * act for, a tier lock …), which the normal flow then shows.
 */
export async function registerWithFreePass(
  ctx: RequestContext,
  eventId: string,
  body: { termsAccepted?: boolean | undefined },
): Promise<{ outcome: EmailRegistrationOutcome; registration: Registration | null }> {
  try {
    const current = await registrationView(ctx, eventId);
    if (current.status === 'registered') return { outcome: 'registered', registration: current };
    const { offer } = await openCart(ctx, eventId, 'read');
    const passTypes = [...offer.passTypes.values()].filter((passType) => onSale(passType, ctx.now));
    const [only] = passTypes;
    const simple = passTypes.length === 1 && only?.priceNow === 0 && offer.packages.size === 0;
    if (!only || !simple) return { outcome: 'continue', registration: null };
    await setCartPasses(ctx, eventId, { passes: [{ ticketId: only.id }], packages: [] });
    return { outcome: 'registered', registration: await submitCart(ctx, eventId, body) };
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return { outcome: error.code === 'CONFLICT' ? 'full' : 'continue', registration: null };
  }
}
