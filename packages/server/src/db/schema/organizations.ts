import type { Module, SiteConfig } from '@convene/contract';
import { boolean, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';

export const organizations = pgTable('organizations', {
  id: uuid('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  enabled: boolean('enabled').notNull().default(true),
  maintenance: boolean('maintenance').notNull().default(false),
  modules: text('modules').array().$type<Module[]>().notNull(),
  config: jsonb('config').$type<SiteConfig>().notNull(),
  /** The identity client id of this organization's user pool. */
  identityClientId: text('identity_client_id').notNull().unique(),
  userPoolId: text('user_pool_id').notNull().unique(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const organizationHosts = pgTable(
  'organization_hosts',
  {
    host: text('host').primaryKey(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
  },
  (table) => [index('organization_hosts_org_idx').on(table.organizationId)],
);
