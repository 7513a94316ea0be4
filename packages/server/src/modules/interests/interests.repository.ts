import { UUID_PATTERN } from '@convene/contract';
import { and, asc, desc, eq, ilike, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { accountInterests, interests } from '../../db/schema/index';
import { escapeLike, likePattern } from '../../lib/search';
import { inOrganization, type Page, type Scope } from '../../tenancy/scope';
import { accountsAs, accountSummaryColumns, enabledAccountsOf } from '../accounts/sql';

const interestedAccounts = accountsAs('interested_accounts');

export type InterestRow = typeof interests.$inferSelect;

/** By id, slug or name (case-insensitive), within the organization. */
export async function findInterestByKey(
  db: Executor,
  scope: Scope,
  key: string,
  slug: string,
): Promise<InterestRow | undefined> {
  const match: SQL | undefined = UUID_PATTERN.test(key)
    ? eq(interests.id, key)
    : or(eq(interests.slug, slug), ilike(interests.name, escapeLike(key)));
  const [row] = await db
    .select()
    .from(interests)
    .where(and(inOrganization(interests, scope), match))
    .limit(1);
  return row;
}

export async function findInterestsByIds(
  db: Executor,
  scope: Scope,
  ids: string[],
): Promise<InterestRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(interests)
    .where(and(inOrganization(interests, scope), inArray(interests.id, ids)));
}

export async function findInterestsBySlugs(
  db: Executor,
  scope: Scope,
  slugs: string[],
): Promise<InterestRow[]> {
  if (slugs.length === 0) return [];
  return db
    .select()
    .from(interests)
    .where(and(inOrganization(interests, scope), inArray(interests.slug, slugs)));
}

const ORDER = { name: interests.name, createdAt: interests.createdAt } as const;
export type InterestOrderField = keyof typeof ORDER;
export const INTEREST_ORDER_FIELDS = Object.keys(ORDER) as InterestOrderField[];

export async function listInterests(
  db: Executor,
  scope: Scope,
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
        inOrganization(interests, scope),
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
  scope: Scope,
  accountId: string,
  page: Page,
): Promise<InterestRow[]> {
  const rows = await db
    .select({ interest: interests })
    .from(accountInterests)
    .innerJoin(interests, eq(interests.id, accountInterests.interestId))
    .where(and(inOrganization(accountInterests, scope), eq(accountInterests.accountId, accountId)))
    .orderBy(asc(interests.name), asc(interests.id))
    .limit(page.limit)
    .offset(page.offset);
  return rows.map((row) => row.interest);
}

/** Replaces the account's interests with `interestIds`. */
export async function replaceAccountInterests(
  db: Executor,
  scope: Scope,
  accountId: string,
  interestIds: string[],
): Promise<void> {
  await db
    .delete(accountInterests)
    .where(and(inOrganization(accountInterests, scope), eq(accountInterests.accountId, accountId)));
  if (interestIds.length === 0) return;
  await db.insert(accountInterests).values(
    interestIds.map((interestId) => ({
      organizationId: scope.organizationId,
      accountId,
      interestId,
    })),
  );
}

/** The first `perInterest` enabled accounts that hold each of `interestIds` (earliest first). */
export async function accountsOfInterests(
  db: Executor,
  scope: Scope,
  interestIds: string[],
  perInterest: number,
) {
  if (interestIds.length === 0) return [];
  const ranked = db
    .select({
      interestId: accountInterests.interestId,
      account: accountSummaryColumns(interestedAccounts),
      rank: sql<number>`row_number() over (partition by ${accountInterests.interestId} order by ${accountInterests.createdAt}, ${accountInterests.accountId})`.as(
        'rank',
      ),
    })
    .from(accountInterests)
    .innerJoin(interestedAccounts, eq(interestedAccounts.id, accountInterests.accountId))
    .where(
      and(
        inOrganization(accountInterests, scope),
        inArray(accountInterests.interestId, interestIds),
        enabledAccountsOf(interestedAccounts, scope),
      ),
    )
    .as('ranked');
  return db
    .select({ interestId: ranked.interestId, account: ranked.account })
    .from(ranked)
    .where(lte(ranked.rank, perInterest))
    .orderBy(asc(ranked.rank));
}
