import { MODULES } from '@convene/contract';
import { describe, expect, it } from 'vitest';
import { notificationSettingsFor } from './areas';

describe('notification settings come from the areas that exist', () => {
  const all = notificationSettingsFor({ MODULES: [...MODULES] });
  const flags = all.flatMap((setting) => [setting.email, setting.push]).filter(Boolean);

  it('offers no setting for an area that has not landed (support, community announcements)', () => {
    for (const absent of [
      'chatUnreadPush',
      'supportTicketConfirmationEmail',
      'organizationAnnouncementEmail',
    ])
      expect(flags).not.toContain(absent);
  });

  it('offers the settings of the areas that exist, each flag once', () => {
    expect(flags).toEqual(
      expect.arrayContaining([
        'newFollowerEmail',
        'commentPush',
        'groupInvitationEmail',
        'chatPush',
        'chatUnreadEmail',
      ]),
    );
    expect(new Set(flags).size).toBe(flags.length);
  });

  it("drops an area's settings when its module is off", () => {
    const withoutGroups = notificationSettingsFor({
      MODULES: MODULES.filter((m) => m !== 'groups'),
    });
    const types = withoutGroups.flatMap((setting) => setting.types ?? []);
    expect(types).not.toContain('GROUP_INVITATION');
    expect(types).toContain('FOLLOW');
  });
});
