import { UUID_PATTERN } from '@convene/contract';
import { and, asc, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { accountInterests, interests } from '../../db/schema/index';
import { escapeLike, likePattern } from '../../lib/search';
import type { Page } from '../../tenancy/scope';

export type InterestRow = typeof interests.$inferSelect;

/** By id, slug or name (case-insensitive), within the organization. */
export async function findInterestByKey(
  db: Executor,
  organizationId: string,
  key: string,
  slug: string,
): Promise<InterestRow | undefined> {
  const match: SQL | undefined = UUID_PATTERN.test(key)
    ? eq(interests.id, key)
    : or(eq(interests.slug, slug), ilike(interests.name, escapeLike(key)));
  const [row] = await db
    .select()
    .from(interests)
    .where(and(eq(interests.organizationId, organizationId), match))
    .limit(1);
  return row;
}

export async function findInterestsByIds(
  db: Executor,
  organizationId: string,
  ids: string[],
): Promise<InterestRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(interests)
    .where(and(eq(interests.organizationId, organizationId), inArray(interests.id, ids)));
}

export async function findInterestsBySlugs(
  db: Executor,
  organizationId: string,
  slugs: string[],
): Promise<InterestRow[]> {
  if (slugs.length === 0) return [];
  return db
    .select()
    .from(interests)
    .where(and(eq(interests.organizationId, organizationId), inArray(interests.slug, slugs)));
}

const ORDER = { name: interests.name, createdAt: interests.createdAt } as const;
export type InterestOrderField = keyof typeof ORDER;
export const INTEREST_ORDER_FIELDS = Object.keys(ORDER) as InterestOrderField[];

export async function listInterests(
  db: Executor,
  organizationId: string,
  filter: { search?: string },
  order: { field: InterestOrderField; direction: 'asc' | 'desc' },
  page: Page,
): Promise<InterestRow[]> {
  const column = ORDER[order.field];
  return db
    .select()
    .from(interests)
    .where(
      and(
        eq(interests.organizationId, organizationId),
        filter.search ? ilike(interests.name, likePattern(filter.search)) : undefined,
      ),
    )
    .orderBy(
      desc(interests.featured),
      order.direction === 'desc' ? desc(column) : asc(column),
      asc(interests.id),
    )
    .limit(page.limit)
    .offset(page.offset);
}

export async function insertInterest(
  db: Executor,
  values: { organizationId: string; name: string; slug: string },
): Promise<InterestRow | undefined> {
  const [row] = await db.insert(interests).values(values).onConflictDoNothing().returning();
  return row;
}

export async function listAccountInterests(
  db: Executor,
  organizationId: string,
  accountId: string,
  page: Page,
): Promise<InterestRow[]> {
  const rows = await db
    .select({ interest: interests })
    .from(accountInterests)
    .innerJoin(interests, eq(interests.id, accountInterests.interestId))
    .where(
      and(
        eq(accountInterests.organizationId, organizationId),
        eq(accountInterests.accountId, accountId),
      ),
    )
    .orderBy(asc(interests.name), asc(interests.id))
    .limit(page.limit)
    .offset(page.offset);
  return rows.map((row) => row.interest);
}

/** Replaces the account's interests with `interestIds`. */
export async function replaceAccountInterests(
  db: Executor,
  organizationId: string,
  accountId: string,
  interestIds: string[],
): Promise<void> {
  await db
    .delete(accountInterests)
    .where(
      and(
        eq(accountInterests.organizationId, organizationId),
        eq(accountInterests.accountId, accountId),
      ),
    );
  if (interestIds.length === 0) return;
  await db
    .insert(accountInterests)
    .values(interestIds.map((interestId) => ({ organizationId, accountId, interestId })));
}
