import type {
  Account,
  BaseAccount,
  ListQuery,
  SearchListValue,
  SponsorshipLevel,
} from '@convene/contract';
import { and, asc, eq, ilike, inArray, or } from 'drizzle-orm';
import type { RequestContext } from '../../context';
import {
  searchListValues,
  searchLists,
  sponsorshipLevelAccounts,
  sponsorshipLevels,
} from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { pageWindow } from '../../lib/envelope';
import { likePattern } from '../../lib/search';
import { inOrganization } from '../../tenancy/scope';
import { accountMapper } from '../accounts/index';
import { accountSummaryColumns, accountsAs, toBaseAccount } from '../accounts/sql';

const accounts = accountsAs('level_accounts');
const baseAccountColumns = accountSummaryColumns(accounts);

type LevelRow = typeof sponsorshipLevels.$inferSelect;

/** How many accounts a level embeds (the rest are paged at `/levels/{id}/accounts`). */
const EMBEDDED_ACCOUNTS = 25;

async function accountsOfLevels(
  ctx: RequestContext,
  levelIds: readonly string[],
): Promise<Map<string, BaseAccount[]>> {
  const byLevel = new Map<string, BaseAccount[]>();
  if (!levelIds.length) return byLevel;
  const rows = await ctx.db
    .select({ levelId: sponsorshipLevelAccounts.levelId, account: baseAccountColumns })
    .from(sponsorshipLevelAccounts)
    .innerJoin(accounts, eq(accounts.id, sponsorshipLevelAccounts.accountId))
    .where(
      and(
        inOrganization(accounts, ctx.scope),
        inArray(sponsorshipLevelAccounts.levelId, [...levelIds]),
      ),
    )
    .orderBy(asc(sponsorshipLevelAccounts.sortOrder), asc(accounts.username));
  for (const row of rows) {
    const list = byLevel.get(row.levelId) ?? [];
    if (list.length < EMBEDDED_ACCOUNTS) list.push(toBaseAccount(row.account));
    byLevel.set(row.levelId, list);
  }
  return byLevel;
}

function toLevel(row: LevelRow, levelAccounts: BaseAccount[]): SponsorshipLevel {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    subtitle: row.subtitle,
    color: row.color,
    scale: row.scale,
    image: row.image ?? null,
    description: row.description,
    sortOrder: row.sortOrder,
    accounts: levelAccounts,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function listLevels(
  ctx: RequestContext,
  query: ListQuery,
): Promise<SponsorshipLevel[]> {
  const window = pageWindow(query);
  const rows = await ctx.db
    .select()
    .from(sponsorshipLevels)
    .where(inOrganization(sponsorshipLevels, ctx.scope))
    .orderBy(
      asc(sponsorshipLevels.sortOrder),
      asc(sponsorshipLevels.name),
      asc(sponsorshipLevels.id),
    )
    .limit(window.limit)
    .offset(window.offset);
  const byLevel = await accountsOfLevels(
    ctx,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toLevel(row, byLevel.get(row.id) ?? []));
}

export async function requireLevel(ctx: RequestContext, id: string): Promise<LevelRow> {
  const [row] = await ctx.db
    .select()
    .from(sponsorshipLevels)
    .where(and(inOrganization(sponsorshipLevels, ctx.scope), eq(sponsorshipLevels.id, id)));
  if (!row) throw new AppError('NOT_FOUND', 'Level not found');
  return row;
}

export async function getLevel(ctx: RequestContext, id: string): Promise<SponsorshipLevel> {
  const row = await requireLevel(ctx, id);
  return toLevel(row, (await accountsOfLevels(ctx, [row.id])).get(row.id) ?? []);
}

/** `GET /levels/{id}/accounts`: a page of its accounts (search: username or name). */
export async function listLevelAccounts(
  ctx: RequestContext,
  id: string,
  query: ListQuery,
): Promise<Account[]> {
  const level = await requireLevel(ctx, id);
  const window = pageWindow(query);
  const pattern = query.search ? likePattern(query.search) : null;
  const rows = await ctx.db
    .select({ account: accounts })
    .from(sponsorshipLevelAccounts)
    .innerJoin(accounts, eq(accounts.id, sponsorshipLevelAccounts.accountId))
    .where(
      and(
        inOrganization(accounts, ctx.scope),
        eq(sponsorshipLevelAccounts.levelId, level.id),
        pattern
          ? or(
              ilike(accounts.username, pattern),
              ilike(accounts.firstName, pattern),
              ilike(accounts.lastName, pattern),
            )
          : undefined,
      ),
    )
    .orderBy(asc(sponsorshipLevelAccounts.sortOrder), asc(accounts.username))
    .limit(window.limit)
    .offset(window.offset);
  const toAccount = await accountMapper(
    ctx,
    rows.map((row) => row.account),
  );
  return rows.map((row) => toAccount(row.account));
}

/** `GET /searchlists/{id}/values`: alphabetical, paged, those containing `search`. */
export async function listSearchListValues(
  ctx: RequestContext,
  id: string,
  query: ListQuery,
): Promise<SearchListValue[]> {
  const scope = ctx.scope;
  const [list] = await ctx.db
    .select({ id: searchLists.id })
    .from(searchLists)
    .where(and(inOrganization(searchLists, scope), eq(searchLists.id, id)));
  if (!list) throw new AppError('NOT_FOUND', 'Search list not found');
  const window = pageWindow(query);
  return ctx.db
    .select({ id: searchListValues.id, value: searchListValues.value })
    .from(searchListValues)
    .where(
      and(
        eq(searchListValues.searchListId, list.id),
        query.search ? ilike(searchListValues.value, likePattern(query.search)) : undefined,
      ),
    )
    .orderBy(asc(searchListValues.value), asc(searchListValues.id))
    .limit(window.limit)
    .offset(window.offset);
}
