import {
  webhookEndpoints as endpoints,
  type CreateWebhookEndpointBody,
  type UpdateWebhookEndpointBody,
} from '@convene/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpointQuery, fetchData } from '../core/endpoint-queries';
import { useApiClient } from '../core/provider';
import type { ApiClient } from '../core/transport';

/** The most endpoints and deliveries a screen lists at once. */
const LISTED = 100;

/** Webhook endpoints and their deliveries under ['webhooks', …] (administrators). */
export const webhookQueries = {
  all: () => ['webhooks'] as const,
  endpointKey: (endpointId: string) => [...webhookQueries.all(), endpointId] as const,
  /** `GET /organization/webhooks`. */
  endpoints: (api: ApiClient) =>
    endpointQuery(api, [...webhookQueries.all(), 'list'] as const, endpoints.list, {
      query: { pageSize: LISTED },
    }),
  /** `GET /organization/webhooks/{id}/deliveries`, newest first. */
  deliveries: (api: ApiClient, endpointId: string) =>
    endpointQuery(
      api,
      [...webhookQueries.endpointKey(endpointId), 'deliveries'] as const,
      endpoints.deliveries,
      { params: { endpointId }, query: { pageSize: LISTED } },
    ),
  /** `GET …/deliveries/{id}`: with every attempt. */
  delivery: (api: ApiClient, endpointId: string, deliveryId: string) =>
    endpointQuery(
      api,
      [...webhookQueries.endpointKey(endpointId), 'deliveries', deliveryId] as const,
      endpoints.delivery,
      { params: { endpointId, deliveryId } },
    ),
};

/**
 * What an administrator does with webhook endpoints: create (the answer holds the secret,
 * shown once), edit, delete, rotate the secret (the new one, shown once), re-send a delivery.
 */
export function useWebhookActions() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: webhookQueries.all() });
  return {
    create: useMutation({
      mutationFn: (body: CreateWebhookEndpointBody) => fetchData(api, endpoints.create, { body }),
      onSuccess: refresh,
    }),
    update: useMutation({
      mutationFn: ({ endpointId, ...body }: UpdateWebhookEndpointBody & { endpointId: string }) =>
        fetchData(api, endpoints.update, { params: { endpointId }, body }),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (endpointId: string) =>
        fetchData(api, endpoints.remove, { params: { endpointId } }),
      onSuccess: refresh,
    }),
    rotateSecret: useMutation({
      mutationFn: (endpointId: string) =>
        fetchData(api, endpoints.rotateSecret, { params: { endpointId } }),
      onSuccess: refresh,
    }),
    resend: useMutation({
      mutationFn: (ids: { endpointId: string; deliveryId: string }) =>
        fetchData(api, endpoints.resend, { params: ids }),
      onSuccess: refresh,
    }),
  };
}
