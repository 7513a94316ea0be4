import { z } from 'zod';
import { BaseAccountSchema } from '../people/account';
import { BillingAddressIdSchema, PaymentSchema } from './payments';

/** An invoice goes from sent to paid or void. */
export const InvoiceStatusSchema = z.enum(['sent', 'paid', 'void']);
export type InvoiceStatus = z.infer<typeof InvoiceStatusSchema>;

/** The SDK's BaseInvoice; `total` (ours) is the sum of the line items, in integer cents. */
export const BaseInvoiceSchema = z.object({
  id: z.string().uuid(),
  alternateId: z.number().int(),
  title: z.string(),
  sentDate: z.string().nullable(),
  dueDate: z.string(),
  status: InvoiceStatusSchema,
  total: z.number().int(),
  currency: z.string(),
});
export type BaseInvoice = z.infer<typeof BaseInvoiceSchema>;

/** One line: `amount` is the unit price in integer cents. */
export const InvoiceLineItemSchema = z.object({
  id: z.string().uuid(),
  name: z.string(),
  description: z.string().nullable(),
  quantity: z.number().int(),
  amount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type InvoiceLineItem = z.infer<typeof InvoiceLineItemSchema>;

/** The organization an invoice is from, as printed on it. */
export const InvoiceIssuerSchema = z.object({
  id: z.string().uuid(),
  slug: z.string(),
  name: z.string(),
});

/** The SDK's Invoice: with its lines, its payments and who it is for. */
export const InvoiceSchema = BaseInvoiceSchema.extend({
  lineItems: z.array(InvoiceLineItemSchema),
  payments: z.array(PaymentSchema),
  notes: z.string().nullable(),
  /** What is left to pay: the total less the captured charges (0 once paid or void). */
  amountDue: z.number().int(),
  paidAt: z.string().nullable(),
  account: BaseAccountSchema.nullable(),
  organization: InvoiceIssuerSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Invoice = z.infer<typeof InvoiceSchema>;

/** `GET /invoices/{id}/intent?addressId=`. */
export const InvoiceIntentQuerySchema = z.object({ addressId: BillingAddressIdSchema });

/** An invoice as a PDF, in the JSON envelope like every answer (`dataUri` is base64). */
export const InvoicePdfSchema = z.object({
  name: z.string(),
  contentType: z.literal('application/pdf'),
  dataUri: z.string(),
});
export type InvoicePdf = z.infer<typeof InvoicePdfSchema>;
