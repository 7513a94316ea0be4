import type { AdvertisementType, Image } from '@convene/contract';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { createdAt, id, organizationId, timestampz, updatedAt } from './columns';
import { organizations } from './organizations';

/** Organization-managed advertisements; GET /advertisement picks one live ad by weight. */
export const advertisements = pgTable(
  'advertisements',
  {
    id: id(),
    organizationId: organizationId().references(() => organizations.id, { onDelete: 'cascade' }),
    type: text('type').$type<AdvertisementType>().notNull(),
    title: text('title').notNull(),
    description: text('description'),
    link: text('link').notNull(),
    image: jsonb('image').$type<Image>(),
    /** Relative share of impressions among live ads. */
    weight: integer('weight').notNull().default(1),
    enabled: boolean('enabled').notNull().default(true),
    startsAt: timestampz('starts_at'),
    endsAt: timestampz('ends_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('advertisements_org_idx').on(table.organizationId, table.enabled)],
);

/** Member benefits (discounts, perks) the organization offers. */
export const benefits = pgTable(
  'benefits',
  {
    id: id(),
    organizationId: organizationId().references(() => organizations.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    description: text('description'),
    link: text('link'),
    image: jsonb('image').$type<Image>(),
    priority: integer('priority').notNull().default(0),
    startDate: timestampz('start_date').notNull().defaultNow(),
    endDate: timestampz('end_date'),
    eventId: uuid('event_id'),
    managerId: uuid('manager_id').references(() => accounts.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('benefits_org_slug_uq').on(table.organizationId, table.slug),
    index('benefits_org_priority_idx').on(table.organizationId, table.priority),
  ],
);
