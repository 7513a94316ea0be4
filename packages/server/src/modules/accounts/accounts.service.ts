import {
  ACCOUNT_MESSAGES,
  type Account,
  type AccountListQuery,
  type AccountProfile,
  type BlockedAccount,
  type FollowStats,
  type KeysetListQuery,
  type ListQuery,
} from '@convene/contract';
import type { RequestContext } from '../../context';
import { requireAccount, requireActiveAccount, requireModule } from '../../context';
import { isUniqueViolation, type Executor } from '../../db/client';
import { transaction } from '../../db/retry';
import { AppError } from '../../lib/app-error';
import { pageWindow, parseOrderBy } from '../../lib/envelope';
import { listWindow, pageOf, type Paged } from '../../lib/keyset';
import type { Scope } from '../../tenancy/scope';
import { notify } from '../notifications/index';
import { accountTierFields } from './account-tiers';
import { findAccountsByIds } from './profile.repository';
import { toAccount, type AccountRow } from './account-view';
import { toBaseAccount } from './sql';
import {
  ACCOUNT_ORDER_FIELDS,
  accountOrdering,
  followOrdering,
  type AccountOrder,
  blockExistsBetween,
  deleteBlock,
  deleteFollow,
  findAccountByKey,
  findBlock,
  followedAccountIds,
  insertBlock,
  insertFollow,
  isUsernameTaken,
  listAccounts as selectAccounts,
  listBlocks,
  listContacts,
  listFollowAccounts,
} from './accounts.repository';

export const BLOCKED_MESSAGE = 'You cannot interact with this account';
export const FOLLOW_SELF_MESSAGE = 'You cannot follow yourself';
export const BLOCK_SELF_MESSAGE = 'You cannot block yourself';

/** True when either account has blocked the other (chat and activities ask this). */
export function isBlockedBetween(
  db: Executor,
  scope: Scope,
  a: string,
  b: string,
): Promise<boolean> {
  if (a === b) return Promise.resolve(false);
  return blockExistsBetween(db, scope, a, b);
}

/** 403 when a block stands between the acting account and `accountId`. */
export async function requireNotBlocked(
  db: Executor,
  ctx: RequestContext,
  viewerId: string,
  accountId: string,
): Promise<void> {
  if (await isBlockedBetween(db, ctx.scope, viewerId, accountId)) {
    throw new AppError('FORBIDDEN', BLOCKED_MESSAGE);
  }
}

/** An account of this organization by id or username; 404 otherwise (other organizations too). */
export async function requireAccountByKey(
  db: Executor,
  ctx: RequestContext,
  key: string,
): Promise<AccountRow> {
  const row = await findAccountByKey(db, ctx.scope, key);
  if (!row) throw new AppError('NOT_FOUND', 'Account not found');
  return row;
}

/** Accounts of the organization by id, in full with their tiers (unknown ids left out). */
export async function accountsByIds(
  ctx: RequestContext,
  ids: readonly string[],
): Promise<Map<string, Account>> {
  const rows = await findAccountsByIds(ctx.db, ctx.scope, ids);
  const toFull = await accountMapper(ctx, rows);
  return new Map(rows.map((row) => [row.id, toFull(row)]));
}

/** `toAccount` for the accounts of `rows`, with the tiers each holds (one read for all). */
export async function accountMapper(
  ctx: RequestContext,
  rows: readonly Pick<AccountRow, 'id'>[],
): Promise<(row: AccountRow) => Account> {
  const tiers = await accountTierFields(
    ctx.db,
    ctx.scope,
    rows.map((row) => row.id),
  );
  return (row) => toAccount(row, tiers.get(row.id));
}

export async function getAccount(ctx: RequestContext, key: string): Promise<AccountProfile> {
  const row = await requireAccountByKey(ctx.db, ctx, key);
  const viewer = ctx.account;
  const [blocked, blockedByAccount] =
    viewer && viewer.id !== row.id
      ? await Promise.all([
          findBlock(ctx.db, viewer.id, row.id).then(Boolean),
          findBlock(ctx.db, row.id, viewer.id).then(Boolean),
        ])
      : [false, false];
  return { ...(await accountMapper(ctx, [row]))(row), blocked, blockedByAccount };
}

async function listAccountsIn(
  ctx: RequestContext,
  query: AccountListQuery,
  order: AccountOrder,
): Promise<Paged<Account>> {
  requireModule(ctx, 'accounts');
  const window = listWindow(query, accountOrdering(order));
  const rows = await selectAccounts(
    ctx.db,
    ctx.scope,
    { search: query.search, accountType: query.accountType, viewerId: ctx.account?.id },
    order,
    window,
  );
  return pageOf(rows, window, await accountMapper(ctx, rows));
}

export function listAccounts(
  ctx: RequestContext,
  query: AccountListQuery,
): Promise<Paged<Account>> {
  const order = parseOrderBy(query.orderBy, ACCOUNT_ORDER_FIELDS, {
    field: 'firstName',
    direction: 'asc',
  });
  return listAccountsIn(ctx, query, order);
}

export function listPopularAccounts(
  ctx: RequestContext,
  query: AccountListQuery,
): Promise<Paged<Account>> {
  return listAccountsIn(ctx, query, { field: 'followers', direction: 'desc' });
}

export async function listFollows(
  ctx: RequestContext,
  key: string,
  direction: 'followers' | 'following',
  query: KeysetListQuery,
): Promise<Paged<Account>> {
  const account = await requireAccountByKey(ctx.db, ctx, key);
  const window = listWindow(query, followOrdering(direction));
  const rows = await listFollowAccounts(
    ctx.db,
    ctx.scope,
    account.id,
    direction,
    { search: query.search, viewerId: ctx.account?.id },
    window,
  );
  return pageOf(rows, window, await accountMapper(ctx, rows));
}

export async function getFollowStats(ctx: RequestContext, key: string): Promise<FollowStats> {
  const account = await requireAccountByKey(ctx.db, ctx, key);
  return { followers: account.followersCount, following: account.followingCount };
}

/**
 * Follows an account: idempotent (following twice changes nothing). The counters and the
 * follow row change in one transaction; the followed account is notified once.
 */
export async function followAccount(ctx: RequestContext, key: string): Promise<Account> {
  const actor = requireActiveAccount(ctx);
  return transaction(ctx, async (tx) => {
    const target = await requireAccountByKey(tx, ctx, key);
    if (target.id === actor.id) throw new AppError('VALIDATION', FOLLOW_SELF_MESSAGE);
    await requireNotBlocked(tx, ctx, actor.id, target.id);
    const created = await insertFollow(tx, ctx.scope, actor.id, target.id);
    if (created) {
      await notify(tx, ctx, { type: 'FOLLOW', recipientId: target.id, senderId: actor.id });
    }
    return toAccount(await requireAccountByKey(tx, ctx, target.id));
  });
}

/** Unfollows an account: idempotent. */
export async function unfollowAccount(ctx: RequestContext, key: string): Promise<Account> {
  const actor = requireAccount(ctx);
  return transaction(ctx, async (tx) => {
    const target = await requireAccountByKey(tx, ctx, key);
    await deleteFollow(tx, actor.id, target.id);
    return toAccount(await requireAccountByKey(tx, ctx, target.id));
  });
}

/** Blocks an account and removes the follows between the two, counters included. */
export async function blockAccount(ctx: RequestContext, key: string): Promise<AccountProfile> {
  const actor = requireAccount(ctx);
  const row = await transaction(ctx, async (tx) => {
    const target = await requireAccountByKey(tx, ctx, key);
    if (target.id === actor.id) throw new AppError('VALIDATION', BLOCK_SELF_MESSAGE);
    await insertBlock(tx, ctx.scope, actor.id, target.id);
    await deleteFollow(tx, actor.id, target.id);
    await deleteFollow(tx, target.id, actor.id);
    return requireAccountByKey(tx, ctx, target.id);
  });
  const blockedByAccount = Boolean(await findBlock(ctx.db, row.id, actor.id));
  return { ...toAccount(row), blocked: true, blockedByAccount };
}

export async function unblockAccount(ctx: RequestContext, key: string): Promise<AccountProfile> {
  const actor = requireAccount(ctx);
  const target = await requireAccountByKey(ctx.db, ctx, key);
  await deleteBlock(ctx.db, actor.id, target.id);
  const blockedByAccount = Boolean(await findBlock(ctx.db, target.id, actor.id));
  return { ...toAccount(target), blocked: false, blockedByAccount };
}

export async function listBlockedAccounts(
  ctx: RequestContext,
  query: ListQuery,
): Promise<BlockedAccount[]> {
  const actor = requireAccount(ctx);
  const rows = await listBlocks(ctx.db, ctx.scope, actor.id, pageWindow(query));
  return rows.map((row) => ({
    id: row.id,
    blockerId: row.blockerId,
    accountId: row.accountId,
    createdAt: row.createdAt.toISOString(),
    account: toBaseAccount(row.account),
  }));
}

/** The `accounts` kind of `GET /self/relationships`: followed account id → true. */
export async function accountRelationships(ctx: RequestContext): Promise<Record<string, boolean>> {
  const actor = requireAccount(ctx);
  const ids = await followedAccountIds(ctx.db, ctx.scope, actor.id);
  return Object.fromEntries(ids.map((id) => [id, true]));
}

/** 409 'Username already taken' (field username) when another account of the organization has it. */
export async function assertUsernameAvailable(
  db: Executor,
  scope: Scope,
  username: string,
  options: { exceptAccountId?: string; field?: string } = {},
): Promise<void> {
  if (await isUsernameTaken(db, scope, username, options.exceptAccountId))
    throw new AppError('CONFLICT', ACCOUNT_MESSAGES.usernameTaken, {
      field: options.field ?? 'username',
    });
}

/** Whether no account of the organization uses the username yet. */
export async function isUsernameAvailable(
  db: Executor,
  scope: Scope,
  username: string,
): Promise<boolean> {
  return !(await isUsernameTaken(db, scope, username));
}

/** The unique index is the last word when two requests race for one username. */
export function usernameConflict(error: unknown, field = 'username'): unknown {
  return isUniqueViolation(error)
    ? new AppError('CONFLICT', ACCOUNT_MESSAGES.usernameTaken, { field, cause: error })
    : error;
}

/** GET /self/contacts: the accounts the acting account follows and that follow it back. */
export async function listSelfContacts(ctx: RequestContext, query: ListQuery): Promise<Account[]> {
  const account = requireAccount(ctx);
  const rows = await listContacts(
    ctx.db,
    ctx.scope,
    account.id,
    { search: query.search, viewerId: account.id },
    pageWindow(query),
    ctx.seams.contactSources,
  );
  return rows.map(await accountMapper(ctx, rows));
}
