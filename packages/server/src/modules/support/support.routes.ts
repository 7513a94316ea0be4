import { supportEndpoints as endpoints } from '@convene/contract';
import { route } from '../../lib/endpoint-route';
import {
  addNote,
  changeStatus,
  createTicket,
  getMyTicket,
  getTicket,
  listMyTickets,
  listQueue,
  replyAsRequester,
  replyToRequester,
} from './support.service';

export const supportRoutes = [
  route(endpoints.create, (ctx, { body, request }) => createTicket(ctx, body, request.ip)),
  route(endpoints.mine, (ctx, { query }) => listMyTickets(ctx, query)),
  route(endpoints.myTicket, (ctx, { params }) => getMyTicket(ctx, params.ticketId)),
  route(endpoints.replyAsRequester, (ctx, { params, body }) =>
    replyAsRequester(ctx, params.ticketId, body.text),
  ),
  route(endpoints.queue, (ctx, { query }) => listQueue(ctx, query)),
  route(endpoints.detail, (ctx, { params }) => getTicket(ctx, params.ticketId)),
  route(endpoints.setStatus, (ctx, { params, body }) =>
    changeStatus(ctx, params.ticketId, body.status),
  ),
  route(endpoints.addNote, (ctx, { params, body }) => addNote(ctx, params.ticketId, body.text)),
  route(endpoints.reply, (ctx, { params, body }) =>
    replyToRequester(ctx, params.ticketId, body.text),
  ),
];
