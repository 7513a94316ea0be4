import { paymentReceipts } from './receipts.service';
import type { ServerModule } from '../server-module';
import { invoicePurpose } from './invoices.service';
import { invoiceRoutes } from './invoices.routes';

export const invoicesModule: ServerModule = {
  name: 'invoices',
  routes: invoiceRoutes,
  paymentPurposes: { invoice: invoicePurpose },
  receipts: paymentReceipts,
};

/** Staff tools, the seed and tests send and void invoices. */
export { sendInvoice, voidInvoice, type NewInvoice } from './invoices.service';
