import { notOfferedModule } from './not-offered/index';
import { accountsModule, provideContactSources } from './accounts/index';
import { addressesModule } from './addresses/index';
import { bookingsModule } from './bookings/index';
import { channelsModule } from './channels/index';
import { chatModule } from './chat/index';
import { conversationsModule } from './conversations/index';
import { activitiesModule } from './activities/index';
import { eventsModule } from './events/index';
import { groupsModule } from './groups/index';
import { hostAttendeesModule } from './host-attendees/index';
import { interestsModule } from './interests/index';
import { invoicesModule, paymentReceipts } from './invoices/index';
import { listingsModule } from './listings/index';
import { loginsModule } from './logins/index';
import { notificationsModule, provideNotificationSubjects } from './notifications/index';
import { organizationsModule } from './organizations/index';
import { paymentsModule, providePaymentPurposes, provideReceipts } from './payments/index';
import { promotionsModule } from './promotions/index';
import { pushDevicesModule } from './push-devices/index';
import { provideWaitlistOffers, registrationModule } from './registration/index';
import { attendeeModule } from './attendee/index';
import { serveLines, waitlistModule } from './waitlist/index';
import { sessionRegistrationModule } from './session-registration/index';
import { activationsModule } from './activations/index';
import { createSelfModule } from './self/index';
import type { RelationshipLoaders, ServerModule } from './server-module';
import { storageModule } from './storage/index';
import { threadsModule } from './threads/index';
import { subscriptionsModule } from './subscriptions/index';
import { supportModule } from './support/index';
import { surveysModule } from './surveys/index';

/** The domain modules the self module is built from (it answers their relationship kinds). */
const domainModules: readonly ServerModule[] = [
  organizationsModule,
  notificationsModule,
  pushDevicesModule,
  loginsModule,
  accountsModule,
  activitiesModule,
  interestsModule,
  groupsModule,
  eventsModule,
  storageModule,
  promotionsModule,
  addressesModule,
  paymentsModule,
  invoicesModule,
  registrationModule,
  attendeeModule,
  waitlistModule,
  sessionRegistrationModule,
  activationsModule,
  listingsModule,
  hostAttendeesModule,
  channelsModule,
  threadsModule,
  conversationsModule,
  chatModule,
  subscriptionsModule,
  surveysModule,
  supportModule,
  bookingsModule,
  notOfferedModule,
];

/** Every relationship kind the modules declare, for `GET /self/relationships`. */
function relationshipLoaders(modules: readonly ServerModule[]): Partial<RelationshipLoaders> {
  const loaders: Partial<RelationshipLoaders> = {};
  for (const definition of modules) Object.assign(loaders, definition.relationships);
  return loaders;
}

/** Notifications embed the objects the other modules declare (activities, groups …). */
provideNotificationSubjects(
  Object.assign({}, ...domainModules.map((definition) => definition.notificationSubjects)),
);

/** `/self/contacts` adds the partners other modules keep (chat) to mutual follows. */
provideContactSources(domainModules.flatMap((definition) => definition.contacts ?? []));

/** Payments settle what the modules sell (invoices, registrations …) by their purpose. */
providePaymentPurposes(
  Object.assign({}, ...domainModules.map((definition) => definition.paymentPurposes)),
);

/** Every capture writes a receipt and every refund a notice, in the member's invoices. */
provideReceipts(paymentReceipts);

/** Places a cart gives back while members wait go to the waitlist (decision 0051). */
provideWaitlistOffers(serveLines);

/** Every domain module, in one list: the app mounts their routes under the API prefix. */
export const serverModules: readonly ServerModule[] = [
  ...domainModules,
  createSelfModule(relationshipLoaders(domainModules)),
];
