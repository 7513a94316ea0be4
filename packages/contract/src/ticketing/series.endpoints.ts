import { z } from 'zod';
import { defineEndpoint } from '../core/endpoint';
import {
  EventSchema,
  PastEventsQuerySchema,
  SeriesKeyParamSchema,
  SeriesListQuerySchema,
  SeriesSchema,
} from './events';

const tags = ['series'];

/** Series of events (SDK queries/series); their events follow the catalogue's rules. */
export const seriesEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/series',
    auth: 'public',
    module: 'events',
    tags,
    summary: 'Series of events, in their order (search names)',
    query: SeriesListQuerySchema,
    data: z.array(SeriesSchema),
  }),
  detail: defineEndpoint({
    method: 'GET',
    path: '/series/:seriesId',
    auth: 'public',
    module: 'events',
    tags,
    summary: 'A series by id or slug',
    params: SeriesKeyParamSchema,
    data: SeriesSchema,
  }),
  events: defineEndpoint({
    method: 'GET',
    path: '/series/:seriesId/events',
    auth: 'public',
    module: 'events',
    tags,
    summary:
      'Public events of a series, each in full (SDK Event): upcoming soonest first, or past=true latest first',
    params: SeriesKeyParamSchema,
    query: PastEventsQuerySchema,
    data: z.array(EventSchema),
  }),
};
