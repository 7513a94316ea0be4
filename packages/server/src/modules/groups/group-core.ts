import {
  GROUP_MESSAGES,
  isGroupManagingRole,
  MESSAGES,
  type Group,
  type GroupMemberRole,
  type GroupMembership,
  type GroupRole,
  type KeysetListQuery,
} from '@convene/contract';
import {
  requireActiveAccount,
  requireModule,
  type ActingAccount,
  type RequestContext,
} from '../../context';
import type { Executor, Transaction } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { listWindow, pageOf, type Paged } from '../../lib/keyset';
import { slugOf } from '../../lib/slug';
import type { Scope } from '../../tenancy/scope';
import { toGroup, toMembership } from './group-view';
import { adjustMembersCount, findGroup, lockGroup, type GroupRow } from './groups.repository';
import { deleteInvitationOf, pendingInvitationGroupsOf } from './invitations.repository';
import {
  countManagers,
  deleteMembership,
  deleteRequestOf,
  findMembership,
  findMembershipDetail,
  insertMembership,
  listMembers,
  membershipOrdering,
  membershipRolesOf,
  pendingRequestGroupsOf,
  type MembershipRow,
} from './membership.repository';
import { isBlocked } from './moderation.repository';
import { requireTier } from '../../tenancy/tier-gate';

/**
 * The core every groups sub-domain builds on: loading a group, the viewer's relation to
 * it, the moderator guard, and the row-locked transitions (`withLockedGroup`,
 * `withModeratedMember`) that keep the membership rules true under concurrency.
 */

export const ONE = { limit: 1, offset: 0 };

/** An organization administrator may view and manage every group. */
export function isOrganizationAdmin(ctx: RequestContext): boolean {
  return ctx.login?.admin === true;
}

export function groupNotFound(): AppError {
  return new AppError('NOT_FOUND', GROUP_MESSAGES.groupNotFound);
}

/** A group of the organization by id or slug (456 when the module is off, 404 when unknown). */
export async function loadGroup(
  ctx: RequestContext,
  groupIdOrSlug: string,
  db: Executor = ctx.db,
): Promise<GroupRow> {
  requireModule(ctx, 'groups');
  const group = await findGroup(db, ctx.scope, groupIdOrSlug);
  if (!group) throw groupNotFound();
  return group;
}

/**
 * An account's relation to groups (all of them, or the given ones): its role, else
 * 'invited' for a pending invitation, else 'requested' for a pending request.
 */
export async function groupRolesOf(
  db: Executor,
  scope: Scope,
  accountId: string,
  groupIds?: string[],
): Promise<Map<string, GroupRole>> {
  const [memberships, requested, invited] = await Promise.all([
    membershipRolesOf(db, scope, accountId, groupIds),
    pendingRequestGroupsOf(db, scope, accountId, groupIds),
    pendingInvitationGroupsOf(db, scope, accountId, groupIds),
  ]);
  const roles = new Map<string, GroupRole>();
  for (const groupId of requested) roles.set(groupId, 'requested');
  for (const groupId of invited) roles.set(groupId, 'invited');
  for (const { groupId, role } of memberships) roles.set(groupId, role);
  return roles;
}

/** Groups as the acting account sees them, each with its `viewerRole`. */
export async function toGroups(ctx: RequestContext, rows: GroupRow[]): Promise<Group[]> {
  const roles =
    ctx.account && rows.length > 0
      ? await groupRolesOf(
          ctx.db,
          ctx.scope,
          ctx.account.id,
          rows.map((row) => row.id),
        )
      : new Map<string, GroupRole>();
  return rows.map((row) => toGroup(row, roles.get(row.id) ?? null));
}

export async function groupFor(ctx: RequestContext, row: GroupRow): Promise<Group> {
  const [group] = await toGroups(ctx, [row]);
  if (!group) throw groupNotFound();
  return group;
}

/**
 * The group whose content the acting account may view: 404 when unknown or of another
 * organization; 453 'you must join the group to view this content' when private and the
 * account is not a member (organization administrators may view every group); 457/458
 * when it is locked behind tiers the account does not hold.
 */
export async function requireGroupViewer(
  ctx: RequestContext,
  groupIdOrSlug: string,
): Promise<{ id: string; access: 'public' | 'private' }> {
  const group = await loadGroup(ctx, groupIdOrSlug);
  if (group.access === 'private' && !isOrganizationAdmin(ctx)) {
    const membership = ctx.account
      ? await findMembership(ctx.db, ctx.scope, group.id, ctx.account.id)
      : undefined;
    if (!membership) throw new AppError('NOT_GROUP_MEMBER');
  }
  // A group locked behind tiers keeps its members, posts and events too.
  await requireTier(ctx, { type: 'group', id: group.id });
  return { id: group.id, access: group.access };
}

/** 403 'must be a moderator to manage a group' unless the acting account moderates the group. */
export async function requireGroupModerator(
  ctx: RequestContext,
  group: GroupRow,
  db: Executor = ctx.db,
): Promise<ActingAccount> {
  const account = requireActiveAccount(ctx);
  if (isOrganizationAdmin(ctx)) return account;
  const membership = await findMembership(db, ctx.scope, group.id, account.id);
  if (!isGroupManagingRole(membership?.role)) {
    throw new AppError('FORBIDDEN', MESSAGES.mustBeGroupModerator);
  }
  return account;
}

/** A group the acting account moderates (404 when unknown, 403 when it does not moderate it). */
export async function loadModeratedGroup(
  ctx: RequestContext,
  groupIdOrSlug: string,
): Promise<GroupRow> {
  const group = await loadGroup(ctx, groupIdOrSlug);
  await requireGroupModerator(ctx, group);
  return group;
}

/** A list only the group's moderators read: the group checked, its rows listed and mapped. */
export async function listForModerator<Row, Item>(
  ctx: RequestContext,
  groupIdOrSlug: string,
  list: (db: Executor, scope: Scope, groupId: string) => Promise<Row[]>,
  toItem: (row: Row) => Item,
): Promise<Item[]> {
  const group = await loadModeratedGroup(ctx, groupIdOrSlug);
  const rows = await list(ctx.db, ctx.scope, group.id);
  return rows.map(toItem);
}

/** 409 'this group is not active' for a deactivated group. */
export function requireActiveGroup(group: GroupRow): void {
  if (!group.active) throw new AppError('CONFLICT', GROUP_MESSAGES.inactive);
}

// ---------------------------------------------------------------- row-locked transitions

/** Runs a membership transition with the group row locked, so rules hold under concurrency. */
export async function withLockedGroup<T>(
  ctx: RequestContext,
  groupIdOrSlug: string,
  run: (tx: Transaction, group: GroupRow, scope: Scope) => Promise<T>,
): Promise<T> {
  const found = await loadGroup(ctx, groupIdOrSlug);
  const scope = ctx.scope;
  return ctx.db.transaction(async (tx) => {
    const group = await lockGroup(tx, scope, found.id);
    if (!group) throw groupNotFound();
    return run(tx, group, scope);
  });
}

/** A moderator's transition: the group locked and the caller checked as its moderator. */
export async function withModeratedGroup<T>(
  ctx: RequestContext,
  groupIdOrSlug: string,
  run: (tx: Transaction, group: GroupRow, scope: Scope) => Promise<T>,
): Promise<T> {
  return withLockedGroup(ctx, groupIdOrSlug, async (tx, group, scope) => {
    await requireGroupModerator(ctx, group, tx);
    return run(tx, group, scope);
  });
}

/**
 * A moderator's action on one member: the group locked, the caller checked as its
 * moderator, and the member's membership found (404 when the account is no member).
 */
export async function withModeratedMember<T>(
  ctx: RequestContext,
  groupIdOrSlug: string,
  accountId: string,
  run: (tx: Transaction, group: GroupRow, membership: MembershipRow, scope: Scope) => Promise<T>,
): Promise<T> {
  return withModeratedGroup(ctx, groupIdOrSlug, async (tx, group, scope) => {
    const membership = await findMembership(tx, scope, group.id, accountId);
    if (!membership) throw new AppError('NOT_FOUND', GROUP_MESSAGES.memberNotFound);
    return run(tx, group, membership, scope);
  });
}

/** The account becomes a member: its request and invitation to the group are done with. */
export async function addMember(
  tx: Executor,
  scope: Scope,
  group: GroupRow,
  accountId: string,
): Promise<void> {
  await insertMembership(tx, {
    organizationId: scope.organizationId,
    groupId: group.id,
    accountId,
    role: 'member',
  });
  await adjustMembersCount(tx, scope, group.id, 1);
  await deleteRequestOf(tx, scope, group.id, accountId);
  await deleteInvitationOf(tx, scope, group.id, accountId);
}

/** The member leaves the group (it left, was removed or blocked). */
export async function dropMembership(
  tx: Executor,
  scope: Scope,
  groupId: string,
  accountId: string,
): Promise<void> {
  await deleteMembership(tx, scope, groupId, accountId);
  await adjustMembersCount(tx, scope, groupId, -1);
}

/** 409 with `message` unless the group keeps another member who may manage it. */
export async function requireAnotherManager(
  tx: Executor,
  scope: Scope,
  groupId: string,
  message: string,
): Promise<void> {
  if ((await countManagers(tx, scope, groupId)) <= 1) throw new AppError('CONFLICT', message);
}

/** 403 when the account is blocked from the group, 409 when it already is a member. */
export async function requireMayJoin(
  tx: Executor,
  scope: Scope,
  groupId: string,
  accountId: string,
): Promise<void> {
  if (await isBlocked(tx, scope, groupId, accountId))
    throw new AppError('FORBIDDEN', GROUP_MESSAGES.blocked);
  if (await findMembership(tx, scope, groupId, accountId))
    throw new AppError('CONFLICT', GROUP_MESSAGES.alreadyMember);
}

/** The membership as answered (404 'this account is not a member of the group' when none). */
export async function membershipOut(
  db: Executor,
  scope: Scope,
  groupId: string,
  accountId: string,
): Promise<GroupMembership> {
  const row = await findMembershipDetail(db, scope, groupId, accountId);
  if (!row) throw new AppError('NOT_FOUND', GROUP_MESSAGES.memberNotFound);
  return toMembership(row);
}

/** A group's members or an account's memberships, as answered, paged by keyset. */
export async function membershipsOut(
  ctx: RequestContext,
  of: { groupId: string } | { accountId: string },
  query: Pick<KeysetListQuery, 'page' | 'pageSize' | 'search' | 'cursor'> & {
    role?: GroupMemberRole;
  },
): Promise<Paged<GroupMembership>> {
  const window = listWindow(query, membershipOrdering('groupId' in of ? 'group' : 'account'));
  const rows = await listMembers(
    ctx.db,
    ctx.scope,
    { ...of, role: query.role, search: query.search },
    window,
  );
  return pageOf(rows, window, toMembership);
}

/** A group's slug from its name (groups allow 80 characters). */
export function slugify(name: string): string {
  return slugOf(name, 'group', 80);
}
