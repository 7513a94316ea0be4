import type { Envelope, ListQuery } from '@convene/contract';

export function ok<T>(
  data: T,
  extras: { message?: string; count?: number; cursor?: string | null } = {},
): Envelope<T> {
  return { status: 'ok', ...extras, data };
}

/** `{ status: "ok", message: "ok" }`: the answer to sending group invitations. */
export function okMessage(): { status: 'ok'; message: 'ok' } {
  return { status: 'ok', message: 'ok' };
}

/** LIMIT/OFFSET for a 1-based page. */
export function pageWindow(query: Pick<ListQuery, 'page' | 'pageSize'>): {
  limit: number;
  offset: number;
} {
  return { limit: query.pageSize, offset: (query.page - 1) * query.pageSize };
}

/** Splits `field` or `field:desc` against the fields a list allows; unknown fields fall back. */
export function parseOrderBy<const F extends string>(
  orderBy: string | undefined,
  allowed: readonly F[],
  fallback: { field: F; direction: 'asc' | 'desc' },
): { field: F; direction: 'asc' | 'desc' } {
  if (!orderBy) return fallback;
  const [field, direction] = orderBy.split(':');
  if (!field || !(allowed as readonly string[]).includes(field)) return fallback;
  return { field: field as F, direction: direction === 'desc' ? 'desc' : 'asc' };
}
