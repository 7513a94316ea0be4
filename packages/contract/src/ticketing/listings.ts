import { z } from 'zod';
import { RecurrenceSchema, SeriesEditScopeSchema } from './recurrence';
import { AccountSchema, ImageSchema } from '../people/account';
import {
  PassTypeAccessLevelSchema,
  PassTypeVisibilitySchema,
  RegistrationQuestionTypeSchema,
} from './event-tickets';
import {
  EventIdSchema,
  EventSchema,
  EventSlugSchema,
  EventStatusSchema,
  EventSummarySchema,
  EventTypeSchema,
} from './events';
import { ImageDataUriSchema } from '../community/groups';
import { UuidSchema, uuidOf } from '../core/ids';
import { KeysetListQuerySchema, QueryBoolean } from '../core/pagination';
import { HttpUrlSchema } from '../core/urls';

/*
 * Listings: the events a member hosts or co-hosts,
 * written by their host and co-hosts. Every `/listings/{eventId}` route answers 404 for an
 * event of another organization and 403 'you do not have permission to access this page'
 * to anyone who is neither its host (creator) nor a co-host.
 */

// ---------------------------------------------------------------- read models

/** A listing in `GET /listings`: the event summary, whether it is listed, and the reader's role. */
export const ListingSummarySchema = EventSummarySchema.extend({
  /** `visibility === 'public'` (SDK field). */
  visible: z.boolean(),
  /** How the reader manages it: its host (creator) or a co-host. */
  role: z.enum(['host', 'coHost']),
});
export type ListingSummary = z.infer<typeof ListingSummarySchema>;

/** SDK EventListing: the event page as its host sees it (drafts included, meeting URL shown). */
export const EventListingSchema = EventSchema.extend({
  visible: z.boolean(),
  newActivityCreatorEmailNotification: z.boolean(),
  newActivityCreatorPushNotification: z.boolean(),
  role: z.enum(['host', 'coHost']),
  /** The organization's interests the event is about, as the host set them (`interestIds`). */
  interestIds: z.array(UuidSchema),
});
export type EventListing = z.infer<typeof EventListingSchema>;

// ---------------------------------------------------------------- requests

const Text = (max: number) => z.string().trim().max(max);
const OptionalText = (max: number) => Text(max).nullable().optional();
/** An instant with its offset (`2026-05-01T09:00:00Z`, `…+02:00`). */
export const InstantSchema = z.iso.datetime({ offset: true, message: 'Must be a date and time' });
const Money = z.number().int().min(0).max(100_000_000);
const Supply = z.number().int().min(0).max(1_000_000).nullable().optional();
const SortOrder = z.number().int().min(0).max(100_000).optional();

/** SDK CreateListing (§4.4), plus the slug and the optional fields UpdateListing names. */
export const CreateListingSchema = z.object({
  eventType: EventTypeSchema,
  visible: z.boolean(),
  name: Text(200).min(1, 'Name is required'),
  shortDescription: Text(1000),
  longDescription: OptionalText(50_000),
  eventStart: InstantSchema,
  eventEnd: InstantSchema,
  timezone: Text(64).min(1),
  slug: EventSlugSchema.optional(),
  venue: OptionalText(200),
  location: OptionalText(200),
  address1: OptionalText(200),
  address2: OptionalText(200),
  city: OptionalText(120),
  state: OptionalText(120),
  zip: OptionalText(40),
  country: OptionalText(120),
  externalUrl: HttpUrlSchema.max(500).nullable().optional(),
  meetingUrl: HttpUrlSchema.max(500).nullable().optional(),
  registration: z.boolean().optional(),
  registrationStart: InstantSchema.nullable().optional(),
  registrationEnd: InstantSchema.nullable().optional(),
  registrationLimit: z.number().int().min(0).max(1_000_000).nullable().optional(),
  publicRegistrants: z.boolean().optional(),
  groupOnly: z.boolean().optional(),
});
export type CreateListing = z.input<typeof CreateListingSchema>;

/**
 * SDK UpdateListing (§4.4): every field optional, plus `status` — the transitions of
 * decision 0021 (draft → needsInfo/ready → canceled).
 */
export const UpdateListingSchema = CreateListingSchema.partial().extend({
  status: EventStatusSchema.optional(),
  groupId: uuidOf('groupId').nullable().optional(),
  newActivityCreatorEmailNotification: z.boolean().optional(),
  newActivityCreatorPushNotification: z.boolean().optional(),
});
export type UpdateListing = z.input<typeof UpdateListingSchema>;

/** A session as a listing writes it (SDK `{session: {name, description, startTime, endTime}}`). */
export const ListingSessionInputSchema = z.object({
  name: Text(200).min(1, 'Name is required'),
  slug: EventSlugSchema.optional(),
  description: OptionalText(5000),
  longDescription: OptionalText(50_000),
  startTime: InstantSchema,
  endTime: InstantSchema,
  sortOrder: z.number().int().min(0).max(100_000).nullable().optional(),
  nonSession: z.boolean().optional(),
  speakerIds: z.array(UuidSchema).max(100).optional(),
});
export type ListingSessionInput = z.input<typeof ListingSessionInputSchema>;

/** A speaker as a listing writes it (SDK `{speaker: {firstName, lastName, title, company, bio}}`). */
export const ListingSpeakerInputSchema = z.object({
  firstName: Text(120).min(1, 'First name is required'),
  lastName: OptionalText(120),
  slug: EventSlugSchema.optional(),
  title: OptionalText(200),
  company: OptionalText(200),
  companyBio: OptionalText(5000),
  bio: OptionalText(5000),
  label: OptionalText(120),
  priority: z.number().int().min(0).max(1000).optional(),
  isHost: z.boolean().optional(),
  website: HttpUrlSchema.max(500).nullable().optional(),
  accountId: uuidOf('accountId').nullable().optional(),
});
export type ListingSpeakerInput = z.input<typeof ListingSpeakerInputSchema>;

/** A pass type as its listing writes it (cents, USD). */
export const ListingPassTypeBodySchema = z.object({
  name: Text(200).min(1, 'Name is required'),
  slug: EventSlugSchema.optional(),
  shortDescription: Text(1000).optional(),
  longDescription: OptionalText(50_000),
  price: Money.default(0),
  accessLevel: PassTypeAccessLevelSchema.optional(),
  visibility: PassTypeVisibilitySchema.optional(),
  active: z.boolean().optional(),
  minQuantityPerSale: z.number().int().min(0).max(100).optional(),
  maxQuantityPerSale: z.number().int().min(1).max(100).optional(),
  supply: Supply,
  cancelable: z.boolean().optional(),
  transferable: z.boolean().optional(),
  enableCoupons: z.boolean().optional(),
  sortOrder: SortOrder,
});
export type ListingPassTypeBody = z.input<typeof ListingPassTypeBodySchema>;

/** `POST /listings`: everything of a new listing, written in one transaction. */
export const CreateListingBodySchema = z.object({
  event: CreateListingSchema,
  image: ImageDataUriSchema.nullable().optional(),
  groupId: uuidOf('groupId').nullable().optional(),
  sponsorIds: z.array(uuidOf('accountId')).max(100).optional(),
  /** The organization's interests the event is about (what `GET /events?interest=` finds). */
  interestIds: z.array(UuidSchema).max(20).optional(),
  speakers: z
    .array(ListingSpeakerInputSchema.extend({ imageDataUri: ImageDataUriSchema.optional() }))
    .max(100)
    .optional(),
  sessions: z
    .array(ListingSessionInputSchema.extend({ imageDataUri: ImageDataUriSchema.optional() }))
    .max(200)
    .optional(),
  /** Pass types of the new event (of each of its dates when it repeats). */
  passTypes: z.array(ListingPassTypeBodySchema).max(20).optional(),
  /** Repeats the event: every date becomes an event of one new series (decision 0071). */
  recurrence: RecurrenceSchema.optional(),
});
export type CreateListingBody = z.input<typeof CreateListingBodySchema>;

/** `PUT /listings/{eventId} {event, image, interestIds}` (`image: null` removes it; `interestIds` replaces them). */
export const UpdateListingBodySchema = z.object({
  event: UpdateListingSchema.default({}),
  image: ImageDataUriSchema.nullable().optional(),
  interestIds: z.array(UuidSchema).max(20).optional(),
  /**
   * In a series, `following` also changes the later events, and `all` every event not ended
   * yet (earlier ones too; canceled ones excepted): name, descriptions and capacity, and
   * their times by the same local wall-clock shift (decision 0071).
   */
  scope: SeriesEditScopeSchema.optional(),
});
export type UpdateListingBody = z.input<typeof UpdateListingBodySchema>;

export const ListingSessionBodySchema = z.object({
  session: ListingSessionInputSchema,
  imageDataUri: ImageDataUriSchema.nullable().optional(),
});
export type ListingSessionBody = z.input<typeof ListingSessionBodySchema>;

export const ListingSpeakerBodySchema = z.object({
  speaker: ListingSpeakerInputSchema,
  imageDataUri: ImageDataUriSchema.nullable().optional(),
});
export type ListingSpeakerBody = z.input<typeof ListingSpeakerBodySchema>;

/** `POST /listings/{eventId}/sponsors {sponsorId}`. */
export const ListingSponsorBodySchema = z.object({ sponsorId: uuidOf('accountId') });
/** `POST /listings/{eventId}/coHosts {accountId}`. */
export const ListingCoHostBodySchema = z.object({ accountId: uuidOf('accountId') });

/** A choice of a listing question: `id` keeps an existing choice, null adds one. */
export const ListingQuestionChoiceInputSchema = z.object({
  id: UuidSchema.nullable().optional(),
  value: Text(200).min(1, 'A choice needs a value'),
  text: OptionalText(200),
  description: OptionalText(1000),
  supply: Supply,
});

/** SDK listing question body (sent unwrapped): a registration question with its choices. */
export const ListingQuestionBodySchema = z.object({
  name: Text(500).min(1, 'Name is required'),
  type: RegistrationQuestionTypeSchema,
  required: z.boolean().optional(),
  mutable: z.boolean().optional(),
  sortOrder: SortOrder,
  label: OptionalText(500),
  description: OptionalText(5000),
  placeholder: OptionalText(200),
  default: OptionalText(500),
  span: z.number().int().min(1).max(2).optional(),
  min: OptionalText(50),
  max: OptionalText(50),
  validation: OptionalText(500),
  validationMessage: OptionalText(500),
  price: Money.nullable().optional(),
  supply: Supply,
  /** The section it is asked in; null or absent: the listing's default section. */
  sectionId: UuidSchema.nullable().optional(),
  choices: z.array(ListingQuestionChoiceInputSchema).max(200).optional(),
});
export type ListingQuestionBody = z.input<typeof ListingQuestionBodySchema>;
/** `PUT …/questions/{questionId}`: the type cannot change once asked; the rest is optional. */
export const UpdateListingQuestionBodySchema = ListingQuestionBodySchema.omit({
  type: true,
}).partial();
export type UpdateListingQuestionBody = z.input<typeof UpdateListingQuestionBodySchema>;

export const UpdateListingPassTypeBodySchema = ListingPassTypeBodySchema.partial();
export type UpdateListingPassTypeBody = z.input<typeof UpdateListingPassTypeBodySchema>;

/** A pass type as its listing reads it: what is sold and held of its supply. */
export const ListingPassTypeSchema = z.object({
  id: z.string(),
  eventId: z.string(),
  slug: z.string(),
  name: z.string(),
  shortDescription: z.string(),
  longDescription: z.string().nullable(),
  price: z.number().int(),
  accessLevel: PassTypeAccessLevelSchema,
  visibility: PassTypeVisibilitySchema,
  active: z.boolean(),
  minQuantityPerSale: z.number().int(),
  maxQuantityPerSale: z.number().int(),
  supply: z.number().int().nullable(),
  sold: z.number().int(),
  reserved: z.number().int(),
  cancelable: z.boolean(),
  transferable: z.boolean(),
  enableCoupons: z.boolean(),
  sortOrder: z.number().int(),
  featuredImage: ImageSchema.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ListingPassType = z.infer<typeof ListingPassTypeSchema>;

/** A co-host as `GET /listings/{id}/coHosts` lists it. */
/** A co-host: the account's profile (the SDK's Account). */
export const ListingCoHostSchema = AccountSchema;

// ---------------------------------------------------------------- params and queries

export const ListingParamSchema = z.object({ eventId: EventIdSchema });
export const ListingSessionParamSchema = ListingParamSchema.extend({ sessionId: UuidSchema });
export const ListingSpeakerParamSchema = ListingParamSchema.extend({ speakerId: UuidSchema });
export const ListingSponsorParamSchema = ListingParamSchema.extend({
  sponsorId: uuidOf('accountId'),
});
export const ListingCoHostParamSchema = ListingParamSchema.extend({
  accountId: uuidOf('accountId'),
});
export const ListingQuestionParamSchema = ListingParamSchema.extend({ questionId: UuidSchema });
export const ListingPassTypeParamSchema = ListingParamSchema.extend({ passTypeId: UuidSchema });

/** `GET /listings`: upcoming (and running) soonest first, or `past=true` latest first. */
export const ListingListQuerySchema = KeysetListQuerySchema.extend({
  past: QueryBoolean.optional(),
});
export type ListingListQuery = z.infer<typeof ListingListQuerySchema>;

/** Messages of the listings module (the client SDK's wording where it has them). */
export const LISTING_MESSAGES = {
  slugTaken: 'This slug is already used by another event: choose another one',
  timesOrder: 'The event must end after it starts',
  sessionOutsideEvent: 'A session must start and end within the event’s times',
  sessionTimesOrder: 'A session must end after it starts',
  eventAroundSessions: 'The event’s times must include every session’s: move its sessions first',
  paidRegistrations:
    'This event has paid registrations, so it cannot be deleted: cancel it instead',
  notPublishable: 'The listing cannot be published yet: ',
  canceled: 'This event is canceled and can no longer change status',
  statusChange: 'A listing cannot go back to draft once it is published or canceled',
  sold: 'Already sold: it cannot be deleted (deactivate it instead)',
  hostIsNotCoHost: 'The host cannot be added or removed as a co-host',
  alreadyCoHost: 'This account is already a co-host',
  coHostNotFound: 'Co-host not found',
  accountNotFound: 'Account not found',
  groupNotFound: 'Group not found',
  sessionNotFound: 'Session not found',
  speakerNotFound: 'Speaker not found',
  sponsorNotFound: 'Sponsor not found',
  questionNotFound: 'Question not found',
  passTypeNotFound: 'Pass type not found',
  sectionNotFound: 'Question section not found',
  questionTypeChoices: 'Only select, radio and checkbox questions take choices',
  choicesRequired: 'Select, radio and checkbox questions need at least one choice',
  answered: 'This question has been answered: it cannot be deleted',
} as const;
