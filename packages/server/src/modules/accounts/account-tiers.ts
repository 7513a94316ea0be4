import { TIER_GRANTING_STATUSES, type Account, type BaseAccountTier } from '@convene/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { accountTiers, subscriptionProductTiers, subscriptions } from '../../db/schema/index';
import { bound, preparedStatement } from '../../lib/prepared';
import { inOrganization, type Scope } from '../../tenancy/scope';

/** What an account shows of its memberships (the SDK's `accountTiers` and `subscriptions`). */
export type AccountTierFields = Pick<Account, 'accountTiers' | 'subscriptions'>;

export const NO_TIERS: AccountTierFields = { accountTiers: [], subscriptions: [] };

/**
 * The tier rows of a page of accounts: one named statement (lib/prepared.ts), the ids bound
 * as an array, so a list of accounts neither builds nor plans this SQL per request.
 */
function tierRowsStatement(db: Executor) {
  return preparedStatement(db, 'account_tier_fields', () =>
    db
      .select({
        accountId: subscriptions.accountId,
        subscriptionId: subscriptions.id,
        tier: {
          id: accountTiers.id,
          slug: accountTiers.slug,
          priority: accountTiers.priority,
          name: accountTiers.name,
          iconName: accountTiers.iconName,
          color: accountTiers.color,
          image: accountTiers.image,
        },
      })
      .from(subscriptions)
      .innerJoin(
        subscriptionProductTiers,
        eq(subscriptionProductTiers.productId, subscriptions.productId),
      )
      .innerJoin(accountTiers, eq(accountTiers.id, subscriptionProductTiers.tierId))
      .where(
        and(
          inOrganization(subscriptions, { organizationId: bound('organizationId') }),
          sql`${subscriptions.accountId} = any(${sql.placeholder('accountIds')}::uuid[])`,
          inArray(subscriptions.status, [...TIER_GRANTING_STATUSES]),
        ),
      )
      .orderBy(subscriptions.createdAt, accountTiers.priority, accountTiers.name)
      .prepare('account_tier_fields'),
  );
}

/**
 * The tiers each account holds through its running memberships (the statuses that grant
 * them, decision 0035), and those memberships with their plans' tiers, in one read; the
 * tables only, so the accounts module does not import the subscriptions module.
 */
export async function accountTierFields(
  db: Executor,
  scope: Scope,
  accountIds: readonly string[],
): Promise<Map<string, AccountTierFields>> {
  const fields = new Map<string, AccountTierFields>();
  if (accountIds.length === 0) return fields;
  const rows = await tierRowsStatement(db).execute({
    organizationId: scope.organizationId,
    accountIds: [...new Set(accountIds)],
  });
  const plans = new Map<string, Map<string, BaseAccountTier[]>>();
  for (const row of rows) {
    const tier: BaseAccountTier = { ...row.tier, image: row.tier.image ?? null };
    const byAccount = plans.get(row.accountId) ?? new Map<string, BaseAccountTier[]>();
    plans.set(row.accountId, byAccount);
    byAccount.set(row.subscriptionId, [...(byAccount.get(row.subscriptionId) ?? []), tier]);
  }
  for (const [accountId, bySubscription] of plans) {
    const held = new Map<string, BaseAccountTier>();
    for (const tiers of bySubscription.values()) for (const tier of tiers) held.set(tier.id, tier);
    fields.set(accountId, {
      accountTiers: [...held.values()],
      subscriptions: [...bySubscription.values()].map((tiers) => ({
        subscriptionProduct: { tiers },
      })),
    });
  }
  return fields;
}
