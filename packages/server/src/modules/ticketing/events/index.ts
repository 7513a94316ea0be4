import type { ServerModule } from '../../server-module';
import { eventContentRoutes, eventRoutes, seriesRoutes } from './events.routes';
import { eventRelationships, requireEventVisible } from './events.service';
import { eventSubjects } from './notification-subjects';
import { eventPublicPages } from './public-pages';
import { eventSearch } from './search';

/**
 * Events: the catalogue (events, series, what an event page shows, what it sells) and
 * the registrations it reads; it owns the `events` kind of relationships. An event's
 * posts and media are served by the activities module.
 */
export const eventsModule: ServerModule = {
  name: 'events',
  routes: [...eventRoutes, ...eventContentRoutes, ...seriesRoutes],
  relationships: { events: eventRelationships },
  publicPages: [eventPublicPages],
  notificationSubjects: { events: eventSubjects },
  // The web's event page asks what unlocks a tier-locked event by its slug.
  tierResources: { event: async (ctx, idOrSlug) => (await requireEventVisible(ctx, idOrSlug)).id },
  searchSources: { events: eventSearch },
};

/** What activities use: the event guard (404, 'Event not public', 453) before its posts. */
export { requireEventRowViewer, requireEventViewer, type EventAccess } from './events.service';

/** What listings build the host's view from: the event page read, the list selection and views. */
export { findEventDetail } from './event-detail.repository';
export { toEvent, toEventSummary } from './event-view';
export {
  creatorJoin,
  eventSummarySelection,
  pricesJoin,
  PAST_ORDER,
  UPCOMING_ORDER,
  type EventSummaryRow,
} from './events.repository';
export { viewerOf } from './events.service';

/** What the attendee's agenda embeds: a session's tracks, speakers and counts. */
export { sessionJson } from './json';

/** What support tickets name: the pass type a ticket is about. */
export { basePassTypesByIds } from './pass-types.repository';
