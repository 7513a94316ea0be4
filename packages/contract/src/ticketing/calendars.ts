import { z } from 'zod';

/*
 * Calendar feeds (RFC 5545, decision 0065): a member's secret feed of the events and
 * sessions they registered for, and an organization's feed of its public events.
 */

/** The state of the member's secret feed; its address is shown once, when it is made. */
export const CalendarFeedSchema = z.object({
  /** Whether the member has a feed; false until they ask for one, and after revoking it. */
  active: z.boolean(),
  createdAt: z.string().nullable(),
});
export type CalendarFeed = z.infer<typeof CalendarFeedSchema>;

/** A new secret feed: the same address as `https://` and as `webcal://`, shown once. */
export const CalendarFeedLinkSchema = CalendarFeedSchema.extend({
  active: z.literal(true),
  createdAt: z.string(),
  url: z.string(),
  webcalUrl: z.string(),
});
export type CalendarFeedLink = z.infer<typeof CalendarFeedLinkSchema>;

/** `?organization=` on a feed (a calendar app sends no header). */
export const CalendarFeedQuerySchema = z.object({
  organization: z.string().trim().min(1).max(200).optional(),
});

/** The secret of a member's feed, as its path carries it (base64url, 43 characters). */
export const CalendarFeedTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/);
