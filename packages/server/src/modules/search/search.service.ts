import {
  SEARCH_TYPES,
  SEARCH_WORDS_MAX,
  type SearchHit,
  type SearchQuery,
  type SearchResults,
  type SearchType,
} from '@convene/contract';
import type { RequestContext } from '../../context';
import { prepareSearchQuery, searchWords } from '../../db/full-text';
import { AppError } from '../../lib/app-error';
import { rankedSearch, type SearchAnswer } from '../../lib/ranked-search';
import type { SearchSource } from '../seams';

/*
 * One search across the platform (decision 0070). The words are stemmed in the caller's
 * language once; each kind is searched by the module that owns it (the `searchSources`
 * seam), only where its module is on and not locked behind a tier for the caller, and the
 * hits are merged by rank.
 */

const NOTHING: SearchAnswer = { hits: [], total: 0 };

/** The source of `type` when the caller may use its module (on, and not tier-locked). */
function openSource(ctx: RequestContext, type: SearchType): SearchSource | undefined {
  const source = ctx.seams.searchSources[type];
  if (!source || !ctx.organization.modules.includes(source.module)) return undefined;
  return ctx.moduleLocks?.has(source.module) ? undefined : source;
}

export async function search(ctx: RequestContext, input: SearchQuery): Promise<SearchResults> {
  const words = searchWords(input.q, SEARCH_WORDS_MAX);
  if (!words.length) {
    throw new AppError('VALIDATION', 'Search for a word (letters or digits)', { field: 'q' });
  }
  const query = await prepareSearchQuery(ctx.db, words, ctx.locale);
  const wanted = input.page * input.pageSize;
  // Every kind answers its total for the tabs; the kinds not asked for, one hit only.
  const answers = await Promise.all(
    SEARCH_TYPES.map((type) => {
      const source = openSource(ctx, type);
      if (!source) return NOTHING;
      const limit = !input.type || input.type === type ? wanted : 1;
      return rankedSearch(ctx.db, type, source.statement(ctx), { query, limit });
    }),
  );
  const counts = Object.fromEntries(
    SEARCH_TYPES.map((type, index) => [type, answers[index]?.total ?? 0]),
  ) as Record<SearchType, number>;
  const hits: SearchHit[] = SEARCH_TYPES.flatMap((type, index) =>
    !input.type || input.type === type ? (answers[index]?.hits ?? []) : [],
  );
  // Best first; a tie keeps the order of the kinds, then each kind's own order (stable sort).
  hits.sort((a, b) => b.rank - a.rank);
  return { hits: hits.slice(wanted - input.pageSize, wanted), counts };
}
