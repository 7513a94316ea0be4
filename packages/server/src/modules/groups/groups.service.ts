import {
  GROUP_MESSAGES,
  isGroupManagingRole,
  isGroupMemberRole,
  MESSAGES,
  type CreateGroupAnnouncementBody,
  type CreateGroupBody,
  type Group,
  type GroupAnnouncement,
  type GroupBlock,
  type GroupEventsQuery,
  type GroupInvitation,
  type GroupInvitationsQuery,
  type GroupInvitedQuery,
  type GroupListQuery,
  type GroupMembership,
  type GroupMembersQuery,
  type GroupRequest,
  type GroupRequestsQuery,
  type GroupRole,
  type Image,
  type InvitableAccount,
  type ListQuery,
  type SelfGroupsQuery,
  type UpdateGroupBody,
  type UpdateGroupMembershipBody,
} from '@convene/contract';
import {
  requireAccount,
  requireActiveAccount,
  requireModule,
  type ActingAccount,
  type RequestContext,
} from '../../context';
import { isUniqueViolation, type Executor, type Transaction } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { pageWindow, parseOrderBy } from '../../lib/envelope';
import { processImage, storeImage } from '../../storage/images';
import { toBaseAccount } from '../accounts/account-view';
import { notify } from '../notifications/notifications.service';
import { sanitizeAnnouncementHtml } from './announcement-html';
import {
  htmlToText,
  toAnnouncement,
  toGroup,
  toInvitation,
  toMembership,
  toRequest,
} from './group-view';
import {
  adjustMembersCount,
  countManagers,
  deleteBlock,
  deleteInvitationOf,
  deleteMembership,
  deleteRequestOf,
  existingAccountIds,
  findAccountIdByIdOrUsername,
  findGroup,
  findGroupsByIds,
  findInvitationById,
  findInvitationOf,
  findMembership,
  findMembershipDetail,
  findRequestById,
  findRequestOf,
  insertAnnouncement,
  insertBlock,
  insertGroup,
  insertMembership,
  insertRequest,
  isBlocked,
  listAccountGroups as listAccountGroupRows,
  listAnnouncements,
  listBlocks,
  listGroups as listGroupRows,
  listGroupsInviting,
  listGroupsRequestedBy,
  listInvitableAccounts,
  listInvitations,
  listMembers,
  listMemberSettings,
  listRequests,
  lockGroup,
  membershipRolesIn,
  membershipRolesOf,
  pendingInvitationGroupsOf,
  pendingRequestGroupsOf,
  setInvitationStatus,
  setRequestStatus,
  slugExists,
  updateGroup as updateGroupRow,
  updateMembership,
  upsertInvitation,
  type GroupRow,
  type MembershipRow,
  type Scope,
} from './groups.repository';

const ONE = { limit: 1, offset: 0 };

function scopeOf(ctx: RequestContext): Scope {
  return { organizationId: ctx.organization.id };
}

/** An organization administrator may view and manage every group. */
function isOrganizationAdmin(ctx: RequestContext): boolean {
  return ctx.login?.admin === true;
}

function groupNotFound(): AppError {
  return new AppError('NOT_FOUND', GROUP_MESSAGES.groupNotFound);
}

export function slugify(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/g, '');
  return slug.length >= 2 ? slug : `group-${slug || 'new'}`;
}

async function loadGroup(
  ctx: RequestContext,
  groupIdOrSlug: string,
  db: Executor = ctx.db,
): Promise<GroupRow> {
  requireModule(ctx, 'groups');
  const group = await findGroup(db, scopeOf(ctx), groupIdOrSlug);
  if (!group) throw groupNotFound();
  return group;
}

/** The acting account's relation to each group: its role, else a pending invitation or request. */
async function viewerRoles(
  ctx: RequestContext,
  groupIds: string[],
): Promise<Map<string, GroupRole>> {
  const roles = new Map<string, GroupRole>();
  if (!ctx.account || groupIds.length === 0) return roles;
  const scope = scopeOf(ctx);
  const [memberships, requested, invited] = await Promise.all([
    membershipRolesIn(ctx.db, scope, ctx.account.id, groupIds),
    pendingRequestGroupsOf(ctx.db, scope, ctx.account.id, groupIds),
    pendingInvitationGroupsOf(ctx.db, scope, ctx.account.id, groupIds),
  ]);
  for (const groupId of requested) roles.set(groupId, 'requested');
  for (const groupId of invited) roles.set(groupId, 'invited');
  for (const { groupId, role } of memberships) roles.set(groupId, role);
  return roles;
}

async function toGroups(ctx: RequestContext, rows: GroupRow[]): Promise<Group[]> {
  const roles = await viewerRoles(
    ctx,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toGroup(row, roles.get(row.id) ?? null));
}

async function groupFor(ctx: RequestContext, row: GroupRow): Promise<Group> {
  const [group] = await toGroups(ctx, [row]);
  if (!group) throw groupNotFound();
  return group;
}

// ---------------------------------------------------------------- guards (used by other modules)

/**
 * The group whose content the acting account may view: 404 when unknown or of another
 * organization; 453 'you must join the group to view this content' when private and the
 * account is not a member (organization administrators may view every group).
 */
export async function requireGroupViewer(
  ctx: RequestContext,
  groupIdOrSlug: string,
): Promise<{ id: string; access: 'public' | 'private' }> {
  const group = await loadGroup(ctx, groupIdOrSlug);
  if (group.access === 'private' && !isOrganizationAdmin(ctx)) {
    const membership = ctx.account
      ? await findMembership(ctx.db, scopeOf(ctx), group.id, ctx.account.id)
      : undefined;
    if (!membership) throw new AppError('NOT_GROUP_MEMBER');
  }
  return { id: group.id, access: group.access };
}

/** Posting in a group needs a membership of any role (453 otherwise). */
export async function requireGroupPoster(ctx: RequestContext, groupId: string): Promise<void> {
  const group = await loadGroup(ctx, groupId);
  const account = requireActiveAccount(ctx);
  const membership = await findMembership(ctx.db, scopeOf(ctx), group.id, account.id);
  if (!membership) throw new AppError('NOT_GROUP_MEMBER');
}

/** Whether the account moderates the group (moderator, admin or manager). */
export async function isGroupModerator(
  ctx: RequestContext,
  groupId: string,
  accountId: string,
): Promise<boolean> {
  const group = await findGroup(ctx.db, scopeOf(ctx), groupId);
  if (!group) return false;
  const membership = await findMembership(ctx.db, scopeOf(ctx), group.id, accountId);
  return isGroupManagingRole(membership?.role);
}

/** 403 'must be a moderator to manage a group' unless the acting account moderates the group. */
async function requireGroupModerator(
  ctx: RequestContext,
  group: GroupRow,
  db: Executor = ctx.db,
): Promise<ActingAccount> {
  const account = requireActiveAccount(ctx);
  if (isOrganizationAdmin(ctx)) return account;
  const membership = await findMembership(db, scopeOf(ctx), group.id, account.id);
  if (!isGroupManagingRole(membership?.role)) {
    throw new AppError('FORBIDDEN', MESSAGES.mustBeGroupModerator);
  }
  return account;
}

/** groupId → role for `GET /self/relationships` ('requested' / 'invited' for pending ones). */
export async function groupRolesOf(
  db: Executor,
  organizationId: string,
  accountId: string,
): Promise<Record<string, GroupRole>> {
  const scope = { organizationId };
  const [memberships, requested, invited] = await Promise.all([
    membershipRolesOf(db, scope, accountId),
    pendingRequestGroupsOf(db, scope, accountId),
    pendingInvitationGroupsOf(db, scope, accountId),
  ]);
  const roles: Record<string, GroupRole> = {};
  for (const groupId of requested) roles[groupId] = 'requested';
  for (const groupId of invited) roles[groupId] = 'invited';
  for (const { groupId, role } of memberships) roles[groupId] = role;
  return roles;
}

/**
 * The groups an account belongs to with a member role (not requested or invited): one
 * round trip, for every feed read.
 */
export async function memberGroupIds(ctx: RequestContext, accountId: string): Promise<string[]> {
  const rows = await membershipRolesOf(ctx.db, scopeOf(ctx), accountId);
  return rows.flatMap((row) => (isGroupMemberRole(row.role) ? [row.groupId] : []));
}

/** The small group cards shown on activities, by id, in one round trip. */
export async function groupCards(
  ctx: RequestContext,
  groupIds: string[],
): Promise<Map<string, { id: string; slug: string; name: string }>> {
  const rows = await findGroupsByIds(ctx.db, scopeOf(ctx), groupIds);
  return new Map(
    rows.map((group) => [group.id, { id: group.id, slug: group.slug, name: group.name }]),
  );
}

/** The `groups` kind of `GET /self/relationships` for the acting account. */
export async function groupRelationships(ctx: RequestContext): Promise<Record<string, GroupRole>> {
  const account = requireAccount(ctx);
  return groupRolesOf(ctx.db, ctx.organization.id, account.id);
}

// ---------------------------------------------------------------- transactions

/** Runs a membership transition with the group row locked, so rules hold under concurrency. */
async function withLockedGroup<T>(
  ctx: RequestContext,
  groupIdOrSlug: string,
  run: (tx: Transaction, group: GroupRow) => Promise<T>,
): Promise<T> {
  const found = await loadGroup(ctx, groupIdOrSlug);
  return ctx.db.transaction(async (tx) => {
    const group = await lockGroup(tx, scopeOf(ctx), found.id);
    if (!group) throw groupNotFound();
    return run(tx, group);
  });
}

async function membershipOut(
  tx: Executor,
  ctx: RequestContext,
  groupId: string,
  accountId: string,
) {
  const row = await findMembershipDetail(tx, scopeOf(ctx), groupId, accountId);
  if (!row) throw new AppError('NOT_FOUND', GROUP_MESSAGES.memberNotFound);
  return toMembership(row);
}

async function requestOut(tx: Executor, ctx: RequestContext, groupId: string, requestId: string) {
  const [row] = await listRequests(tx, scopeOf(ctx), { groupId, requestId }, ONE);
  if (!row) throw new AppError('NOT_FOUND', 'Request not found');
  return toRequest(row);
}

async function invitationOut(
  tx: Executor,
  ctx: RequestContext,
  groupId: string,
  invitationId: string,
) {
  const [row] = await listInvitations(tx, scopeOf(ctx), { groupId, invitationId }, ONE);
  if (!row) throw new AppError('NOT_FOUND', 'Invitation not found');
  return toInvitation(row);
}

async function addMember(tx: Executor, ctx: RequestContext, group: GroupRow, accountId: string) {
  const scope = scopeOf(ctx);
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

function requireActiveGroup(group: GroupRow): void {
  if (!group.active) throw new AppError('CONFLICT', GROUP_MESSAGES.inactive);
}

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

export async function createGroup(ctx: RequestContext, body: CreateGroupBody): Promise<Group> {
  requireModule(ctx, 'groups');
  const account = requireActiveAccount(ctx);
  const scope = scopeOf(ctx);
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

export async function updateGroup(
  ctx: RequestContext,
  groupIdOrSlug: string,
  body: UpdateGroupBody,
): Promise<Group> {
  const group = await loadGroup(ctx, groupIdOrSlug);
  await requireGroupModerator(ctx, group);
  const scope = scopeOf(ctx);
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

export async function listGroups(ctx: RequestContext, query: GroupListQuery): Promise<Group[]> {
  requireModule(ctx, 'groups');
  const rows = await listGroupRows(
    ctx.db,
    scopeOf(ctx),
    { access: query.access, search: query.search, orderBy: groupOrder(query) },
    pageWindow(query),
  );
  return toGroups(ctx, rows);
}

export async function listFeaturedGroups(ctx: RequestContext, query: ListQuery): Promise<Group[]> {
  requireModule(ctx, 'groups');
  const rows = await listGroupRows(
    ctx.db,
    scopeOf(ctx),
    { featured: true, search: query.search, orderBy: groupOrder(query) },
    pageWindow(query),
  );
  return toGroups(ctx, rows);
}

/** Groups the signed-in account asked to join and is waiting for. */
export async function listRequestedGroups(ctx: RequestContext, query: ListQuery): Promise<Group[]> {
  requireModule(ctx, 'groups');
  const account = requireAccount(ctx);
  const rows = await listGroupsRequestedBy(
    ctx.db,
    scopeOf(ctx),
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
    scopeOf(ctx),
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
  return group;
}

export async function listGroupMembers(
  ctx: RequestContext,
  groupIdOrSlug: string,
  query: GroupMembersQuery,
): Promise<GroupMembership[]> {
  const group = await requireGroupViewer(ctx, groupIdOrSlug);
  const rows = await listMembers(
    ctx.db,
    scopeOf(ctx),
    { groupId: group.id, role: query.role, search: query.search },
    pageWindow(query),
  );
  return rows.map(toMembership);
}

export async function listGroupRequests(
  ctx: RequestContext,
  groupIdOrSlug: string,
  query: GroupRequestsQuery,
): Promise<GroupRequest[]> {
  const group = await loadGroup(ctx, groupIdOrSlug);
  await requireGroupModerator(ctx, group);
  const rows = await listRequests(
    ctx.db,
    scopeOf(ctx),
    { groupId: group.id, status: query.status, search: query.search },
    pageWindow(query),
  );
  return rows.map(toRequest);
}

export async function getGroupRequest(
  ctx: RequestContext,
  groupIdOrSlug: string,
  requestId: string,
): Promise<GroupRequest> {
  const group = await loadGroup(ctx, groupIdOrSlug);
  await requireGroupModerator(ctx, group);
  return requestOut(ctx.db, ctx, group.id, requestId);
}

export async function listGroupInvitations(
  ctx: RequestContext,
  groupIdOrSlug: string,
  query: GroupInvitationsQuery,
): Promise<GroupInvitation[]> {
  const group = await loadGroup(ctx, groupIdOrSlug);
  await requireGroupModerator(ctx, group);
  const rows = await listInvitations(
    ctx.db,
    scopeOf(ctx),
    { groupId: group.id, status: query.status, search: query.search },
    pageWindow(query),
  );
  return rows.map(toInvitation);
}

/** Accounts a moderator can invite: not members, not blocked, with their request and invitation. */
export async function listGroupInvitableAccounts(
  ctx: RequestContext,
  groupIdOrSlug: string,
  query: ListQuery,
): Promise<InvitableAccount[]> {
  const group = await loadGroup(ctx, groupIdOrSlug);
  await requireGroupModerator(ctx, group);
  const result = await listInvitableAccounts(
    ctx.db,
    scopeOf(ctx),
    group.id,
    query.search,
    pageWindow(query),
  );
  return result.accounts.map((account) => ({
    ...toBaseAccount(account),
    groupRequests: result.requests
      .filter((request) => request.accountId === account.id)
      .map(({ id, status }) => ({ id, status })),
    groupInvitations: result.invitations
      .filter((invitation) => invitation.accountId === account.id)
      .map(({ id, status }) => ({ id, status })),
    groups: [],
  }));
}

export async function listGroupBlocks(
  ctx: RequestContext,
  groupIdOrSlug: string,
  query: ListQuery,
): Promise<GroupBlock[]> {
  const group = await loadGroup(ctx, groupIdOrSlug);
  await requireGroupModerator(ctx, group);
  const rows = await listBlocks(ctx.db, scopeOf(ctx), group.id, query.search, pageWindow(query));
  return rows.map((row) => ({
    accountId: row.block.accountId,
    account: toBaseAccount(row.account),
    blocker:
      row.blocker && row.blocker.id && row.blocker.username && row.blocker.accountType
        ? toBaseAccount({
            ...row.blocker,
            id: row.blocker.id,
            username: row.blocker.username,
            accountType: row.blocker.accountType,
          })
        : null,
    createdAt: row.block.createdAt.toISOString(),
  }));
}

/** An account's groups; private ones only for the account itself, fellow members and administrators. */
export async function listAccountGroups(
  ctx: RequestContext,
  accountIdOrUsername: string,
  query: ListQuery,
): Promise<Group[]> {
  requireModule(ctx, 'groups');
  const scope = scopeOf(ctx);
  const accountId = await findAccountIdByIdOrUsername(ctx.db, scope, accountIdOrUsername);
  if (!accountId) throw new AppError('NOT_FOUND', 'Account not found');
  const viewerId = ctx.account?.id ?? null;
  const rows = await listAccountGroupRows(
    ctx.db,
    scope,
    accountId,
    { viewerId, all: viewerId === accountId || isOrganizationAdmin(ctx) },
    query.search,
    pageWindow(query),
  );
  return toGroups(ctx, rows);
}

/**
 * Group events (`past` chooses ended or upcoming ones). Events belong to a module that
 * has no table yet, so no group has any: the list is empty, after the same access
 * checks as every other group content.
 */
export async function listGroupEvents(
  ctx: RequestContext,
  groupIdOrSlug: string,
  _query: GroupEventsQuery,
): Promise<never[]> {
  await requireGroupViewer(ctx, groupIdOrSlug);
  return [];
}

// ---------------------------------------------------------------- the membership state machine

/** Ask to join a private group (public groups are joined directly). */
export async function requestToJoin(
  ctx: RequestContext,
  groupIdOrSlug: string,
): Promise<GroupRequest> {
  const account = requireActiveAccount(ctx);
  return withLockedGroup(ctx, groupIdOrSlug, async (tx, group) => {
    const scope = scopeOf(ctx);
    requireActiveGroup(group);
    if (await isBlocked(tx, scope, group.id, account.id))
      throw new AppError('FORBIDDEN', GROUP_MESSAGES.blocked);
    if (await findMembership(tx, scope, group.id, account.id))
      throw new AppError('CONFLICT', GROUP_MESSAGES.alreadyMember);
    if (group.access === 'public') throw new AppError('VALIDATION', GROUP_MESSAGES.publicRequest);
    const invitation = await findInvitationOf(tx, scope, group.id, account.id);
    if (invitation?.status === 'invited')
      throw new AppError('CONFLICT', GROUP_MESSAGES.invitationPending);
    const existing = await findRequestOf(tx, scope, group.id, account.id);
    if (existing?.status === 'requested')
      throw new AppError('CONFLICT', GROUP_MESSAGES.requestPending);
    const request = existing
      ? await setRequestStatus(tx, scope, existing.id, 'requested')
      : await insertRequest(tx, {
          organizationId: scope.organizationId,
          groupId: group.id,
          accountId: account.id,
        });
    return requestOut(tx, ctx, group.id, request.id);
  });
}

export async function cancelRequest(ctx: RequestContext, groupIdOrSlug: string): Promise<null> {
  const account = requireActiveAccount(ctx);
  return withLockedGroup(ctx, groupIdOrSlug, async (tx, group) => {
    const scope = scopeOf(ctx);
    const request = await findRequestOf(tx, scope, group.id, account.id);
    if (request?.status !== 'requested')
      throw new AppError('CONFLICT', GROUP_MESSAGES.noPendingRequest);
    await deleteRequestOf(tx, scope, group.id, account.id);
    return null;
  });
}

/** Join a public group directly. */
export async function joinGroup(
  ctx: RequestContext,
  groupIdOrSlug: string,
): Promise<GroupMembership> {
  const account = requireActiveAccount(ctx);
  return withLockedGroup(ctx, groupIdOrSlug, async (tx, group) => {
    const scope = scopeOf(ctx);
    requireActiveGroup(group);
    if (await isBlocked(tx, scope, group.id, account.id))
      throw new AppError('FORBIDDEN', GROUP_MESSAGES.blocked);
    if (await findMembership(tx, scope, group.id, account.id))
      throw new AppError('CONFLICT', GROUP_MESSAGES.alreadyMember);
    if (group.access === 'private') throw new AppError('VALIDATION', GROUP_MESSAGES.privateJoin);
    await addMember(tx, ctx, group, account.id);
    return membershipOut(tx, ctx, group.id, account.id);
  });
}

/** Leave a group; the last moderator cannot. */
export async function leaveGroup(ctx: RequestContext, groupIdOrSlug: string): Promise<null> {
  const account = requireAccount(ctx);
  return withLockedGroup(ctx, groupIdOrSlug, async (tx, group) => {
    const scope = scopeOf(ctx);
    const membership = await findMembership(tx, scope, group.id, account.id);
    if (!membership) throw new AppError('CONFLICT', GROUP_MESSAGES.notMember);
    if (isGroupManagingRole(membership.role) && (await countManagers(tx, scope, group.id)) <= 1) {
      throw new AppError('CONFLICT', GROUP_MESSAGES.lastModerator);
    }
    await deleteMembership(tx, scope, group.id, account.id);
    await adjustMembersCount(tx, scope, group.id, -1);
    return null;
  });
}

/** A moderator accepts a pending request: the account becomes a member. */
export async function acceptRequest(
  ctx: RequestContext,
  groupIdOrSlug: string,
  requestId: string,
): Promise<Group> {
  const moderator = requireActiveAccount(ctx);
  const row = await withLockedGroup(ctx, groupIdOrSlug, async (tx, group) => {
    await requireGroupModerator(ctx, group, tx);
    const scope = scopeOf(ctx);
    const request = await findRequestById(tx, scope, group.id, requestId);
    if (!request) throw new AppError('NOT_FOUND', 'Request not found');
    if (request.status !== 'requested')
      throw new AppError('CONFLICT', GROUP_MESSAGES.requestNotPending);
    if (await findMembership(tx, scope, group.id, request.accountId)) {
      await deleteRequestOf(tx, scope, group.id, request.accountId);
      throw new AppError('CONFLICT', GROUP_MESSAGES.accountAlreadyMember);
    }
    await addMember(tx, ctx, group, request.accountId);
    await notify(tx, ctx, {
      type: 'GROUP_REQUEST_ACCEPTED',
      recipientId: request.accountId,
      senderId: moderator.id,
      groupId: group.id,
      email: {
        subject: `You are now a member of ${group.name}`,
        text: `Your request to join ${group.name} was accepted. Welcome!`,
      },
    });
    return lockGroup(tx, scope, group.id);
  });
  if (!row) throw groupNotFound();
  return groupFor(ctx, row);
}

export async function rejectRequest(
  ctx: RequestContext,
  groupIdOrSlug: string,
  requestId: string,
): Promise<GroupRequest> {
  return withLockedGroup(ctx, groupIdOrSlug, async (tx, group) => {
    await requireGroupModerator(ctx, group, tx);
    const scope = scopeOf(ctx);
    const request = await findRequestById(tx, scope, group.id, requestId);
    if (!request) throw new AppError('NOT_FOUND', 'Request not found');
    if (request.status !== 'requested')
      throw new AppError('CONFLICT', GROUP_MESSAGES.requestNotPending);
    await setRequestStatus(tx, scope, request.id, 'rejected');
    return requestOut(tx, ctx, group.id, request.id);
  });
}

async function sendInvitationNotice(
  tx: Executor,
  ctx: RequestContext,
  group: GroupRow,
  invitation: { id: string; accountId: string },
  inviterId: string,
): Promise<void> {
  await notify(tx, ctx, {
    type: 'GROUP_INVITATION',
    recipientId: invitation.accountId,
    senderId: inviterId,
    groupId: group.id,
    invitationId: invitation.id,
    email: {
      subject: `You are invited to join ${group.name}`,
      text: `You have been invited to join the group ${group.name}. Open the community to accept or decline.`,
    },
  });
}

/** A moderator invites accounts; pending invitations stay as they are. Answers message 'ok'. */
export async function inviteAccounts(
  ctx: RequestContext,
  groupIdOrSlug: string,
  accountIds: string[],
): Promise<void> {
  const inviter = requireActiveAccount(ctx);
  const ids = [...new Set(accountIds.map((id) => id.toLowerCase()))];
  await withLockedGroup(ctx, groupIdOrSlug, async (tx, group) => {
    await requireGroupModerator(ctx, group, tx);
    requireActiveGroup(group);
    const scope = scopeOf(ctx);
    const known = new Set(await existingAccountIds(tx, scope, ids));
    if (ids.some((id) => !known.has(id))) {
      throw new AppError('NOT_FOUND', 'Account not found', { field: 'accountIds' });
    }
    for (const accountId of ids) {
      if (await findMembership(tx, scope, group.id, accountId)) {
        throw new AppError('CONFLICT', GROUP_MESSAGES.accountAlreadyMember, {
          field: 'accountIds',
        });
      }
      if (await isBlocked(tx, scope, group.id, accountId)) {
        throw new AppError('CONFLICT', GROUP_MESSAGES.accountBlocked, { field: 'accountIds' });
      }
    }
    for (const accountId of ids) {
      const existing = await findInvitationOf(tx, scope, group.id, accountId);
      if (existing?.status === 'invited') continue;
      const invitation = await upsertInvitation(tx, {
        organizationId: scope.organizationId,
        groupId: group.id,
        accountId,
        inviterId: inviter.id,
      });
      await sendInvitationNotice(tx, ctx, group, invitation, inviter.id);
    }
  });
}

export async function cancelInvitation(
  ctx: RequestContext,
  groupIdOrSlug: string,
  invitationId: string,
): Promise<GroupInvitation> {
  return withLockedGroup(ctx, groupIdOrSlug, async (tx, group) => {
    await requireGroupModerator(ctx, group, tx);
    const scope = scopeOf(ctx);
    const invitation = await findInvitationById(tx, scope, group.id, invitationId);
    if (!invitation) throw new AppError('NOT_FOUND', 'Invitation not found');
    if (invitation.status !== 'invited')
      throw new AppError('CONFLICT', GROUP_MESSAGES.invitationNotPending);
    await setInvitationStatus(tx, scope, invitation.id, 'canceled');
    return invitationOut(tx, ctx, group.id, invitation.id);
  });
}

export async function reinvite(
  ctx: RequestContext,
  groupIdOrSlug: string,
  invitationId: string,
): Promise<GroupInvitation> {
  const inviter = requireActiveAccount(ctx);
  return withLockedGroup(ctx, groupIdOrSlug, async (tx, group) => {
    await requireGroupModerator(ctx, group, tx);
    requireActiveGroup(group);
    const scope = scopeOf(ctx);
    const invitation = await findInvitationById(tx, scope, group.id, invitationId);
    if (!invitation) throw new AppError('NOT_FOUND', 'Invitation not found');
    if (invitation.status === 'invited')
      throw new AppError('CONFLICT', GROUP_MESSAGES.invitationAlreadyPending);
    if (await findMembership(tx, scope, group.id, invitation.accountId)) {
      throw new AppError('CONFLICT', GROUP_MESSAGES.accountAlreadyMember);
    }
    if (await isBlocked(tx, scope, group.id, invitation.accountId)) {
      throw new AppError('CONFLICT', GROUP_MESSAGES.accountBlocked);
    }
    const updated = await setInvitationStatus(tx, scope, invitation.id, 'invited', inviter.id);
    await sendInvitationNotice(tx, ctx, group, updated, inviter.id);
    return invitationOut(tx, ctx, group.id, invitation.id);
  });
}

/** The invited account accepts: it becomes a member. */
export async function acceptInvitation(
  ctx: RequestContext,
  groupIdOrSlug: string,
): Promise<GroupMembership> {
  const account = requireActiveAccount(ctx);
  return withLockedGroup(ctx, groupIdOrSlug, async (tx, group) => {
    const scope = scopeOf(ctx);
    const invitation = await findInvitationOf(tx, scope, group.id, account.id);
    if (invitation?.status !== 'invited')
      throw new AppError('CONFLICT', GROUP_MESSAGES.noPendingInvitation);
    requireActiveGroup(group);
    if (await isBlocked(tx, scope, group.id, account.id))
      throw new AppError('FORBIDDEN', GROUP_MESSAGES.blocked);
    if (await findMembership(tx, scope, group.id, account.id)) {
      await deleteInvitationOf(tx, scope, group.id, account.id);
      throw new AppError('CONFLICT', GROUP_MESSAGES.alreadyMember);
    }
    await addMember(tx, ctx, group, account.id);
    return membershipOut(tx, ctx, group.id, account.id);
  });
}

export async function rejectInvitation(
  ctx: RequestContext,
  groupIdOrSlug: string,
): Promise<GroupInvitation> {
  const account = requireAccount(ctx);
  return withLockedGroup(ctx, groupIdOrSlug, async (tx, group) => {
    const scope = scopeOf(ctx);
    const invitation = await findInvitationOf(tx, scope, group.id, account.id);
    if (invitation?.status !== 'invited')
      throw new AppError('CONFLICT', GROUP_MESSAGES.noPendingInvitation);
    await setInvitationStatus(tx, scope, invitation.id, 'rejected');
    return invitationOut(tx, ctx, group.id, invitation.id);
  });
}

/**
 * A moderator's action on one member: the group locked, the caller checked as its
 * moderator, and the member's membership found (404 when the account is no member).
 */
async function withModeratedMember<T>(
  ctx: RequestContext,
  groupIdOrSlug: string,
  accountId: string,
  run: (tx: Transaction, group: GroupRow, membership: MembershipRow, scope: Scope) => Promise<T>,
): Promise<T> {
  return withLockedGroup(ctx, groupIdOrSlug, async (tx, group) => {
    await requireGroupModerator(ctx, group, tx);
    const scope = scopeOf(ctx);
    const membership = await findMembership(tx, scope, group.id, accountId);
    if (!membership) throw new AppError('NOT_FOUND', GROUP_MESSAGES.memberNotFound);
    return run(tx, group, membership, scope);
  });
}

export async function promoteMember(
  ctx: RequestContext,
  groupIdOrSlug: string,
  accountId: string,
): Promise<GroupMembership> {
  return withModeratedMember(
    ctx,
    groupIdOrSlug,
    accountId,
    async (tx, group, membership, scope) => {
      if (membership.role !== 'member')
        throw new AppError('CONFLICT', GROUP_MESSAGES.alreadyModerator);
      await updateMembership(tx, scope, group.id, accountId, { role: 'moderator' });
      return membershipOut(tx, ctx, group.id, accountId);
    },
  );
}

/** A moderator becomes a member again; the group always keeps one moderator. */
export async function demoteMember(
  ctx: RequestContext,
  groupIdOrSlug: string,
  accountId: string,
): Promise<GroupMembership> {
  return withModeratedMember(
    ctx,
    groupIdOrSlug,
    accountId,
    async (tx, group, membership, scope) => {
      if (!isGroupManagingRole(membership.role))
        throw new AppError('CONFLICT', GROUP_MESSAGES.notModerator);
      if ((await countManagers(tx, scope, group.id)) <= 1) {
        throw new AppError('CONFLICT', GROUP_MESSAGES.lastModerator);
      }
      await updateMembership(tx, scope, group.id, accountId, { role: 'member' });
      return membershipOut(tx, ctx, group.id, accountId);
    },
  );
}

export async function removeMember(
  ctx: RequestContext,
  groupIdOrSlug: string,
  accountId: string,
): Promise<null> {
  return withModeratedMember(
    ctx,
    groupIdOrSlug,
    accountId,
    async (tx, group, membership, scope) => {
      if (isGroupManagingRole(membership.role) && (await countManagers(tx, scope, group.id)) <= 1) {
        throw new AppError('CONFLICT', GROUP_MESSAGES.lastModeratorRemove);
      }
      await deleteMembership(tx, scope, group.id, accountId);
      await adjustMembersCount(tx, scope, group.id, -1);
      return null;
    },
  );
}

/** A moderator blocks an account: it is removed and can no longer request, join or be invited. */
export async function blockMember(
  ctx: RequestContext,
  groupIdOrSlug: string,
  accountId: string,
): Promise<null> {
  const moderator = requireActiveAccount(ctx);
  return withLockedGroup(ctx, groupIdOrSlug, async (tx, group) => {
    await requireGroupModerator(ctx, group, tx);
    const scope = scopeOf(ctx);
    const [known] = await existingAccountIds(tx, scope, [accountId]);
    if (!known) throw new AppError('NOT_FOUND', 'Account not found');
    if (accountId === moderator.id) throw new AppError('CONFLICT', GROUP_MESSAGES.blockSelf);
    if (await isBlocked(tx, scope, group.id, accountId))
      throw new AppError('CONFLICT', GROUP_MESSAGES.accountBlocked);
    const membership = await findMembership(tx, scope, group.id, accountId);
    if (isGroupManagingRole(membership?.role))
      throw new AppError('CONFLICT', GROUP_MESSAGES.blockModerator);
    if (membership) {
      await deleteMembership(tx, scope, group.id, accountId);
      await adjustMembersCount(tx, scope, group.id, -1);
    }
    await deleteRequestOf(tx, scope, group.id, accountId);
    await deleteInvitationOf(tx, scope, group.id, accountId);
    await insertBlock(tx, {
      organizationId: scope.organizationId,
      groupId: group.id,
      accountId,
      blockerId: moderator.id,
    });
    return null;
  });
}

export async function unblockMember(
  ctx: RequestContext,
  groupIdOrSlug: string,
  accountId: string,
): Promise<null> {
  return withLockedGroup(ctx, groupIdOrSlug, async (tx, group) => {
    await requireGroupModerator(ctx, group, tx);
    if (!(await deleteBlock(tx, scopeOf(ctx), group.id, accountId))) {
      throw new AppError('CONFLICT', GROUP_MESSAGES.notBlocked);
    }
    return null;
  });
}

// ---------------------------------------------------------------- announcements

function announcementSlug(title: string, id: string): string {
  return `${slugify(title).slice(0, 60)}-${id.slice(-8)}`;
}

/**
 * A moderator announces to the group: each member gets an ANNOUNCEMENT notification,
 * and an email through the outbox when `email` is set and the member keeps announcement
 * emails on.
 */
export async function createAnnouncement(
  ctx: RequestContext,
  groupIdOrSlug: string,
  body: CreateGroupAnnouncementBody,
): Promise<GroupAnnouncement> {
  const creator = requireActiveAccount(ctx);
  const html = sanitizeAnnouncementHtml(body.html);
  if (!htmlToText(html)) throw new AppError('VALIDATION', 'Message is required', { field: 'html' });
  const email = body.email ?? false;
  const push = body.push ?? false;
  return withLockedGroup(ctx, groupIdOrSlug, async (tx, group) => {
    await requireGroupModerator(ctx, group, tx);
    const scope = scopeOf(ctx);
    const id = crypto.randomUUID();
    const announcement = await insertAnnouncement(tx, {
      id,
      organizationId: scope.organizationId,
      groupId: group.id,
      creatorId: creator.id,
      slug: announcementSlug(body.title, id),
      title: body.title,
      html,
      email,
      push,
    });
    const text = htmlToText(html);
    for (const member of await listMemberSettings(tx, scope, group.id)) {
      await notify(tx, ctx, {
        type: 'ANNOUNCEMENT',
        recipientId: member.accountId,
        senderId: creator.id,
        groupId: group.id,
        announcementId: announcement.id,
        push: push && member.announcementPushNotification,
        ...(email && member.announcementEmailNotification
          ? { email: { subject: `${group.name}: ${body.title}`, text, html } }
          : {}),
      });
    }
    const [row] = await listAnnouncements(tx, scope, { announcementId: announcement.id }, ONE);
    if (!row) throw new AppError('NOT_FOUND', GROUP_MESSAGES.notGroupAnnouncement);
    return toAnnouncement(row);
  });
}

export async function listGroupAnnouncements(
  ctx: RequestContext,
  groupIdOrSlug: string,
  query: ListQuery,
): Promise<GroupAnnouncement[]> {
  const group = await requireGroupViewer(ctx, groupIdOrSlug);
  const rows = await listAnnouncements(
    ctx.db,
    scopeOf(ctx),
    { groupId: group.id, search: query.search },
    pageWindow(query),
  );
  return rows.map(toAnnouncement);
}

/** `GET /self/announcements/{id}`: an announcement of a group the account may view. */
export async function getSelfAnnouncement(
  ctx: RequestContext,
  announcementId: string,
): Promise<GroupAnnouncement> {
  requireModule(ctx, 'groups');
  requireAccount(ctx);
  const [row] = await listAnnouncements(ctx.db, scopeOf(ctx), { announcementId }, ONE);
  if (!row) throw new AppError('NOT_FOUND', GROUP_MESSAGES.notGroupAnnouncement);
  await requireGroupViewer(ctx, row.announcement.groupId);
  return toAnnouncement(row);
}

// ---------------------------------------------------------------- self

export async function listSelfGroups(
  ctx: RequestContext,
  query: SelfGroupsQuery,
): Promise<GroupMembership[]> {
  requireModule(ctx, 'groups');
  const account = requireAccount(ctx);
  const rows = await listMembers(
    ctx.db,
    scopeOf(ctx),
    { accountId: account.id, role: query.role, search: query.search },
    pageWindow(query),
  );
  return rows.map(toMembership);
}

export async function getSelfMembership(
  ctx: RequestContext,
  groupIdOrSlug: string,
): Promise<GroupMembership> {
  const account = requireAccount(ctx);
  const group = await loadGroup(ctx, groupIdOrSlug);
  const row = await findMembershipDetail(ctx.db, scopeOf(ctx), group.id, account.id);
  if (!row) throw new AppError('NOT_FOUND', GROUP_MESSAGES.notMember);
  return toMembership(row);
}

export async function updateSelfMembership(
  ctx: RequestContext,
  groupIdOrSlug: string,
  body: UpdateGroupMembershipBody,
): Promise<GroupMembership> {
  const account = requireAccount(ctx);
  const group = await loadGroup(ctx, groupIdOrSlug);
  const scope = scopeOf(ctx);
  if (!(await findMembership(ctx.db, scope, group.id, account.id))) {
    throw new AppError('NOT_FOUND', GROUP_MESSAGES.notMember);
  }
  await updateMembership(ctx.db, scope, group.id, account.id, body);
  return membershipOut(ctx.db, ctx, group.id, account.id);
}
