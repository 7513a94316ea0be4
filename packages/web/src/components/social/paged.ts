import { flattenPages } from '@convene/client';
import type { Envelope } from '@convene/contract';

/** What a List needs from an infinite query: the items and the load-more handler. */
export function pagedList<T>(query: {
  data: { pages: Envelope<T[]>[] } | undefined;
  isPending: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}) {
  return {
    items: flattenPages(query.data),
    loading: query.isPending,
    hasMore: query.hasNextPage,
    onEndReached: () => {
      if (query.hasNextPage && !query.isFetchingNextPage) void query.fetchNextPage();
    },
  };
}
