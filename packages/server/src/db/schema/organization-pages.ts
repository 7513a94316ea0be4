import type { PageType } from '@convene/contract';
import { pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { organizationId, updatedAt } from './columns';
import { organizations } from './organizations';

/**
 * An organization's pages (SDK Page: about, privacy, terms, team), one of each type;
 * `GET /organization/pages/{type}` serves them. The terms are what registering for an
 * event agrees to.
 */
export const organizationPages = pgTable(
  'organization_pages',
  {
    organizationId: organizationId().references(() => organizations.id, { onDelete: 'cascade' }),
    type: text('type').$type<PageType>().notNull(),
    title: text('title'),
    subtitle: text('subtitle'),
    /** Sanitized HTML. */
    html: text('html'),
    updatedAt: updatedAt(),
  },
  (table) => [primaryKey({ columns: [table.organizationId, table.type] })],
);
