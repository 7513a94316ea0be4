import { z } from 'zod';
import { BaseAccountSchema } from '../people/account';
import { BaseBookingSchema } from '../bookings/bookings';
import { BaseRegistrationSchema } from '../ticketing/events';
import { BaseInvoiceSchema } from './invoices';
import {
  PaymentIntentIntegrationSchema,
  PaymentIntentStatusSchema,
  PaymentPurposeSchema,
} from './payments';

/*
 * The payment intent apart from the payments' own schemas: it embeds what it pays for (a
 * registration, an invoice, a booking), whose schemas build on the payments' own.
 */

const Cents = z.number().int();

/**
 * A payment intent (the SDK's PaymentIntent). `amount` is what the provider charges: the
 * subtotal plus sales tax, in integer cents. `secret` is what the client's payment form
 * needs (Stripe client secret, Braintree client token, PayPal order id …; empty for
 * free, manual and test). `referenceId` is the provider's own id of the intent.
 */
export const PaymentIntentSchema = z.object({
  id: z.string().uuid(),
  integrationId: z.string().uuid().nullable(),
  accountId: z.string().uuid(),
  purpose: PaymentPurposeSchema,
  description: z.string().nullable(),
  secret: z.string(),
  referenceId: z.string().nullable(),
  status: PaymentIntentStatusSchema,
  amount: Cents,
  subTotal: Cents,
  salesTax: Cents,
  salesTaxRate: z.number(),
  currency: z.string(),
  metadata: z.record(z.string(), z.string()),
  eventId: z.string().uuid().nullable(),
  registrationId: z.string().uuid().nullable(),
  invoiceId: z.string().uuid().nullable(),
  bookingId: z.string().uuid().nullable(),
  addressId: z.string().uuid().nullable(),
  country: z.string(),
  state: z.string(),
  zip: z.string(),
  integration: PaymentIntentIntegrationSchema,
  account: BaseAccountSchema,
  createdAt: z.string(),
  /**
   * What it pays for, as `registrationId`, `invoiceId` and `bookingId` name it (null: another
   * purpose).
   */
  registration: BaseRegistrationSchema.nullable(),
  invoice: BaseInvoiceSchema.nullable(),
  booking: BaseBookingSchema.nullable(),
});
export type PaymentIntent = z.infer<typeof PaymentIntentSchema>;
