import type { BaseGroup, Event, EventPrices, EventSummary } from '@convene/contract';
import { toOptionalBaseAccount } from '../../accounts/sql';
import type { EventDetailRow, EventViewerMarks } from './event-detail.repository';
import type { EventMarksRow, EventSummaryRow } from './events.repository';
import { fromJson } from '../../../lib/json-sql';

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/** The card's price summary: no prices when nothing can be had ('none'). */
function pricesOf({ minPrice, maxPrice, availability }: EventSummaryRow['prices']): EventPrices {
  if (availability === 'none') return { minPrice: null, maxPrice: null, free: false, availability };
  return { minPrice, maxPrice, free: maxPrice === 0, availability };
}

/**
 * An event as a list shows it. The meeting URL is only for those who may join: registered
 * attendees and the event's managers (its creator, organization administrators).
 */
export function toEventSummary(row: EventSummaryRow): EventSummary {
  const { event } = row;
  return {
    id: event.id,
    slug: event.slug,
    name: event.name,
    shortDescription: event.shortDescription,
    featured: event.featured,
    timezone: event.timezone,
    eventStart: event.eventStart.toISOString(),
    eventEnd: event.eventEnd.toISOString(),
    image: event.image ?? null,
    eventType: event.eventType,
    status: event.status,
    visibility: event.visibility,
    approved: true,
    past: row.past,
    upcoming: row.upcoming,
    externalUrl: event.externalUrl,
    meetingUrl: row.registered || row.manager ? event.meetingUrl : null,
    venue: event.venue,
    location: event.location,
    address1: event.address1,
    address2: event.address2,
    city: event.city,
    state: event.state,
    country: event.country,
    zip: event.zip,
    groupId: event.groupId,
    group: fromJson(row.group as BaseGroup | null),
    groupOnly: event.groupOnly,
    seriesId: event.seriesId,
    series: fromJson(row.series as EventSummary['series']),
    creatorId: event.creatorId,
    creator: toOptionalBaseAccount(row.creator),
    registration: event.registration,
    registrationStart: iso(event.registrationStart),
    registrationEnd: iso(event.registrationEnd),
    registrationLimit: event.registrationLimit,
    registrationCount: event.registrationCount,
    publicRegistrants: event.publicRegistrants,
    prices: pricesOf(row.prices),
    createdAt: event.createdAt.toISOString(),
    updatedAt: event.updatedAt.toISOString(),
  };
}

/**
 * The event page: the summary and everything the detail statement embedded, assigned to the
 * summary (a spread into this literal is V8's slow path: bench/README.md, "Spreads").
 */
export function toEvent(row: EventDetailRow): Event {
  const extras = fromJson(row.extras);
  return Object.assign(toEventSummary(row), {
    longDescription: row.event.longDescription,
    reservationDescription: row.event.reservationDescription,
    backgroundImage: row.event.backgroundImage ?? null,
    venueMap: null,
    registrations: extras.registrations,
    managed: row.manager || extras.coHosting,
    sessions: extras.sessions,
    speakers: extras.speakers,
    sponsors: extras.sponsors,
    faqSections: extras.faqSections,
    pages: extras.pages,
    galleryImages: extras.galleryImages,
    sponsorshipLevels: [],
    streamInputs: [],
    streamReplay: null,
    chatBotNumber: null,
    iosAppLink: null,
    androidAppLink: null,
    _count: { activations: 0, sponsorshipLevels: 0, ...extras.counts },
  });
}

/**
 * The event page as the viewer of `marks` reads it, from the page built for no viewer: that
 * page itself when they have no part in the event (never changed: others read it too), else
 * a copy with their registrations, the meeting URL when they may join, and `managed`.
 */
export function withViewerMarks(page: Event, marks: EventViewerMarks): Event {
  const registrations = fromJson(marks.registrations);
  const joins = marks.registered || marks.manager;
  const managed = marks.manager || marks.coHosting;
  if (!joins && !managed && registrations.length === 0) return page;
  return Object.assign({}, page, {
    meetingUrl: joins ? marks.meetingUrl : null,
    registrations,
    managed,
  });
}

/** An event card as the viewer of `marks` reads it: the shared card, with the meeting URL for those who may join. */
export function withCardMarks(card: EventSummary, marks: EventMarksRow): EventSummary {
  if (!marks.registered && !marks.manager) return card;
  return Object.assign({}, card, { meetingUrl: marks.meetingUrl });
}
