import {
  type Content,
  type ContentListQuery,
  type KeysetListQuery,
  type ManagedContentsQuery,
  type SubscribedContentsQuery,
} from '@convene/contract';
import { requireAccount, requireActiveAccount, type RequestContext } from '../../context';
import { transaction } from '../../db/retry';
import { listWindow, nextCursor, type Paged } from '../../lib/keyset';
import {
  contentNotFound,
  requireChannelAccess,
  requireChannelManager,
  requireChannelViewer,
  videosOf,
  viewerOf,
} from './channel-core';
import { toContent, toGuest } from './channel-view';
import {
  deleteLike,
  findContent,
  insertLike,
  MANAGED_ORDER,
  PUBLISHED_ORDER,
  selectContents,
  UPCOMING_ORDER,
  type ContentListFilter,
  type ContentPageRow,
} from './contents.repository';
import { selectGuests, selectGuestsOfContents } from './people.repository';
import { requireTier } from '../../tenancy/tier-gate';

/*
 * Reads of contents and the members' likes. Published is decided by the publish time
 * against now, at read time: a scheduled content appears when its time comes.
 */

/** Whether the content is out for everyone (its publish time has come). */
export function isPublished(row: ContentPageRow, now: Date): boolean {
  return row.content.published !== null && row.content.published <= now;
}

async function contentPage(
  ctx: RequestContext,
  filter: ContentListFilter,
  query: KeysetListQuery,
): Promise<Paged<Content>> {
  const order =
    filter.of === 'managed'
      ? MANAGED_ORDER
      : filter.of === 'upcoming'
        ? UPCOMING_ORDER
        : PUBLISHED_ORDER;
  const window = listWindow(query, order);
  const rows = await selectContents(ctx.db, viewerOf(ctx), filter, window);
  const [videos, guests] = await Promise.all([
    videosOf(
      ctx,
      rows.map((row) => row.content.videoId),
    ),
    selectGuestsOfContents(
      ctx.db,
      ctx.scope,
      rows.map((row) => row.content.id),
    ),
  ]);
  return {
    items: rows.map((row) =>
      toContent(
        row,
        ctx.now,
        row.content.videoId ? (videos.get(row.content.videoId) ?? null) : null,
        guests.filter((guest) => guest.guest.contentId === row.content.id).map(toGuest),
      ),
    ),
    cursor: nextCursor(rows, window.limit),
  };
}

const listOf = (past: boolean | undefined) => (past === false ? 'upcoming' : 'published');

/** `GET /channels/{id}/contents`: published (or, past=false, to come); type, featured. */
export async function listChannelContents(
  ctx: RequestContext,
  channelKey: string,
  query: ContentListQuery,
): Promise<Paged<Content>> {
  const channel = await requireChannelViewer(ctx, channelKey);
  await requireTier(ctx, { type: 'channel', id: channel.channel.id }, { bypass: channel.manager });
  return contentPage(
    ctx,
    {
      of: listOf(query.past),
      channelId: channel.channel.id,
      type: query.type,
      featured: query.featured,
      search: query.search,
    },
    query,
  );
}

/** `GET /channels/{id}/contents/managed`: every content of a channel, for its managers. */
export async function listManagedContents(
  ctx: RequestContext,
  channelKey: string,
  query: ManagedContentsQuery,
): Promise<Paged<Content>> {
  const channel = await requireChannelManager(ctx, channelKey);
  return contentPage(
    ctx,
    {
      of: 'managed',
      channelId: channel.channel.id,
      type: query.type,
      state: query.state,
      search: query.search,
    },
    query,
  );
}

/** `GET /contents`: the organization's published contents in the channels the viewer sees. */
export function listContents(
  ctx: RequestContext,
  query: ContentListQuery,
): Promise<Paged<Content>> {
  return contentPage(
    ctx,
    { of: listOf(query.past), type: query.type, featured: query.featured, search: query.search },
    query,
  );
}

/** `GET /contents/subscribed`: published contents of the acting account's channels. */
export function listSubscribedContents(
  ctx: RequestContext,
  query: SubscribedContentsQuery,
): Promise<Paged<Content>> {
  const account = requireAccount(ctx);
  return contentPage(
    ctx,
    { of: 'published', type: query.type, search: query.search, subscriberId: account.id },
    query,
  );
}

/**
 * A content the viewer may read: of the channel (id or slug) when given, 404 when unknown,
 * 461 in a private channel of a group the viewer is not in, 404 when not yet published
 * (to all but the channel's managers).
 */
export async function requireContentRow(
  ctx: RequestContext,
  channelKey: string | null,
  contentKey: string,
): Promise<ContentPageRow> {
  const channel = channelKey ? await requireChannelViewer(ctx, channelKey) : null;
  const row = await findContent(ctx.db, viewerOf(ctx), contentKey, channel?.channel.id);
  if (!row) throw contentNotFound();
  requireChannelAccess(row);
  await requireTier(ctx, { type: 'channel', id: row.content.channelId }, { bypass: row.manager });
  if (!row.manager && !isPublished(row, ctx.now)) throw contentNotFound();
  return row;
}

/** The guard other modules use before a content's posts (activities). */
export async function requireContentViewer(
  ctx: RequestContext,
  channelKey: string | null,
  contentKey: string,
): Promise<{ id: string; channelId: string }> {
  const row = await requireContentRow(ctx, channelKey, contentKey);
  return { id: row.content.id, channelId: row.content.channelId };
}

/** The content page: the card, its article body, its guests and the viewer's like. */
export async function presentContent(ctx: RequestContext, row: ContentPageRow): Promise<Content> {
  const [guests, videos] = await Promise.all([
    selectGuests(ctx.db, ctx.scope, row.content.id, {
      limit: 100,
      offset: 0,
      after: null,
    }),
    videosOf(ctx, [row.content.videoId]),
  ]);
  const video = row.content.videoId ? (videos.get(row.content.videoId) ?? null) : null;
  return toContent(row, ctx.now, video, guests.map(toGuest));
}

export async function getContent(
  ctx: RequestContext,
  channelKey: string | null,
  contentKey: string,
): Promise<Content> {
  return presentContent(ctx, await requireContentRow(ctx, channelKey, contentKey));
}

/** The content as it is now (after a write), by id. */
export async function reloadContent(ctx: RequestContext, contentId: string): Promise<Content> {
  const row = await findContent(ctx.db, viewerOf(ctx), contentId);
  if (!row) throw contentNotFound();
  return presentContent(ctx, row);
}

/** `POST` and `DELETE …/like`: a member likes a published content, once. */
export async function setContentLike(
  ctx: RequestContext,
  channelKey: string,
  contentKey: string,
  liked: boolean,
): Promise<Content> {
  const account = requireActiveAccount(ctx);
  const row = await requireContentRow(ctx, channelKey, contentKey);
  await transaction(ctx, (tx) =>
    liked
      ? insertLike(tx, ctx.scope, row.content.id, account.id)
      : deleteLike(tx, ctx.scope, row.content.id, account.id),
  );
  return reloadContent(ctx, row.content.id);
}
