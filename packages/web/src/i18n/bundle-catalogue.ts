import { createHash } from 'node:crypto';
import type { PublicOrganization } from '@convene/contract';
import type { AreaDefinition } from '../app/area';
import { AREAS } from '../app/areas';
import { MESSAGE_TABLES, type MessageId, type MessageOwner } from './catalogue';
import { compiledMessagesFor, type Messages } from './compiled-messages';
import { SHELL_BUNDLE } from './message-bundles';
import type { MessageTable } from './messages';

/**
 * Server side of the message bundles (decision 0048, i18n/message-bundles.ts): which ids
 * each bundle holds, its messages for a locale and the version naming the files.
 */

/** The tables the shell's bundle carries whole: the header, menus, dialogs and error pages. */
export const SHELL_OWNERS: readonly MessageOwner[] = ['shell', 'system', 'ui'];

/**
 * Each area's bundle: the message tables its pages use beyond the shell's (`owners`), and
 * the ids its header items show (`shell`, carried by the shell's bundle). Kept here, on the
 * server, so the first script does not carry it; message-bundles.test.ts checks that every
 * id an area's pages name is in its bundle or the shell's.
 */
export const AREA_MESSAGES: Record<string, { owners: MessageOwner[]; shell?: MessageId[] }> = {
  accounts: { owners: ['accounts', 'social'] },
  activities: { owners: ['activities', 'social'] },
  admin: { owners: ['admin', 'memberships'] },
  auth: { owners: ['auth'] },
  bookings: { owners: ['bookings', 'payments', 'memberships'] },
  'channel-studio': { owners: ['studio', 'channels', 'memberships'] },
  channels: { owners: ['channels', 'memberships', 'social'] },
  events: {
    owners: [
      'events',
      'waitlist',
      'discovery',
      'emailRegistration',
      'memberships',
      'conversation',
      'social',
      'payments',
    ],
  },
  invoices: { owners: ['events', 'payments'] },
  groups: { owners: ['groups', 'conversation', 'memberships', 'social'] },
  'host-door': { owners: ['hostDoor', 'memberships'] },
  'host-program': { owners: ['hostProgram', 'events'] },
  host: { owners: ['host', 'memberships'] },
  interests: { owners: ['interests', 'social'] },
  memberships: { owners: ['memberships', 'payments'] },
  messages: { owners: ['messages', 'conversation', 'social'], shell: ['messages.link.label'] },
  notifications: { owners: ['notifications'], shell: ['notifications.bell.label'] },
  search: { owners: ['search'] },
  settings: { owners: ['settings'] },
  support: { owners: ['support', 'memberships'] },
  surveys: { owners: ['surveys', 'hostProgram', 'events', 'memberships'] },
  threads: { owners: [] },
  tickets: { owners: ['tickets', 'payments'] },
};

const idsOfOwners = (owners: readonly MessageOwner[]): MessageId[] =>
  owners.flatMap((owner) => Object.keys(MESSAGE_TABLES[owner].en) as MessageId[]);

/** The ids area definitions name for the shell's pieces: nav, settings rows, admin links, header items. */
function namedByAreas(areas: readonly AreaDefinition[]): MessageId[] {
  return areas.flatMap((area) => [
    ...(area.nav ?? []).map((entry) => entry.label),
    ...(area.notificationSettings ?? []).map((setting) => setting.label),
    ...(area.adminLinks ?? []).flatMap((link) => [link.label, link.description]),
    ...(AREA_MESSAGES[area.id]?.shell ?? []),
  ]);
}

/** The ids of each bundle, by name: the shell's and every area's. */
const BUNDLE_IDS: ReadonlyMap<string, ReadonlySet<MessageId>> = new Map([
  [SHELL_BUNDLE, new Set([...idsOfOwners(SHELL_OWNERS), ...namedByAreas(AREAS)])],
  ...AREAS.map(
    (area) => [area.id, new Set(idsOfOwners(AREA_MESSAGES[area.id]?.owners ?? []))] as const,
  ),
]);

/** The ids a bundle holds, or undefined for an unknown bundle. */
export function bundleIds(bundle: string): ReadonlySet<MessageId> | undefined {
  return BUNDLE_IDS.get(bundle);
}

/** `messages` restricted to `ids`. */
export function pickMessages(messages: Messages, ids: Iterable<string>): Partial<Messages> {
  const picked: Partial<Record<string, Messages[MessageId]>> = {};
  for (const id of ids) if (Object.hasOwn(messages, id)) picked[id] = messages[id as MessageId];
  return picked;
}

/** Bundles already cut, by the locale's full messages (themselves cached per locale and overrides). */
const cut = new WeakMap<Messages, Map<string, Partial<Messages>>>();

/** A bundle's messages in a locale (the organization's overrides applied), or null for an unknown bundle. */
export function bundleMessages(
  locale: string,
  overrides: Record<string, MessageTable> | undefined,
  bundle: string,
): Partial<Messages> | null {
  const ids = bundleIds(bundle);
  if (!ids) return null;
  const full = compiledMessagesFor(locale, overrides);
  let bundles = cut.get(full);
  if (!bundles) cut.set(full, (bundles = new Map()));
  let messages = bundles.get(bundle);
  if (!messages) bundles.set(bundle, (messages = pickMessages(full, ids)));
  return messages;
}

let builtInVersion: string | undefined;
const versions = new Map<string, string>();

/**
 * The version of an organization's texts, the same in every locale: a hash of the built-in
 * catalogue and its overrides. It names the bundle files, so a browser may keep them for good.
 */
export function messagesVersion(config: Pick<PublicOrganization, 'LANGUAGES'>): string {
  builtInVersion ??= createHash('sha256').update(JSON.stringify(MESSAGE_TABLES)).digest('hex');
  const overrides = JSON.stringify(config.LANGUAGES ?? null);
  let version = versions.get(overrides);
  if (!version) {
    version = createHash('sha256')
      .update(builtInVersion)
      .update(overrides)
      .digest('base64url')
      .slice(0, 12);
    if (versions.size >= 256) versions.clear();
    versions.set(overrides, version);
  }
  return version;
}

/** Remembers which messages a render reads, so the page's bootstrap carries just those. */
export function recordingMessages(messages: Messages, used: Set<string>): Messages {
  return new Proxy(messages, {
    get(target, property, receiver) {
      if (typeof property === 'string' && Object.hasOwn(target, property)) used.add(property);
      return Reflect.get(target, property, receiver) as unknown;
    },
  });
}
