import { MODULES } from '@convene/contract';
import { describe, expect, it } from 'vitest';
import { notificationSettingsFor } from '../../app/areas';

describe('the events area’s notification settings', () => {
  const flagsOf = (modules: readonly (typeof MODULES)[number][]) =>
    notificationSettingsFor({ MODULES: [...modules] }).flatMap((setting) => [
      setting.email,
      setting.push,
    ]);

  it('offers event announcements (email and push) and reminders (email) while events are on', () => {
    expect(flagsOf(MODULES)).toEqual(
      expect.arrayContaining([
        'eventAnnouncementEmail',
        'eventAnnouncementPush',
        'eventReminderEmail',
      ]),
    );
    const types = notificationSettingsFor({ MODULES: [...MODULES] }).flatMap((s) => s.types ?? []);
    expect(types).toEqual(expect.arrayContaining(['ANNOUNCEMENT', 'EVENT']));
  });

  it('drops them when the events module is off', () => {
    const flags = flagsOf(MODULES.filter((module) => module !== 'events'));
    for (const flag of ['eventAnnouncementEmail', 'eventAnnouncementPush', 'eventReminderEmail'])
      expect(flags).not.toContain(flag);
  });
});
