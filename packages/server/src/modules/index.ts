import { notOfferedModule } from './not-offered/index';
import { accountsModule } from './accounts/index';
import { addressesModule } from './addresses/index';
import { apiKeysModule } from './api-keys/index';
import { bookingsModule } from './bookings/index';
import { channelsModule } from './channels/index';
import { chatModule } from './chat/index';
import { emailRegistrationModule } from './email-registration/index';
import { conversationsModule } from './conversations/index';
import { activitiesModule } from './activities/index';
import { groupsModule } from './groups/index';
import { interestsModule } from './interests/index';
import { invoicesModule } from './invoices/index';
import { loginsModule } from './logins/index';
import { notificationsModule } from './notifications/index';
import { organizationsModule } from './organizations/index';
import { paymentsModule } from './payments/index';
import { promotionsModule } from './promotions/index';
import { pushDevicesModule } from './push-devices/index';
import { ticketingModules } from './ticketing/index';
import { createSelfModule } from './self/index';
import type { ModuleSeams } from './seams';
import type { RelationshipLoaders, ServerModule } from './server-module';
import { searchModule } from './search/index';
import { storageModule } from './storage/index';
import { threadsModule } from './threads/index';
import { subscriptionsModule } from './subscriptions/index';
import { supportModule } from './support/index';
import { surveysModule } from './surveys/index';
import { webhooksModule } from './webhooks/index';

/** The domain modules the self module is built from (it answers their relationship kinds). */
const domainModules: readonly ServerModule[] = [
  organizationsModule,
  apiKeysModule,
  notificationsModule,
  pushDevicesModule,
  loginsModule,
  accountsModule,
  activitiesModule,
  interestsModule,
  groupsModule,
  storageModule,
  promotionsModule,
  addressesModule,
  paymentsModule,
  invoicesModule,
  ...ticketingModules,
  emailRegistrationModule,
  channelsModule,
  threadsModule,
  conversationsModule,
  chatModule,
  subscriptionsModule,
  surveysModule,
  supportModule,
  bookingsModule,
  searchModule,
  webhooksModule,
  notOfferedModule,
];

/** Every relationship kind the modules declare, for `GET /self/relationships`. */
function relationshipLoaders(modules: readonly ServerModule[]): Partial<RelationshipLoaders> {
  const loaders: Partial<RelationshipLoaders> = {};
  for (const definition of modules) Object.assign(loaders, definition.relationships);
  return loaders;
}

/** Every domain module, in one list: the app mounts their routes under the API prefix. */
export const serverModules: readonly ServerModule[] = [
  ...domainModules,
  createSelfModule(relationshipLoaders(domainModules)),
];

/** The one module that declares `key` (receipts, waitlist offers, API keys). */
function theOne<Key extends 'receipts' | 'waitlistOffers' | 'apiKeys'>(
  modules: readonly ServerModule[],
  key: Key,
): NonNullable<ServerModule[Key]> {
  const given = modules.flatMap((definition) => definition[key] ?? []);
  if (given.length !== 1) throw new Error(`${given.length} modules declare ${key}; one must`);
  return given[0] as NonNullable<ServerModule[Key]>;
}

/**
 * What the modules offer each other (modules/seams.ts), from their declarations, once at
 * start (`createRuntime` puts it in `Services.seams`):
 * - notifications embed the objects other modules declare (activities, groups …);
 * - `/self/contacts` adds the partners other modules keep (chat) to mutual follows;
 * - payments settle what the modules sell (invoices, registrations …) by their purpose, and
 *   every capture writes a receipt and every refund a notice, in the member's invoices;
 * - places a cart gives back while members wait go to the waitlist (decision 0051);
 * - offline members hear of the conversations of chat and threads;
 * - the web's group and event pages ask what unlocks them by their slug;
 * - the search asks each module for its kind of hits;
 * - the request pipeline authenticates API keys (with a cache of its own per runtime).
 */
export function composeSeams(modules: readonly ServerModule[]): ModuleSeams {
  const merged = <Key extends keyof ServerModule>(key: Key) =>
    Object.assign({}, ...modules.map((definition) => definition[key])) as NonNullable<
      ServerModule[Key]
    >;
  return {
    notificationSubjects: merged('notificationSubjects'),
    contactSources: modules.flatMap((definition) => definition.contacts ?? []),
    paymentPurposes: merged('paymentPurposes'),
    receipts: theOne(modules, 'receipts'),
    waitlistOffers: theOne(modules, 'waitlistOffers'),
    conversationKinds: merged('conversationKinds'),
    tierResources: merged('tierResources'),
    searchSources: merged('searchSources'),
    apiKeys: theOne(modules, 'apiKeys')(),
  };
}
