import { z } from 'zod';
import { defineEndpoint } from '../core/endpoint';
import { UuidSchema } from '../core/ids';
import {
  InvoiceIntentQuerySchema,
  InvoicePdfSchema,
  InvoiceSchema,
  InvoiceStatusSchema,
  BaseInvoiceSchema,
} from './invoices';
import { ListQuerySchema } from '../core/pagination';
import { PaymentIntentSchema } from './payment-intents';

const tags = ['invoices'];

export const InvoiceIdParamSchema = z.object({ invoiceId: UuidSchema });

/** The acting account's invoices and how to pay one. */
export const invoiceEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/invoices',
    auth: 'account',
    module: 'invoices',
    tags,
    summary: "The acting account's invoices, newest first (optionally by status)",
    query: ListQuerySchema.extend({ status: InvoiceStatusSchema.optional() }),
    data: z.array(BaseInvoiceSchema),
  }),
  detail: defineEndpoint({
    method: 'GET',
    path: '/invoices/:invoiceId',
    auth: 'account',
    module: 'invoices',
    tags,
    summary: 'An invoice with its line items and payments',
    params: InvoiceIdParamSchema,
    data: InvoiceSchema,
  }),
  intent: defineEndpoint({
    method: 'GET',
    path: '/invoices/:invoiceId/intent',
    auth: 'account',
    module: 'invoices',
    tags,
    summary:
      'The payment intent for a sent invoice, taxed by the address (the same intent while nothing changes)',
    params: InvoiceIdParamSchema,
    query: InvoiceIntentQuerySchema,
    data: PaymentIntentSchema,
  }),
  pdf: defineEndpoint({
    method: 'GET',
    path: '/invoices/:invoiceId/pdf',
    auth: 'account',
    module: 'invoices',
    tags,
    summary: 'The invoice as a PDF (a base64 data URI in the envelope)',
    params: InvoiceIdParamSchema,
    data: InvoicePdfSchema,
  }),
};
