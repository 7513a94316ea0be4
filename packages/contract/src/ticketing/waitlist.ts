import { z } from 'zod';
import { EventIdSchema } from './events';
import { UuidSchema } from '../core/ids';

/*
 * The waitlist of a sold-out pass type (beyond the client SDK, decision 0024): a member joins
 * it; when a place is freed the next in line gets an offer, the place held in their cart
 * until `offerExpiresAt`; an offer not taken moves on to the next.
 */

export const WAITLIST_MESSAGES = {
  notSoldOut: 'This pass is not sold out: register for it now',
  alreadyRegistered: 'You are already registered for this event',
  notOnWaitlist: 'You are not on the waitlist for this pass',
  passTypeNotFound: 'Pass type not found',
} as const;

/**
 * waiting: in line; offered: a place is held in the member's cart until `offerExpiresAt`;
 * accepted: registered with it; expired: the offer lapsed; left: the member left the line.
 */
export const WAITLIST_STATUSES = ['waiting', 'offered', 'accepted', 'expired', 'left'] as const;
export const WaitlistStatusSchema = z.enum(WAITLIST_STATUSES);
export type WaitlistStatus = z.infer<typeof WaitlistStatusSchema>;

export const WaitlistParamSchema = z.object({ eventId: EventIdSchema });
export const WaitlistPassTypeParamSchema = WaitlistParamSchema.extend({ passTypeId: UuidSchema });

export const JoinWaitlistBodySchema = z.object({ passTypeId: UuidSchema });
export type JoinWaitlistBody = z.infer<typeof JoinWaitlistBodySchema>;

/** The acting member's place on a pass type's waitlist. */
export const WaitlistEntrySchema = z.object({
  id: z.string(),
  eventId: z.string(),
  passTypeId: z.string(),
  passType: z.object({ id: z.string(), name: z.string() }),
  status: WaitlistStatusSchema,
  /** 1 for the next in line, while waiting; null otherwise. */
  position: z.number().int().nullable(),
  offeredAt: z.string().nullable(),
  /** Until when the offered place is held in the member's cart. */
  offerExpiresAt: z.string().nullable(),
  createdAt: z.string(),
});
export type WaitlistEntry = z.infer<typeof WaitlistEntrySchema>;
