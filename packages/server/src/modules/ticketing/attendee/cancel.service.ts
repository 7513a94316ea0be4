import {
  ATTENDEE_MESSAGES as M,
  type CancelPassBody,
  type PassRefund,
  type RegistrationPass,
} from '@convene/contract';
import type { RequestContext } from '../../../context';
import type { Transaction } from '../../../db/client';
import { transaction } from '../../../db/retry';
import { AppError } from '../../../lib/app-error';
import { countRegistrations } from '../events/sql';
import { refundReferenceIn } from '../../payments/index';
import { quantityOf, releaseSoldCapacity, type CapacityKind } from '../registration/index';
import { releasePassSessions } from '../session-registration/index';
import { offerFreedPlaces } from '../waitlist/index';
import { passWebhookData } from '../registration/sql';
import { emitWebhook } from '../../webhooks/index';
import {
  countActivePasses,
  insertRefund,
  passAddOnIds,
  passResponses,
  purchaseRegistrationId,
  settleRefund,
  updatePassRow,
  updateRegistrationRow,
  type PassRow,
  type SharedBy,
} from './attendee.repository';
import {
  openAttendee,
  passView,
  refundNow,
  requireHeldPass,
  type AttendeeScope,
} from './attendee.service';
import { enqueuePassCancellation } from './cancellation-mail';
import { isPrePaidCoupon, registrationPackageOf, reservationRoomType } from './cancel.repository';

/*
 * Canceling a pass (decision 0019): under the pass's row lock, once. What it held is given
 * back (its pass type, its add-ons, its choices and quantities); the registration is
 * canceled with its last pass and stops counting against the event. With `issueRefund`,
 * the share the refund schedule allows now is refunded through the provider that took the
 * money; the refund is claimed first with a row keyed by the pass, so a second refund of
 * the same pass can never be made, whatever races.
 */

/**
 * What the canceled pass held, in the one order capacity is taken and given (no deadlock):
 * its pass type (unless a pre-paid coupon bought it: the place stays the coupon's, for the
 * next colleague), its add-ons, choices and quantities, and what it shared with the rest of
 * its registration once no active pass holds it any more: its package, its room and a use
 * of its coupon.
 */
async function heldByPass(tx: Transaction, as: CancelScope, pass: PassRow) {
  const held: { kind: CapacityKind; id: string; count: number }[] = [];
  const lastOf = async (column: SharedBy, id: string) =>
    (await countActivePasses(tx, pass.registrationId, { column, id })) === 0;
  const prePaid = pass.couponId ? await isPrePaidCoupon(tx, pass.couponId) : false;
  if (!prePaid) held.push({ kind: 'passType', id: pass.passTypeId, count: 1 });
  if (
    pass.registrationPackageId &&
    (await lastOf('registrationPackageId', pass.registrationPackageId))
  ) {
    const packageId = await registrationPackageOf(tx, pass.registrationPackageId);
    if (packageId) held.push({ kind: 'package', id: packageId, count: 1 });
  }
  for (const addOnId of (await passAddOnIds(tx, pass.id)).sort()) {
    held.push({ kind: 'addOn', id: addOnId, count: 1 });
  }
  if (pass.reservationId && (await lastOf('reservationId', pass.reservationId))) {
    const roomTypeId = await reservationRoomType(tx, pass.reservationId);
    if (roomTypeId) held.push({ kind: 'roomType', id: roomTypeId, count: 1 });
  }
  const responses = await passResponses(tx, pass.id);
  for (const response of responses) {
    if (as.offer.questions.get(response.questionId)?.type === 'quantity') {
      held.push({ kind: 'question', id: response.questionId, count: quantityOf(response.value) });
    }
  }
  for (const choiceId of responses.flatMap((response) => response.choiceIds).sort()) {
    held.push({ kind: 'choice', id: choiceId, count: 1 });
  }
  if (pass.couponId && (await lastOf('couponId', pass.couponId))) {
    held.push({ kind: 'coupon', id: pass.couponId, count: 1 });
  }
  return held.filter((item) => item.count > 0);
}

/** What a cancel needs of the attendee's world (the host's listing cancel has no holder). */
export type CancelScope = Pick<AttendeeScope, 'ctx' | 'event' | 'offer'>;

/** Refunds `refund` of the pass once; answers the cents refunded. */
async function refundOnce(
  tx: Transaction,
  cs: CancelScope,
  pass: PassRow,
  refund: PassRefund,
): Promise<number> {
  const { percentage, amount } = refund;
  const claimed = await insertRefund(tx, {
    organizationId: cs.ctx.scope.organizationId,
    passId: pass.id,
    percentage,
    amount,
  });
  if (!claimed || amount === 0) return 0;
  // Add-ons bought later were paid by their own intents; the rest with the registration.
  const refunds = await refundReferenceIn(tx, cs.ctx, {
    purpose: 'addOns',
    referenceId: pass.id,
    amount,
  });
  const left = amount - refunds.reduce((sum, made) => sum + made.chargedAmt, 0);
  refunds.push(
    ...(await refundReferenceIn(tx, cs.ctx, {
      purpose: 'registration',
      referenceId: await purchaseRegistrationId(tx, pass),
      amount: left,
    })),
  );
  const refunded = refunds.reduce((sum, made) => sum + made.chargedAmt, 0);
  // What was made: less than planned when less was charged through a provider (manual).
  await settleRefund(tx, pass.id, { paymentId: refunds[0]?.id ?? null, amount: refunded });
  return refunded;
}

/**
 * Cancels a locked, active pass: refunds `refund` (once), gives back what it held, drops its
 * session seats, and cancels its registration with its last pass. Answers the pass type
 * whose place it freed (null: a pre-paid coupon keeps it) and the cents refunded.
 */
export async function cancelPassRow(
  tx: Transaction,
  cs: CancelScope,
  pass: PassRow,
  refund: PassRefund | null,
): Promise<{ freed: string | null; refunded: number }> {
  const refunded = refund ? await refundOnce(tx, cs, pass, refund) : 0;
  await updatePassRow(tx, pass.id, {
    status: 'canceled',
    amtRefunded: pass.amtRefunded + refunded,
    updatedAt: cs.ctx.now,
  });
  const held = await heldByPass(tx, cs, pass);
  for (const item of held) {
    await releaseSoldCapacity(tx, cs.ctx.scope, item.kind, item.id, item.count);
  }
  await releasePassSessions(tx, cs.ctx.scope, [pass.id]);
  if ((await countActivePasses(tx, pass.registrationId)) === 0) {
    await updateRegistrationRow(tx, pass.registrationId, { status: 'canceled' });
    await countRegistrations(tx, cs.ctx.scope, cs.event.id, -1);
  }
  const told = passWebhookData({
    ...pass,
    status: 'canceled',
    amtRefunded: pass.amtRefunded + refunded,
  });
  await emitWebhook(cs.ctx, tx, 'pass.cancelled', { pass: told });
  if (refunded > 0) await emitWebhook(cs.ctx, tx, 'pass.refunded', { pass: told, refunded });
  const freed = held.some((item) => item.kind === 'passType') ? pass.passTypeId : null;
  return { freed, refunded };
}

/**
 * `PUT …/passes/{pid}/cancel`: cancels the pass (a canceled one is answered as it is) and
 * mails the holder; the place it frees goes to the pass type's waitlist, if anyone waits.
 */
export async function cancelPass(
  ctx: RequestContext,
  eventId: string,
  passId: string,
  body: CancelPassBody,
): Promise<RegistrationPass> {
  const as = await openAttendee(ctx, eventId, 'change');
  const freed = await transaction(ctx, async (tx) => {
    const pass = await requireHeldPass(tx, as, passId, true);
    if (pass.status === 'canceled') return null;
    if (!as.offer.passTypes.get(pass.passTypeId)?.cancelable) {
      throw new AppError('CONFLICT', M.notCancelable);
    }
    if (pass.usedAt) throw new AppError('CONFLICT', M.checkedIn);
    const refund = body?.issueRefund ? refundNow(pass, as.offer, ctx.now) : null;
    const canceled = await cancelPassRow(tx, as, pass, refund);
    await enqueuePassCancellation(tx, as, pass, canceled.refunded);
    return canceled.freed;
  });
  if (freed) {
    // The cancel is made: an offer that fails now is made by the waitlist's sweeper.
    await offerFreedPlaces(ctx, freed).catch((error: unknown) =>
      ctx.log.warn({ err: error, passTypeId: freed }, 'waitlist offer after a cancel failed'),
    );
  }
  return passView(as, passId);
}
