import {
  CHANNEL_MESSAGES,
  type Channel,
  type ChannelListQuery,
  type ChannelSubscriber,
  type ChannelSubscriptionBody,
  type channelEndpoints,
  type EndpointBody,
  type KeysetListQuery,
  type Relationships,
} from '@convene/contract';
import {
  requireAccount,
  requireActiveAccount,
  requireAdmin,
  requireModule,
  type RequestContext,
} from '../../context';
import { transaction } from '../../db/retry';
import { channels } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { listWindow, pageOf, type Paged } from '../../lib/keyset';
import { groupCards } from '../groups/index';
import {
  channelNotFound,
  feedUrlOf,
  freeSlug,
  imageChange,
  requireChannelManager,
  requireChannelViewer,
  viewerOf,
} from './channel-core';
import { toBaseChannel, toChannel, toSubscriber } from './channel-view';
import {
  slugTaken,
  CHANNEL_ORDER,
  findChannel,
  insertChannel,
  selectChannels,
  SUBSCRIBED_ORDER,
  type ChannelListFilter,
  type ChannelPageRow,
} from './channels.repository';
import {
  deleteSubscription,
  selectSubscribers,
  subscribedChannelIds,
  SUBSCRIBER_ORDER,
  updateSubscription as changeSubscription,
  upsertSubscription,
} from './people.repository';
import { deleteById, updateById } from './rows.repository';

function present(ctx: RequestContext) {
  return (row: ChannelPageRow): Channel => toChannel(row, feedUrlOf(ctx, row.channel.slug));
}

async function channelPage(
  ctx: RequestContext,
  filter: ChannelListFilter,
  query: KeysetListQuery,
): Promise<Paged<Channel>> {
  const window = listWindow(query, filter.of === 'subscribed' ? SUBSCRIBED_ORDER : CHANNEL_ORDER);
  const rows = await selectChannels(ctx.db, viewerOf(ctx), filter, window);
  return pageOf(rows, window, present(ctx));
}

/** `GET /channels`: visible channels; private ones only to their group's members. */
export function listChannels(ctx: RequestContext, query: ChannelListQuery) {
  return channelPage(
    ctx,
    { of: 'catalogue', featured: query.featured, search: query.search },
    query,
  );
}

export function listSubscribedChannels(ctx: RequestContext, query: KeysetListQuery) {
  requireAccount(ctx);
  return channelPage(ctx, { of: 'subscribed', search: query.search }, query);
}

export function listManagedChannels(ctx: RequestContext, query: KeysetListQuery) {
  requireAccount(ctx);
  return channelPage(ctx, { of: 'managed', search: query.search }, query);
}

export async function getChannel(ctx: RequestContext, key: string): Promise<Channel> {
  return present(ctx)(await requireChannelViewer(ctx, key));
}

async function reload(ctx: RequestContext, channelId: string): Promise<Channel> {
  const row = await findChannel(ctx.db, viewerOf(ctx), channelId);
  if (!row) throw channelNotFound();
  return present(ctx)(row);
}

/** A group the channel is private to must be one of the organization's. */
async function checkGroup(ctx: RequestContext, groupId: string | null | undefined): Promise<void> {
  if (!groupId) return;
  const found = await groupCards(ctx, [groupId]);
  if (!found.has(groupId)) {
    throw new AppError('VALIDATION', CHANNEL_MESSAGES.groupNotFound, { field: 'channel.groupId' });
  }
}

type CreateChannelInput = EndpointBody<typeof channelEndpoints.create>;
type UpdateChannelInput = EndpointBody<typeof channelEndpoints.update>;
type ChannelFields = UpdateChannelInput['channel'];

function columnsOf(fields: ChannelFields) {
  const { slug: _slug, ...rest } = fields;
  return rest;
}

/** `POST /channels`: an administrator creates a channel, which the acting account owns. */
export async function createChannel(ctx: RequestContext, body: CreateChannelInput) {
  requireModule(ctx, 'channels');
  const creator = requireActiveAccount(ctx);
  requireAdmin(ctx);
  await checkGroup(ctx, body.channel.groupId);
  const image = await imageChange(ctx, body.imageDataUri);
  const scope = ctx.scope;
  const id = await transaction(ctx, async (tx) => {
    const slug = await freeSlug(body.channel.slug, body.channel.name, 'channel', (candidate) =>
      slugTaken(tx, channels, scope, candidate),
    );
    const row = await insertChannel(tx, {
      ...columnsOf(body.channel),
      name: body.channel.name,
      organizationId: scope.organizationId,
      slug,
      creatorId: creator.id,
      image: image ?? null,
    });
    return row.id;
  });
  return reload(ctx, id);
}

/** `PUT /channels/{id} {channel, imageDataUri}`: its creator or an administrator. */
export async function updateChannel(ctx: RequestContext, key: string, body: UpdateChannelInput) {
  requireActiveAccount(ctx);
  const current = await requireChannelManager(ctx, key);
  if (body.channel.featured !== undefined || body.channel.priority !== undefined) {
    // Promoting a channel is the organization's call.
    if (!ctx.login?.admin) throw new AppError('FORBIDDEN');
  }
  await checkGroup(ctx, body.channel.groupId);
  const image = await imageChange(ctx, body.imageDataUri);
  const scope = ctx.scope;
  await transaction(ctx, async (tx) => {
    const slug =
      body.channel.slug !== undefined && body.channel.slug !== current.channel.slug
        ? await freeSlug(body.channel.slug, '', 'channel', (candidate) =>
            slugTaken(tx, channels, scope, candidate, current.channel.id),
          )
        : undefined;
    await updateById(tx, channels, scope, current.channel.id, {
      ...columnsOf(body.channel),
      ...(slug ? { slug } : {}),
      ...(image === undefined ? {} : { image }),
    });
  });
  return reload(ctx, current.channel.id);
}

export async function deleteChannel(ctx: RequestContext, key: string): Promise<null> {
  requireActiveAccount(ctx);
  const current = await requireChannelManager(ctx, key);
  await deleteById(ctx.db, channels, ctx.scope, current.channel.id);
  return null;
}

async function subscriberOf(
  ctx: RequestContext,
  row: ChannelPageRow,
  accountId: string,
): Promise<ChannelSubscriber> {
  const window = { limit: 1, offset: 0, after: null };
  const [subscriber] = await selectSubscribers(
    ctx.db,
    ctx.scope,
    row.channel.id,
    window,
    accountId,
  );
  if (!subscriber) throw new AppError('NOT_FOUND', CHANNEL_MESSAGES.notSubscribed);
  const fresh = (await findChannel(ctx.db, viewerOf(ctx), row.channel.id)) ?? row;
  return toSubscriber(subscriber, toBaseChannel(fresh.channel, fresh.contentsCount));
}

/** `POST /channels/{id}/subscribers`: subscribes (or changes the settings sent). */
export async function subscribe(
  ctx: RequestContext,
  key: string,
  body: ChannelSubscriptionBody | null | undefined,
): Promise<ChannelSubscriber> {
  const account = requireActiveAccount(ctx);
  const row = await requireChannelViewer(ctx, key);
  await transaction(ctx, (tx) =>
    upsertSubscription(tx, ctx.scope, row.channel.id, account.id, body ?? {}),
  );
  return subscriberOf(ctx, row, account.id);
}

/** `PUT /channels/{id}/subscribers`: email and push for new contents. */
export async function updateSubscription(
  ctx: RequestContext,
  key: string,
  body: ChannelSubscriptionBody,
): Promise<ChannelSubscriber> {
  const account = requireAccount(ctx);
  const row = await requireChannelViewer(ctx, key);
  if (!(await changeSubscription(ctx.db, ctx.scope, row.channel.id, account.id, body))) {
    throw new AppError('NOT_FOUND', CHANNEL_MESSAGES.notSubscribed);
  }
  return subscriberOf(ctx, row, account.id);
}

/**
 * `DELETE /channels/{id}/subscribers`: ends the subscription and answers it as it was (the
 * SDK's shape), 404 when there is none. A channel the viewer can no longer open still lets go.
 */
export async function unsubscribe(ctx: RequestContext, key: string): Promise<ChannelSubscriber> {
  const account = requireAccount(ctx);
  requireModule(ctx, 'channels');
  const row = await findChannel(ctx.db, viewerOf(ctx), key);
  if (!row) throw channelNotFound();
  const subscriber = await subscriberOf(ctx, row, account.id);
  await transaction(ctx, (tx) => deleteSubscription(tx, ctx.scope, row.channel.id, account.id));
  return subscriber;
}

/** `GET /channels/{id}/subscribers`: latest first. */
export async function listSubscribers(
  ctx: RequestContext,
  key: string,
  query: KeysetListQuery,
): Promise<Paged<ChannelSubscriber>> {
  const row = await requireChannelViewer(ctx, key);
  const window = listWindow(query, SUBSCRIBER_ORDER);
  const rows = await selectSubscribers(ctx.db, ctx.scope, row.channel.id, window);
  const channel = toBaseChannel(row.channel, row.contentsCount);
  return pageOf(rows, window, (subscriber) => toSubscriber(subscriber, channel));
}

/** `/self/relationships` channels: the channels the acting account subscribes to. */
export async function channelRelationships(
  ctx: RequestContext,
): Promise<Relationships['channels']> {
  const account = requireAccount(ctx);
  if (!ctx.organization.modules.includes('channels')) return {};
  const ids = await subscribedChannelIds(ctx.db, ctx.scope, account.id);
  return Object.fromEntries(ids.map((id) => [id, true]));
}
