import { z } from 'zod';
import { ImageSchema } from '../people/account';
import { MAX_PAGE_SIZE } from './pagination';

/*
 * One search across the platform (decision 0070): events, groups, people, posts, channels
 * and contents, ranked by PostgreSQL full text in the viewer's language, each kind shown
 * only where its own lists would show it.
 */

/** What a search finds, in the order the results page lists its tabs. */
export const SEARCH_TYPES = [
  'events',
  'groups',
  'accounts',
  'activities',
  'channels',
  'contents',
] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];
export const SearchTypeSchema = z.enum(SEARCH_TYPES);

/** The longest search text (characters) and the most words a search uses. */
export const SEARCH_QUERY_MAX = 100;
export const SEARCH_WORDS_MAX = 8;
/** The deepest page a search answers (a search box, not an export). */
export const SEARCH_PAGE_MAX = 10;

export const SearchQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .min(1, 'Type something to search for')
    .max(SEARCH_QUERY_MAX, `A search holds at most ${SEARCH_QUERY_MAX} characters`),
  type: SearchTypeSchema.optional(),
  page: z.coerce.number().int().min(1).max(SEARCH_PAGE_MAX).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(10),
});
export type SearchQuery = z.infer<typeof SearchQuerySchema>;

/**
 * One result: its kind, id and the key its page is addressed by (a slug, a username, or
 * the id) under its parent's key (a content's channel; null for the others), a title, a
 * short summary of its text, an image and its rank (higher first).
 */
export const SearchHitSchema = z.object({
  type: SearchTypeSchema,
  id: z.string(),
  key: z.string(),
  parentKey: z.string().nullable(),
  title: z.string(),
  summary: z.string(),
  image: ImageSchema.nullable(),
  rank: z.number(),
});
export type SearchHit = z.infer<typeof SearchHitSchema>;

/** A page of ranked hits, and how many each kind holds in all (the tabs' counts). */
export const SearchResultsSchema = z.object({
  hits: z.array(SearchHitSchema),
  counts: z.object(
    Object.fromEntries(SEARCH_TYPES.map((type) => [type, z.number().int()])) as Record<
      SearchType,
      z.ZodNumber
    >,
  ),
});
export type SearchResults = z.infer<typeof SearchResultsSchema>;
