import type { BaseAccount } from '@convene/contract';
import { and, inArray } from 'drizzle-orm';
import type { RequestContext } from '../../context';
import { accounts } from '../../db/schema/index';
import { anyOfBoundIds, boundScope, preparedStatement } from '../../lib/prepared';
import { inOrganization } from '../../tenancy/scope';
import { sharedViewKind, sharedViewsOf } from '../../tenancy/shared-views';
import { baseAccountColumns, toBaseAccount } from './sql';

const ACCOUNT_CARDS = sharedViewKind<BaseAccount>('account-card');

/**
 * Account summaries of this organization among `ids`, by id (unknown ids are left out). A
 * summary reads the same for everyone, so it is a shared view kept per data version
 * (tenancy/shared-views.ts, decision 0078): the ones a node does not keep are read in one
 * statement. Read-only: callers embed them as they are.
 */
export async function baseAccountsByIds(
  ctx: RequestContext,
  ids: string[],
): Promise<Map<string, BaseAccount>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const summaries = await sharedViewsOf(
    ctx,
    ACCOUNT_CARDS,
    unique.map((id) => ({ id })),
    (missing) => readBaseAccounts(ctx, missing),
    (summary) => summary,
  );
  return new Map(summaries.map((summary) => [summary.id, summary]));
}

async function readBaseAccounts(
  ctx: RequestContext,
  ids: readonly string[],
): Promise<Map<string, BaseAccount>> {
  const statement = preparedStatement(ctx.db, 'base_accounts_by_ids', () =>
    ctx.db
      .select(baseAccountColumns)
      .from(accounts)
      .where(and(inOrganization(accounts, boundScope()), anyOfBoundIds(accounts.id)))
      .prepare('base_accounts_by_ids'),
  );
  const rows = await statement.execute({ organizationId: ctx.scope.organizationId, ids });
  return new Map(rows.map((row) => [row.id, toBaseAccount(row)]));
}

/**
 * Account summaries of this organization whose username is among `usernames` (usernames
 * are lower case, so the names are too), keyed by username: how @mentions resolve.
 */
export async function baseAccountsByUsernames(
  ctx: RequestContext,
  usernames: string[],
): Promise<Map<string, BaseAccount>> {
  const unique = [...new Set(usernames.map((name) => name.toLowerCase()))];
  if (unique.length === 0) return new Map();
  const rows = await ctx.db
    .select(baseAccountColumns)
    .from(accounts)
    .where(and(inOrganization(accounts, ctx.scope), inArray(accounts.username, unique)));
  return new Map(rows.map((row) => [row.username, toBaseAccount(row)]));
}
