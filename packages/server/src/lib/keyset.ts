import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { AppError } from './app-error';
import { pageWindow } from './envelope';

/**
 * Keyset (cursor) paging on `(created_at, id)`, newest first: the way to do lists
 * (packages/server/README.md). A page reads "the next `limit` rows after this position"
 * with the index `(organization_id, created_at, id)`, so deep pages cost what the first
 * does, and rows posted between two page reads neither repeat nor push others out.
 */

/** Where the previous page ended: the last row's exact `created_at` (µs, UTC) and id. */
export interface KeysetPosition {
  createdAt: string;
  id: string;
}

/** A list's window: a position to continue after, or a LIMIT/OFFSET page for `page` clients. */
export interface ListWindow {
  limit: number;
  offset: number;
  after: KeysetPosition | null;
}

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The opaque cursor the envelope carries, from a row's `position` (see positionSql). */
export function encodeCursor(position: string): string {
  return Buffer.from(position).toString('base64url');
}

/** Reads a cursor back; anything that is not one of ours is a 400 on `cursor`. */
export function decodeCursor(cursor: string): KeysetPosition {
  const [createdAt, id, ...rest] = Buffer.from(cursor, 'base64url').toString().split('|');
  if (rest.length > 0 || !createdAt || !id || !TIMESTAMP.test(createdAt) || !UUID.test(id))
    throw new AppError('VALIDATION', 'The cursor is not valid', { field: 'cursor' });
  return { createdAt, id };
}

/** The window of a list query: after the cursor when one is sent, else by page number. */
export function listWindow(query: { cursor?: string; page: number; pageSize: number }): ListWindow {
  if (query.cursor) return { limit: query.pageSize, offset: 0, after: decodeCursor(query.cursor) };
  return { ...pageWindow(query), after: null };
}

/** The next page's cursor: the last row's position when the page came back full, else null. */
export function nextCursor(rows: { position: string }[], limit: number): string | null {
  const last = rows.at(-1);
  return rows.length === limit && last ? encodeCursor(last.position) : null;
}

/**
 * The row's position (`timestamp|id`, encoded by encodeCursor), computed in SQL: `created_at` to the microsecond (a JS Date keeps
 * milliseconds only, which would skip rows sharing the millisecond) and the id.
 */
export function positionSql(createdAt: AnyColumn, id: AnyColumn): SQL<string> {
  return sql<string>`to_char(${createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') || '|' || ${id}::text`;
}

/** `(created_at, id) < position`: the rows after `position` in newest-first order. */
export function afterPosition(createdAt: AnyColumn, id: AnyColumn, position: KeysetPosition): SQL {
  return sql`(${createdAt}, ${id}) < (${position.createdAt}::timestamptz, ${position.id}::uuid)`;
}
