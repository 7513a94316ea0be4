import type {
  Image,
  ThreadAccessLevel,
  ThreadEntity,
  ThreadMemberRole,
  ThreadMessageType,
} from '@convene/contract';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { createdAt, id, organizationId, timestampz, updatedAt } from './columns';
import { events } from './events';
import { groups } from './groups';
import { organizations } from './organizations';

/**
 * A discussion thread: standing alone (public or private, its members in thread_members),
 * or a group's or an event's (one each, its audience the group's members or the event's
 * attendees and hosts). `message_seq` numbers its messages: bumped in the transaction
 * that inserts one, it row-locks the thread, so messages commit in sequence order and a
 * reconnecting client catches up `after` a sequence with no gap.
 */
export const threads = pgTable(
  'threads',
  {
    id: id(),
    organizationId: organizationId().references(() => organizations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    imageId: uuid('image_id'),
    image: jsonb('image').$type<Image>(),
    access: text('access').$type<ThreadAccessLevel>().notNull().default('public'),
    featured: boolean('featured').notNull().default(false),
    visible: boolean('visible').notNull().default(true),
    groupId: uuid('group_id').references(() => groups.id, { onDelete: 'cascade' }),
    eventId: uuid('event_id').references(() => events.id, { onDelete: 'cascade' }),
    creatorId: uuid('creator_id').references(() => accounts.id, { onDelete: 'set null' }),
    messageSeq: bigint('message_seq', { mode: 'number' }).notNull().default(0),
    messageCount: integer('message_count').notNull().default(0),
    lastMessageAt: timestampz('last_message_at'),
    lastMessage: text('last_message'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('threads_group_uq')
      .on(table.groupId)
      .where(sql`${table.groupId} is not null`),
    uniqueIndex('threads_event_uq')
      .on(table.eventId)
      .where(sql`${table.eventId} is not null`),
    // The keyset of GET /threads: newest activity first.
    index('threads_org_activity_idx').on(
      table.organizationId,
      table.lastMessageAt.desc().nullsLast(),
      table.id.desc(),
    ),
  ],
);

/**
 * A member of a thread: its role, read state and notification setting. Standalone
 * threads list their audience here; a group's or event's thread keeps a row for each
 * participant (made when they read or post) for their read state.
 */
export const threadMembers = pgTable(
  'thread_members',
  {
    id: id(),
    organizationId: organizationId().references(() => organizations.id, { onDelete: 'cascade' }),
    threadId: uuid('thread_id')
      .notNull()
      .references(() => threads.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    role: text('role').$type<ThreadMemberRole>().notNull().default('member'),
    accepted: boolean('accepted').notNull().default(true),
    notifications: boolean('notifications').notNull().default(true),
    /** The sequence read up to (0: nothing) and when. */
    lastReadSeq: bigint('last_read_seq', { mode: 'number' }).notNull().default(0),
    lastReadAt: timestampz('last_read_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('thread_members_thread_account_uq').on(table.threadId, table.accountId),
    index('thread_members_account_idx').on(table.organizationId, table.accountId),
  ],
);

export const threadMessages = pgTable(
  'thread_messages',
  {
    id: id(),
    organizationId: organizationId().references(() => organizations.id, { onDelete: 'cascade' }),
    threadId: uuid('thread_id')
      .notNull()
      .references(() => threads.id, { onDelete: 'cascade' }),
    /** The thread's sequence number of the message (1, 2, …), unique in the thread. */
    seq: bigint('seq', { mode: 'number' }).notNull(),
    accountId: uuid('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    type: text('type').$type<ThreadMessageType>().notNull().default('user'),
    body: text('body').notNull(),
    entities: jsonb('entities').$type<ThreadEntity[]>().notNull().default([]),
    replyToId: uuid('reply_to_id'),
    replyCount: integer('reply_count').notNull().default(0),
    editedAt: timestampz('edited_at'),
    sentAt: timestampz('sent_at').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('thread_messages_thread_seq_uq').on(table.threadId, table.seq),
    index('thread_messages_reply_idx')
      .on(table.replyToId, table.seq)
      .where(sql`${table.replyToId} is not null`),
  ],
);

/** One reaction per account per emoji on a message (the unique index makes it race-safe). */
export const threadMessageReactions = pgTable(
  'thread_message_reactions',
  {
    id: id(),
    organizationId: organizationId().references(() => organizations.id, { onDelete: 'cascade' }),
    threadId: uuid('thread_id')
      .notNull()
      .references(() => threads.id, { onDelete: 'cascade' }),
    messageId: uuid('message_id')
      .notNull()
      .references(() => threadMessages.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    emojiName: text('emoji_name').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('thread_reactions_message_account_emoji_uq').on(
      table.messageId,
      table.accountId,
      table.emojiName,
    ),
  ],
);
