import {
  GROUP_MESSAGES,
  isGroupManagingRole,
  isGroupMemberRole,
  type CreateGroupBody,
  type Group,
  type GroupInvitedQuery,
  type GroupListQuery,
  type GroupMembership,
  type GroupMembersQuery,
  type GroupRole,
  type Image,
  type KeysetListQuery,
  type ListQuery,
  type UpdateGroupBody,
} from '@convene/contract';
import {
  requireAccount,
  requireActiveAccount,
  requireModule,
  type RequestContext,
} from '../../context';
import { isUniqueViolation } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { pageWindow, parseOrderBy } from '../../lib/envelope';
import { listWindow, pageOf, type Paged } from '../../lib/keyset';
import { processImage, storeImage } from '../../storage/images';
import { requireAccountByKey } from '../accounts/index';
import {
  groupFor,
  groupNotFound,
  groupRolesOf,
  isOrganizationAdmin,
  loadGroup,
  loadModeratedGroup,
  membershipsOut,
  requireGroupViewer,
  slugify,
  toGroups,
} from './group-core';
import { toGroup } from './group-view';
import {
  findGroup,
  findGroupsByIds,
  groupOrdering,
  insertGroup,
  listAccountGroups as listAccountGroupRows,
  listGroups as listGroupRows,
  listGroupsInviting,
  listGroupsRequestedBy,
  slugExists,
  updateGroup as updateGroupRow,
  type GroupListFilter,
} from './groups.repository';
import { findMembership, insertMembership, membershipRolesOf } from './membership.repository';
import { requireTier } from '../../tenancy/tier-gate';

// ---------------------------------------------------------------- create and update

async function storeGroupImage(ctx: RequestContext, imageDataUri: string): Promise<Image> {
  const processed = await processImage(imageDataUri, {
    field: 'imageDataUri',
    resize: { width: 1200, height: 1200, fit: 'inside' },
  });
  return storeImage(ctx.storage, ctx.organization.id, 'groups', processed);
}

function slugTaken(): AppError {
  return new AppError('CONFLICT', GROUP_MESSAGES.slugTaken, { field: 'group.slug' });
}

/** Creates a group; its creator becomes its moderator. */
export async function createGroup(ctx: RequestContext, body: CreateGroupBody): Promise<Group> {
  requireModule(ctx, 'groups');
  const account = requireActiveAccount(ctx);
  const scope = ctx.scope;
  const fields = body.group;
  const slug = fields.slug ?? slugify(fields.name);
  if (await slugExists(ctx.db, scope, slug)) throw slugTaken();
  const image = body.imageDataUri ? await storeGroupImage(ctx, body.imageDataUri) : null;
  try {
    const row = await ctx.db.transaction(async (tx) => {
      const group = await insertGroup(tx, {
        organizationId: scope.organizationId,
        slug,
        name: fields.name,
        description: fields.description ?? '',
        access: fields.access ?? 'public',
        active: fields.active ?? true,
        externalUrl: fields.externalUrl ?? null,
        image,
        creatorId: account.id,
        membersCount: 1,
      });
      await insertMembership(tx, {
        organizationId: scope.organizationId,
        groupId: group.id,
        accountId: account.id,
        role: 'moderator',
      });
      return group;
    });
    return toGroup(row, 'moderator');
  } catch (error) {
    if (isUniqueViolation(error)) throw slugTaken();
    throw error;
  }
}

/** Moderators update a group (and deactivate it with `active: false`). */
export async function updateGroup(
  ctx: RequestContext,
  groupIdOrSlug: string,
  body: UpdateGroupBody,
): Promise<Group> {
  const group = await loadModeratedGroup(ctx, groupIdOrSlug);
  const scope = ctx.scope;
  const changes = body.group ?? {};
  if (
    changes.slug &&
    changes.slug !== group.slug &&
    (await slugExists(ctx.db, scope, changes.slug, group.id))
  ) {
    throw slugTaken();
  }
  const image =
    body.imageDataUri === undefined
      ? undefined
      : body.imageDataUri === null
        ? null
        : await storeGroupImage(ctx, body.imageDataUri);
  try {
    const row = await updateGroupRow(ctx.db, scope, group.id, {
      ...(changes.name !== undefined ? { name: changes.name } : {}),
      ...(changes.description !== undefined ? { description: changes.description } : {}),
      ...(changes.access !== undefined ? { access: changes.access } : {}),
      ...(changes.active !== undefined ? { active: changes.active } : {}),
      ...(changes.externalUrl !== undefined ? { externalUrl: changes.externalUrl } : {}),
      ...(changes.slug !== undefined ? { slug: changes.slug } : {}),
      ...(image !== undefined ? { image } : {}),
    });
    return groupFor(ctx, row);
  } catch (error) {
    if (isUniqueViolation(error)) throw slugTaken();
    throw error;
  }
}

// ---------------------------------------------------------------- reads

function groupOrder(query: ListQuery) {
  return parseOrderBy(query.orderBy, ['name', 'createdAt', 'members'] as const, {
    field: 'createdAt',
    direction: 'desc',
  });
}

async function listGroupsWhere(
  ctx: RequestContext,
  filter: Omit<GroupListFilter, 'orderBy' | 'search'>,
  query: KeysetListQuery,
): Promise<Paged<Group>> {
  requireModule(ctx, 'groups');
  const orderBy = groupOrder(query);
  const window = listWindow(query, groupOrdering(orderBy));
  const rows = await listGroupRows(
    ctx.db,
    ctx.scope,
    { ...filter, search: query.search, orderBy },
    ctx.account?.id ?? null,
    window,
  );
  return pageOf(rows, window, (row) => toGroup(row.group, row.viewerRole));
}

export function listGroups(ctx: RequestContext, query: GroupListQuery): Promise<Paged<Group>> {
  return listGroupsWhere(ctx, { access: query.access }, query);
}

export function listFeaturedGroups(
  ctx: RequestContext,
  query: KeysetListQuery,
): Promise<Paged<Group>> {
  return listGroupsWhere(ctx, { featured: true }, query);
}

/** Groups the signed-in account asked to join and is waiting for. */
export async function listRequestedGroups(ctx: RequestContext, query: ListQuery): Promise<Group[]> {
  requireModule(ctx, 'groups');
  const account = requireAccount(ctx);
  const rows = await listGroupsRequestedBy(
    ctx.db,
    ctx.scope,
    account.id,
    query.search,
    pageWindow(query),
  );
  return toGroups(ctx, rows);
}

/** Groups inviting the signed-in account (pending), or the invitations it rejected. */
export async function listInvitedGroups(
  ctx: RequestContext,
  query: GroupInvitedQuery,
): Promise<Group[]> {
  requireModule(ctx, 'groups');
  const account = requireAccount(ctx);
  const rows = await listGroupsInviting(
    ctx.db,
    ctx.scope,
    account.id,
    query.rejected ? 'rejected' : 'invited',
    query.search,
    pageWindow(query),
  );
  return toGroups(ctx, rows);
}

/**
 * A group by id or slug. A private group's detail (name, description) is visible so
 * people can ask to join; a deactivated group only to its members and administrators.
 */
export async function getGroup(ctx: RequestContext, groupIdOrSlug: string): Promise<Group> {
  const row = await loadGroup(ctx, groupIdOrSlug);
  const group = await groupFor(ctx, row);
  if (!row.active && !isOrganizationAdmin(ctx) && !isGroupMemberRole(group.viewerRole))
    throw groupNotFound();
  await requireTier(ctx, { type: 'group', id: row.id });
  return group;
}

export async function listGroupMembers(
  ctx: RequestContext,
  groupIdOrSlug: string,
  query: GroupMembersQuery,
): Promise<Paged<GroupMembership>> {
  const group = await requireGroupViewer(ctx, groupIdOrSlug);
  return membershipsOut(ctx, { groupId: group.id }, query);
}

/** An account's groups; private ones only for the account itself, fellow members and administrators. */
export async function listAccountGroups(
  ctx: RequestContext,
  accountIdOrUsername: string,
  query: ListQuery,
): Promise<Group[]> {
  requireModule(ctx, 'groups');
  const { id: accountId } = await requireAccountByKey(ctx.db, ctx, accountIdOrUsername);
  const viewerId = ctx.account?.id ?? null;
  const rows = await listAccountGroupRows(
    ctx.db,
    ctx.scope,
    accountId,
    { viewerId, all: viewerId === accountId || isOrganizationAdmin(ctx) },
    query.search,
    pageWindow(query),
  );
  return toGroups(ctx, rows);
}

// ---------------------------------------------------------------- for other modules

/** Posting in a group needs a membership of any role (453 otherwise). */
export async function requireGroupPoster(ctx: RequestContext, groupId: string): Promise<void> {
  const group = await loadGroup(ctx, groupId);
  const account = requireActiveAccount(ctx);
  const membership = await findMembership(ctx.db, ctx.scope, group.id, account.id);
  if (!membership) throw new AppError('NOT_GROUP_MEMBER');
}

/** Whether the account moderates the group (moderator, admin or manager). */
export async function isGroupModerator(
  ctx: RequestContext,
  groupId: string,
  accountId: string,
): Promise<boolean> {
  const group = await findGroup(ctx.db, ctx.scope, groupId);
  if (!group) return false;
  const membership = await findMembership(ctx.db, ctx.scope, group.id, accountId);
  return isGroupManagingRole(membership?.role);
}

/**
 * The groups an account belongs to with a member role (not requested or invited): one
 * round trip, for every feed read.
 */
export async function memberGroupIds(ctx: RequestContext, accountId: string): Promise<string[]> {
  const rows = await membershipRolesOf(ctx.db, ctx.scope, accountId);
  return rows.flatMap((row) => (isGroupMemberRole(row.role) ? [row.groupId] : []));
}

/** The small group cards shown on activities, by id, in one round trip. */
export async function groupCards(
  ctx: RequestContext,
  groupIds: string[],
): Promise<Map<string, { id: string; slug: string; name: string }>> {
  const rows = await findGroupsByIds(ctx.db, ctx.scope, groupIds);
  return new Map(
    rows.map((group) => [group.id, { id: group.id, slug: group.slug, name: group.name }]),
  );
}

/** The `groups` kind of `GET /self/relationships`: groupId → role, 'requested' or 'invited'. */
export async function groupRelationships(ctx: RequestContext): Promise<Record<string, GroupRole>> {
  const account = requireAccount(ctx);
  return Object.fromEntries(await groupRolesOf(ctx.db, ctx.scope, account.id));
}
