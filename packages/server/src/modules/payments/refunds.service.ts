import type { Payment, PaymentPurpose } from '@convene/contract';
import type { RequestContext } from '../../context';
import type { Transaction } from '../../db/client';
import { refundIntentIn } from './capture.service';
import { listPaymentsOf } from './intents.repository';

/**
 * Refunds up to `amount` cents of what was charged for a purpose's reference (a
 * registration's passes …) through the provider that charged it, inside the caller's
 * transaction: from the newest charge with money left first. Answers the refunds made
 * (none when nothing was charged or `amount` is 0).
 */
export async function refundReferenceIn(
  tx: Transaction,
  ctx: RequestContext,
  subject: { purpose: PaymentPurpose; referenceId: string; amount: number },
): Promise<Payment[]> {
  const rows = await listPaymentsOf(tx, ctx.scope, { [subject.purpose]: [subject.referenceId] });
  const left = new Map<string, number>();
  for (const { payment } of rows) {
    const sign = payment.type === 'charge' ? 1 : -1;
    left.set(payment.intentId, (left.get(payment.intentId) ?? 0) + sign * payment.chargedAmt);
  }
  const made: Payment[] = [];
  let due = subject.amount;
  for (const [intentId, available] of [...left].reverse()) {
    if (due <= 0) break;
    const amount = Math.min(due, available);
    if (amount <= 0) continue;
    made.push(await refundIntentIn(tx, ctx, intentId, amount));
    due -= amount;
  }
  return made;
}
