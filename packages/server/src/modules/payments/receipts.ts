import type { RequestContext } from '../../context';
import type { Transaction } from '../../db/client';
import type { IntentRow, PaymentRow } from './intents.repository';
import type { PurposeIntent } from './purposes';

/** A captured intent as its receipt shows it: what was paid for, and how much. */
export interface ReceiptIntent extends PurposeIntent {
  description: string | null;
  currency: string;
}

/** A charge or a refund of an intent, as a receipt or a refund notice names it. */
export interface ReceiptPayment {
  id: string;
  amount: number;
  currency: string;
  provider: string;
  last4: string | null;
  at: Date;
}

/**
 * What is written and mailed when money moves, whatever it was for: every capture (a pass,
 * add-ons, a session, a booking, a membership, an invoice) gets a receipt, every refund a
 * notice naming the amount and where it goes. Both run inside the transaction that records
 * the payment, so a receipt exists if and only if the charge does. The invoices module
 * provides them at start (`provideReceipts`): the payments module stays below it.
 */
export interface PaymentReceipts {
  captured(
    tx: Transaction,
    ctx: RequestContext,
    intent: ReceiptIntent,
    charge: ReceiptPayment,
  ): Promise<void>;
  refunded(
    tx: Transaction,
    ctx: RequestContext,
    intent: ReceiptIntent,
    refund: ReceiptPayment,
  ): Promise<void>;
}

let receipts: PaymentReceipts | null = null;

/** The receipts every capture and refund writes, given once at start. */
export function provideReceipts(given: PaymentReceipts): void {
  receipts = given;
}

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
  await receipts?.captured(tx, ctx, receiptIntentOf(intent), receiptPaymentOf(charge));
}

/** The notice of a refund just recorded. */
export async function writeRefundNotice(
  tx: Transaction,
  ctx: RequestContext,
  intent: IntentRow,
  refund: PaymentRow,
): Promise<void> {
  await receipts?.refunded(tx, ctx, receiptIntentOf(intent), receiptPaymentOf(refund));
}
