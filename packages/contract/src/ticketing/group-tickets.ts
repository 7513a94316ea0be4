import { z } from 'zod';
import { BaseAccountSchema } from '../people/account';
import { AttendeeParamSchema } from './attendee';
import { PassStatusSchema } from './event-tickets';
import { UuidSchema } from '../core/ids';
import { CouponSchema } from './registration-offer';

/*
 * Group tickets (SDK queries/self/attendee coupons): a buyer of pre-paid coupon
 * tickets (the coupon intent) manages them under `/self/events/{id}/attendee/coupons`;
 * colleagues redeem the code in their registration, one pass per use.
 */

export const GROUP_TICKET_MESSAGES = {
  couponNotFound: 'Coupon not found',
} as const;

export const AttendeeCouponParamSchema = AttendeeParamSchema.extend({ couponId: UuidSchema });

/** SDK ManagedCouponPass: a pass redeemed with the coupon, and who holds it. */
export const ManagedCouponPassSchema = z.object({
  id: z.string(),
  status: PassStatusSchema,
  coupon: CouponSchema,
  registration: z.object({ account: BaseAccountSchema }),
  createdAt: z.string(),
});
export type ManagedCouponPass = z.infer<typeof ManagedCouponPassSchema>;
