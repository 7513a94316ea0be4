import { z } from 'zod';
import { AccountSchema } from '../people/account';
import { MediaListQuerySchema } from '../people/accounts-social';
import { ActivitySchema } from '../community/activities';
import { defineEndpoint } from '../core/endpoint';
import { EventPassTypesQuerySchema, EventPassTypesSchema } from './event-tickets';
import {
  EventKeyParamSchema,
  EventListQuerySchema,
  EventSchema,
  EventSummarySchema,
  FeaturedEventsQuerySchema,
  PastEventsQuerySchema,
} from './events';
import { KeysetListQuerySchema } from '../core/pagination';

const tags = ['events'];

/**
 * The event catalogue: lists, the event by id or slug, its posts and registrants, and
 * what it sells. Only `ready` events are public ('Event not public', 403, otherwise);
 * a group-only event answers 453 to whoever is not a member of its group.
 */
export const eventEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/events',
    auth: 'public',
    module: 'events',
    tags,
    summary:
      'Public events: upcoming soonest first, or past=true latest first; featured=true; search; from/to, interest, attendance (online, inPerson), price (free, paid)',
    query: EventListQuerySchema,
    data: z.array(EventSummarySchema),
  }),
  featured: defineEndpoint({
    method: 'GET',
    path: '/events/featured',
    auth: 'public',
    module: 'events',
    tags,
    summary: 'Featured upcoming events, soonest first',
    query: FeaturedEventsQuerySchema,
    data: z.array(EventSummarySchema),
  }),
  detail: defineEndpoint({
    method: 'GET',
    path: '/events/:eventId',
    auth: 'public',
    module: 'events',
    tags,
    summary: 'An event by id or slug, with its agenda, speakers, sponsors, FAQs and pages',
    params: EventKeyParamSchema,
    data: EventSchema,
  }),
  activities: defineEndpoint({
    method: 'GET',
    path: '/events/:eventId/activities',
    auth: 'public',
    module: 'events',
    tags,
    summary: 'Posts about an event, newest first',
    params: EventKeyParamSchema,
    query: KeysetListQuerySchema,
    data: z.array(ActivitySchema),
  }),
  media: defineEndpoint({
    method: 'GET',
    path: '/events/:eventId/media',
    auth: 'public',
    module: 'events',
    tags,
    summary: 'Posts about an event with images (type=images, the default) or videos',
    params: EventKeyParamSchema,
    query: MediaListQuerySchema,
    data: z.array(ActivitySchema),
  }),
  registrants: defineEndpoint({
    method: 'GET',
    path: '/events/:eventId/registrants',
    auth: 'public',
    module: 'events',
    tags,
    summary: 'Accounts registered for an event, newest first (only when the event shows them)',
    params: EventKeyParamSchema,
    query: KeysetListQuerySchema,
    data: z.array(AccountSchema),
  }),
  passTypes: defineEndpoint({
    method: 'GET',
    path: '/events/:eventId/passTypes',
    auth: 'public',
    module: 'events',
    tags,
    summary: 'The pass types and packages on sale (ticketId: that pass type alone)',
    params: EventKeyParamSchema,
    query: EventPassTypesQuerySchema,
    data: EventPassTypesSchema,
  }),
  selfEvents: defineEndpoint({
    method: 'GET',
    path: '/self/events',
    auth: 'account',
    module: 'events',
    tags: ['self'],
    summary: 'Events the acting account is registered for: upcoming, or past=true',
    query: PastEventsQuerySchema,
    data: z.array(EventSummarySchema),
  }),
};
