import {
  CHANNEL_MESSAGES,
  type channelEndpoints,
  type ContentGuest,
  type EndpointBody,
  type KeysetListQuery,
} from '@convene/contract';
import { isUuid } from '@convene/contract';
import type { RequestContext } from '../../context';
import { transaction } from '../../db/retry';
import { AppError } from '../../lib/app-error';
import { listWindow, pageOf, type Paged } from '../../lib/keyset';
import { existingAccountIds } from '../accounts/sql';
import { slugOf, uniqueSlug } from '../../lib/slug';
import { imageChange, requireChannelViewer } from './channel-core';
import { managedContent } from './content-writes.service';
import { toGuest } from './channel-view';
import { requireContentRow } from './contents.service';
import { GUEST_ORDER, guestSlugs, insertGuest, selectGuests } from './people.repository';
import { deleteById, updateById } from './rows.repository';
import { contentGuests } from '../../db/schema/index';
import { requireTier } from '../../tenancy/tier-gate';

/*
 * The guests, hosts and authors of a content: listed with the content, written by the
 * channel's managers.
 */

type CreateInput = EndpointBody<typeof channelEndpoints.createGuest>;
type UpdateInput = EndpointBody<typeof channelEndpoints.updateGuest>;

/** `GET …/guests`: in the order they were added. */
export async function listGuests(
  ctx: RequestContext,
  channelKey: string,
  contentKey: string,
  query: KeysetListQuery,
): Promise<Paged<ContentGuest>> {
  const content = await requireContentRow(ctx, channelKey, contentKey);
  const window = listWindow(query, GUEST_ORDER);
  const rows = await selectGuests(ctx.db, ctx.scope, content.content.id, window);
  return pageOf(rows, window, toGuest);
}

/** `GET /channels/{id}/guests`: the guests of the contents its readers can open. */
export async function listChannelGuests(
  ctx: RequestContext,
  channelKey: string,
  query: KeysetListQuery,
): Promise<Paged<ContentGuest>> {
  const channel = await requireChannelViewer(ctx, channelKey);
  await requireTier(ctx, { type: 'channel', id: channel.channel.id }, { bypass: channel.manager });
  const window = listWindow(query, GUEST_ORDER);
  const of = { channelId: channel.channel.id, now: ctx.now.toISOString() };
  const rows = await selectGuests(ctx.db, ctx.scope, of, window);
  return pageOf(rows, window, toGuest);
}

async function checkAccount(ctx: RequestContext, accountId: string | null | undefined) {
  if (!accountId) return;
  const found = await existingAccountIds(ctx.db, ctx.scope, [accountId]);
  if (found.length === 0) {
    throw new AppError('VALIDATION', CHANNEL_MESSAGES.accountNotFound, {
      field: 'contentGuest.accountId',
    });
  }
}

async function readGuest(ctx: RequestContext, contentId: string, guestId: string) {
  const window = { limit: 1, offset: 0, after: null };
  const [row] = await selectGuests(ctx.db, ctx.scope, contentId, window, guestId);
  if (!row) throw new AppError('NOT_FOUND', CHANNEL_MESSAGES.guestNotFound);
  return toGuest(row);
}

export async function createGuest(
  ctx: RequestContext,
  channelKey: string,
  contentKey: string,
  body: CreateInput,
): Promise<ContentGuest> {
  const content = await managedContent(ctx, channelKey, contentKey);
  await checkAccount(ctx, body.contentGuest.accountId);
  const image = await imageChange(ctx, body.imageDataUri);
  const id = await transaction(ctx, async (tx) => {
    const taken = new Set((await guestSlugs(tx, content.content.id)).map((guest) => guest.slug));
    const row = await insertGuest(tx, {
      ...body.contentGuest,
      organizationId: ctx.organization.id,
      contentId: content.content.id,
      slug: uniqueSlug(taken, slugOf(body.contentGuest.name, 'guest')),
      image: image ?? null,
    });
    return row.id;
  });
  return readGuest(ctx, content.content.id, id);
}

export async function updateGuest(
  ctx: RequestContext,
  channelKey: string,
  contentKey: string,
  guestId: string,
  body: UpdateInput,
): Promise<ContentGuest> {
  const content = await managedContent(ctx, channelKey, contentKey);
  if (!isUuid(guestId)) throw new AppError('NOT_FOUND', CHANNEL_MESSAGES.guestNotFound);
  await readGuest(ctx, content.content.id, guestId);
  await checkAccount(ctx, body.contentGuest.accountId);
  const image = await imageChange(ctx, body.imageDataUri);
  await updateById(ctx.db, contentGuests, ctx.scope, guestId, {
    ...body.contentGuest,
    ...(image === undefined ? {} : { image }),
  });
  return readGuest(ctx, content.content.id, guestId);
}

export async function deleteGuest(
  ctx: RequestContext,
  channelKey: string,
  contentKey: string,
  guestId: string,
): Promise<null> {
  const content = await managedContent(ctx, channelKey, contentKey);
  if (!isUuid(guestId)) throw new AppError('NOT_FOUND', CHANNEL_MESSAGES.guestNotFound);
  await readGuest(ctx, content.content.id, guestId);
  await deleteById(ctx.db, contentGuests, ctx.scope, guestId);
  return null;
}
