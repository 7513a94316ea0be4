import type {
  GroupAccess,
  GroupInvitationStatus,
  GroupMemberRole,
  GroupRequestStatus,
  Image,
} from '@convene/contract';
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
import { createdAt, id, organizationId, updatedAt } from './columns';
import { organizations } from './organizations';

/** The search document of a group (db/full-text.ts): its index and its queries share it. */
function groupSearchDocumentParts(table: { name: AnyPgColumn; description: AnyPgColumn }) {
  return searchDocument([
    [table.name, 'A'],
    [table.description, 'B'],
  ]);
}

export const groups = pgTable(
  'groups',
  {
    id: id(),
    organizationId: organizationId().references(() => organizations.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    access: text('access').$type<GroupAccess>().notNull().default('public'),
    active: boolean('active').notNull().default(true),
    featured: boolean('featured').notNull().default(false),
    externalUrl: text('external_url'),
    image: jsonb('image').$type<Image>(),
    creatorId: uuid('creator_id').references(() => accounts.id, { onDelete: 'set null' }),
    /** Accounts holding a membership row (any role), kept in the transaction that changes it. */
    membersCount: integer('members_count').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('groups_org_slug_uq').on(table.organizationId, table.slug),
    // The keysets of the groups list (lib/keyset.ts): newest first, by name.
    index('groups_org_created_idx').on(table.organizationId, table.createdAt.desc(), table.id),
    index('groups_org_name_idx').on(table.organizationId, table.name, table.id),
    // Full-text search (decision 0070): the one GIN index of its document.
    index('groups_search_idx').using('gin', groupSearchDocumentParts(table)),
  ],
);

/** A member of a group; pending states (requested, invited) live in their own tables. */
export const groupMemberships = pgTable(
  'group_memberships',
  {
    organizationId: organizationId().references(() => organizations.id, { onDelete: 'cascade' }),
    groupId: uuid('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    role: text('role').$type<GroupMemberRole>().notNull().default('member'),
    activityPushNotification: boolean('activity_push_notification').notNull().default(true),
    announcementEmailNotification: boolean('announcement_email_notification')
      .notNull()
      .default(true),
    announcementPushNotification: boolean('announcement_push_notification').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.groupId, table.accountId] }),
    index('group_memberships_account_idx').on(table.organizationId, table.accountId),
    // The keyset of a group's members: moderators first, then by joining.
    index('group_memberships_group_order_idx').on(
      table.groupId,
      sql`(case ${table.role} when 'member' then 1 else 0 end)`,
      table.createdAt,
      table.accountId,
    ),
  ],
);

/** A request to join a private group; one row per account and group (accepting deletes it). */
export const groupRequests = pgTable(
  'group_requests',
  {
    id: id(),
    organizationId: organizationId().references(() => organizations.id, { onDelete: 'cascade' }),
    groupId: uuid('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    status: text('status').$type<GroupRequestStatus>().notNull().default('requested'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('group_requests_group_account_uq').on(table.groupId, table.accountId),
    index('group_requests_account_idx').on(table.organizationId, table.accountId),
  ],
);

/** An invitation by a moderator; one row per account and group (accepting deletes it). */
export const groupInvitations = pgTable(
  'group_invitations',
  {
    id: id(),
    organizationId: organizationId().references(() => organizations.id, { onDelete: 'cascade' }),
    groupId: uuid('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    inviterId: uuid('inviter_id').references(() => accounts.id, { onDelete: 'set null' }),
    status: text('status').$type<GroupInvitationStatus>().notNull().default('invited'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('group_invitations_group_account_uq').on(table.groupId, table.accountId),
    index('group_invitations_account_idx').on(table.organizationId, table.accountId),
  ],
);

/** Accounts a moderator blocked: they cannot request, join or be invited. */
export const groupBlocks = pgTable(
  'group_blocks',
  {
    organizationId: organizationId().references(() => organizations.id, { onDelete: 'cascade' }),
    groupId: uuid('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    blockerId: uuid('blocker_id').references(() => accounts.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.groupId, table.accountId] })],
);

export const groupAnnouncements = pgTable(
  'group_announcements',
  {
    id: id(),
    organizationId: organizationId().references(() => organizations.id, { onDelete: 'cascade' }),
    groupId: uuid('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    creatorId: uuid('creator_id').references(() => accounts.id, { onDelete: 'set null' }),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    /** Sanitized on write. */
    html: text('html').notNull(),
    email: boolean('email').notNull().default(false),
    push: boolean('push').notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [index('group_announcements_group_idx').on(table.groupId, table.createdAt)],
);

/** The search document of the groups table, for the search queries. */
export const groupSearchDocument = groupSearchDocumentParts(groups);
