import { queryOptions } from '@tanstack/react-query';
import type { Messages } from './compiled-messages';

/** A locale's messages from /lang/{locale}.json, fetched on first use and kept. */
export function langQuery(locale: string) {
  return queryOptions({
    queryKey: ['lang', locale] as const,
    queryFn: async ({ signal }): Promise<Messages> => {
      const response = await fetch(`/lang/${encodeURIComponent(locale)}.json`, { signal });
      if (!response.ok) throw new Error(`Locale ${locale} not found`);
      return (await response.json()) as Messages;
    },
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
}
