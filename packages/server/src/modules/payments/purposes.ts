import type { PaymentPurpose } from '@convene/contract';
import type { RequestContext } from '../../context';
import type { Transaction } from '../../db/client';

/** A captured (or capturing) intent, as the module that owns its purpose sees it. */
export interface PurposeIntent {
  id: string;
  purpose: PaymentPurpose;
  referenceId: string;
  accountId: string;
  subTotal: number;
  salesTax: number;
  amount: number;
  eventId: string | null;
  metadata: Readonly<Record<string, string>>;
}

/**
 * How a module settles what it sells. Both run inside the capture's transaction, with the
 * intent's row locked: `prepare` before the provider is asked to charge (lock the reference
 * and refuse, by throwing, when it can no longer be paid: a void invoice, an expired cart),
 * `captured` after the charge is recorded (mark the invoice paid, turn the cart into a paid
 * registration). If either throws, nothing of the capture is kept.
 */
export interface PurposeHandler {
  prepare?(tx: Transaction, ctx: RequestContext, intent: PurposeIntent): Promise<void>;
  captured(tx: Transaction, ctx: RequestContext, intent: PurposeIntent): Promise<void>;
}

export type PurposeHandlers = Partial<Record<PaymentPurpose, PurposeHandler>>;

let handlers: PurposeHandlers = {};

/** The handlers the modules declare (`ServerModule.paymentPurposes`), given once at start. */
export function providePaymentPurposes(given: PurposeHandlers): void {
  handlers = { ...given };
}

export function purposeHandler(purpose: PaymentPurpose): PurposeHandler | undefined {
  return handlers[purpose];
}
