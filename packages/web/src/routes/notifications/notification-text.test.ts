import { notificationPath, SYSTEM_LOCALES, type Notification } from '@convene/contract';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { builtInMessages } from '../../i18n/catalogue';
import { notificationText } from './notification-text';

const GROUP_ID = '00000000-0000-4000-8000-000000000001';

function notice(type: Notification['type'], withGroup = true): Notification {
  return {
    id: '00000000-0000-4000-8000-000000000002',
    type,
    read: false,
    sender: { id: 'a', username: 'maya', firstName: 'Maya', lastName: null },
    groupId: withGroup ? GROUP_ID : null,
    group: withGroup ? { id: GROUP_ID, name: 'Harbour Sailors' } : null,
  } as unknown as Notification;
}

describe('notificationText', () => {
  const intl = createIntl({ locale: 'en', messages: builtInMessages('en') });

  it('says which group and what happened', () => {
    expect(notificationText(intl, notice('GROUP_REQUEST'))).toBe(
      'Maya asked to join Harbour Sailors',
    );
    expect(notificationText(intl, notice('GROUP_REQUEST_ACCEPTED'))).toBe(
      'Your request to join Harbour Sailors was accepted',
    );
    expect(notificationText(intl, notice('GROUP_INVITATION'))).toBe(
      'Maya invited you to join Harbour Sailors',
    );
    expect(notificationText(intl, notice('ANNOUNCEMENT'))).toBe(
      'New announcement in Harbour Sailors',
    );
  });

  it('falls back to the generic text when the group is gone', () => {
    expect(notificationText(intl, notice('GROUP_REQUEST', false))).toBe(
      'Maya asked to join a group',
    );
  });

  it('names the group in every built-in language', () => {
    for (const locale of SYSTEM_LOCALES.filter((code) => code !== 'en')) {
      const local = createIntl({ locale, messages: builtInMessages(locale) });
      for (const type of ['GROUP_REQUEST', 'GROUP_REQUEST_ACCEPTED', 'GROUP_INVITATION'] as const)
        expect(notificationText(local, notice(type))).toContain('Harbour Sailors');
    }
  });

  it('sends moderators to the requests tab', () => {
    expect(notificationPath(notice('GROUP_REQUEST'))).toBe(`/groups/${GROUP_ID}?tab=requests`);
  });

  it('names the event of an event’s announcement, in every built-in language', () => {
    const announcement = {
      ...notice('ANNOUNCEMENT', false),
      eventId: GROUP_ID,
      event: { id: GROUP_ID, name: 'Spring Maker Fair' },
    } as unknown as Notification;
    expect(notificationText(intl, announcement)).toBe('New announcement for Spring Maker Fair');
    for (const locale of ['es', 'fr', 'ja']) {
      const local = createIntl({ locale, messages: builtInMessages(locale) });
      expect(notificationText(local, announcement)).toContain('Spring Maker Fair');
    }
  });

  it('leads a support reply to the ticket', () => {
    const reply = {
      ...notice('SUPPORT_TICKET_MESSAGE', false),
      conversationId: GROUP_ID,
    } as unknown as Notification;
    expect(notificationText(intl, reply)).toBe('Maya answered your support request');
    expect(notificationPath(reply)).toBe(`/support/tickets/${GROUP_ID}`);
  });
});
