import { z } from 'zod';
import { BaseAccountSchema, ImageSchema } from '../people/account';
import {
  BaseFaqSectionSchema,
  BaseEventPageSchema,
  EventGalleryImageSchema,
} from './event-content';
import { BaseSessionSchema, BaseSpeakerSchema } from './event-sessions';
import { BaseGroupSchema } from '../community/groups';
import { uuidOf } from '../core/ids';
import { KeysetListQuerySchema, ListQuerySchema, QueryBoolean } from '../core/pagination';

/** An event happens in a place, online, or both. */
export const EVENT_TYPES = ['physical', 'virtual', 'hybrid'] as const;
export const EventTypeSchema = z.enum(EVENT_TYPES);
export type EventType = z.infer<typeof EventTypeSchema>;

/** Only `ready` events are public. */
export const EVENT_STATUSES = ['draft', 'canceled', 'needsInfo', 'ready'] as const;
export const EventStatusSchema = z.enum(EVENT_STATUSES);
export type EventStatus = z.infer<typeof EventStatusSchema>;

/** A private event is left out of every list and reached by its link. */
export const EVENT_VISIBILITIES = ['public', 'private'] as const;
export const EventVisibilitySchema = z.enum(EVENT_VISIBILITIES);
export type EventVisibility = z.infer<typeof EventVisibilitySchema>;

/**
 * An event id in a request body or query: a uuid, else 400 'Invalid eventId. Did you pass
 * in the slug?'. Paths take the id or the slug.
 */
export const EventIdSchema = uuidOf('eventId');

/** Event slugs: lowercase letters, numbers and dashes. */
export const EventSlugSchema = z
  .string()
  .min(2)
  .max(80)
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Slug may only contain lowercase letters, numbers and dashes');

/** A series as an event embeds it. */
export const SeriesCardSchema = z.object({ id: z.string(), slug: z.string(), name: z.string() });

/** SDK Series (= BaseSeries). */
export const SeriesSchema = SeriesCardSchema.extend({
  sortOrder: z.number().int(),
  description: z.string().nullable(),
  image: ImageSchema.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Series = z.infer<typeof SeriesSchema>;

/** SDK BaseEvent: what an event card shows. Times are ISO-8601 in UTC; `timezone` is IANA. */
export const BaseEventSchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  shortDescription: z.string(),
  featured: z.boolean(),
  timezone: z.string().nullable(),
  eventStart: z.string(),
  eventEnd: z.string(),
  image: ImageSchema.nullable(),
});
export type BaseEvent = z.infer<typeof BaseEventSchema>;

/**
 * Whether a place can be had: 'available'; 'waitlist' (every pass on sale is gone while
 * registration is open: members join the line); 'soldOut' (the event is full, or every pass
 * is gone and registration is closed); 'none' (no registration, or nothing on sale).
 */
export const EVENT_AVAILABILITIES = ['available', 'waitlist', 'soldOut', 'none'] as const;
export const EventAvailabilitySchema = z.enum(EVENT_AVAILABILITIES);
export type EventAvailability = z.infer<typeof EventAvailabilitySchema>;

/**
 * What an event card says before Register: the price range of the public passes on sale
 * now (integer cents in CURRENCY, each at its price schedule in force; null when none is
 * on sale), `free` when every one of them costs nothing, and the availability.
 */
export const EventPricesSchema = z.object({
  minPrice: z.number().int().nullable(),
  maxPrice: z.number().int().nullable(),
  free: z.boolean(),
  availability: EventAvailabilitySchema,
});
export type EventPrices = z.infer<typeof EventPricesSchema>;

/**
 * An event in a list: the card, where and when, who it belongs to, and registration.
 * `past` (it has ended) and `upcoming` (it has not started) are the flags clients read.
 * `meetingUrl` is null unless the viewer is registered (or manages the event).
 */
export const EventSummarySchema = BaseEventSchema.extend({
  eventType: EventTypeSchema,
  status: EventStatusSchema,
  visibility: EventVisibilitySchema,
  /** Always true: Convene has no approval step (SDK field). */
  approved: z.boolean(),
  past: z.boolean(),
  upcoming: z.boolean(),
  externalUrl: z.string().nullable(),
  meetingUrl: z.string().nullable(),
  venue: z.string().nullable(),
  location: z.string().nullable(),
  address1: z.string().nullable(),
  address2: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  country: z.string().nullable(),
  zip: z.string().nullable(),
  groupId: z.string().nullable(),
  group: BaseGroupSchema.nullable(),
  groupOnly: z.boolean(),
  seriesId: z.string().nullable(),
  series: SeriesCardSchema.nullable(),
  creatorId: z.string().nullable(),
  creator: BaseAccountSchema.nullable(),
  /** Registration is offered; it is open between `registrationStart` and `registrationEnd`. */
  registration: z.boolean(),
  registrationStart: z.string().nullable(),
  registrationEnd: z.string().nullable(),
  registrationLimit: z.number().int().nullable(),
  registrationCount: z.number().int(),
  publicRegistrants: z.boolean(),
  /** The card's price and availability (not in the SDK: a Convene addition). */
  prices: EventPricesSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type EventSummary = z.infer<typeof EventSummarySchema>;

/** The viewer's own registration, as the SDK's `Event.registrations` carries it. */
export const BaseRegistrationSchema = z.object({
  id: z.string(),
  alternateId: z.number().int(),
  accountId: z.string(),
  eventId: z.string(),
});
export type BaseRegistration = z.infer<typeof BaseRegistrationSchema>;

/**
 * SDK Event: the summary and everything its page shows. Features Convene does not offer
 * (streams, sponsorship levels, a venue map) are present and empty, so SDK clients work.
 */
export const EventSchema = EventSummarySchema.extend({
  longDescription: z.string().nullable(),
  reservationDescription: z.string().nullable(),
  backgroundImage: ImageSchema.nullable(),
  venueMap: z.null(),
  /** The viewer's registration (empty when signed out or not registered). */
  registrations: z.array(BaseRegistrationSchema),
  /**
   * The viewer manages the event — its creator, a co-host, a host speaker or an
   * organization administrator — so reads and moderates its discussion (not in the SDK).
   */
  managed: z.boolean(),
  sessions: z.array(BaseSessionSchema),
  speakers: z.array(BaseSpeakerSchema),
  sponsors: z.array(BaseAccountSchema),
  faqSections: z.array(BaseFaqSectionSchema),
  pages: z.array(BaseEventPageSchema),
  galleryImages: z.array(EventGalleryImageSchema),
  sponsorshipLevels: z.array(z.never()),
  streamInputs: z.array(z.never()),
  streamReplay: z.null(),
  /** Convene has no chat bot number or event apps: null. */
  chatBotNumber: z.null(),
  iosAppLink: z.null(),
  androidAppLink: z.null(),
  _count: z.object({
    activations: z.number().int(),
    sessions: z.number().int(),
    speakers: z.number().int(),
    sponsors: z.number().int(),
    sponsorshipLevels: z.number().int(),
    galleryImages: z.number().int(),
  }),
});
export type Event = z.infer<typeof EventSchema>;

// ---------------------------------------------------------------- params and queries

/** Detail routes take the event's id or its slug. */
export const EventKeyParamSchema = z.object({ eventId: z.string().min(1).max(200) });
export const SeriesKeyParamSchema = z.object({ seriesId: z.string().min(1).max(200) });

/** `attendance` of `GET /events`: online (virtual or hybrid) or in person (physical or hybrid). */
export const EVENT_ATTENDANCES = ['online', 'inPerson'] as const;
export const EventAttendanceSchema = z.enum(EVENT_ATTENDANCES);
export type EventAttendance = z.infer<typeof EventAttendanceSchema>;

/** `price` of `GET /events`: free (every pass on sale costs nothing) or paid. */
export const EVENT_PRICE_FILTERS = ['free', 'paid'] as const;
export const EventPriceFilterSchema = z.enum(EVENT_PRICE_FILTERS);
export type EventPriceFilter = z.infer<typeof EventPriceFilterSchema>;

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A bound of the date range: a day (`2026-12-05`, UTC) or an instant with its offset
 * (`2026-12-05T00:00:00+01:00`). A day as `to` takes the whole day.
 */
const RangeBoundSchema = z
  .string()
  .max(40)
  .refine(
    (value) =>
      (DATE_ONLY.test(value) || z.iso.datetime({ offset: true }).safeParse(value).success) &&
      !Number.isNaN(Date.parse(value)),
    'Must be a date (YYYY-MM-DD) or a date and time with its offset',
  );

/** The instant a range bound names; a day as the upper bound ends at the next midnight (UTC). */
export function rangeBoundInstant(value: string, upper: boolean): Date {
  const instant = new Date(DATE_ONLY.test(value) ? `${value}T00:00:00Z` : value);
  if (upper && DATE_ONLY.test(value)) instant.setUTCDate(instant.getUTCDate() + 1);
  return instant;
}

/** Longest date range a list takes (a little over a year). */
export const EVENT_RANGE_MAX_DAYS = 400;

/**
 * `GET /events`: upcoming events soonest first, or with `past=true` ended ones latest
 * first; `featured=true` keeps featured ones. Paged by `cursor` (or `page`).
 * Discovery filters (decision 0066): `from`/`to` keep the events that run at some moment of
 * the range (with a range and no `past`, past and upcoming alike, soonest first);
 * `interest` (an interest's id or slug); `attendance` (online, inPerson); `price` (free, paid).
 * A `to` before `from` is a 400 on `to`.
 */
export const EventListQuerySchema = KeysetListQuerySchema.extend({
  past: QueryBoolean.optional(),
  featured: QueryBoolean.optional(),
  from: RangeBoundSchema.optional(),
  to: RangeBoundSchema.optional(),
  interest: z.string().trim().min(1).max(100).optional(),
  attendance: EventAttendanceSchema.optional(),
  price: EventPriceFilterSchema.optional(),
}).superRefine((query, issues) => {
  if (!query.from || !query.to) return;
  const from = rangeBoundInstant(query.from, false);
  const to = rangeBoundInstant(query.to, true);
  if (to <= from) {
    issues.addIssue({ code: 'custom', path: ['to'], message: 'to must not be before from' });
  } else if (to.getTime() - from.getTime() > EVENT_RANGE_MAX_DAYS * 86_400_000) {
    issues.addIssue({
      code: 'custom',
      path: ['to'],
      message: `The range may span at most ${EVENT_RANGE_MAX_DAYS} days`,
    });
  }
});
export type EventListQuery = z.infer<typeof EventListQuerySchema>;

/** `GET /groups/{id}/events`, `/self/events`, `/series/{id}/events`: `past` chooses. */
export const PastEventsQuerySchema = KeysetListQuerySchema.extend({
  past: QueryBoolean.optional(),
});
export type PastEventsQuery = z.infer<typeof PastEventsQuerySchema>;

/** `GET /events/featured` (the SDK sends no search; it is accepted all the same). */
export const FeaturedEventsQuerySchema = KeysetListQuerySchema;

export const SeriesListQuerySchema = ListQuerySchema;

/** Messages of the events module. */
export const EVENT_MESSAGES = {
  eventNotFound: 'Event not found',
  seriesNotFound: 'Series not found',
  sessionNotFound: 'Session not found',
  speakerNotFound: 'Speaker not found',
  pageNotFound: 'Page not found',
  faqSectionNotFound: 'FAQ section not found',
  faqNotFound: 'FAQ not found',
  imageNotFound: 'Image not found',
  passTypeNotFound: 'Pass type not found',
  questionNotFound: 'Question not found',
  registrantsNotPublic: 'The registrants of this event are not public',
} as const;
