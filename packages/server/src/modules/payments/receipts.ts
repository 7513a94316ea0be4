import type { RequestContext } from '../../context';
import type { Transaction } from '../../db/client';
import type { IntentRow, PaymentRow } from './intents.repository';
import type { ReceiptIntent, ReceiptPayment } from '../seams';

/*
 * Every capture writes a receipt and every refund a notice, in the member's invoices: the
 * invoices module writes them (`ServerModule.receipts`, composed into `Services.seams`), so
 * the payments module stays below it.
 */

export function receiptIntentOf(intent: IntentRow): ReceiptIntent {
  return {
    id: intent.id,
    purpose: intent.purpose,
    referenceId: intent.referenceId,
    accountId: intent.accountId,
    subTotal: intent.subTotal,
    salesTax: intent.salesTax,
    amount: intent.amount,
    eventId: intent.eventId,
    metadata: intent.metadata,
    description: intent.description,
    currency: intent.currency,
  };
}

function receiptPaymentOf(row: PaymentRow): ReceiptPayment {
  return {
    id: row.id,
    amount: row.chargedAmt,
    currency: row.currency,
    provider: row.provider,
    last4: row.last4,
    at: row.createdAt,
  };
}

/** The receipt of a charge just recorded (nothing for a free capture of nothing). */
export async function writeReceipt(
  tx: Transaction,
  ctx: RequestContext,
  intent: IntentRow,
  charge: PaymentRow,
): Promise<void> {
  if (charge.chargedAmt <= 0) return;
  await ctx.seams.receipts.captured(tx, ctx, receiptIntentOf(intent), receiptPaymentOf(charge));
}

/** The notice of a refund just recorded. */
export async function writeRefundNotice(
  tx: Transaction,
  ctx: RequestContext,
  intent: IntentRow,
  refund: PaymentRow,
): Promise<void> {
  await ctx.seams.receipts.refunded(tx, ctx, receiptIntentOf(intent), receiptPaymentOf(refund));
}
