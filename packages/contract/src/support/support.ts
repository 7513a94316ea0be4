import { z } from 'zod';
import { BaseAccountSchema } from '../people/account';
import { BasePassTypeSchema } from '../ticketing/event-tickets';
import { UuidSchema } from '../core/ids';
import { ListQuerySchema } from '../core/pagination';

/*
 * Support tickets: members and visitors write to the organization,
 * administrators answer from a queue. A reply is mailed to the requester; a note is internal.
 */

/** SDK SupportTicketType. */
export const SUPPORT_TICKET_TYPES = ['support', 'bug', 'feedback'] as const;
export const SupportTicketTypeSchema = z.enum(SUPPORT_TICKET_TYPES);
export type SupportTicketType = z.infer<typeof SupportTicketTypeSchema>;

/** Ticket statuses. `new` until someone answers; `spam` from the spam check or an admin. */
export const SUPPORT_TICKET_STATUSES = [
  'new',
  'awaitingAdmin',
  'awaitingClient',
  'resolved',
  'spam',
] as const;
export const SupportTicketStatusSchema = z.enum(SUPPORT_TICKET_STATUSES);
export type SupportTicketStatus = z.infer<typeof SupportTicketStatusSchema>;

export const SUPPORT_MESSAGES = {
  ticketNotFound: 'Support ticket not found',
  eventNotFound: 'Event not found',
  tooMany: 'You have sent too many support requests. Please try again later',
} as const;

/** A ticket's event, as far as the desk needs it. */
export const SupportTicketEventSchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
});

/**
 * SDK SupportTicket (`event` kept to what the desk shows; `productId` as sent; `ticket` the
 * pass type `productId` names, else null).
 */
export const SupportTicketSchema = z.object({
  id: z.string(),
  type: SupportTicketTypeSchema,
  email: z.string(),
  request: z.string(),
  account: BaseAccountSchema.pick({ id: true, username: true }).nullable(),
  event: SupportTicketEventSchema.nullable(),
  productId: z.string().nullable(),
  ticket: BasePassTypeSchema.nullable(),
  status: SupportTicketStatusSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SupportTicket = z.infer<typeof SupportTicketSchema>;

/** `note`: internal to administrators; `reply`: sent to the requester, or written by them. */
export const SUPPORT_MESSAGE_KINDS = ['note', 'reply'] as const;

/** SDK SupportTicketNote, for notes and replies alike. */
export const SupportTicketNoteSchema = z.object({
  id: z.string(),
  supportTicketId: z.string(),
  kind: z.enum(SUPPORT_MESSAGE_KINDS),
  /** Written by the requester (a reply of theirs) rather than the desk. */
  fromRequester: z.boolean(),
  text: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SupportTicketNote = z.infer<typeof SupportTicketNoteSchema>;

/** A ticket with its conversation (notes only for administrators). */
export const SupportTicketDetailSchema = SupportTicketSchema.extend({
  notes: z.array(SupportTicketNoteSchema),
});
export type SupportTicketDetail = z.infer<typeof SupportTicketDetailSchema>;

/**
 * `POST /supportTickets`. `website` is a field people never see (a honeypot): filled in,
 * the ticket is kept as spam.
 */
export const CreateSupportTicketBodySchema = z.object({
  type: SupportTicketTypeSchema,
  email: z.string().trim().toLowerCase().email('Enter a valid email address').max(320),
  request: z.string().trim().min(1, 'Tell us how we can help').max(10_000),
  eventId: UuidSchema.nullable().optional(),
  productId: z.string().trim().max(200).nullable().optional(),
  website: z.string().max(500).optional(),
});
export type CreateSupportTicketBody = z.input<typeof CreateSupportTicketBodySchema>;

export const SupportTicketParamSchema = z.object({ ticketId: UuidSchema });
export const SupportTicketsQuerySchema = ListQuerySchema.extend({
  status: SupportTicketStatusSchema.optional(),
  type: SupportTicketTypeSchema.optional(),
});
export const SupportTicketStatusBodySchema = z.object({ status: SupportTicketStatusSchema });
export const SupportTicketTextBodySchema = z.object({
  text: z.string().trim().min(1, 'Write something first').max(10_000),
});
