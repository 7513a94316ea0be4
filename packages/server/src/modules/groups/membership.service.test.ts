import { GROUP_MESSAGES, MESSAGES, type ErrorCode } from '@convene/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RequestContext } from '../../context';
import { AppError } from '../../lib/app-error';
import {
  createTestApp,
  type TestApp,
  type TestOrganization,
  type TestUser,
} from '../../test/harness';
import { requestContextFor } from '../../test/service-support';
import { createGroup, getGroup, updateGroup } from './groups.service';
import {
  acceptInvitation,
  cancelInvitation,
  inviteAccounts,
  reinvite,
  rejectInvitation,
} from './invitations.service';
import {
  acceptRequest,
  cancelRequest,
  joinGroup,
  leaveGroup,
  rejectRequest,
  requestToJoin,
} from './membership.service';
import {
  blockMember,
  demoteMember,
  promoteMember,
  removeMember,
  unblockMember,
} from './moderation.service';

/**
 * The membership state machine, called through the services with a request context
 * (no HTTP): joining, requests, invitations, leaving, roles and blocks.
 */
describe('membership state machine (services)', () => {
  let t: TestApp;
  let org: TestOrganization;
  let mod: TestUser;
  let maya: TestUser;
  let lena: TestUser;
  let sam: TestUser;
  let disabled: TestUser;
  let admin: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    org = await t.createOrganization();
    mod = await t.createUser(org);
    maya = await t.createUser(org);
    lena = await t.createUser(org);
    sam = await t.createUser(org);
    disabled = await t.createUser(org, { disabled: true });
    admin = await t.createUser(org, { admin: true });
  });
  afterAll(() => t?.close());

  /** The context a request of `user` runs with (anonymous when none). */
  function as(user?: TestUser, options: { disabled?: boolean } = {}): Promise<RequestContext> {
    return requestContextFor(t, org, user, { admin: user === admin, disabled: options.disabled });
  }

  async function rejects(
    promise: Promise<unknown>,
    code: ErrorCode,
    message?: string,
  ): Promise<void> {
    const error = await promise.then(
      () => undefined,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe(code);
    if (message) expect((error as AppError).message).toBe(message);
  }

  let counter = 0;
  async function newGroup(access: 'public' | 'private') {
    counter += 1;
    return createGroup(await as(mod), {
      group: { name: `Rowing ${counter} ${crypto.randomUUID().slice(0, 6)}`, access },
    });
  }

  async function members(groupId: string): Promise<number> {
    return (await getGroup(await as(mod), groupId))._count.members;
  }

  it('joins a public group once; a public group takes no requests', async () => {
    const group = await newGroup('public');
    const membership = await joinGroup(await as(maya), group.id);
    expect(membership).toMatchObject({ role: 'member', accountId: maya.accountId });
    expect(await members(group.id)).toBe(2);
    await rejects(joinGroup(await as(maya), group.slug), 'CONFLICT', GROUP_MESSAGES.alreadyMember);
    await rejects(
      requestToJoin(await as(lena), group.id),
      'VALIDATION',
      GROUP_MESSAGES.publicRequest,
    );
  });

  it('requires a signed-in, enabled account and an active group', async () => {
    const group = await newGroup('public');
    await rejects(joinGroup(await as(), group.id), 'UNAUTHORIZED');
    await rejects(joinGroup(await as(disabled, { disabled: true }), group.id), 'ACCOUNT_DISABLED');
    await rejects(joinGroup(await as(maya), crypto.randomUUID()), 'NOT_FOUND');
    await updateGroup(await as(mod), group.id, { group: { active: false } });
    await rejects(joinGroup(await as(maya), group.id), 'CONFLICT', GROUP_MESSAGES.inactive);
  });

  it('goes from request to acceptance for a private group', async () => {
    const group = await newGroup('private');
    await rejects(joinGroup(await as(maya), group.id), 'VALIDATION', GROUP_MESSAGES.privateJoin);
    const request = await requestToJoin(await as(maya), group.id);
    expect(request).toMatchObject({ status: 'requested', account: { id: maya.accountId } });
    expect((await getGroup(await as(maya), group.id)).viewerRole).toBe('requested');
    await rejects(
      requestToJoin(await as(maya), group.id),
      'CONFLICT',
      GROUP_MESSAGES.requestPending,
    );
    await rejects(
      acceptRequest(await as(lena), group.id, request.id),
      'FORBIDDEN',
      MESSAGES.mustBeGroupModerator,
    );
    const accepted = await acceptRequest(await as(mod), group.id, request.id);
    expect(accepted._count.members).toBe(2);
    expect((await getGroup(await as(maya), group.id)).viewerRole).toBe('member');
    // The request is gone with the acceptance.
    await rejects(acceptRequest(await as(mod), group.id, request.id), 'NOT_FOUND');
  });

  it('cancels a pending request once, and asks again after a rejection', async () => {
    const group = await newGroup('private');
    await requestToJoin(await as(lena), group.id);
    await cancelRequest(await as(lena), group.id);
    await rejects(
      cancelRequest(await as(lena), group.id),
      'CONFLICT',
      GROUP_MESSAGES.noPendingRequest,
    );
    const request = await requestToJoin(await as(lena), group.id);
    const rejected = await rejectRequest(await as(mod), group.id, request.id);
    expect(rejected.status).toBe('rejected');
    await rejects(
      acceptRequest(await as(mod), group.id, request.id),
      'CONFLICT',
      GROUP_MESSAGES.requestNotPending,
    );
    await rejects(
      rejectRequest(await as(mod), group.id, request.id),
      'CONFLICT',
      GROUP_MESSAGES.requestNotPending,
    );
    const again = await requestToJoin(await as(lena), group.id);
    expect(again).toMatchObject({ id: request.id, status: 'requested' });
  });

  it('invites: pending invitation blocks a request; accept makes a member', async () => {
    const group = await newGroup('private');
    await inviteAccounts(await as(mod), group.id, [sam.accountId]);
    expect((await getGroup(await as(sam), group.id)).viewerRole).toBe('invited');
    await rejects(
      requestToJoin(await as(sam), group.id),
      'CONFLICT',
      GROUP_MESSAGES.invitationPending,
    );
    await rejects(
      inviteAccounts(await as(maya), group.id, [lena.accountId]),
      'FORBIDDEN',
      MESSAGES.mustBeGroupModerator,
    );
    const membership = await acceptInvitation(await as(sam), group.id);
    expect(membership.role).toBe('member');
    await rejects(
      acceptInvitation(await as(sam), group.id),
      'CONFLICT',
      GROUP_MESSAGES.noPendingInvitation,
    );
    await rejects(
      inviteAccounts(await as(mod), group.id, [sam.accountId]),
      'CONFLICT',
      GROUP_MESSAGES.accountAlreadyMember,
    );
    await rejects(
      inviteAccounts(await as(mod), group.id, [crypto.randomUUID()]),
      'NOT_FOUND',
      'Account not found',
    );
  });

  it('rejects, reinvites and cancels invitations', async () => {
    const group = await newGroup('private');
    await inviteAccounts(await as(mod), group.id, [lena.accountId]);
    const rejected = await rejectInvitation(await as(lena), group.id);
    expect(rejected.status).toBe('rejected');
    await rejects(
      rejectInvitation(await as(lena), group.id),
      'CONFLICT',
      GROUP_MESSAGES.noPendingInvitation,
    );
    const reinvited = await reinvite(await as(mod), group.id, rejected.id);
    expect(reinvited).toMatchObject({ status: 'invited', inviter: { id: mod.accountId } });
    await rejects(
      reinvite(await as(mod), group.id, rejected.id),
      'CONFLICT',
      GROUP_MESSAGES.invitationAlreadyPending,
    );
    const canceled = await cancelInvitation(await as(mod), group.id, rejected.id);
    expect(canceled.status).toBe('canceled');
    await rejects(
      cancelInvitation(await as(mod), group.id, rejected.id),
      'CONFLICT',
      GROUP_MESSAGES.invitationNotPending,
    );
    await rejects(
      acceptInvitation(await as(lena), group.id),
      'CONFLICT',
      GROUP_MESSAGES.noPendingInvitation,
    );
  });

  it('keeps the last moderator: no leaving, demotion or removal', async () => {
    const group = await newGroup('public');
    await rejects(leaveGroup(await as(mod), group.id), 'CONFLICT', GROUP_MESSAGES.lastModerator);
    await rejects(
      demoteMember(await as(mod), group.id, mod.accountId),
      'CONFLICT',
      GROUP_MESSAGES.lastModerator,
    );
    await rejects(
      removeMember(await as(mod), group.id, mod.accountId),
      'CONFLICT',
      GROUP_MESSAGES.lastModeratorRemove,
    );
    await rejects(leaveGroup(await as(maya), group.id), 'CONFLICT', GROUP_MESSAGES.notMember);

    await joinGroup(await as(maya), group.id);
    await rejects(
      demoteMember(await as(mod), group.id, maya.accountId),
      'CONFLICT',
      GROUP_MESSAGES.notModerator,
    );
    const promoted = await promoteMember(await as(mod), group.id, maya.accountId);
    expect(promoted.role).toBe('moderator');
    await rejects(
      promoteMember(await as(mod), group.id, maya.accountId),
      'CONFLICT',
      GROUP_MESSAGES.alreadyModerator,
    );
    // With a second moderator the first may leave; then the second is the last one.
    await leaveGroup(await as(mod), group.id);
    await rejects(leaveGroup(await as(maya), group.id), 'CONFLICT', GROUP_MESSAGES.lastModerator);
    expect(await members(group.id)).toBe(1);
  });

  it('lets only moderators (or organization administrators) manage members', async () => {
    const group = await newGroup('public');
    await joinGroup(await as(lena), group.id);
    await joinGroup(await as(sam), group.id);
    await rejects(
      removeMember(await as(lena), group.id, sam.accountId),
      'FORBIDDEN',
      MESSAGES.mustBeGroupModerator,
    );
    await rejects(
      removeMember(await as(mod), group.id, maya.accountId),
      'NOT_FOUND',
      GROUP_MESSAGES.memberNotFound,
    );
    await removeMember(await as(admin), group.id, sam.accountId);
    expect(await members(group.id)).toBe(2);
  });

  it('blocks an account: removed, cannot join, request or be invited until unblocked', async () => {
    const group = await newGroup('public');
    await joinGroup(await as(lena), group.id);
    await rejects(
      blockMember(await as(mod), group.id, mod.accountId),
      'CONFLICT',
      GROUP_MESSAGES.blockSelf,
    );
    await blockMember(await as(mod), group.id, lena.accountId);
    expect(await members(group.id)).toBe(1);
    await rejects(
      blockMember(await as(mod), group.id, lena.accountId),
      'CONFLICT',
      GROUP_MESSAGES.accountBlocked,
    );
    await rejects(joinGroup(await as(lena), group.id), 'FORBIDDEN', GROUP_MESSAGES.blocked);
    await rejects(
      inviteAccounts(await as(mod), group.id, [lena.accountId]),
      'CONFLICT',
      GROUP_MESSAGES.accountBlocked,
    );
    await unblockMember(await as(mod), group.id, lena.accountId);
    await rejects(
      unblockMember(await as(mod), group.id, lena.accountId),
      'CONFLICT',
      GROUP_MESSAGES.notBlocked,
    );
    await joinGroup(await as(lena), group.id);

    await joinGroup(await as(maya), group.id);
    await promoteMember(await as(mod), group.id, maya.accountId);
    await rejects(
      blockMember(await as(mod), group.id, maya.accountId),
      'CONFLICT',
      GROUP_MESSAGES.blockModerator,
    );
  });

  it('blocks a pending requester of a private group, dropping the request', async () => {
    const group = await newGroup('private');
    await requestToJoin(await as(sam), group.id);
    await blockMember(await as(mod), group.id, sam.accountId);
    expect((await getGroup(await as(sam), group.id)).viewerRole).toBeNull();
    await rejects(requestToJoin(await as(sam), group.id), 'FORBIDDEN', GROUP_MESSAGES.blocked);
  });
});
