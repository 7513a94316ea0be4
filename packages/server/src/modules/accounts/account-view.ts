import type { Account, BaseAccount, Self } from '@convene/contract';
import { accounts } from '../../db/schema/index';

/**
 * How an account is shown: the columns to select and the mapping to the contract's
 * shapes. Every module that embeds an account (activities, members, notifications …)
 * selects `baseAccountColumns` and maps with `toBaseAccount`.
 */
export const baseAccountColumns = {
  id: accounts.id,
  username: accounts.username,
  accountType: accounts.accountType,
  firstName: accounts.firstName,
  lastName: accounts.lastName,
  title: accounts.title,
  company: accounts.company,
  image: accounts.image,
};

export type BaseAccountRow = {
  [K in keyof typeof baseAccountColumns]: (typeof accounts.$inferSelect)[K];
};
export type AccountRow = typeof accounts.$inferSelect;

export function toBaseAccount(row: BaseAccountRow): BaseAccount {
  return {
    id: row.id,
    username: row.username,
    accountType: row.accountType,
    firstName: row.firstName,
    lastName: row.lastName,
    title: row.title,
    company: row.company,
    image: row.image ?? null,
  };
}

export function toAccount(row: AccountRow): Account {
  return {
    ...toBaseAccount(row),
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
  };
}

export function toSelf(row: AccountRow, options: { primary: boolean }): Self {
  return {
    ...toAccount(row),
    email: row.email,
    phone: row.phone,
    locale: row.locale,
    primary: options.primary,
  };
}
