import { UUID_PATTERN } from '@convene/contract';
import { and, eq, ilike } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { series } from '../../../db/schema/index';
import { likePattern } from '../../../lib/search';
import { inOrganization, type Page, type Scope } from '../../../tenancy/scope';

export type SeriesRow = typeof series.$inferSelect;

/** The series of the organization, in their order (names containing `search`). */
export function selectSeries(
  db: Executor,
  scope: Scope,
  search: string | undefined,
  page: Page,
): Promise<SeriesRow[]> {
  return db
    .select()
    .from(series)
    .where(
      and(
        inOrganization(series, scope),
        search ? ilike(series.name, likePattern(search)) : undefined,
      ),
    )
    .orderBy(series.sortOrder, series.name, series.id)
    .limit(page.limit)
    .offset(page.offset);
}

/** A series by id or slug. */
export async function findSeries(
  db: Executor,
  scope: Scope,
  key: string,
): Promise<SeriesRow | undefined> {
  const condition = UUID_PATTERN.test(key)
    ? eq(series.id, key)
    : eq(series.slug, key.toLowerCase());
  const [row] = await db
    .select()
    .from(series)
    .where(and(inOrganization(series, scope), condition));
  return row;
}
