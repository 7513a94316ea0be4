import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { notifications, outbox } from '../../db/schema/index';
import type { TestApp, TestUser } from '../../test/harness';
import { MUST_JOIN, MUST_MODERATE, useGroupsFixture } from './test/groups-fixture';

describe('groups routes: announcements', () => {
  const f = useGroupsFixture();
  const { ok, fails, createGroup } = f;
  let t: TestApp;
  let mod: TestUser;
  let maya: TestUser;
  let lena: TestUser;
  let sam: TestUser;
  let stranger: TestUser;
  beforeAll(() => {
    ({ t, mod, maya, lena, sam, stranger } = f);
  });

  describe('announcements', () => {
    it('sanitizes html, notifies members and emails those who keep announcement emails', async () => {
      const group = await createGroup(mod, 'private');
      await ok(mod, 'POST', `/groups/${group.id}/invitations`, {
        accountIds: [maya.accountId, sam.accountId],
      });
      await ok(maya, 'PUT', `/groups/${group.id}/invitations/accept`);
      await ok(sam, 'PUT', `/groups/${group.id}/invitations/accept`);
      await ok(sam, 'PUT', `/self/groups/${group.id}`, { announcementEmailNotification: false });
      await fails(maya, 'POST', `/groups/${group.id}/announcements`, 403, MUST_MODERATE, {
        title: 'x',
        html: '<p>x</p>',
        email: false,
        push: false,
      });

      const announcement = await ok<{
        id: string;
        html: string;
        message: string;
        title: string;
        email: boolean;
      }>(mod, 'POST', `/groups/${group.id}/announcements`, {
        title: 'Regatta',
        html: '<h2 onclick="evil()">Saturday</h2><p>Meet at <a href="javascript:alert(1)">dock</a> and <a href="https://example.com/map">map</a></p><script>alert(1)</script><img src=x onerror=alert(1)><ul><li><strong>Bring</strong> <em>life jackets</em></li></ul>',
        email: true,
        push: true,
      });
      expect(announcement.html).not.toMatch(/script|onclick|onerror|javascript|<img/i);
      expect(announcement.html).toContain('<h2>Saturday</h2>');
      expect(announcement.html).toContain(
        '<a href="https://example.com/map" rel="noopener noreferrer nofollow" target="_blank">map</a>',
      );
      expect(announcement.html).toContain('<li><strong>Bring</strong> <em>life jackets</em></li>');
      expect(announcement.message).toContain('Saturday');

      const mayaMail = await t.outboxMail(maya.email);
      expect(mayaMail.some((mail) => mail.subject.includes('Regatta'))).toBe(true);
      expect((await t.outboxMail(sam.email)).some((mail) => mail.subject.includes('Regatta'))).toBe(
        false,
      );
      const received = await t.runtime.services.db
        .select()
        .from(notifications)
        .where(eq(notifications.announcementId, announcement.id));
      expect(received.map((row) => row.accountId).sort()).toEqual(
        [maya.accountId, sam.accountId].sort(),
      );

      const list = await ok<{ id: string }[]>(maya, 'GET', `/groups/${group.id}/announcements`);
      expect(list.map((item) => item.id)).toEqual([announcement.id]);
      expect(
        (await ok<{ id: string }>(maya, 'GET', `/self/announcements/${announcement.id}`)).id,
      ).toBe(announcement.id);
      await fails(lena, 'GET', `/self/announcements/${announcement.id}`, 453, MUST_JOIN);
      await fails(stranger, 'GET', `/self/announcements/${announcement.id}`, 404);
      await fails(mod, 'POST', `/groups/${group.id}/announcements`, 400, 'Message is required', {
        title: 'Empty',
        html: '<script>alert(1)</script>',
        email: false,
        push: false,
      });
    });

    it('pushes an announcement only when it asks for push and the member keeps announcement pushes', async () => {
      const group = await createGroup(mod, 'public');
      await ok(maya, 'POST', `/groups/${group.id}/join`);
      await ok(sam, 'POST', `/groups/${group.id}/join`);
      await ok(sam, 'PUT', `/self/groups/${group.id}`, { announcementPushNotification: false });
      for (const [user, deviceToken] of [
        [maya, 'maya-phone'],
        [sam, 'sam-phone'],
      ] as const) {
        await ok(user, 'POST', '/self/push-devices', {
          deviceToken,
          pushService: 'firebase',
          appType: 'COMMUNITYXM',
        });
      }
      const announcementPushTokens = async () => {
        const rows = await t.runtime.services.db
          .select()
          .from(outbox)
          .where(eq(outbox.kind, 'push'));
        return rows
          .map((row) => row.payload as { deviceToken: string; data: { type: string } })
          .filter((payload) => payload.data.type === 'ANNOUNCEMENT')
          .map((payload) => payload.deviceToken);
      };

      await ok(mod, 'POST', `/groups/${group.id}/announcements`, {
        title: 'Pushed news',
        html: '<p>Tide times</p>',
        email: false,
        push: true,
      });
      expect(await announcementPushTokens()).toEqual(['maya-phone']);

      await ok(mod, 'POST', `/groups/${group.id}/announcements`, {
        title: 'Quiet news',
        html: '<p>No push</p>',
        email: false,
        push: false,
      });
      expect(await announcementPushTokens()).toEqual(['maya-phone']);
    });
  });
});
