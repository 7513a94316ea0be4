import { index, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { createdAt, organizationId, timestampz } from './columns';
import { organizations } from './organizations';

/** The kinds of conversation that notify their offline members. */
export type ConversationKind = 'chat' | 'thread';

/**
 * Offline notifications waiting for their delay (modules/conversations/offline-notify):
 * one row per (kind, conversation, account), however many messages arrive meanwhile.
 */
export const conversationNotifications = pgTable(
  'conversation_notifications',
  {
    organizationId: organizationId().references(() => organizations.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<ConversationKind>().notNull(),
    conversationId: uuid('conversation_id').notNull(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    senderId: uuid('sender_id').references(() => accounts.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    dueAt: timestampz('due_at').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.kind, table.conversationId, table.accountId] }),
    index('conversation_notifications_due_idx').on(table.dueAt),
  ],
);
