import type { ContentAudio, ContentGuestType, ContentType, Image } from '@convene/contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { searchDocument } from '../full-text';
import { createdAt, id, organizationId, timestampz, updatedAt } from './columns';
import { groups } from './groups';
import { videos } from './media';
import { organizations } from './organizations';

/** The search document of a channel (db/full-text.ts): its index and its queries share it. */
function channelSearchDocumentParts(table: { name: AnyPgColumn; description: AnyPgColumn }) {
  return searchDocument([
    [table.name, 'A'],
    [table.description, 'B'],
  ]);
}

/** A channel of contents; with a group it is private to the group's members. */
export const channels = pgTable(
  'channels',
  {
    id: id(),
    organizationId: organizationId().references(() => organizations.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    description: text('description'),
    image: jsonb('image').$type<Image>(),
    creatorId: uuid('creator_id').references(() => accounts.id, { onDelete: 'set null' }),
    groupId: uuid('group_id').references(() => groups.id, { onDelete: 'set null' }),
    featured: boolean('featured').notNull().default(false),
    visible: boolean('visible').notNull().default(true),
    priority: integer('priority').notNull().default(0),
    externalUrl: text('external_url'),
    appleUrl: text('apple_url'),
    spotifyUrl: text('spotify_url'),
    googleUrl: text('google_url'),
    youtubeUrl: text('youtube_url'),
    /** Subscription rows, kept in the transaction that adds or removes one. */
    subscriberCount: integer('subscriber_count').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('channels_org_slug_uq').on(table.organizationId, table.slug),
    // Full-text search (decision 0070): the one GIN index of its document.
    index('channels_search_idx').using('gin', channelSearchDocumentParts(table)),
    index('channels_org_order_idx').on(
      table.organizationId,
      table.priority.desc(),
      table.name,
      table.id,
    ),
  ],
);

/** The search document of a content (db/full-text.ts): its index and its queries share it. */
function contentSearchDocumentParts(table: { title: AnyPgColumn; description: AnyPgColumn }) {
  return searchDocument([
    [table.title, 'A'],
    [table.description, 'B'],
  ]);
}

/**
 * A content of a channel. Its state is its publish time (docs/architecture.md#data-transactions-and-locking): null a draft,
 * later than now scheduled, else published; `notified_at` marks the one notification of
 * its subscribers, claimed by a conditional update.
 */
export const contents = pgTable(
  'contents',
  {
    id: id(),
    organizationId: organizationId().references(() => organizations.id, { onDelete: 'cascade' }),
    channelId: uuid('channel_id')
      .notNull()
      .references(() => channels.id, { onDelete: 'cascade' }),
    type: text('type').$type<ContentType>().notNull(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    description: text('description'),
    body: text('body'),
    image: jsonb('image').$type<Image>(),
    audio: jsonb('audio').$type<ContentAudio>(),
    videoId: uuid('video_id').references(() => videos.id, { onDelete: 'set null' }),
    duration: text('duration'),
    featured: boolean('featured').notNull().default(false),
    visible: boolean('visible').notNull().default(true),
    published: timestampz('published'),
    email: boolean('email').notNull().default(true),
    push: boolean('push').notNull().default(true),
    notifiedAt: timestampz('notified_at'),
    externalUrl: text('external_url'),
    appleUrl: text('apple_url'),
    spotifyUrl: text('spotify_url'),
    googleUrl: text('google_url'),
    youtubeUrl: text('youtube_url'),
    creatorId: uuid('creator_id').references(() => accounts.id, { onDelete: 'set null' }),
    likesCount: integer('likes_count').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('contents_org_slug_uq').on(table.organizationId, table.slug),
    // Full-text search (decision 0070): the one GIN index of its document.
    index('contents_search_idx').using('gin', contentSearchDocumentParts(table)),
    // The keysets: the organization's and a channel's contents, newest published first.
    index('contents_org_published_idx').on(
      table.organizationId,
      table.published.desc(),
      table.id.desc(),
    ),
    index('contents_channel_published_idx').on(
      table.channelId,
      table.published.desc(),
      table.id.desc(),
    ),
    // The notification job: published contents not yet announced.
    index('contents_unnotified_idx')
      .on(table.published)
      .where(sql`${table.notifiedAt} is null and ${table.published} is not null`),
  ],
);

export const contentLikes = pgTable(
  'content_likes',
  {
    organizationId: organizationId().references(() => organizations.id, { onDelete: 'cascade' }),
    contentId: uuid('content_id')
      .notNull()
      .references(() => contents.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.contentId, table.accountId] })],
);

export const contentGuests = pgTable(
  'content_guests',
  {
    id: id(),
    organizationId: organizationId().references(() => organizations.id, { onDelete: 'cascade' }),
    contentId: uuid('content_id')
      .notNull()
      .references(() => contents.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    type: text('type').$type<ContentGuestType>().notNull().default('guest'),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    title: text('title'),
    bio: text('bio'),
    company: text('company'),
    companyLink: text('company_link'),
    companyBio: text('company_bio'),
    image: jsonb('image').$type<Image>(),
    website: text('website'),
    facebook: text('facebook'),
    twitter: text('twitter'),
    instagram: text('instagram'),
    linkedIn: text('linked_in'),
    tikTok: text('tik_tok'),
    youtube: text('youtube'),
    discord: text('discord'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('content_guests_slug_uq').on(table.contentId, table.slug),
    index('content_guests_content_idx').on(table.contentId, table.createdAt, table.id),
  ],
);

/** A member's subscription to a channel, with its notification settings. */
export const channelSubscriptions = pgTable(
  'channel_subscriptions',
  {
    organizationId: organizationId().references(() => organizations.id, { onDelete: 'cascade' }),
    channelId: uuid('channel_id')
      .notNull()
      .references(() => channels.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    contentEmailNotification: boolean('content_email_notification').notNull().default(true),
    contentPushNotification: boolean('content_push_notification').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.channelId, table.accountId] }),
    index('channel_subscriptions_account_idx').on(
      table.accountId,
      table.createdAt.desc(),
      table.channelId,
    ),
    index('channel_subscriptions_channel_idx').on(
      table.channelId,
      table.createdAt.desc(),
      table.accountId,
    ),
  ],
);

/** The search document of the channels table, for the search queries. */
export const channelSearchDocument = channelSearchDocumentParts(channels);

/** The search document of the contents table, for the search queries. */
export const contentSearchDocument = contentSearchDocumentParts(contents);
