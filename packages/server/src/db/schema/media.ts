import type { UploadImageType, VideoSource } from '@convene/contract';
import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { createdAt, id, organizationId, updatedAt } from './columns';
import { organizations } from './organizations';

/**
 * Uploaded media. The id of an image is also its storage name, so an activity can refer
 * to an upload by `imageId`. `key` is the storage key (always `<organizationId>/…`);
 * `size` the bytes stored there, which count towards the account's storage quota.
 */
export const images = pgTable(
  'images',
  {
    id: uuid('id').primaryKey(),
    organizationId: organizationId().references(() => organizations.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    type: text('type').$type<UploadImageType>().notNull(),
    key: text('key').notNull(),
    uri: text('uri').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    size: integer('size').notNull(),
    moderation: text('moderation').$type<'safe' | 'warning'>().notNull().default('safe'),
    name: text('name'),
    description: text('description'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('images_org_idx').on(table.organizationId, table.createdAt)],
);

export const files = pgTable(
  'files',
  {
    id: id(),
    organizationId: organizationId().references(() => organizations.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    key: text('key').notNull(),
    url: text('url').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('files_org_idx').on(table.organizationId, table.createdAt)],
);

export const videos = pgTable(
  'videos',
  {
    id: id(),
    organizationId: organizationId().references(() => organizations.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    source: text('source').$type<VideoSource>().notNull(),
    name: text('name').notNull(),
    key: text('key').notNull(),
    url: text('url').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    width: integer('width').notNull().default(0),
    height: integer('height').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('videos_org_idx').on(table.organizationId, table.createdAt)],
);
