import type { UploadImageType, VideoRendition, VideoSource, VideoStatus } from '@convene/contract';
import { sql } from 'drizzle-orm';
import { doublePrecision, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { createdAt, id, organizationId, timestampz, updatedAt } from './columns';
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
    /** Seconds of an audio or video file, when probed (null: unknown). */
    durationSeconds: doublePrecision('duration_seconds'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('files_org_idx').on(table.organizationId, table.createdAt)],
);

/**
 * Uploaded videos (decision 0029): `processing` until the video job has transcoded the
 * original (`key`, `url`) to HLS under `<organizationId>/videos/<id>/` (`hlsUrl`, the
 * master playlist, and `thumbnailUrl`), then `ready`; `failed` after MAX attempts. Without
 * ffmpeg a video becomes `ready` with the original only. A node claims a video by setting
 * `claimToken` and `claimedUntil` in one conditional update; another node may take it
 * again only once that lease has run out.
 */
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
    status: text('status').$type<VideoStatus>().notNull().default('processing'),
    durationSeconds: doublePrecision('duration_seconds'),
    hlsUrl: text('hls_url'),
    thumbnailUrl: text('thumbnail_url'),
    renditions: jsonb('renditions').$type<VideoRendition[]>().notNull().default([]),
    attempts: integer('attempts').notNull().default(0),
    claimToken: uuid('claim_token'),
    claimedUntil: timestampz('claimed_until'),
    error: text('error'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('videos_org_idx').on(table.organizationId, table.createdAt),
    index('videos_processing_idx')
      .on(table.createdAt)
      .where(sql`${table.status} = 'processing'`),
  ],
);
