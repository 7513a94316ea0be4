import { invoiceEndpoints as endpoints } from '@convene/contract';
import { route } from '../../lib/endpoint-route';
import { renderInvoicePdf } from './invoice-pdf';
import { getInvoiceIntent, getSelfInvoice, listSelfInvoices } from './invoices.service';

export const invoiceRoutes = [
  route(endpoints.list, (ctx, { query }) => listSelfInvoices(ctx, query)),
  route(endpoints.detail, (ctx, { params }) => getSelfInvoice(ctx, params.invoiceId)),
  route(endpoints.intent, (ctx, { params, query }) =>
    getInvoiceIntent(ctx, params.invoiceId, query.addressId),
  ),
  route(endpoints.pdf, async (ctx, { params }) =>
    renderInvoicePdf(await getSelfInvoice(ctx, params.invoiceId)),
  ),
];
