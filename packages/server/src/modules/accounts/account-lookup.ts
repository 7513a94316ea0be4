import type { BaseAccount } from '@convene/contract';
import { and, inArray } from 'drizzle-orm';
import type { RequestContext } from '../../context';
import { accounts } from '../../db/schema/index';
import { anyOfBoundIds, boundScope, preparedStatement } from '../../lib/prepared';
import { inOrganization } from '../../tenancy/scope';
import { baseAccountColumns, toBaseAccount } from './sql';

/** Account summaries of this organization among `ids`, by id (unknown ids are left out). */
export async function baseAccountsByIds(
  ctx: RequestContext,
  ids: string[],
): Promise<Map<string, BaseAccount>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const statement = preparedStatement(ctx.db, 'base_accounts_by_ids', () =>
    ctx.db
      .select(baseAccountColumns)
      .from(accounts)
      .where(and(inOrganization(accounts, boundScope()), anyOfBoundIds(accounts.id)))
      .prepare('base_accounts_by_ids'),
  );
  const rows = await statement.execute({ organizationId: ctx.scope.organizationId, ids: unique });
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
