import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../db/schema/index';
import type { TestApp, TestUser } from '../../test/harness';
import { registerPushDevice } from '../../test/service-support';
import { useGroupsFixture } from './test/groups-fixture';

interface NotificationBody {
  type: string;
  groupId: string | null;
  sender: { id: string } | null;
  group: { id: string; name: string } | null;
}

describe('groups routes: moderators hear of requests to join', () => {
  const f = useGroupsFixture();
  const { ok, createGroup } = f;
  let t: TestApp;
  let mod: TestUser;
  let lena: TestUser;
  let sam: TestUser;
  beforeAll(() => {
    ({ t, mod, lena, sam } = f);
  });

  const requestNotices = async (user: TestUser, groupId: string) =>
    (await ok<NotificationBody[]>(user, 'GET', '/self/notifications?filters=GROUP_REQUEST')).filter(
      (notice) => notice.groupId === groupId,
    );

  it('notifies every moderator, with the group embedded, and nobody else', async () => {
    const group = await createGroup(mod, 'private');
    // Lena becomes a plain member first.
    const first = await ok<{ id: string }>(lena, 'POST', `/groups/${group.id}/requests`);
    await ok(mod, 'PUT', `/groups/${group.id}/requests/${first.id}/accept`);
    await registerPushDevice(t, mod, 'token-request-mod');

    await ok(sam, 'POST', `/groups/${group.id}/requests`);

    const notices = await requestNotices(mod, group.id);
    expect(notices).toHaveLength(2);
    expect(notices[0]).toMatchObject({
      type: 'GROUP_REQUEST',
      sender: { id: sam.accountId },
      group: { id: group.id, name: group.name },
    });
    expect(notices[1]).toMatchObject({ sender: { id: lena.accountId } });
    expect(await requestNotices(lena, group.id)).toEqual([]);
    expect(await requestNotices(sam, group.id)).toEqual([]);

    const pushes = (
      await t.runtime.services.db
        .select()
        .from(outbox)
        .where(and(eq(outbox.kind, 'push'), eq(outbox.organizationId, f.org.id)))
    ).filter(
      (row) => (row.payload as { deviceToken?: string }).deviceToken === 'token-request-mod',
    );
    expect(pushes).toHaveLength(1);
    expect(pushes[0]?.payload).toMatchObject({
      body: expect.stringContaining(`asked to join ${group.name}`),
      data: { type: 'GROUP_REQUEST', url: `/groups/${group.id}?tab=requests` },
    });
    // A mail per request, leading to the requests tab (groupRequestEmail turns it off).
    const mails = await t.outboxMail(mod.email);
    expect(mails.map((mail) => mail.subject).sort()).toEqual(
      [lena, sam].map((user) => `Test ${user.username} asked to join ${group.name}`).sort(),
    );
    expect(mails[0]!.text).toContain(`/groups/${group.id}?tab=requests`);
  });
});
