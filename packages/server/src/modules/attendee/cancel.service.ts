import {
  ATTENDEE_MESSAGES as M,
  type CancelPassBody,
  type RegistrationPass,
} from '@convene/contract';
import type { RequestContext } from '../../context';
import type { Transaction } from '../../db/client';
import { transaction } from '../../db/retry';
import { AppError } from '../../lib/app-error';
import { countRegistrations } from '../events/sql';
import { refundReferenceIn } from '../payments/index';
import { quantityOf, releaseSoldCapacity, type CapacityKind } from '../registration/index';
import { releasePassSessions } from '../session-registration/index';
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
} from './attendee.repository';
import {
  openAttendee,
  passView,
  refundNow,
  requireHeldPass,
  type AttendeeScope,
} from './attendee.service';

/*
 * Canceling a pass (decision 0019): under the pass's row lock, once. What it held is given
 * back (its pass type, its add-ons, its choices and quantities); the registration is
 * canceled with its last pass and stops counting against the event. With `issueRefund`,
 * the share the refund schedule allows now is refunded through the provider that took the
 * money; the refund is claimed first with a row keyed by the pass, so a second refund of
 * the same pass can never be made, whatever races.
 */

/** What the pass holds, in the one order capacity is taken and given (no deadlock). */
async function heldByPass(tx: Transaction, as: AttendeeScope, pass: PassRow) {
  const held: { kind: CapacityKind; id: string; count: number }[] = [
    { kind: 'passType', id: pass.passTypeId, count: 1 },
  ];
  for (const addOnId of (await passAddOnIds(tx, pass.id)).sort()) {
    held.push({ kind: 'addOn', id: addOnId, count: 1 });
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
  return held.filter((item) => item.count > 0);
}

/** Refunds what the schedule allows now, once; answers the cents refunded. */
async function refundOnce(tx: Transaction, as: AttendeeScope, pass: PassRow): Promise<number> {
  const { percentage, amount } = refundNow(pass, as.offer, as.ctx.now);
  const claimed = await insertRefund(tx, {
    organizationId: as.scope.organizationId,
    passId: pass.id,
    percentage,
    amount,
  });
  if (!claimed || amount === 0) return 0;
  // Add-ons bought later were paid by their own intents; the rest with the registration.
  const refunds = await refundReferenceIn(tx, as.ctx, {
    purpose: 'addOns',
    referenceId: pass.id,
    amount,
  });
  const left = amount - refunds.reduce((sum, refund) => sum + refund.chargedAmt, 0);
  refunds.push(
    ...(await refundReferenceIn(tx, as.ctx, {
      purpose: 'registration',
      referenceId: await purchaseRegistrationId(tx, pass),
      amount: left,
    })),
  );
  const refunded = refunds.reduce((sum, refund) => sum + refund.chargedAmt, 0);
  // What was made: less than planned when less was charged through a provider (manual).
  await settleRefund(tx, pass.id, { paymentId: refunds[0]?.id ?? null, amount: refunded });
  return refunded;
}

/** `PUT …/passes/{pid}/cancel`: cancels the pass (a canceled one is answered as it is). */
export async function cancelPass(
  ctx: RequestContext,
  eventId: string,
  passId: string,
  body: CancelPassBody,
): Promise<RegistrationPass> {
  const as = await openAttendee(ctx, eventId, 'change');
  await transaction(ctx, async (tx) => {
    const pass = await requireHeldPass(tx, as, passId, true);
    if (pass.status === 'canceled') return;
    if (!as.offer.passTypes.get(pass.passTypeId)?.cancelable) {
      throw new AppError('CONFLICT', M.notCancelable);
    }
    if (pass.usedAt) throw new AppError('CONFLICT', M.checkedIn);
    const refunded = body?.issueRefund ? await refundOnce(tx, as, pass) : 0;
    await updatePassRow(tx, pass.id, {
      status: 'canceled',
      amtRefunded: pass.amtRefunded + refunded,
      updatedAt: ctx.now,
    });
    for (const item of await heldByPass(tx, as, pass)) {
      await releaseSoldCapacity(tx, as.scope, item.kind, item.id, item.count);
    }
    await releasePassSessions(tx, as.scope, [pass.id]);
    if ((await countActivePasses(tx, pass.registrationId)) === 0) {
      await updateRegistrationRow(tx, pass.registrationId, { status: 'canceled' });
      await countRegistrations(tx, as.scope, as.event.id, -1);
    }
  });
  return passView(as, passId);
}
