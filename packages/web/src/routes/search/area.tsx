import { defineArea, page } from '../../app/area';

/**
 * Search (decision 0070): /search?q=&type=&page= — every result of the platform's search,
 * by kind in tabs, the address shareable. The header's box suggests the best few.
 */
export const searchArea = defineArea({
  id: 'search',
  routes: [page('search', () => import('./search-page'), 'SearchPage', { title: 'search.title' })],
});
