import type { Image } from '@convene/contract';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { searchDocument } from '../full-text';
import { createdAt, id, organizationId, updatedAt } from './columns';
import { logins } from './identity';
import { organizations } from './organizations';

/** The search document of an account (db/full-text.ts): its index and its queries share it. */
function accountSearchDocumentParts(table: {
  firstName: AnyPgColumn;
  lastName: AnyPgColumn;
  username: AnyPgColumn;
  title: AnyPgColumn;
  company: AnyPgColumn;
  bio: AnyPgColumn;
}) {
  return searchDocument([
    [table.firstName, 'A'],
    [table.lastName, 'A'],
    [table.username, 'A'],
    [table.title, 'B'],
    [table.company, 'B'],
    [table.bio, 'B'],
  ]);
}

/** An account is the public profile that follows, posts, registers and pays. */
export const accounts = pgTable(
  'accounts',
  {
    id: id(),
    organizationId: organizationId().references(() => organizations.id, { onDelete: 'cascade' }),
    username: text('username').notNull(),
    accountType: text('account_type').$type<'account' | 'team'>().notNull().default('account'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    title: text('title'),
    company: text('company'),
    bio: text('bio'),
    website: text('website'),
    facebook: text('facebook'),
    instagram: text('instagram'),
    linkedIn: text('linked_in'),
    twitter: text('twitter'),
    tikTok: text('tik_tok'),
    youtube: text('youtube'),
    discord: text('discord'),
    timezone: text('timezone'),
    phone: text('phone'),
    email: text('email'),
    locale: text('locale').notNull().default('en'),
    image: jsonb('image').$type<Image>(),
    banner: jsonb('banner').$type<Image>(),
    disabled: boolean('disabled').notNull().default(false),
    followersCount: integer('followers_count').notNull().default(0),
    followingCount: integer('following_count').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('accounts_org_username_uq').on(table.organizationId, table.username),
    // Full-text search (decision 0070): the one GIN index of its document.
    index('accounts_search_idx').using('gin', accountSearchDocumentParts(table)),
    // The keysets of the accounts list (lib/keyset.ts): the directory by first name, popular.
    index('accounts_org_first_name_idx').on(table.organizationId, table.firstName, table.id),
    index('accounts_org_followers_idx').on(
      table.organizationId,
      table.followersCount.desc(),
      table.id,
    ),
  ],
);

/** Logins and accounts are many-to-many within an organization. */
export const loginAccounts = pgTable(
  'login_accounts',
  {
    organizationId: organizationId().references(() => organizations.id, { onDelete: 'cascade' }),
    loginId: uuid('login_id')
      .notNull()
      .references(() => logins.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** The account a login signed up with; the one used when no executeAs is sent. */
    primary: boolean('primary').notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.loginId, table.accountId] }),
    index('login_accounts_account_idx').on(table.accountId),
  ],
);

/** The search document of the accounts table, for the search queries. */
export const accountSearchDocument = accountSearchDocumentParts(accounts);
