import { MODULES, NOTIFICATION_TYPES, organizationModules } from '@convene/contract';
import { describe, expect, it } from 'vitest';
import { settingFlags } from '../routes/settings/setting-flags';
import { notificationSettingsFor } from './areas';

describe('notification settings come from the areas that exist', () => {
  const all = notificationSettingsFor({ MODULES: organizationModules(MODULES) });
  const flags = all.flatMap((setting) => {
    const { email, push } = settingFlags(setting);
    return [email, push].filter(Boolean);
  });
  const types = (settings: typeof all) =>
    settings.flatMap((setting) => settingFlags(setting).inApp ?? []);

  it('offers every type the server sends, in app, by email and by push, each flag once', () => {
    // Organization announcements and event invitations are not sent by this server yet.
    const unsent = ['INVITATION'];
    expect(new Set(types(all))).toEqual(
      new Set(NOTIFICATION_TYPES.filter((type) => !unsent.includes(type))),
    );
    expect(flags).toEqual(
      expect.arrayContaining([
        'newFollowerEmail',
        'likeEmail',
        'commentPush',
        'groupInvitationEmail',
        'chatUnreadPush',
        'mentionEmail',
        'threadUnreadPush',
        'supportTicketConfirmationEmail',
      ]),
    );
    expect(flags).not.toContain('organizationAnnouncementEmail');
    expect(new Set(flags).size).toBe(flags.length);
  });

  it("drops an area's settings when its module is off", () => {
    const withoutGroups = notificationSettingsFor({
      MODULES: organizationModules(MODULES.filter((m) => m !== 'groups')),
    });
    expect(types(withoutGroups)).not.toContain('GROUP_INVITATION');
    expect(types(withoutGroups)).toContain('FOLLOW');
    const withoutThreads = notificationSettingsFor({
      MODULES: organizationModules(MODULES.filter((m) => m !== 'threads')),
    });
    expect(types(withoutThreads)).not.toContain('MENTION');
  });
});
