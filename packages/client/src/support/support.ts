import {
  supportEndpoints as endpoints,
  type CreateSupportTicketBody,
  type SupportTicketStatus,
  type SupportTicketType,
} from '@convene/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpointQuery, fetchData } from '../core/endpoint-queries';
import { pagedListOptions, type ListParams } from '../core/lists';
import { useApiClient } from '../core/provider';
import type { ApiClient } from '../core/transport';

/** Support tickets under ['supportTickets', …]: the member's own, and the admin queue. */
export const supportQueries = {
  all: () => ['supportTickets'] as const,
  mineKey: () => [...supportQueries.all(), 'mine'] as const,
  queueKey: () => [...supportQueries.all(), 'queue'] as const,
  ticketKey: (ticketId: string) => [...supportQueries.all(), 'ticket', ticketId] as const,

  /** `GET /self/supportTickets`. */
  mine: (api: ApiClient, params: ListParams = {}) =>
    pagedListOptions(api, supportQueries.mineKey(), endpoints.mine, params),
  /** `GET /self/supportTickets/{id}`: with the desk's replies. */
  myTicket: (api: ApiClient, ticketId: string) =>
    endpointQuery(api, [...supportQueries.mineKey(), ticketId] as const, endpoints.myTicket, {
      params: { ticketId },
    }),
  /** `GET /supportTickets?status=&type=` (administrators). */
  queue: (
    api: ApiClient,
    params: ListParams & { status?: SupportTicketStatus; type?: SupportTicketType } = {},
  ) => pagedListOptions(api, supportQueries.queueKey(), endpoints.queue, params),
  /** `GET /supportTickets/{id}`: with notes and replies (administrators). */
  ticket: (api: ApiClient, ticketId: string) =>
    endpointQuery(api, supportQueries.ticketKey(ticketId), endpoints.detail, {
      params: { ticketId },
    }),
};

/** `POST /supportTickets` (SDK useCreateSupportTicket); the member's list is read again. */
export function useCreateSupportTicket() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateSupportTicketBody) => fetchData(api, endpoints.create, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: supportQueries.mineKey() }),
  });
}

/** The requester's answer on one of their tickets. */
export function useReplyToMyTicket(ticketId: string) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) =>
      fetchData(api, endpoints.replyAsRequester, { params: { ticketId }, body: { text } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: supportQueries.mineKey() }),
  });
}

/** The desk's actions on a ticket (administrators): status, note, reply. */
export function useTicketActions(ticketId: string) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: supportQueries.all() });
  const params = { ticketId };
  return {
    setStatus: useMutation({
      mutationFn: (status: SupportTicketStatus) =>
        fetchData(api, endpoints.setStatus, { params, body: { status } }),
      onSuccess: refresh,
    }),
    addNote: useMutation({
      mutationFn: (text: string) => fetchData(api, endpoints.addNote, { params, body: { text } }),
      onSuccess: refresh,
    }),
    reply: useMutation({
      mutationFn: (text: string) => fetchData(api, endpoints.reply, { params, body: { text } }),
      onSuccess: refresh,
    }),
  };
}
