import type { Account, Self } from '@convene/contract';
import type { accounts } from '../../db/schema/index';
import { NO_TIERS, type AccountTierFields } from './account-tiers';
import { toBaseAccount } from './sql';

/**
 * How an account is shown in full (its profile, the signed-in self). Every module that
 * embeds an account (activities, members, notifications …) selects the summary columns
 * and maps with `toBaseAccount`, both in sql.ts.
 */
export type AccountRow = typeof accounts.$inferSelect;

/**
 * `tiers`: from `accountTierFields`, read for the accounts shown. The summary's object gets
 * the other fields assigned: spreading it into a literal this size is V8's slow path, about
 * 25 µs a call on Node 20, which made this the directory's costliest function
 * (bench/README.md, "Spreads").
 */
export function toAccount(row: AccountRow, tiers: AccountTierFields = NO_TIERS): Account {
  return Object.assign(toBaseAccount(row), {
    accountTiers: tiers.accountTiers,
    subscriptions: tiers.subscriptions,
    video: null,
    banner: row.banner ?? null,
    bio: row.bio,
    website: row.website,
    facebook: row.facebook,
    instagram: row.instagram,
    linkedIn: row.linkedIn,
    twitter: row.twitter,
    tikTok: row.tikTok,
    youtube: row.youtube,
    discord: row.discord,
    timezone: row.timezone,
    disabled: row.disabled,
    createdAt: row.createdAt.toISOString(),
    _count: { followers: row.followersCount, following: row.followingCount },
  });
}

export function toSelf(
  row: AccountRow,
  options: { primary: boolean; tiers?: AccountTierFields },
): Self {
  return {
    ...toAccount(row, options.tiers),
    email: row.email,
    phone: row.phone,
    locale: row.locale,
    primary: options.primary,
    dietaryRestrictions: null,
    shareCode: null,
  };
}
