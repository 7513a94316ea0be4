import { invoiceEndpoints as endpoints, type InvoiceStatus } from '@convene/contract';
import {
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { endpointQuery } from './endpoint-queries';
import { flattenPages, pagedListOptions, type ListParams } from './lists';
import { INTENT_OPTIONS, INTENT_SEGMENT } from './payment-intents';
import { useApiClient } from './provider';
import type { ApiClient } from './transport';

/** The acting account's invoices: lists under ['invoices', 'list'], one under ['invoices', id, …]. */
export const invoiceQueries = {
  all: () => ['invoices'] as const,
  lists: () => [...invoiceQueries.all(), 'list'] as const,
  of: (invoiceId: string) => [...invoiceQueries.all(), invoiceId] as const,

  list: (api: ApiClient, params: ListParams & { status?: InvoiceStatus } = {}) =>
    pagedListOptions(api, invoiceQueries.lists(), endpoints.list, params),
  detail: (api: ApiClient, invoiceId: string) =>
    queryOptions({
      ...endpointQuery(
        api,
        [...invoiceQueries.of(invoiceId), 'detail', api.locale] as const,
        endpoints.detail,
        { params: { invoiceId } },
      ),
      enabled: invoiceId !== '',
    }),
  /** The intent that pays a sent invoice, taxed by the address; never stale, asked once. */
  intent: (api: ApiClient, invoiceId: string, addressId: string) =>
    queryOptions({
      ...endpointQuery(
        api,
        [...invoiceQueries.of(invoiceId), INTENT_SEGMENT, addressId] as const,
        endpoints.intent,
        { params: { invoiceId }, query: { addressId } },
      ),
      ...INTENT_OPTIONS,
      enabled: invoiceId !== '' && addressId !== '',
    }),
  /** The invoice as a PDF (a base64 data URI); made on demand, never kept. */
  pdf: (api: ApiClient, invoiceId: string) =>
    queryOptions({
      ...endpointQuery(api, [...invoiceQueries.of(invoiceId), 'pdf'] as const, endpoints.pdf, {
        params: { invoiceId },
      }),
      staleTime: 0,
      gcTime: 0,
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

export function useInvoice(invoiceId: string) {
  const api = useApiClient();
  return useQuery(invoiceQueries.detail(api, invoiceId));
}

export function useInvoiceIntent(invoiceId: string, addressId: string) {
  const api = useApiClient();
  return useQuery(invoiceQueries.intent(api, invoiceId, addressId));
}

/** Fetches the invoice's PDF when asked (a download button): `mutateAsync()` → the PDF. */
export function useInvoicePdf(invoiceId: string) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => queryClient.fetchQuery(invoiceQueries.pdf(api, invoiceId)),
  });
}
