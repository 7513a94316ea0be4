import { z } from 'zod';
import { EventStatusSchema } from './events';
import { ListingAttendeesCsvSchema } from './host-attendees';

/*
 * The organizer dashboard (`/self/host/…`, decision 0072): the figures of every event the
 * account hosts or co-hosts, across them, with the same rules as an event's report — a pass
 * counts while `ready` or `needsInfo`, revenue is what passes were paid, refunds what was
 * given back — and the CSV exports of all their orders and attendees. Amounts are integer
 * cents in the organization's currency.
 */

export const HOST_DASHBOARD_MESSAGES = {
  badDay: 'Use a day as YYYY-MM-DD',
  rangeOrder: '`from` must not be after `to`',
  rangeTooLong: 'The range is at most 366 days',
} as const;

const Count = z.number().int();
const Cents = z.number().int();
const Day = z.iso.date({ message: HOST_DASHBOARD_MESSAGES.badDay });
/** The longest range the series covers, in days. */
export const HOST_DASHBOARD_MAX_DAYS = 366;

export const HOST_DASHBOARD_INTERVALS = ['day', 'week'] as const;
export type HostDashboardInterval = (typeof HOST_DASHBOARD_INTERVALS)[number];

/**
 * `GET /self/host/dashboard?from=&to=&interval=`: the days (in each event's time zone)
 * whose registrations the series covers, both included, at most 366 days: by default the
 * 30 days up to today (in the time zone furthest ahead, so every event's today is in), and `from` 29 days before `to` when only `to` is given.
 */
export const HostDashboardQuerySchema = z.object({
  from: Day.optional(),
  to: Day.optional(),
  interval: z.enum(HOST_DASHBOARD_INTERVALS).default('day'),
});
export type HostDashboardQuery = z.input<typeof HostDashboardQuerySchema>;

/** One hosted event's figures: sales, refunds, check-in, capacity and waitlist. */
export const HostDashboardEventSchema = z.object({
  id: z.string(),
  name: z.string(),
  eventStart: z.string(),
  timezone: z.string(),
  status: EventStatusSchema,
  role: z.enum(['host', 'coHost']),
  /** Registered registrations, and the event's limit (null: no limit). */
  registered: Count,
  registrationLimit: Count.nullable(),
  /** Members waiting on the event's waitlists. */
  waitlist: Count,
  passes: Count,
  checkedIn: Count,
  /** `checkedIn / passes`, 0 without passes. */
  checkInRate: z.number(),
  gross: Cents,
  refunded: Cents,
  /** Passes with something refunded. */
  refunds: Count,
});
export type HostDashboardEvent = z.infer<typeof HostDashboardEventSchema>;

export const HostDashboardSchema = z.object({
  currency: z.string(),
  range: z.object({ from: z.string(), to: z.string(), interval: z.enum(HOST_DASHBOARD_INTERVALS) }),
  /**
   * Per day (or week, from its Monday) of the range that had any: the registrations made
   * then that are still registered, and what their passes were paid. Oldest first.
   */
  overTime: z.array(z.object({ date: z.string(), registrations: Count, revenue: Cents })),
  /** The sums of `events` (all time). */
  totals: z.object({
    events: Count,
    registered: Count,
    passes: Count,
    checkedIn: Count,
    gross: Cents,
    refunded: Cents,
    net: Cents,
    refunds: Count,
  }),
  /** Every hosted or co-hosted event, latest start first. */
  events: z.array(HostDashboardEventSchema),
});
export type HostDashboard = z.infer<typeof HostDashboardSchema>;

/** A CSV export: a data URI in the envelope, like an event's attendees. */
export const HostCsvSchema = ListingAttendeesCsvSchema;
export type HostCsv = z.infer<typeof HostCsvSchema>;
