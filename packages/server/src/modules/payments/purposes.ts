import type { PaymentIntent, PaymentPurpose } from '@convene/contract';
import type { RequestContext } from '../../context';
import type { Executor, Transaction } from '../../db/client';
import type { Scope } from '../../tenancy/scope';

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
  /** What an intent of the purpose pays for, as the intent embeds it (its reference's summary). */
  subject?(db: Executor, scope: Scope, referenceId: string, now: Date): Promise<IntentSubject>;
}

/** The summary of what an intent pays for: a registration, an invoice or a booking. */
export type IntentSubject = Partial<Pick<PaymentIntent, 'registration' | 'invoice' | 'booking'>>;

export type PurposeHandlers = Partial<Record<PaymentPurpose, PurposeHandler>>;

let handlers: PurposeHandlers = {};

/** The handlers the modules declare (`ServerModule.paymentPurposes`), given once at start. */
export function providePaymentPurposes(given: PurposeHandlers): void {
  handlers = { ...given };
}

export function purposeHandler(purpose: PaymentPurpose): PurposeHandler | undefined {
  return handlers[purpose];
}
