import {
  ATTENDEE_MESSAGES as M,
  EVENT_MESSAGES,
  formatText,
  type PassAddOn,
  type PaymentIntent,
  type RegistrationPass,
} from '@convene/contract';
import type { RequestContext } from '../../../context';
import type { Executor, Transaction } from '../../../db/client';
import { AppError } from '../../../lib/app-error';
import type { Scope } from '../../../tenancy/scope';
import { eventRowById } from '../events/sql';
import { createPaymentIntent } from '../../payments/index';
import {
  addOnOf,
  loadOffer,
  sellCapacityNow,
  SoldOutError,
  type Offer,
} from '../registration/index';
import {
  addToAmountPaid,
  findHeldPass,
  insertPassAddOns,
  passAddOnIds,
  type PassRow,
} from './attendee.repository';
import {
  changeHeldPass,
  openAttendee,
  passView,
  requireActivePass,
  requireHeldPass,
} from './attendee.service';
import type { PurposeHandler, PurposeIntent } from '../../seams';

/*
 * Add-ons bought after purchase (an add-on intent needs the pass, addressId and
 * the add-on list). Free ones are added at once; paid ones through a payment intent of
 * the `addOns` purpose (reference: the pass), whose capture takes their capacity before
 * the charge and adds them to the pass after it (and their price to what it was paid, so a
 * cancellation refunds them by the same schedule), in the capture's transaction.
 */

/** `GET …/passes/{pid}/addOns`: the add-ons the pass type offers, marked owned or not. */
export async function passAddOns(
  ctx: RequestContext,
  eventId: string,
  passId: string,
): Promise<PassAddOn[]> {
  const as = await openAttendee(ctx, eventId, 'read');
  const pass = await requireHeldPass(ctx.db, as, passId);
  const owned = new Set(await passAddOnIds(ctx.db, pass.id));
  const offered = as.offer.passTypes.get(pass.passTypeId)?.addOnIds ?? [];
  return offered.flatMap((id) => {
    const addOn = as.offer.addOns.get(id);
    return addOn ? [{ ...addOnOf(addOn, as.offer), owned: owned.has(id) }] : [];
  });
}

/** The add-ons wanted for the pass, offered with it and not on it yet; and what they cost. */
async function wantedAddOns(
  db: Executor,
  offer: Offer,
  pass: PassRow,
  addOnIds: readonly string[],
): Promise<{ ids: string[]; subTotal: number }> {
  const offered = offer.passTypes.get(pass.passTypeId)?.addOnIds ?? [];
  const owned = new Set(await passAddOnIds(db, pass.id));
  let subTotal = 0;
  for (const id of addOnIds) {
    const addOn = offer.addOns.get(id);
    if (!addOn || !offered.includes(id)) {
      throw new AppError('VALIDATION', M.addOnNotOffered, { field: `addOnIds.${id}` });
    }
    if (owned.has(id)) {
      const message = formatText(M.addOnOwned, { name: addOn.name });
      throw new AppError('CONFLICT', message, { field: `addOnIds.${id}` });
    }
    subTotal += addOn.price;
  }
  return { ids: [...addOnIds].sort(), subTotal };
}

/** Takes one of each add-on (never past its supply), in the one order of taking. */
async function sellAddOns(
  tx: Transaction,
  scope: Scope,
  offer: Offer,
  ids: readonly string[],
): Promise<void> {
  for (const id of ids) {
    if (!(await sellCapacityNow(tx, scope, 'addOn', id, 1))) {
      throw new SoldOutError(offer, 'addOn', id);
    }
  }
}

/** `GET …/passes/{pid}/addOns/intent`: the intent to pay for more add-ons. */
export async function addOnsIntent(
  ctx: RequestContext,
  eventId: string,
  passId: string,
  query: { addOnIds: string[]; addressId?: string | undefined },
): Promise<PaymentIntent> {
  const as = await openAttendee(ctx, eventId, 'change');
  const pass = await requireHeldPass(ctx.db, as, passId);
  requireActivePass(pass);
  const wanted = await wantedAddOns(ctx.db, as.offer, pass, query.addOnIds);
  return createPaymentIntent(ctx, {
    purpose: 'addOns',
    referenceId: pass.id,
    accountId: as.account.id,
    addressId: query.addressId,
    subTotal: wanted.subTotal,
    description: `${as.event.name}: add-ons for pass #${pass.alternateId}`,
    eventId: as.event.id,
    metadata: { addOnIds: wanted.ids.join(',') },
  });
}

/** `POST …/passes/{pid}/addOns/free`: add-ons that cost nothing, added at once. */
export async function addFreeAddOns(
  ctx: RequestContext,
  eventId: string,
  passId: string,
  body: { addOnIds: string[] },
): Promise<RegistrationPass> {
  const as = await openAttendee(ctx, eventId, 'change');
  await changeHeldPass(ctx, as, passId, async (tx, pass) => {
    const wanted = await wantedAddOns(tx, as.offer, pass, [...new Set(body.addOnIds)]);
    if (wanted.subTotal > 0) {
      const amount = `$${(wanted.subTotal / 100).toFixed(2)}`;
      throw new AppError('VALIDATION', formatText(M.addOnsNotFree, { amount }), {
        field: 'addOnIds',
      });
    }
    await sellAddOns(tx, as.ctx.scope, as.offer, wanted.ids);
    await insertPassAddOns(tx, as.ctx.scope, pass.id, wanted.ids);
  });
  return passView(as, passId);
}

/** The pass and add-ons an intent pays for, checked again under the pass's lock. */
async function paidAddOns(tx: Transaction, ctx: RequestContext, intent: PurposeIntent) {
  const scope = ctx.scope;
  const pass = intent.eventId
    ? await findHeldPass(
        tx,
        scope,
        { eventId: intent.eventId, accountId: intent.accountId, passId: intent.referenceId },
        true,
      )
    : undefined;
  if (!pass) throw new AppError('NOT_FOUND', M.passNotFound);
  requireActivePass(pass);
  const event = await eventRowById(tx, scope, pass.eventId);
  if (!event) throw new AppError('NOT_FOUND', EVENT_MESSAGES.eventNotFound);
  const offer = await loadOffer(tx, scope, event, ctx.now);
  const ids = (intent.metadata.addOnIds ?? '').split(',').filter(Boolean);
  const wanted = await wantedAddOns(tx, offer, pass, ids);
  return { scope, offer, wanted };
}

/**
 * Settles add-ons bought after purchase: `prepare` checks them again and takes their
 * capacity (a sold-out add-on refuses the capture before any charge); `captured` adds them
 * to the pass. A decline rolls both back.
 */
export const addOnsPurpose: PurposeHandler = {
  async prepare(tx, ctx, intent) {
    const { scope, offer, wanted } = await paidAddOns(tx, ctx, intent);
    if (wanted.subTotal !== intent.subTotal) throw new AppError('CONFLICT', M.addOnsChanged);
    await sellAddOns(tx, scope, offer, wanted.ids);
  },
  async captured(tx, ctx, intent) {
    const ids = (intent.metadata.addOnIds ?? '').split(',').filter(Boolean);
    await insertPassAddOns(tx, ctx.scope, intent.referenceId, ids);
    // What the pass cost grows by them, as a pass's add-ons bought with it count in it.
    await addToAmountPaid(tx, intent.referenceId, intent.subTotal);
  },
};
