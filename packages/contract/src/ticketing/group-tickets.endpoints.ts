import { z } from 'zod';
import { AttendeeParamSchema } from './attendee';
import { defineEndpoint } from '../core/endpoint';
import { AttendeeCouponParamSchema, ManagedCouponPassSchema } from './group-tickets';
import { ManagedCouponSchema } from './registration-offer';

const tags = ['attendee'];
const module = 'events';
const base = '/self/events/:eventId/attendee/coupons';

/**
 * The group tickets (pre-paid coupons) the acting account bought for an event: each with
 * how many passes used it, and those passes. Another account's coupon is 404.
 */
export const groupTicketEndpoints = {
  coupons: defineEndpoint({
    method: 'GET',
    path: base,
    auth: 'account',
    module,
    tags,
    summary: 'The group tickets (pre-paid coupons) the account bought, with their uses',
    params: AttendeeParamSchema,
    data: z.array(ManagedCouponSchema),
  }),
  coupon: defineEndpoint({
    method: 'GET',
    path: `${base}/:couponId`,
    auth: 'account',
    module,
    tags,
    summary: 'One group ticket coupon the account bought, with its uses',
    params: AttendeeCouponParamSchema,
    data: ManagedCouponSchema,
  }),
  passes: defineEndpoint({
    method: 'GET',
    path: `${base}/:couponId/passes`,
    auth: 'account',
    module,
    tags,
    summary: 'The passes redeemed with the coupon and who holds them, oldest first',
    params: AttendeeCouponParamSchema,
    data: z.array(ManagedCouponPassSchema),
  }),
};
