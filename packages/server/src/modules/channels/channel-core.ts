import {
  CHANNEL_MESSAGES,
  RESERVED_CHANNEL_SLUGS,
  type Image,
  type Video,
} from '@convene/contract';
import { requireModule, type RequestContext } from '../../context';
import type { Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { originOf } from '../../lib/site-origin';
import { imageChange as uploadedImageChange } from '../../storage/image-upload';
import { slugOf, uniqueSlug } from '../../lib/slug';
import { findUploadedVideos } from '../storage/index';
import { findChannel, type ChannelPageRow, type ChannelViewer } from './channels.repository';

/*
 * What every channel service shares: the viewer, the guards (404, 461, 403), slugs,
 * images and the feed's address.
 */

export function viewerOf(ctx: RequestContext): ChannelViewer {
  return {
    scope: ctx.scope,
    viewerId: ctx.account?.id ?? null,
    admin: ctx.login?.admin === true,
    now: ctx.now.toISOString(),
  };
}

export const channelNotFound = () => new AppError('NOT_FOUND', CHANNEL_MESSAGES.channelNotFound);
export const contentNotFound = () => new AppError('NOT_FOUND', CHANNEL_MESSAGES.contentNotFound);

/** A private channel (tied to a group) is for the group's members and its managers: 461. */
export function requireChannelAccess(row: Pick<ChannelPageRow, 'channel' | 'manager' | 'member'>) {
  if (row.channel.groupId && !row.manager && !row.member) throw new AppError('PRIVATE_CHANNEL');
}

/** A channel the acting viewer may read, by id or slug: 456, 404, then 461. */
export async function requireChannelViewer(
  ctx: RequestContext,
  key: string,
): Promise<ChannelPageRow> {
  requireModule(ctx, 'channels');
  const row = await findChannel(ctx.db, viewerOf(ctx), key);
  if (!row) throw channelNotFound();
  requireChannelAccess(row);
  return row;
}

/** A channel the acting account manages (its creator or an administrator): 404, then 403. */
export async function requireChannelManager(
  ctx: RequestContext,
  key: string,
  db: Executor = ctx.db,
): Promise<ChannelPageRow> {
  requireModule(ctx, 'channels');
  const row = await findChannel(db, viewerOf(ctx), key);
  if (!row) throw channelNotFound();
  if (!row.manager) throw new AppError('FORBIDDEN');
  return row;
}

/** The slug sent (409 when taken, 400 when reserved), or one made from the name, numbered. */
export async function freeSlug(
  wanted: string | undefined,
  words: string,
  fallback: string,
  taken: (slug: string) => Promise<boolean>,
): Promise<string> {
  if (wanted !== undefined) {
    if ((RESERVED_CHANNEL_SLUGS as readonly string[]).includes(wanted)) {
      throw new AppError('VALIDATION', CHANNEL_MESSAGES.slugReserved, { field: 'slug' });
    }
    if (await taken(wanted)) {
      throw new AppError('CONFLICT', CHANNEL_MESSAGES.slugTaken, { field: 'slug' });
    }
    return wanted;
  }
  const base = slugOf(words, fallback);
  const seen = new Set<string>(RESERVED_CHANNEL_SLUGS);
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const slug = uniqueSlug(seen, base);
    if (!(await taken(slug))) return slug;
  }
  return `${base}-${crypto.randomUUID().slice(0, 8)}`;
}

/** `imageDataUri`: undefined keeps the image, null removes it, a data URI replaces it. */
export function imageChange(
  ctx: RequestContext,
  dataUri: string | null | undefined,
  field = 'imageDataUri',
): Promise<Image | null | undefined> {
  return uploadedImageChange(ctx, dataUri, field, 'channels');
}

/** The podcast feed of a channel, with the organization in the query (apps send no header). */
export function feedUrlOf(ctx: RequestContext, slug: string): string {
  return `${originOf(ctx)}/api/channels/${slug}/feed.rss?organization=${ctx.organization.id}`;
}

/** The videos of a page of contents, looked up through the storage module in one query. */
export function videosOf(
  ctx: RequestContext,
  ids: readonly (string | null)[],
): Promise<Map<string, Video>> {
  return findUploadedVideos(ctx, [...new Set(ids.filter((id): id is string => id !== null))]);
}
