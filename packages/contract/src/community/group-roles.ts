// Kept apart from groups.ts (and free of zod) so that a page asking a viewer's role in a
// group loads no schema: a bundler places a whole module in one chunk, and groups.ts's
// schemas would come along (docs/architecture.md#the-live-bus).

/** A group is public or private (a plain list too, so the browser needs no schema to show them). */
export const GROUP_ACCESSES = ['public', 'private'] as const;
export type GroupAccess = (typeof GROUP_ACCESSES)[number];

/** Roles of an actual member (a membership row). */
export const GROUP_MEMBER_ROLES = ['member', 'moderator', 'admin', 'manager'] as const;
export type GroupMemberRole = (typeof GROUP_MEMBER_ROLES)[number];

/** Roles that may manage a group (accept requests, invite, promote …). */
export const GROUP_MANAGING_ROLES = [
  'moderator',
  'admin',
  'manager',
] as const satisfies readonly GroupMemberRole[];

/** Membership roles, including the pending states requested and invited. */
export const GROUP_ROLES = [...GROUP_MEMBER_ROLES, 'requested', 'invited'] as const;
export type GroupRole = (typeof GROUP_ROLES)[number];

export const GROUP_REQUEST_STATUSES = ['requested', 'rejected'] as const;
export type GroupRequestStatus = (typeof GROUP_REQUEST_STATUSES)[number];

export const GROUP_INVITATION_STATUSES = ['invited', 'rejected', 'canceled'] as const;
export type GroupInvitationStatus = (typeof GROUP_INVITATION_STATUSES)[number];

export function isGroupManagingRole(role: GroupRole | null | undefined): boolean {
  return role === 'moderator' || role === 'admin' || role === 'manager';
}

export function isGroupMemberRole(role: GroupRole | null | undefined): role is GroupMemberRole {
  return role === 'member' || isGroupManagingRole(role);
}
