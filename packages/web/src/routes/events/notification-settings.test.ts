import { MODULES, organizationModules } from '@convene/contract';
import { describe, expect, it } from 'vitest';
import { notificationSettingsFor } from '../../app/areas';
import { settingFlags } from '../settings/setting-flags';

describe('the events area’s notification settings', () => {
  const flagsOf = (modules: readonly (typeof MODULES)[number][]) =>
    notificationSettingsFor({ MODULES: organizationModules(modules) }).flatMap((setting) => {
      const { email, push } = settingFlags(setting);
      return [email, push];
    });

  it('offers event announcements and reminders (email and push) while events are on', () => {
    expect(flagsOf(MODULES)).toEqual(
      expect.arrayContaining([
        'eventAnnouncementEmail',
        'eventAnnouncementPush',
        'eventReminderEmail',
        'eventReminderPush',
        'transferEmail',
      ]),
    );
  });

  it('drops them when the events module is off', () => {
    const flags = flagsOf(MODULES.filter((module) => module !== 'events'));
    for (const flag of ['eventAnnouncementEmail', 'eventAnnouncementPush', 'eventReminderEmail'])
      expect(flags).not.toContain(flag);
  });
});
