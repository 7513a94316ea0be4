import { shellMessages } from '../app/messages';
import { uiMessages } from '../components/messages';
import { conversationMessages } from '../components/conversation/messages';
import { paymentsMessages } from '../components/payments/messages';
import { socialMessages } from '../components/social/messages';
import { accountsMessages } from '../routes/accounts/messages';
import { activitiesMessages } from '../routes/activities/messages';
import { authMessages } from '../routes/auth/messages';
import { bookingsMessages } from '../routes/bookings/messages';
import { studioMessages } from '../routes/channel-studio/messages';
import { channelsMessages } from '../routes/channels/messages';
import { eventsMessages } from '../routes/events/messages';
import { waitlistMessages } from '../routes/events/waitlist-messages';
import { discoveryMessages } from '../routes/events/discovery-messages';
import { emailRegistrationMessages } from '../routes/events/email-registration-messages';
import { groupsMessages } from '../routes/groups/messages';
import { hostMessages } from '../routes/host/messages';
import { interestsMessages } from '../routes/interests/messages';
import { notificationsMessages } from '../routes/notifications/messages';
import { settingsMessages } from '../routes/settings/messages';
import { systemMessages } from '../routes/system/messages';
import { ticketsMessages } from '../routes/tickets/messages';
import { hostDoorMessages } from '../routes/host-door/messages';
import { hostProgramMessages } from '../routes/host-program/messages';
import { membershipsMessages } from '../routes/memberships/messages';
import { messagesMessages } from '../routes/messages/messages';
import { surveysMessages } from '../routes/surveys/messages';
import { supportMessages } from '../routes/support/messages';
import { adminMessages } from '../routes/admin/messages';
import { searchMessages } from '../routes/search/messages';
import { SYSTEM_LOCALES, type AreaMessages, type MessageTable } from './messages';

/**
 * Every built-in message table, by owner. A new area adds its `messages.ts` here; an id
 * may be defined by one table only (the catalogue refuses duplicates when it loads).
 */
export const MESSAGE_TABLES = {
  shell: shellMessages,
  system: systemMessages,
  ui: uiMessages,
  payments: paymentsMessages,
  social: socialMessages,
  auth: authMessages,
  notifications: notificationsMessages,
  settings: settingsMessages,
  groups: groupsMessages,
  activities: activitiesMessages,
  accounts: accountsMessages,
  interests: interestsMessages,
  events: eventsMessages,
  waitlist: waitlistMessages,
  discovery: discoveryMessages,
  emailRegistration: emailRegistrationMessages,
  tickets: ticketsMessages,
  host: hostMessages,
  hostDoor: hostDoorMessages,
  hostProgram: hostProgramMessages,
  channels: channelsMessages,
  bookings: bookingsMessages,
  studio: studioMessages,
  memberships: membershipsMessages,
  conversation: conversationMessages,
  messages: messagesMessages,
  surveys: surveysMessages,
  support: supportMessages,
  admin: adminMessages,
  search: searchMessages,
} as const;

/** A message table's owner: the unit an area's message bundle is made of. */
export type MessageOwner = keyof typeof MESSAGE_TABLES;

type IdsOf<T> = T extends AreaMessages<infer Id> ? Id : never;

/** Every message id of the app: the keys of the English tables. */
export type MessageId = IdsOf<(typeof MESSAGE_TABLES)[keyof typeof MESSAGE_TABLES]>;

/** A locale's complete texts (every id, English where not translated); react-intl gets them parsed (compiled-messages.ts). */
export type MessageTexts = Record<MessageId, string>;

declare global {
  // react-intl's global typing: `formatMessage({ id })` and `<FormattedMessage id>` accept only these ids.
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace FormatjsIntl {
    interface Message {
      ids: MessageId;
    }
  }
}

/**
 * Merges tables locale by locale into one table per built-in locale. Throws when two
 * tables define the same id (Object.assign would silently keep the last one).
 */
export function buildCatalogue(tables: Record<string, AreaMessages>): Record<string, MessageTable> {
  const owners = new Map<string, string>();
  const catalogue: Record<string, MessageTable> = {};
  for (const locale of SYSTEM_LOCALES) catalogue[locale] = {};
  for (const [owner, table] of Object.entries(tables)) {
    for (const id of Object.keys(table.en)) {
      const previous = owners.get(id);
      if (previous)
        throw new Error(`Message id "${id}" is defined by both ${previous} and ${owner}`);
      owners.set(id, owner);
    }
    for (const locale of SYSTEM_LOCALES) Object.assign(catalogue[locale]!, table[locale]);
  }
  return catalogue;
}

const CATALOGUE = buildCatalogue(MESSAGE_TABLES);

export function isMessageId(id: string): id is MessageId {
  return Object.hasOwn(CATALOGUE.en!, id);
}

/** The built-in messages of a locale: English, then the base language (fr for fr-CA), then the exact locale. */
export function builtInMessages(locale: string): MessageTexts {
  const base = locale.split('-')[0] ?? locale;
  const english = CATALOGUE.en as MessageTexts;
  return { ...english, ...CATALOGUE[base], ...CATALOGUE[locale] };
}

/** The organization's per-locale overrides first, then the built-in wording. */
export function messagesFor(
  locale: string,
  overrides: Record<string, MessageTable> | undefined,
): MessageTexts {
  return { ...builtInMessages(locale), ...(overrides?.[locale] ?? {}) };
}
