import type { Image } from '@convene/contract';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
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
import { accounts } from './accounts';
import { searchDocument } from '../full-text';
import { createdAt, id, organizationId, updatedAt } from './columns';
import { organizations } from './organizations';

/** A video attached to an activity, as the storage module describes it. */
export interface ActivityVideo {
  id: string;
  width: number;
  height: number;
  thumbnailUrl: string;
  previewUrl: string;
  readyToStream: boolean;
  hlsUrl: string;
  dashUrl: string;
}

/**
 * A span of an activity's message, as stored: offsets in UTF-16 code units of the
 * message; what it refers to by id (mention, interest) or by address (link).
 */
export interface StoredActivityEntity {
  type: 'mention' | 'interest' | 'link' | 'segment';
  startIndex: number;
  endIndex: number;
  marks: string[];
  accountId?: string;
  interestId?: string;
  href?: string;
}

/** `followerId` follows `accountId`; the counters live on accounts. */
export const follows = pgTable(
  'follows',
  {
    organizationId: organizationId().references(() => organizations.id, { onDelete: 'cascade' }),
    followerId: uuid('follower_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.followerId, table.accountId] }),
    // The keysets of the followers and following lists: newest follow first, then the account.
    index('follows_account_idx').on(table.accountId, table.createdAt.desc(), table.followerId),
    index('follows_follower_idx').on(table.followerId, table.createdAt.desc(), table.accountId),
  ],
);

/** `blockerId` blocked `accountId`: each vanishes from the other's feeds and lists. */
export const blocks = pgTable(
  'blocks',
  {
    id: id(),
    organizationId: organizationId().references(() => organizations.id, { onDelete: 'cascade' }),
    blockerId: uuid('blocker_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('blocks_pair_uq').on(table.blockerId, table.accountId),
    index('blocks_account_idx').on(table.accountId),
  ],
);

/** The search document of an activity (db/full-text.ts): its index and its queries share it. */
function activitySearchDocumentParts(table: { message: AnyPgColumn }) {
  return searchDocument([[table.message, 'B']]);
}

/** A post; a comment is an activity with `commentedId`. */
export const activities = pgTable(
  'activities',
  {
    id: id(),
    organizationId: organizationId().references(() => organizations.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    message: text('message').notNull(),
    image: jsonb('image').$type<Image>(),
    video: jsonb('video').$type<ActivityVideo>(),
    /** Mentions, hashtags, links and marked segments of the message; null before they existed. */
    entities: jsonb('entities').$type<StoredActivityEntity[]>(),
    /** Owned by the groups, events and channels modules; validated through their services. */
    groupId: uuid('group_id'),
    eventId: uuid('event_id'),
    contentId: uuid('content_id'),
    commentedId: uuid('commented_id').references((): AnyPgColumn => activities.id, {
      onDelete: 'cascade',
    }),
    featured: boolean('featured').notNull().default(false),
    likesCount: integer('likes_count').notNull().default(0),
    commentsCount: integer('comments_count').notNull().default(0),
    /**
     * Rows of `activity_interests` for this activity, kept in the transaction that links
     * them (`linkInterests`): a list skips the interests' sub-select of a row at 0.
     */
    interestsCount: integer('interests_count').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    // The keyset of every activity list: (created_at, id) newest first, per organization.
    index('activities_org_created_idx').on(table.organizationId, table.createdAt, table.id),
    // Full-text search (decision 0070): the one GIN index of its document.
    index('activities_search_idx').using('gin', activitySearchDocumentParts(table)),
    index('activities_account_created_idx').on(table.accountId, table.createdAt, table.id),
    index('activities_group_created_idx')
      .on(table.groupId, table.createdAt, table.id)
      .where(sql`${table.groupId} is not null`),
    index('activities_event_created_idx')
      .on(table.eventId, table.createdAt)
      .where(sql`${table.eventId} is not null`),
    index('activities_content_created_idx')
      .on(table.contentId, table.createdAt)
      .where(sql`${table.contentId} is not null`),
    index('activities_commented_created_idx')
      .on(table.commentedId, table.createdAt)
      .where(sql`${table.commentedId} is not null`),
    // The viewer's own comments on each row of a list (activities.repository.ts): an index
    // lookup, however many comments the post has.
    index('activities_commented_account_idx')
      .on(table.commentedId, table.accountId)
      .where(sql`${table.commentedId} is not null`),
    index('activities_org_featured_idx')
      .on(table.organizationId, table.createdAt)
      .where(sql`${table.featured}`),
  ],
);

export const activityLikes = pgTable(
  'activity_likes',
  {
    organizationId: organizationId().references(() => organizations.id, { onDelete: 'cascade' }),
    activityId: uuid('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.activityId, table.accountId] }),
    index('activity_likes_account_idx').on(table.accountId),
  ],
);

export const activityReports = pgTable(
  'activity_reports',
  {
    id: id(),
    organizationId: organizationId().references(() => organizations.id, { onDelete: 'cascade' }),
    activityId: uuid('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('activity_reports_pair_uq').on(table.activityId, table.accountId),
    index('activity_reports_org_idx').on(table.organizationId, table.createdAt),
  ],
);

export const interests = pgTable(
  'interests',
  {
    id: id(),
    organizationId: organizationId().references(() => organizations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Lower-case, dash-separated name: the natural key and the dedupe key. */
    slug: text('slug').notNull(),
    image: jsonb('image').$type<Image>(),
    featured: boolean('featured').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex('interests_org_slug_uq').on(table.organizationId, table.slug)],
);

export const activityInterests = pgTable(
  'activity_interests',
  {
    organizationId: organizationId().references(() => organizations.id, { onDelete: 'cascade' }),
    activityId: uuid('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    interestId: uuid('interest_id')
      .notNull()
      .references(() => interests.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.activityId, table.interestId] }),
    index('activity_interests_interest_idx').on(table.interestId),
  ],
);

export const accountInterests = pgTable(
  'account_interests',
  {
    organizationId: organizationId().references(() => organizations.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    interestId: uuid('interest_id')
      .notNull()
      .references(() => interests.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.accountId, table.interestId] }),
    index('account_interests_interest_idx').on(table.interestId),
  ],
);

/** The search document of the activities table, for the search queries. */
export const activitySearchDocument = activitySearchDocumentParts(activities);
