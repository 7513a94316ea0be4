import { matchQuery, type Query, type QueryClient, type QueryKey } from '@tanstack/react-query';

/**
 * After a change that takes something away from the caller (a pass transferred to another
 * member): asked again, it answers 404. Its queries under `queryKey` are stopped and never
 * fetched again; each leaves the cache as soon as nothing shows it (its page goes). Removing
 * a query that a mounted page still observes would not do: that page's next render builds it
 * afresh and fetches it, and the answer is the 404.
 *
 * Whoever refreshes a wider key afterwards leaves these out (`isNotUnder`).
 */
export async function forgetWhenUnobserved(
  queryClient: QueryClient,
  queryKey: QueryKey,
): Promise<void> {
  const cache = queryClient.getQueryCache();
  await queryClient.cancelQueries({ queryKey });
  const sweep = () => {
    queryClient.removeQueries({ queryKey, type: 'inactive' });
    return cache.findAll({ queryKey }).length === 0;
  };
  if (sweep()) return;
  const unsubscribe = cache.subscribe((event) => {
    if (event.type === 'observerRemoved' && matchQuery({ queryKey }, event.query) && sweep())
      unsubscribe();
  });
}

/** A refresh filter's predicate that leaves out the queries under `queryKey`. */
export function isNotUnder(queryKey: QueryKey): (query: Query) => boolean {
  return (query) => !matchQuery({ queryKey }, query);
}
