import { z } from 'zod';
import { defineEndpoint } from '../core/endpoint';
import {
  JoinWaitlistBodySchema,
  WaitlistEntrySchema,
  WaitlistParamSchema,
  WaitlistPassTypeParamSchema,
} from './waitlist';

const tags = ['waitlist'];
const module = 'events';
const base = '/self/events/:eventId/waitlist';

/** The acting member's places on the waitlists of an event's sold-out pass types. */
export const waitlistEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: base,
    auth: 'account',
    module,
    tags,
    summary: 'The member’s waitlist entries for the event (waiting, offered, and past ones)',
    params: WaitlistParamSchema,
    data: z.array(WaitlistEntrySchema),
  }),
  join: defineEndpoint({
    method: 'POST',
    path: base,
    auth: 'account',
    module,
    tags,
    summary: 'Joins the waitlist of a sold-out pass type (joining again answers the same entry)',
    params: WaitlistParamSchema,
    body: JoinWaitlistBodySchema,
    data: WaitlistEntrySchema,
  }),
  leave: defineEndpoint({
    method: 'DELETE',
    path: `${base}/:passTypeId`,
    auth: 'account',
    module,
    tags,
    summary: 'Leaves the waitlist of a pass type (an offer held is given to the next in line)',
    params: WaitlistPassTypeParamSchema,
    data: z.null(),
  }),
};
