import { index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, timestampz } from './columns';

export type OutboxKind = 'email' | 'push';
/** `skipped`: a push for a service this server has no provider for (decision 0040). */
export type OutboxStatus = 'pending' | 'sent' | 'failed' | 'skipped';

export interface EmailPayload {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Where answers go (an event's host address, from its mail template). */
  replyTo?: string;
  /** What the mail carries for machines: the code of an identity mail, for instance. */
  meta?: Record<string, string>;
  /** Files sent with the mail (a pass's QR code, a calendar file). */
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  contentType: string;
  /** The file's bytes in base64. */
  content: string;
  /** Set to show the file inline in the HTML (`<img src="cid:…">`). */
  cid?: string;
}

/**
 * Side effects (mail, push) are written here in the transaction that causes them and
 * drained by the worker loop with FOR UPDATE SKIP LOCKED (docs/architecture.md#data-transactions-and-locking).
 */
export const outbox = pgTable(
  'outbox',
  {
    id: id(),
    organizationId: uuid('organization_id'),
    kind: text('kind').$type<OutboxKind>().notNull(),
    payload: jsonb('payload').$type<EmailPayload | Record<string, unknown>>().notNull(),
    status: text('status').$type<OutboxStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    availableAt: timestampz('available_at').notNull().defaultNow(),
    sentAt: timestampz('sent_at'),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (table) => [index('outbox_pending_idx').on(table.status, table.availableAt)],
);
