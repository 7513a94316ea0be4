import type { Payment, PaymentIntent } from '@convene/contract';
import { toBaseAccount } from '../accounts/sql';
import type { findIntentView, PaymentRow } from './intents.repository';
import type { IntentSubject } from '../seams';

type IntentView = NonNullable<Awaited<ReturnType<typeof findIntentView>>>;

/** The contract's PaymentIntent of an intent row with its payer, provider and what it pays for. */
export function toPaymentIntent(
  { intent, account, integration }: IntentView,
  subject: IntentSubject,
): PaymentIntent {
  const referenceOf = (purpose: PaymentIntent['purpose']) =>
    intent.purpose === purpose ? intent.referenceId : null;
  return {
    id: intent.id,
    integrationId: intent.integrationId,
    accountId: intent.accountId,
    purpose: intent.purpose,
    description: intent.description,
    secret: intent.clientSecret,
    referenceId: intent.providerReference,
    status: intent.status,
    amount: intent.amount,
    subTotal: intent.subTotal,
    salesTax: intent.salesTax,
    salesTaxRate: intent.salesTaxRate,
    currency: intent.currency,
    metadata: intent.metadata,
    eventId: intent.eventId,
    registrationId: referenceOf('registration'),
    invoiceId: referenceOf('invoice'),
    bookingId: referenceOf('booking'),
    addressId: intent.addressId,
    country: intent.country,
    state: intent.state,
    zip: intent.zip,
    integration: integration
      ? {
          type: integration.type,
          connectionId: integration.connectionId,
          publicKey: integration.publicKey,
          environment: integration.environment,
        }
      : { type: intent.provider, connectionId: null, publicKey: null, environment: 'sandbox' },
    account: toBaseAccount(account),
    createdAt: intent.createdAt.toISOString(),
    registration: subject.registration ?? null,
    invoice: subject.invoice ?? null,
    booking: subject.booking ?? null,
  };
}

/** The contract's Payment (the SDK's BasePayment) of a charge or refund row. */
export function toPayment(row: PaymentRow): Payment {
  return {
    id: row.id,
    type: row.type,
    provider: row.provider,
    address1: row.address1,
    address2: row.address2,
    city: row.city,
    state: row.state,
    country: row.country,
    zip: row.zip,
    subTotal: row.subTotal,
    salesTax: row.salesTax,
    salesTaxRate: row.salesTaxRate,
    chargedAmt: row.chargedAmt,
    currency: row.currency,
    last4: row.last4,
    stripeId: row.provider === 'stripe' ? row.providerReference : null,
    createdAt: row.createdAt.toISOString(),
  };
}
