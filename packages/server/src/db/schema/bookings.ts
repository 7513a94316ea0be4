import type { DayOfWeek } from '@convene/contract';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { createdAt, id, organizationId, timestampz, updatedAt } from './columns';
import { organizations } from './organizations';

/** A bookable place (a coworking house): its spaces' slots are in its IANA time zone. */
export const bookingPlaces = pgTable(
  'booking_places',
  {
    id: id(),
    organizationId: organizationId().references(() => organizations.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    description: text('description'),
    timezone: text('timezone').notNull(),
    address1: text('address1'),
    address2: text('address2'),
    city: text('city'),
    state: text('state'),
    zip: text('zip'),
    country: text('country'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex('booking_places_slug_uq').on(table.organizationId, table.slug)],
);

/**
 * A space of a place (hot desks, a meeting room): `supply` bookings per slot of
 * `slotDuration` minutes, `price` integer cents (USD) per slot; bookable from `start` to
 * `end` (days, null: open-ended).
 */
export const bookingSpaces = pgTable(
  'booking_spaces',
  {
    id: id(),
    organizationId: organizationId().references(() => organizations.id, { onDelete: 'cascade' }),
    placeId: uuid('place_id')
      .notNull()
      .references(() => bookingPlaces.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    description: text('description'),
    supply: integer('supply').notNull(),
    slotDuration: integer('slot_duration').notNull(),
    price: integer('price').notNull().default(0),
    start: text('start'),
    end: text('end'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('booking_spaces_slug_uq').on(table.placeId, table.slug),
    index('booking_spaces_place_idx').on(table.organizationId, table.placeId),
    check('booking_spaces_supply_ck', sql`${table.supply} >= 1`),
    check('booking_spaces_slot_ck', sql`${table.slotDuration} between 5 and 1440`),
    check('booking_spaces_price_ck', sql`${table.price} >= 0`),
  ],
);

/** A weekly range a space is open, in the place's wall-clock time (`09:00`–`17:30`). */
export const bookingSpaceAvailabilities = pgTable(
  'booking_space_availabilities',
  {
    id: id(),
    organizationId: organizationId().references(() => organizations.id, { onDelete: 'cascade' }),
    spaceId: uuid('space_id')
      .notNull()
      .references(() => bookingSpaces.id, { onDelete: 'cascade' }),
    dayOfWeek: text('day_of_week').$type<DayOfWeek>().notNull(),
    startTime: text('start_time').notNull(),
    endTime: text('end_time').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('booking_space_availabilities_space_idx').on(table.spaceId)],
);

/** A period a space takes no bookings (a holiday), as instants. */
export const bookingSpaceBlackouts = pgTable(
  'booking_space_blackouts',
  {
    id: id(),
    organizationId: organizationId().references(() => organizations.id, { onDelete: 'cascade' }),
    spaceId: uuid('space_id')
      .notNull()
      .references(() => bookingSpaces.id, { onDelete: 'cascade' }),
    start: timestampz('start').notNull(),
    end: timestampz('end').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('booking_space_blackouts_space_idx').on(table.spaceId, table.start)],
);

export type StoredBookingStatus = 'draft' | 'confirmed' | 'canceled';

/**
 * An account's booking of one slot. A draft holds the slot until `created_at` + 2 hours:
 * after that it no longer counts against the space's supply and cannot be paid
 * or confirmed, whether or not anything ever deletes it.
 */
export const bookings = pgTable(
  'bookings',
  {
    id: id(),
    organizationId: organizationId().references(() => organizations.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    placeId: uuid('place_id')
      .notNull()
      .references(() => bookingPlaces.id, { onDelete: 'cascade' }),
    spaceId: uuid('space_id')
      .notNull()
      .references(() => bookingSpaces.id, { onDelete: 'cascade' }),
    alternateId: integer('alternate_id').notNull().generatedAlwaysAsIdentity({ startWith: 1001 }),
    /** The slot as the place's wall clock shows it, and as instants. */
    day: text('day').notNull(),
    time: text('time').notNull(),
    startsAt: timestampz('starts_at').notNull(),
    endsAt: timestampz('ends_at').notNull(),
    duration: integer('duration').notNull(),
    /** What the slot cost when drafted, integer cents. */
    price: integer('price').notNull(),
    status: text('status').$type<StoredBookingStatus>().notNull().default('draft'),
    confirmedAt: timestampz('confirmed_at'),
    canceledAt: timestampz('canceled_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('bookings_slot_idx').on(table.spaceId, table.startsAt),
    index('bookings_account_idx').on(table.organizationId, table.accountId, table.startsAt),
    uniqueIndex('bookings_alternate_id_uq').on(table.alternateId),
  ],
);
