import { z } from 'zod';

export const DEFAULT_PAGE_SIZE = 10;
export const DEFAULT_CURSOR_PAGE_SIZE = 25;
export const MAX_PAGE_SIZE = 100;

/** `page` (1-based), `pageSize`, `orderBy` (`field` or `field:desc`), `search`. */
export const ListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  orderBy: z
    .string()
    .regex(/^[A-Za-z_][A-Za-z0-9_.]*(:(asc|desc))?$/, 'orderBy must be "field" or "field:desc"')
    .optional(),
  search: z.string().trim().max(200).optional(),
});
export type ListQuery = z.infer<typeof ListQuerySchema>;

/** Longest cursor a list accepts (a cursor carries the last row's sort values, names included). */
export const CURSOR_MAX = 2000;

/**
 * A list paged by keyset: `cursor` (the envelope's `cursor` of the previous page, opaque)
 * reads the page after it; `page` still works for clients that send it, and the answer
 * carries the next page's cursor either way.
 */
export const KeysetListQuerySchema = ListQuerySchema.extend({
  cursor: z.string().max(CURSOR_MAX).optional(),
});
export type KeysetListQuery = z.infer<typeof KeysetListQuerySchema>;

export const CursorQuerySchema = z.object({
  cursor: z.string().max(200).optional(),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_CURSOR_PAGE_SIZE),
  search: z.string().trim().max(200).optional(),
});
export type CursorQuery = z.infer<typeof CursorQuerySchema>;

/** Query booleans arrive as strings: 'true' | 'false'. */
export const QueryBoolean = z.enum(['true', 'false']).transform((value) => value === 'true');

/** A next page exists when the page came back full. */
export function hasNextPage(itemsOnPage: number, pageSize: number): boolean {
  return itemsOnPage === pageSize;
}
