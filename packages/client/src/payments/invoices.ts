import { invoiceEndpoints as endpoints, type InvoiceStatus } from '@convene/contract';
import { queryOptions, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { endpointQuery } from '../core/endpoint-queries';
import { flattenPages, pagedListOptions, type ListParams } from '../core/lists';
import {
  addressChosen,
  addressQuery,
  INTENT_OPTIONS,
  INTENT_SEGMENT,
  type BillingAddressChoice,
} from './payment-intents';
import { idQuery, onDemandQuery, useApiQuery } from '../core/id-queries';
import { useApiClient } from '../core/provider';
import type { ApiClient } from '../core/transport';

/** The acting account's invoices: lists under ['invoices', 'list'], one under ['invoices', id, …]. */
export const invoiceQueries = {
  all: () => ['invoices'] as const,
  lists: () => [...invoiceQueries.all(), 'list'] as const,
  of: (invoiceId: string) => [...invoiceQueries.all(), invoiceId] as const,

  list: (api: ApiClient, params: ListParams & { status?: InvoiceStatus } = {}) =>
    pagedListOptions(api, invoiceQueries.lists(), endpoints.list, params),
  detail: (api: ApiClient, invoiceId: string) =>
    idQuery(
      api,
      [...invoiceQueries.of(invoiceId), 'detail', api.locale] as const,
      endpoints.detail,
      { params: { invoiceId } },
    ),
  /** The intent that pays a sent invoice, taxed by the address; never stale, asked once. */
  intent: (api: ApiClient, invoiceId: string, addressId: BillingAddressChoice) =>
    queryOptions({
      ...endpointQuery(
        api,
        [...invoiceQueries.of(invoiceId), INTENT_SEGMENT, addressId] as const,
        endpoints.intent,
        { params: { invoiceId }, query: addressQuery(addressId) },
      ),
      ...INTENT_OPTIONS,
      enabled: invoiceId !== '' && addressChosen(addressId),
    }),
  /** The invoice as a PDF (a base64 data URI); made on demand, never kept. */
  pdf: (api: ApiClient, invoiceId: string) =>
    onDemandQuery(api, [...invoiceQueries.of(invoiceId), 'pdf'] as const, endpoints.pdf, {
      params: { invoiceId },
    }),
};

/** The invoices; self reads wait for authentication: pass `enabled`. */
export function useInvoices(
  params: ListParams & { status?: InvoiceStatus } = {},
  options: { enabled?: boolean } = {},
) {
  const api = useApiClient();
  const query = useInfiniteQuery({
    ...invoiceQueries.list(api, params),
    enabled: options.enabled ?? true,
  });
  return { ...query, items: flattenPages(query.data) };
}

export const useInvoice = (invoiceId: string) => useApiQuery(invoiceQueries.detail, invoiceId);

export const useInvoiceIntent = (invoiceId: string, addressId: BillingAddressChoice) =>
  useApiQuery(invoiceQueries.intent, invoiceId, addressId);

/** Fetches the invoice's PDF when asked (a download button): `mutateAsync()` → the PDF. */
export function useInvoicePdf(invoiceId: string) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => queryClient.fetchQuery(invoiceQueries.pdf(api, invoiceId)),
  });
}
