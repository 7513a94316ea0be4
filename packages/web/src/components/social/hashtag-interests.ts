import { ApiError, fetchData, interestQueries, useApiClient } from '@convene/client';
import { interestEndpoints, interestSlug } from '@convene/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useModuleEnabled } from '../../app/config-context';

/** The server's hashtag: `#` after a space or punctuation, 2 to 60 letters, digits, `_` or `-`. */
const HASHTAG = /(?:^|[^\p{L}\p{N}_#])#([\p{L}\p{N}][\p{L}\p{N}_-]{1,59})/gu;
/** As many as the server resolves for one message. */
const HASHTAGS_RESOLVED = 10;

/** The hashtags of a message as typed, one per interest slug, at most 10. */
export function hashtagsOf(message: string): string[] {
  const bySlug = new Map<string, string>();
  for (const match of message.matchAll(HASHTAG)) {
    const slug = interestSlug(match[1]!);
    if (slug && !bySlug.has(slug)) bySlug.set(slug, match[1]!);
  }
  return [...bySlug.values()].slice(0, HASHTAGS_RESOLVED);
}

/**
 * Before posting: every hashtag that names no interest yet becomes one (any member may add
 * an interest), so the server links it like the existing ones and it opens the interest's
 * page. Best effort: a tag that cannot be added stays plain text, the post goes out anyway.
 */
export function useHashtagInterests(): (message: string) => Promise<void> {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const enabled = useModuleEnabled('interests');
  return useCallback(
    async (message: string) => {
      const tags = enabled ? hashtagsOf(message) : [];
      if (tags.length === 0) return;
      const added = await Promise.all(
        tags.map(async (name) => {
          try {
            await fetchData(api, interestEndpoints.detail, {
              params: { interest: interestSlug(name) },
            });
            return false;
          } catch (error) {
            if (!(error instanceof ApiError && error.isNotFound)) return false;
            return fetchData(api, interestEndpoints.create, { body: { interest: { name } } }).then(
              () => true,
              () => false,
            );
          }
        }),
      );
      if (added.some(Boolean))
        await queryClient.invalidateQueries({ queryKey: interestQueries.lists() });
    },
    [api, queryClient, enabled],
  );
}
