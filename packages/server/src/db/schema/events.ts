import type { EventStatus, EventType, EventVisibility, Image } from '@convene/contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { searchDocument } from '../full-text';
import { createdAt, id, organizationId, timestampz, updatedAt } from './columns';
import { groups } from './groups';
import { organizations } from './organizations';
import { interests } from './social';

/*
 * The event catalogue (events and listings): events, series, and what an
 * event page shows — sessions and their locations and tracks, speakers, sponsors, FAQs,
 * pages and gallery images. What is sold lives in event-tickets.ts, who bought it in
 * event-registrations.ts.
 */

/** A run of related events (SDK Series). */
export const series = pgTable(
  'series',
  {
    id: id(),
    organizationId: organizationId().references(() => organizations.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    description: text('description'),
    image: jsonb('image').$type<Image>(),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('series_org_slug_uq').on(table.organizationId, table.slug),
    index('series_org_order_idx').on(table.organizationId, table.sortOrder, table.id),
  ],
);

/** The search document of an event (db/full-text.ts): its index and its queries share it. */
function eventSearchDocumentParts(table: { name: AnyPgColumn; shortDescription: AnyPgColumn }) {
  return searchDocument([
    [table.name, 'A'],
    [table.shortDescription, 'B'],
  ]);
}

export const events = pgTable(
  'events',
  {
    id: id(),
    organizationId: organizationId().references(() => organizations.id, { onDelete: 'cascade' }),
    /** Lower-case letters, numbers and dashes, unique in the organization. */
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    shortDescription: text('short_description').notNull().default(''),
    longDescription: text('long_description'),
    eventType: text('event_type').$type<EventType>().notNull().default('physical'),
    /** Only `ready` events are public; the others answer 'Event not public'. */
    status: text('status').$type<EventStatus>().notNull().default('draft'),
    /** `private`: left out of every list, reachable by its link. */
    visibility: text('visibility').$type<EventVisibility>().notNull().default('public'),
    featured: boolean('featured').notNull().default(false),
    /** IANA time zone the times are shown in (`Europe/Stockholm`). */
    timezone: text('timezone').notNull().default('UTC'),
    eventStart: timestampz('event_start').notNull(),
    eventEnd: timestampz('event_end').notNull(),
    image: jsonb('image').$type<Image>(),
    backgroundImage: jsonb('background_image').$type<Image>(),
    venue: text('venue'),
    location: text('location'),
    address1: text('address1'),
    address2: text('address2'),
    city: text('city'),
    state: text('state'),
    country: text('country'),
    zip: text('zip'),
    externalUrl: text('external_url'),
    /** Shown only to registered attendees (and the event's managers). */
    meetingUrl: text('meeting_url'),
    groupId: uuid('group_id').references(() => groups.id, { onDelete: 'set null' }),
    /** With `groupId`: only the group's members may see the event (453 for others). */
    groupOnly: boolean('group_only').notNull().default(false),
    seriesId: uuid('series_id').references(() => series.id, { onDelete: 'set null' }),
    creatorId: uuid('creator_id').references(() => accounts.id, { onDelete: 'set null' }),
    /** Registration is offered at all; open between the optional start and end. */
    registration: boolean('registration').notNull().default(false),
    registrationStart: timestampz('registration_start'),
    registrationEnd: timestampz('registration_end'),
    /** Registrations the event takes in all (null: no limit), against `registrationCount`. */
    registrationLimit: integer('registration_limit'),
    /** Registered registrations, kept in the transaction that registers or cancels. */
    registrationCount: integer('registration_count').notNull().default(0),
    /** `GET /events/{id}/registrants` answers only when true. */
    publicRegistrants: boolean('public_registrants').notNull().default(false),
    reservationDescription: text('reservation_description'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('events_org_slug_uq').on(table.organizationId, table.slug),
    // The keyset of every event list: (event_start, id), per organization. With event_end
    // in the key, the upcoming list's `event_end >= now` is checked in the index, not on each
    // ended event's row: the list costs the same beside 100 times the ended events
    // (bench/README.md, "Fifth pass").
    index('events_org_start_end_idx').on(
      table.organizationId,
      table.eventStart,
      table.id,
      table.eventEnd,
    ),
    // Full-text search (decision 0070): the one GIN index of its document.
    index('events_search_idx').using('gin', eventSearchDocumentParts(table)),
    index('events_group_start_idx')
      .on(table.groupId, table.eventStart)
      .where(sql`${table.groupId} is not null`),
    index('events_series_start_idx')
      .on(table.seriesId, table.eventStart)
      .where(sql`${table.seriesId} is not null`),
    check('events_times_ck', sql`${table.eventEnd} >= ${table.eventStart}`),
    check(
      'events_registration_limit_ck',
      sql`${table.registrationLimit} is null or ${table.registrationCount} <= ${table.registrationLimit}`,
    ),
  ],
);

/** Where a session takes place (SDK SessionLocation). */
export const eventSessionLocations = pgTable(
  'event_session_locations',
  {
    id: id(),
    organizationId: organizationId().references(() => organizations.id, { onDelete: 'cascade' }),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    address1: text('address1'),
    address2: text('address2'),
    city: text('city'),
    state: text('state'),
    country: text('country'),
    zip: text('zip'),
    image: jsonb('image').$type<Image>(),
    googlePlaceId: text('google_place_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('event_session_locations_event_idx').on(table.eventId)],
);

/** A track of the agenda (SDK Track): sessions are coloured by it. */
export const eventTracks = pgTable(
  'event_tracks',
  {
    id: id(),
    organizationId: organizationId().references(() => organizations.id, { onDelete: 'cascade' }),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    color: text('color').notNull().default('#64748b'),
    description: text('description'),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('event_tracks_event_slug_uq').on(table.eventId, table.slug)],
);

export const eventSessions = pgTable(
  'event_sessions',
  {
    id: id(),
    organizationId: organizationId().references(() => organizations.id, { onDelete: 'cascade' }),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    description: text('description'),
    longDescription: text('long_description'),
    locationId: uuid('location_id').references(() => eventSessionLocations.id, {
      onDelete: 'set null',
    }),
    image: jsonb('image').$type<Image>(),
    startTime: timestampz('start_time').notNull(),
    endTime: timestampz('end_time').notNull(),
    sortOrder: integer('sort_order'),
    /** A break, lunch or the like: on the agenda, not a session to attend. */
    nonSession: boolean('non_session').notNull().default(false),
    /** Session access is sold or booked separately (session registration). */
    registrationEnabled: boolean('registration_enabled').notNull().default(false),
    /** Integer cents; null when free. */
    price: integer('price'),
    /** Seats for session access (null: no limit), taken like every capacity (decision 0014). */
    supply: integer('supply'),
    sold: integer('sold').notNull().default(0),
    reserved: integer('reserved').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('event_sessions_event_slug_uq').on(table.eventId, table.slug),
    index('event_sessions_event_start_idx').on(table.eventId, table.startTime),
    check(
      'event_sessions_supply_ck',
      sql`${table.supply} is null or ${table.sold} + ${table.reserved} <= ${table.supply}`,
    ),
  ],
);

export const eventSessionTracks = pgTable(
  'event_session_tracks',
  {
    organizationId: organizationId().references(() => organizations.id, { onDelete: 'cascade' }),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => eventSessions.id, { onDelete: 'cascade' }),
    trackId: uuid('track_id')
      .notNull()
      .references(() => eventTracks.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.sessionId, table.trackId] })],
);

export const eventSpeakers = pgTable(
  'event_speakers',
  {
    id: id(),
    organizationId: organizationId().references(() => organizations.id, { onDelete: 'cascade' }),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    /** The speaker's own account, when they have one. */
    accountId: uuid('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    slug: text('slug').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name'),
    bio: text('bio'),
    title: text('title'),
    company: text('company'),
    companyBio: text('company_bio'),
    image: jsonb('image').$type<Image>(),
    /** Higher first. */
    priority: integer('priority').notNull().default(0),
    isHost: boolean('is_host').notNull().default(false),
    label: text('label'),
    website: text('website'),
    facebook: text('facebook'),
    twitter: text('twitter'),
    instagram: text('instagram'),
    linkedIn: text('linked_in'),
    discord: text('discord'),
    youtube: text('youtube'),
    tikTok: text('tik_tok'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('event_speakers_event_slug_uq').on(table.eventId, table.slug),
    index('event_speakers_event_priority_idx').on(table.eventId, table.priority),
  ],
);

export const eventSessionSpeakers = pgTable(
  'event_session_speakers',
  {
    organizationId: organizationId().references(() => organizations.id, { onDelete: 'cascade' }),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => eventSessions.id, { onDelete: 'cascade' }),
    speakerId: uuid('speaker_id')
      .notNull()
      .references(() => eventSpeakers.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.sessionId, table.speakerId] }),
    index('event_session_speakers_speaker_idx').on(table.speakerId),
  ],
);

/** A sponsor is an account attached to the event (`sponsorId`). */
export const eventSponsors = pgTable(
  'event_sponsors',
  {
    organizationId: organizationId().references(() => organizations.id, { onDelete: 'cascade' }),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.eventId, table.accountId] })],
);

/**
 * The organization's interests an event is about (decision 0066): what `GET /events?interest=`
 * filters on, from the interest side by `event_interests_interest_idx`.
 */
export const eventInterests = pgTable(
  'event_interests',
  {
    organizationId: organizationId().references(() => organizations.id, { onDelete: 'cascade' }),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    interestId: uuid('interest_id')
      .notNull()
      .references(() => interests.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.eventId, table.interestId] }),
    index('event_interests_interest_idx').on(table.interestId, table.eventId),
  ],
);

export const eventFaqSections = pgTable(
  'event_faq_sections',
  {
    id: id(),
    organizationId: organizationId().references(() => organizations.id, { onDelete: 'cascade' }),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('event_faq_sections_event_slug_uq').on(table.eventId, table.slug)],
);

export const eventFaqs = pgTable(
  'event_faqs',
  {
    id: id(),
    organizationId: organizationId().references(() => organizations.id, { onDelete: 'cascade' }),
    sectionId: uuid('section_id')
      .notNull()
      .references(() => eventFaqSections.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    question: text('question').notNull(),
    answer: text('answer').notNull().default(''),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('event_faqs_section_slug_uq').on(table.sectionId, table.slug)],
);

export const eventPages = pgTable(
  'event_pages',
  {
    id: id(),
    organizationId: organizationId().references(() => organizations.id, { onDelete: 'cascade' }),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    subtitle: text('subtitle').notNull().default(''),
    /** Sanitized on write. */
    html: text('html').notNull().default(''),
    images: jsonb('images').$type<Image[]>().notNull().default([]),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex('event_pages_event_slug_uq').on(table.eventId, table.slug)],
);

/** The event's own media: its gallery (SDK EventGalleryImage). */
export const eventGalleryImages = pgTable(
  'event_gallery_images',
  {
    id: id(),
    organizationId: organizationId().references(() => organizations.id, { onDelete: 'cascade' }),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    image: jsonb('image').$type<Image>().notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('event_gallery_images_event_idx').on(table.eventId, table.sortOrder)],
);

/** The search document of the events table, for the search queries. */
export const eventSearchDocument = eventSearchDocumentParts(events);
