import { defineEndpoint } from './endpoint';
import { SearchQuerySchema, SearchResultsSchema } from './search';

/**
 * One search across the platform (decision 0070): anyone may search; each kind answers
 * only when its module is on and not locked for the caller, and only what its own lists
 * would show them. An empty or too long `q` is a 400.
 */
export const searchEndpoints = {
  search: defineEndpoint({
    method: 'GET',
    path: '/search',
    auth: 'public',
    tags: ['search'],
    summary: 'Events, groups, people, posts, channels and contents matching q, best first',
    query: SearchQuerySchema,
    data: SearchResultsSchema,
  }),
};
