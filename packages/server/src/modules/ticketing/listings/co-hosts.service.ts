import {
  LISTING_MESSAGES,
  type Account,
  type EventListing,
  type KeysetListQuery,
} from '@convene/contract';
import type { RequestContext } from '../../../context';
import { AppError } from '../../../lib/app-error';
import { listWindow, pageOf, type Paged } from '../../../lib/keyset';
import { accountMapper } from '../../accounts/index';
import { existingAccountIds } from '../../accounts/sql';
import { requireEventHost } from './access';
import { CO_HOST_ORDER, deleteCoHost, insertCoHost, selectCoHosts } from './co-hosts.repository';
import { loadListing } from './listing-core';
import { findEventRow } from './listings.repository';

/*
 * Co-hosts: the host and co-hosts add and remove co-hosts; a co-host may
 * do everything but delete the listing or remove the host — and the host, being the
 * event's creator rather than a co-host row, can be neither added nor removed here.
 */

export async function listCoHosts(
  ctx: RequestContext,
  eventId: string,
  query: KeysetListQuery,
): Promise<Paged<Account>> {
  await requireEventHost(ctx.db, ctx, eventId);
  const window = listWindow(query, CO_HOST_ORDER);
  const rows = await selectCoHosts(ctx.db, ctx.scope, eventId, window);
  const toAccount = await accountMapper(
    ctx,
    rows.map((row) => row.account),
  );
  return pageOf(rows, window, (row) => toAccount(row.account));
}

async function isHost(ctx: RequestContext, eventId: string, accountId: string): Promise<boolean> {
  const event = await findEventRow(ctx.db, ctx.scope, eventId);
  return event?.creatorId === accountId;
}

export async function addCoHost(
  ctx: RequestContext,
  eventId: string,
  accountId: string,
): Promise<EventListing> {
  const hosted = await requireEventHost(ctx.db, ctx, eventId);
  const scope = ctx.scope;
  if ((await existingAccountIds(ctx.db, scope, [accountId])).length === 0) {
    throw new AppError('NOT_FOUND', LISTING_MESSAGES.accountNotFound, { field: 'accountId' });
  }
  if (await isHost(ctx, eventId, accountId)) {
    throw new AppError('CONFLICT', LISTING_MESSAGES.hostIsNotCoHost, { field: 'accountId' });
  }
  if (!(await insertCoHost(ctx.db, scope, eventId, accountId))) {
    throw new AppError('CONFLICT', LISTING_MESSAGES.alreadyCoHost, { field: 'accountId' });
  }
  return loadListing(ctx, eventId, hosted.role);
}

export async function removeCoHost(
  ctx: RequestContext,
  eventId: string,
  accountId: string,
): Promise<EventListing> {
  const hosted = await requireEventHost(ctx.db, ctx, eventId);
  if (await isHost(ctx, eventId, accountId)) {
    throw new AppError('FORBIDDEN', LISTING_MESSAGES.hostIsNotCoHost);
  }
  if (!(await deleteCoHost(ctx.db, ctx.scope, eventId, accountId))) {
    throw new AppError('NOT_FOUND', LISTING_MESSAGES.coHostNotFound);
  }
  // A co-host who removed themselves no longer reads the listing: answer as the host would.
  return loadListing(ctx, eventId, hosted.role);
}
