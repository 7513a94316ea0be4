import { z } from 'zod';
import { defineEndpoint } from '../core/endpoint';
import { ListQuerySchema } from '../core/pagination';
import {
  CreateSupportTicketBodySchema,
  SupportTicketDetailSchema,
  SupportTicketNoteSchema,
  SupportTicketParamSchema,
  SupportTicketSchema,
  SupportTicketsQuerySchema,
  SupportTicketStatusBodySchema,
  SupportTicketTextBodySchema,
} from './support';

const tags = ['support'];
const module = 'support';
const ticket = '/supportTickets/:ticketId';
const ownTicket = '/self/supportTickets/:ticketId';

/**
 * Support (SDK mutations/supportTicket): anyone sends a ticket (rate limited per
 * address: 429), members read theirs with the desk's replies, administrators work the queue
 * (403 otherwise). Another organization's tickets are 404.
 */
export const supportEndpoints = {
  create: defineEndpoint({
    method: 'POST',
    path: '/supportTickets',
    auth: 'public',
    module,
    tags,
    summary: 'Sends a support ticket; a confirmation is mailed to its email',
    body: CreateSupportTicketBodySchema,
    status: 201,
    data: SupportTicketSchema,
  }),
  mine: defineEndpoint({
    method: 'GET',
    path: '/self/supportTickets',
    auth: 'account',
    module,
    tags,
    summary: "The acting account's tickets, newest first",
    query: ListQuerySchema,
    data: z.array(SupportTicketSchema),
  }),
  myTicket: defineEndpoint({
    method: 'GET',
    path: ownTicket,
    auth: 'account',
    module,
    tags,
    summary: 'One of my tickets with the replies (no internal notes)',
    params: SupportTicketParamSchema,
    data: SupportTicketDetailSchema,
  }),
  replyAsRequester: defineEndpoint({
    method: 'POST',
    path: `${ownTicket}/replies`,
    auth: 'account',
    module,
    tags,
    summary: 'Answers the desk on one of my tickets (it then awaits an administrator)',
    params: SupportTicketParamSchema,
    body: SupportTicketTextBodySchema,
    status: 201,
    data: SupportTicketNoteSchema,
  }),
  // ------------------------------------------------------------ administrators
  queue: defineEndpoint({
    method: 'GET',
    path: '/supportTickets',
    auth: 'login',
    access: 'administrators',
    module,
    tags,
    summary: 'The support queue, oldest open first; status and type filter (administrators)',
    query: SupportTicketsQuerySchema,
    data: z.array(SupportTicketSchema),
  }),
  detail: defineEndpoint({
    method: 'GET',
    path: ticket,
    auth: 'login',
    access: 'administrators',
    module,
    tags,
    summary: 'A ticket with its notes and replies (administrators)',
    params: SupportTicketParamSchema,
    data: SupportTicketDetailSchema,
  }),
  setStatus: defineEndpoint({
    method: 'PUT',
    path: `${ticket}/status`,
    auth: 'login',
    access: 'administrators',
    module,
    tags,
    summary: "Changes a ticket's status (administrators)",
    params: SupportTicketParamSchema,
    body: SupportTicketStatusBodySchema,
    data: SupportTicketSchema,
  }),
  addNote: defineEndpoint({
    method: 'POST',
    path: `${ticket}/notes`,
    auth: 'login',
    access: 'administrators',
    module,
    tags,
    summary: 'Adds an internal note (administrators)',
    params: SupportTicketParamSchema,
    body: SupportTicketTextBodySchema,
    status: 201,
    data: SupportTicketNoteSchema,
  }),
  reply: defineEndpoint({
    method: 'POST',
    path: `${ticket}/replies`,
    auth: 'login',
    access: 'administrators',
    module,
    tags,
    summary: 'Replies to the requester by mail; the ticket then awaits them (administrators)',
    params: SupportTicketParamSchema,
    body: SupportTicketTextBodySchema,
    status: 201,
    data: SupportTicketNoteSchema,
  }),
} as const;
