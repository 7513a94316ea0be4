import { UUID_PATTERN } from '@convene/contract';
import {
  and,
  asc,
  desc,
  eq,
  ilike,
  inArray,
  ne,
  or,
  sql,
  type Placeholder,
  type SQL,
} from 'drizzle-orm';
import type { Executor } from '../../db/client';
import type { ContactSource } from '../seams';
import { accounts, blocks, follows } from '../../db/schema/index';
import { alias } from 'drizzle-orm/pg-core';
import {
  afterPosition,
  orderBySql,
  positionSql,
  type KeysetPosition,
  type ListWindow,
  type Ordering,
  type SortKey,
} from '../../lib/keyset';
import { bound, preparedList } from '../../lib/prepared';
import { likePattern } from '../../lib/search';
import { inOrganization, type Page, type Scope } from '../../tenancy/scope';
import type { AccountRow } from './account-view';
import { baseAccountColumns, type BaseAccountRow } from './sql';
import { blockedBetweenSql } from './sql';

/** An account by id or username, within the organization. */
export async function findAccountByKey(
  db: Executor,
  scope: Scope,
  key: string,
): Promise<AccountRow | undefined> {
  const match = UUID_PATTERN.test(key)
    ? eq(accounts.id, key)
    : eq(accounts.username, key.toLowerCase());
  const [row] = await db
    .select()
    .from(accounts)
    .where(and(inOrganization(accounts, scope), match));
  return row;
}

export interface AccountListFilter {
  search?: string;
  accountType?: 'account' | 'team';
  viewerId?: string;
}

function listConditions(scope: Scope, filter: AccountListFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [inOrganization(accounts, scope)];
  if (filter.accountType) conditions.push(eq(accounts.accountType, filter.accountType));
  if (filter.search) {
    const pattern = likePattern(filter.search);
    conditions.push(
      or(
        ilike(accounts.username, pattern),
        ilike(accounts.firstName, pattern),
        ilike(accounts.lastName, pattern),
        ilike(
          sql`coalesce(${accounts.firstName}, '') || ' ' || coalesce(${accounts.lastName}, '')`,
          pattern,
        ),
      ),
    );
  }
  if (filter.viewerId) {
    conditions.push(sql`not ${blockedBetweenSql(scope, filter.viewerId, accounts.id)}`);
  }
  return and(...conditions);
}

/** The sort key of each `orderBy` field of the accounts list; ties go by id. */
const ACCOUNT_ORDER = {
  username: { column: accounts.username, type: 'text' },
  firstName: { column: accounts.firstName, type: 'text', nullable: true },
  lastName: { column: accounts.lastName, type: 'text', nullable: true },
  createdAt: { column: accounts.createdAt, type: 'timestamptz' },
  followers: { column: accounts.followersCount, type: 'integer' },
} as const satisfies Record<string, Omit<SortKey, 'direction'>>;
export type AccountOrderField = keyof typeof ACCOUNT_ORDER;
export const ACCOUNT_ORDER_FIELDS = Object.keys(ACCOUNT_ORDER) as AccountOrderField[];

export interface AccountOrder {
  field: AccountOrderField;
  direction: 'asc' | 'desc';
}

/** The keyset order of the accounts list (indexes `(organization_id, <field>, id)`). */
export function accountOrdering(order: AccountOrder): Ordering {
  return [
    { ...ACCOUNT_ORDER[order.field], direction: order.direction },
    { column: accounts.id, type: 'uuid', direction: 'asc' },
  ];
}

export type PositionedAccountRow = AccountRow & { position: string };

function accountListQuery(
  db: Executor,
  scope: Scope,
  filter: AccountListFilter,
  ordering: Ordering,
  after: KeysetPosition | readonly (Placeholder | null)[] | null,
) {
  return db
    .select({ account: accounts, position: positionSql(ordering) })
    .from(accounts)
    .where(and(listConditions(scope, filter), after ? afterPosition(ordering, after) : undefined))
    .orderBy(...orderBySql(ordering))
    .$dynamic();
}

/** The directory as people open it (first name, no search or type): prepared (lib/prepared.ts). */
const DIRECTORY_ORDER = accountOrdering({ field: 'firstName', direction: 'asc' });

function isDirectory(filter: AccountListFilter, order: AccountOrder): boolean {
  return (
    !filter.search &&
    !filter.accountType &&
    order.field === 'firstName' &&
    order.direction === 'asc'
  );
}

/** A page of the organization's accounts in `order`, after the window's position or at its offset. */
export async function listAccounts(
  db: Executor,
  scope: Scope,
  filter: AccountListFilter,
  order: AccountOrder,
  window: ListWindow,
): Promise<PositionedAccountRow[]> {
  const rows = isDirectory(filter, order)
    ? await preparedList(
        db,
        'accounts_directory',
        window,
        (position) =>
          accountListQuery(
            db,
            { organizationId: bound('organizationId') },
            { viewerId: bound('viewerId') },
            DIRECTORY_ORDER,
            position,
          ),
        { organizationId: scope.organizationId, viewerId: filter.viewerId ?? null },
      )
    : await accountListQuery(db, scope, filter, accountOrdering(order), window.after)
        .limit(window.limit)
        .offset(window.offset);
  // Assigned, not spread into a new literal with it (V8's slow path: bench/README.md, "Spreads").
  return rows.map((row) => Object.assign(row.account, { position: row.position }));
}

/** Followers or followed accounts, newest follow first (indexes on follows by account and follower). */
export function followOrdering(direction: 'followers' | 'following'): Ordering {
  return [
    { column: follows.createdAt, type: 'timestamptz', direction: 'desc' },
    {
      column: direction === 'followers' ? follows.followerId : follows.accountId,
      type: 'uuid',
      direction: 'asc',
    },
  ];
}

/** Followers (`direction: 'followers'`) or followed accounts of `accountId`, newest first. */
export async function listFollowAccounts(
  db: Executor,
  scope: Scope,
  accountId: string,
  direction: 'followers' | 'following',
  filter: AccountListFilter,
  window: ListWindow,
): Promise<PositionedAccountRow[]> {
  const join =
    direction === 'followers'
      ? and(eq(follows.followerId, accounts.id), eq(follows.accountId, accountId))
      : and(eq(follows.accountId, accounts.id), eq(follows.followerId, accountId));
  const ordering = followOrdering(direction);
  const rows = await db
    .select({ account: accounts, position: positionSql(ordering) })
    .from(follows)
    .innerJoin(accounts, join)
    .where(
      and(
        inOrganization(follows, scope),
        listConditions(scope, filter),
        window.after ? afterPosition(ordering, window.after) : undefined,
      ),
    )
    .orderBy(...orderBySql(ordering))
    .limit(window.limit)
    .offset(window.offset);
  return rows.map((row) => ({ ...row.account, position: row.position }));
}

/** Adds the follow and moves both counters by one; false when it already existed. */
export async function insertFollow(
  db: Executor,
  scope: Scope,
  followerId: string,
  accountId: string,
): Promise<boolean> {
  const inserted = await db
    .insert(follows)
    .values({ organizationId: scope.organizationId, followerId, accountId })
    .onConflictDoNothing()
    .returning({ followerId: follows.followerId });
  if (inserted.length === 0) return false;
  await moveFollowCounters(db, followerId, accountId, 1);
  return true;
}

/** Removes the follow and moves both counters back by one; false when there was none. */
export async function deleteFollow(
  db: Executor,
  followerId: string,
  accountId: string,
): Promise<boolean> {
  const deleted = await db
    .delete(follows)
    .where(and(eq(follows.followerId, followerId), eq(follows.accountId, accountId)))
    .returning({ followerId: follows.followerId });
  if (deleted.length === 0) return false;
  await moveFollowCounters(db, followerId, accountId, -1);
  return true;
}

/**
 * Moves the followed account's followers and the follower's following by `delta`, updating
 * the two rows in id order: A → B and B → A at once lock the same two rows, and in one
 * order they queue instead of deadlocking (uuid text order is PostgreSQL's uuid order).
 */
async function moveFollowCounters(
  db: Executor,
  followerId: string,
  accountId: string,
  delta: 1 | -1,
): Promise<void> {
  const changes = [
    {
      id: accountId,
      set: { followersCount: sql`greatest(${accounts.followersCount} + ${delta}, 0)` },
    },
    {
      id: followerId,
      set: { followingCount: sql`greatest(${accounts.followingCount} + ${delta}, 0)` },
    },
  ].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  for (const change of changes)
    await db.update(accounts).set(change.set).where(eq(accounts.id, change.id));
}

export async function findBlock(
  db: Executor,
  blockerId: string,
  accountId: string,
): Promise<{ id: string } | undefined> {
  const [row] = await db
    .select({ id: blocks.id })
    .from(blocks)
    .where(and(eq(blocks.blockerId, blockerId), eq(blocks.accountId, accountId)));
  return row;
}

export async function insertBlock(
  db: Executor,
  scope: Scope,
  blockerId: string,
  accountId: string,
): Promise<void> {
  await db
    .insert(blocks)
    .values({ organizationId: scope.organizationId, blockerId, accountId })
    .onConflictDoNothing();
}

export async function deleteBlock(
  db: Executor,
  blockerId: string,
  accountId: string,
): Promise<void> {
  await db
    .delete(blocks)
    .where(and(eq(blocks.blockerId, blockerId), eq(blocks.accountId, accountId)));
}

export async function blockExistsBetween(
  db: Executor,
  scope: Scope,
  a: string,
  b: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: blocks.id })
    .from(blocks)
    .where(
      and(
        inOrganization(blocks, scope),
        or(
          and(eq(blocks.blockerId, a), eq(blocks.accountId, b)),
          and(eq(blocks.blockerId, b), eq(blocks.accountId, a)),
        ),
      ),
    )
    .limit(1);
  return Boolean(row);
}

export async function listBlocks(
  db: Executor,
  scope: Scope,
  blockerId: string,
  page: Page,
): Promise<
  { id: string; blockerId: string; accountId: string; createdAt: Date; account: BaseAccountRow }[]
> {
  return db
    .select({
      id: blocks.id,
      blockerId: blocks.blockerId,
      accountId: blocks.accountId,
      createdAt: blocks.createdAt,
      account: baseAccountColumns,
    })
    .from(blocks)
    .innerJoin(accounts, eq(accounts.id, blocks.accountId))
    .where(and(inOrganization(blocks, scope), eq(blocks.blockerId, blockerId)))
    .orderBy(desc(blocks.createdAt), asc(blocks.id))
    .limit(page.limit)
    .offset(page.offset);
}

/** The ids among `accountIds` that `followerId` follows (relationships). */
export async function followedAccountIds(
  db: Executor,
  scope: Scope,
  followerId: string,
): Promise<string[]> {
  const rows = await db
    .select({ accountId: follows.accountId })
    .from(follows)
    .where(and(inOrganization(follows, scope), eq(follows.followerId, followerId)));
  return rows.map((row) => row.accountId);
}

/** Whether another account of the organization already uses the username. */
export async function isUsernameTaken(
  db: Executor,
  scope: Scope,
  username: string,
  exceptAccountId?: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(
      and(
        inOrganization(accounts, scope),
        eq(accounts.username, username),
        exceptAccountId ? ne(accounts.id, exceptAccountId) : undefined,
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * The account's contacts, by username (`/self/contacts`): accounts it follows that follow
 * it back, and those other modules count (`contactSources`: chat partners, decision 0040).
 */
export async function listContacts(
  db: Executor,
  scope: Scope,
  accountId: string,
  filter: AccountListFilter,
  page: Page,
  contactSources: readonly ContactSource[],
): Promise<AccountRow[]> {
  const back = alias(follows, 'follows_back');
  const mutual = db
    .select({ id: follows.accountId })
    .from(follows)
    .innerJoin(
      back,
      and(eq(back.followerId, follows.accountId), eq(back.accountId, follows.followerId)),
    )
    .where(and(inOrganization(follows, scope), eq(follows.followerId, accountId)));
  return db
    .select({ account: accounts })
    .from(accounts)
    .where(
      and(
        listConditions(scope, filter),
        ne(accounts.id, accountId),
        or(
          inArray(accounts.id, mutual),
          ...contactSources.map((source) => sql`${accounts.id} in (${source(scope, accountId)})`),
        ),
      ),
    )
    .orderBy(asc(accounts.username), asc(accounts.id))
    .limit(page.limit)
    .offset(page.offset)
    .then((rows) => rows.map((row) => row.account));
}
