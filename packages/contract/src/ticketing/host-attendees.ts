import { z } from 'zod';
import { BaseAccountSchema } from '../people/account';
import {
  PassStatusSchema,
  RegistrationQuestionTypeSchema,
  RegistrationStatusSchema,
} from './event-tickets';
import { BaseEventSchema, EventIdSchema } from './events';
import { UuidSchema, uuidOf } from '../core/ids';
import { KeysetListQuerySchema, QueryBoolean } from '../core/pagination';
import { RegistrationPassSchema, RegistrationSchema } from './registration';
import { RegistrationSectionSchema } from './registration-offer';

/*
 * What hosts and co-hosts do with the people of a listing (the SDK's
 * ListingRegistration, ListingPass, EventEmail): attendees and their passes, check-in at
 * the door (by pass or by the pass's QR token), the report and its CSV export,
 * announcements, and the confirmation, cancellation and reminder mail templates.
 * Amounts are integer cents (USD).
 */

/** The permission messages, and the check-in desk's own words. */
export const HOST_ATTENDEE_MESSAGES = {
  passCanceled: 'This pass was canceled',
  alreadyCheckedIn: 'Already checked in at {time}',
  otherEvent: 'This pass is for another event: {event}',
  invalidToken: 'This code is not a pass of this community',
  questionNotOfEvent: 'This question is not asked for this event',
  answerNotChoice: '{question} must be one of its choices',
  choiceWithSupply: '{question} has limited places: the attendee changes it',
  titleRequired: 'Title is required',
  messageRequired: 'The announcement has no text',
  noTestAddress: 'Your account has no email address to send a test to',
} as const;

// ---------------------------------------------------------------- params and queries

export const ListingEventParamSchema = z.object({ eventId: EventIdSchema });
export const ListingAttendeeParamSchema = ListingEventParamSchema.extend({
  accountId: uuidOf('accountId'),
});
export const ListingAttendeePassParamSchema = ListingAttendeeParamSchema.extend({
  passId: UuidSchema,
});
export const ListingPassParamSchema = ListingEventParamSchema.extend({ passId: UuidSchema });
export const ListingAnnouncementParamSchema = ListingEventParamSchema.extend({
  announcementId: UuidSchema,
});

/**
 * Who the attendees list shows: `registered` (every registration, checked in or not),
 * `checkedIn` (at least one pass checked in), `notCheckedIn`, `canceled`. None: all but
 * carts.
 */
export const LISTING_ATTENDEE_FILTERS = [
  'registered',
  'checkedIn',
  'notCheckedIn',
  'canceled',
] as const;
export const ListingAttendeeFilterSchema = z.enum(LISTING_ATTENDEE_FILTERS);
export type ListingAttendeeFilter = z.infer<typeof ListingAttendeeFilterSchema>;

/** `search` matches the attendee's username, name or email. */
export const ListingAttendeesQuerySchema = KeysetListQuerySchema.extend({
  status: ListingAttendeeFilterSchema.optional(),
});
export type ListingAttendeesQuery = z.infer<typeof ListingAttendeesQuerySchema>;

/** `checkedIn=true|false` filters; `search` as for attendees. */
export const ListingPassesQuerySchema = KeysetListQuerySchema.extend({
  checkedIn: QueryBoolean.optional(),
});
export type ListingPassesQuery = z.infer<typeof ListingPassesQuerySchema>;

// ---------------------------------------------------------------- read models

/** The attendee's account as its hosts see it: with email and phone (SDK ListingRegistration). */
export const ListingAccountSchema = BaseAccountSchema.extend({
  email: z.string().nullable(),
  phone: z.string().nullable(),
});
export type ListingAccount = z.infer<typeof ListingAccountSchema>;

/** An answer a pass carries. */
export const ListingPassResponseSchema = z.object({
  questionId: z.string(),
  question: z.string(),
  value: z.string(),
});

/**
 * A pass as its attendee's row embeds it. `usedAt`: checked in at (null: not yet). With the
 * SDK BasePass's embeds as the attendee's own pass shows them (add-ons, room reservation,
 * coupon, package; `accesses` as the attendee's pass declares it).
 */
export const ListingAttendeePassSchema = z.object({
  id: z.string(),
  alternateId: z.number().int(),
  status: PassStatusSchema,
  location: z.string().nullable(),
  usedAt: z.string().nullable(),
  /** Who checked it in (a host or co-host). */
  checkedInById: z.string().nullable(),
  ticketId: z.string(),
  ticket: z.object({ id: z.string(), name: z.string(), price: z.number().int() }),
  /** Who attends on it: the registrant, or whom it was transferred to. */
  holderId: z.string().nullable(),
  responses: z.array(ListingPassResponseSchema),
  amtPaid: z.number().int(),
  amtRefunded: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  ...RegistrationPassSchema.pick({
    passAddOns: true,
    reservationId: true,
    reservation: true,
    couponId: true,
    coupon: true,
    packageId: true,
    accesses: true,
  }).shape,
});
export type ListingAttendeePass = z.infer<typeof ListingAttendeePassSchema>;

/**
 * SDK ListingRegistration: an account's registration for the listing, with its passes, the
 * event as a registration shows it, its coupon, its packages and its payments (those of the
 * registration and of add-ons bought later for its passes), as the attendee's own shows them.
 */
export const ListingAttendeeSchema = z.object({
  id: z.string(),
  alternateId: z.number().int(),
  accountId: z.string(),
  eventId: z.string(),
  status: RegistrationStatusSchema,
  account: ListingAccountSchema,
  couponId: z.string().nullable(),
  registeredAt: z.string().nullable(),
  passes: z.array(ListingAttendeePassSchema),
  createdAt: z.string(),
  ...RegistrationSchema.pick({ event: true, coupon: true, packages: true, payments: true }).shape,
});
export type ListingAttendee = z.infer<typeof ListingAttendeeSchema>;

/** SDK ListingPass: a pass with its registration and the registrant's account. */
export const ListingPassSchema = ListingAttendeePassSchema.extend({
  attendeeId: z.string(),
  attendee: z.object({
    id: z.string(),
    alternateId: z.number().int(),
    accountId: z.string(),
    eventId: z.string(),
    account: ListingAccountSchema,
  }),
});
export type ListingPass = z.infer<typeof ListingPassSchema>;

/** A question asked for a pass, with the pass's answer (null: none). */
export const ListingPassQuestionSchema = z.object({
  id: z.string(),
  name: z.string(),
  label: z.string().nullable(),
  type: RegistrationQuestionTypeSchema,
  required: z.boolean(),
  mutable: z.boolean(),
  choices: z.array(z.object({ id: z.string(), value: z.string() })),
  response: z.string().nullable(),
});

/**
 * SDK RegistrationSection as `attendees/{aid}/passes/{pid}` answers it: the questions and
 * answers, and whom the section is for as the attendee's own sections say it.
 */
export const ListingPassSectionSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  sortOrder: z.number().int(),
  questions: z.array(ListingPassQuestionSchema),
  ...RegistrationSectionSchema.pick({ accountTiers: true, eventTickets: true, eventAddOns: true })
    .shape,
});
export type ListingPassSection = z.infer<typeof ListingPassSectionSchema>;

// ---------------------------------------------------------------- check-in

/**
 * What a scan at the door found: `checkedIn` (this scan checked it in), or why not —
 * `alreadyCheckedIn`, `canceled`, `otherEvent` (the pass is for another event of the
 * community; nothing of it is shown).
 */
export const CHECK_IN_OUTCOMES = [
  'checkedIn',
  'alreadyCheckedIn',
  'canceled',
  'otherEvent',
] as const;
export const CheckInOutcomeSchema = z.enum(CHECK_IN_OUTCOMES);
export type CheckInOutcome = z.infer<typeof CheckInOutcomeSchema>;

export const CheckInScanBodySchema = z.object({ token: z.string().trim().min(1).max(4000) });
export type CheckInScanBody = z.infer<typeof CheckInScanBodySchema>;

export const CheckInScanSchema = z.object({
  outcome: CheckInOutcomeSchema,
  /** The warning to show (null when this scan checked the pass in). */
  warning: z.string().nullable(),
  /** The attendee's display name and the pass type (null for another event's pass). */
  name: z.string().nullable(),
  passType: z.string().nullable(),
  pass: ListingPassSchema.nullable(),
});
export type CheckInScan = z.infer<typeof CheckInScanSchema>;

/** `PUT …/passes/{pid}/responses`: answers by question id; an empty value clears one. */
export const ListingPassResponsesBodySchema = z.object({
  questions: z.array(z.object({ id: UuidSchema, value: z.string().max(5000) })).max(200),
});
export type ListingPassResponsesBody = z.infer<typeof ListingPassResponsesBodySchema>;

// ---------------------------------------------------------------- report

const Count = z.number().int();
const Cents = z.number().int();

export const ListingReportSchema = z.object({
  registrations: z.object({
    registered: Count,
    canceled: Count,
    /**
     * Registrations per day (UTC date), oldest first: those still registered, so the days
     * add up to `registered`.
     */
    overTime: z.array(z.object({ date: z.string(), count: Count })),
  }),
  passTypes: z.array(
    z.object({ id: z.string(), name: z.string(), sold: Count, canceled: Count, revenue: Cents }),
  ),
  addOns: z.array(z.object({ id: z.string(), name: z.string(), sold: Count, revenue: Cents })),
  coupons: z.array(z.object({ id: z.string(), code: z.string(), used: Count })),
  revenue: z.object({ gross: Cents, refunded: Cents, net: Cents }),
  checkIn: z.object({ passes: Count, checkedIn: Count, rate: z.number() }),
  questions: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      type: RegistrationQuestionTypeSchema,
      answered: Count,
      /** For questions with choices: how many answers hold each. */
      choices: z.array(z.object({ value: z.string(), count: Count })),
    }),
  ),
});
export type ListingReport = z.infer<typeof ListingReportSchema>;

/** The attendees as CSV, like the invoice's PDF: a data URI in the envelope. */
export const ListingAttendeesCsvSchema = z.object({
  name: z.string(),
  contentType: z.literal('text/csv'),
  dataUri: z.string(),
});
export type ListingAttendeesCsv = z.infer<typeof ListingAttendeesCsvSchema>;

// ---------------------------------------------------------------- announcements and emails

const Flag = z.boolean().optional();

/** A listing announcement: title, html (sanitized), email and push. */
export const CreateListingAnnouncementBodySchema = z.object({
  title: z.string().trim().min(1, HOST_ATTENDEE_MESSAGES.titleRequired).max(200),
  html: z.string().max(50_000),
  email: Flag,
  push: Flag,
});
export type CreateListingAnnouncementBody = z.input<typeof CreateListingAnnouncementBodySchema>;

/** `POST …/announcements/test`: where the test went (the host's own address). */
export const AnnouncementTestSchema = z.object({ to: z.string() });
export type AnnouncementTest = z.infer<typeof AnnouncementTestSchema>;

/** SDK Announcement of an event. */
export const ListingAnnouncementSchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  message: z.string(),
  html: z.string(),
  email: z.boolean(),
  push: z.boolean(),
  eventId: z.string(),
  event: BaseEventSchema,
  /** An event's announcement belongs to no group: null. */
  group: z.null(),
  creator: BaseAccountSchema.nullable(),
  /** How many attendees it was sent to. */
  recipients: Count,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ListingAnnouncement = z.infer<typeof ListingAnnouncementSchema>;

/** SDK EventEmailType: the mails an event sends that its hosts may write. */
export const EVENT_EMAIL_TYPES = ['confirmation', 'cancellation', 'reminder'] as const;
export const EventEmailTypeSchema = z.enum(EVENT_EMAIL_TYPES);
export type EventEmailType = z.infer<typeof EventEmailTypeSchema>;

export const ListingEmailParamSchema = ListingEventParamSchema.extend({
  type: EventEmailTypeSchema,
});

/**
 * SDK EventEmail: the host's words for one mail. `body` is HTML (sanitized) with
 * placeholders `{name}`, `{event}`, `{when}`, `{where}`; `replyTo` answers go to.
 */
export const EventEmailSchema = z.object({
  type: EventEmailTypeSchema,
  eventId: z.string(),
  body: z.string(),
  replyTo: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type EventEmail = z.infer<typeof EventEmailSchema>;

/** `PUT …/emails/{type}` (sent unwrapped): omitted fields keep their value. */
export const UpdateEventEmailBodySchema = z.object({
  body: z.string().max(50_000).optional(),
  replyTo: z.email('replyTo must be an email address').max(320).nullable().optional(),
});
export type UpdateEventEmailBody = z.input<typeof UpdateEventEmailBodySchema>;

/** A template rendered with sample data, as a recipient would get it. */
export const EventEmailPreviewSchema = z.object({
  subject: z.string(),
  html: z.string(),
  text: z.string(),
  replyTo: z.string().nullable(),
});
export type EventEmailPreview = z.infer<typeof EventEmailPreviewSchema>;
