import type { ChatMemberRole, ChatMessageType, Image } from '@convene/contract';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { createdAt, id, organizationId, timestampz, updatedAt } from './columns';
import { organizations } from './organizations';

/**
 * A chat channel: a 1:1 conversation (`direct_key` = the two account ids in order, unique
 * per organization, so the same pair never gets two) or a named group conversation.
 * `last_seq` numbers its messages: taken under the channel row's lock in the transaction
 * that inserts a message, so messages commit in the order of their numbers (decision 0030).
 */
export const chatChannels = pgTable(
  'chat_channels',
  {
    id: id(),
    organizationId: organizationId().references(() => organizations.id, { onDelete: 'cascade' }),
    name: text('name'),
    image: jsonb('image').$type<Image>(),
    directKey: text('direct_key'),
    creatorId: uuid('creator_id').references(() => accounts.id, { onDelete: 'set null' }),
    lastSeq: bigint('last_seq', { mode: 'number' }).notNull().default(0),
    lastMessageAt: timestampz('last_message_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('chat_channels_direct_uq')
      .on(table.organizationId, table.directKey)
      .where(sql`${table.directKey} is not null`),
  ],
);

/** A member of a channel; `read_seq` is the last message number the member has read. */
export const chatChannelMembers = pgTable(
  'chat_channel_members',
  {
    channelId: uuid('channel_id')
      .notNull()
      .references(() => chatChannels.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    organizationId: organizationId().references(() => organizations.id, { onDelete: 'cascade' }),
    role: text('role').$type<ChatMemberRole>().notNull().default('member'),
    notifications: boolean('notifications').notNull().default(true),
    readSeq: bigint('read_seq', { mode: 'number' }).notNull().default(0),
    /** The channel's activity as this member sees it (its last message, or when they joined). */
    activityAt: timestampz('activity_at').notNull().defaultNow(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.channelId, table.accountId] }),
    index('chat_members_account_activity_idx').on(
      table.organizationId,
      table.accountId,
      table.activityAt.desc(),
      table.channelId,
    ),
  ],
);

/**
 * A message. `seq` orders a channel's messages (unique per channel); a deleted message
 * keeps its row (text cleared, `deleted_at` set) so a client catching up after it still
 * finds its place.
 */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: id(),
    organizationId: organizationId().references(() => organizations.id, { onDelete: 'cascade' }),
    channelId: uuid('channel_id')
      .notNull()
      .references(() => chatChannels.id, { onDelete: 'cascade' }),
    seq: bigint('seq', { mode: 'number' }).notNull(),
    type: text('type').$type<ChatMessageType>().notNull().default('user'),
    accountId: uuid('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    text: text('text').notNull(),
    html: text('html').notNull(),
    deletedAt: timestampz('deleted_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex('chat_messages_channel_seq_uq').on(table.channelId, table.seq)],
);
