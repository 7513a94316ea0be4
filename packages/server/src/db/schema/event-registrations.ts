import type { PassStatus, RegistrationStatus } from '@convene/contract';
import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { createdAt, id, organizationId, timestampz, updatedAt } from './columns';
import {
  eventAddOns,
  eventCoupons,
  eventPackages,
  eventPassTypes,
  eventQuestions,
  eventRoomTypes,
} from './event-tickets';
import { events } from './events';
import { organizations } from './organizations';

/*
 * Who registered and what they hold (the SDK's Registration and Pass): one registration per
 * account and event, its passes, the packages and room reservations they came with, the
 * add-ons on each pass and each pass's answers. A `draft` registration is the cart.
 */

/**
 * An account's registration for an event. `draft` is the cart: while `heldUntil` is set,
 * what it holds is counted in the `reserved` counters of the things it holds (decision
 * 0014); releasing the hold gives them back and clears `heldUntil`. `registered` holds them
 * as `sold`.
 */
export const eventRegistrations = pgTable(
  'event_registrations',
  {
    id: id(),
    organizationId: organizationId().references(() => organizations.id, { onDelete: 'cascade' }),
    /** A short number for receipts and the desk (SDK `alternateId`). */
    alternateId: integer('alternate_id').generatedByDefaultAsIdentity().notNull(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    status: text('status').$type<RegistrationStatus>().notNull().default('draft'),
    /** Set while a draft holds capacity; the hold lapses at this time. */
    heldUntil: timestampz('held_until'),
    couponId: uuid('coupon_id').references(() => eventCoupons.id, { onDelete: 'set null' }),
    /** When the account agreed to the organization's terms (required to register). */
    termsAcceptedAt: timestampz('terms_accepted_at'),
    registeredAt: timestampz('registered_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('event_registrations_event_account_uq').on(table.eventId, table.accountId),
    index('event_registrations_account_idx').on(
      table.organizationId,
      table.accountId,
      table.status,
    ),
    index('event_registrations_event_status_idx').on(table.eventId, table.status, table.createdAt),
    // The holds to release once they lapse, oldest first.
    index('event_registrations_held_idx')
      .on(table.heldUntil)
      .where(sql`${table.heldUntil} is not null`),
  ],
);

/** A package bought with a registration (SDK AttendeePackage); its passes point to it. */
export const eventRegistrationPackages = pgTable(
  'event_registration_packages',
  {
    id: id(),
    organizationId: organizationId().references(() => organizations.id, { onDelete: 'cascade' }),
    registrationId: uuid('registration_id')
      .notNull()
      .references(() => eventRegistrations.id, { onDelete: 'cascade' }),
    packageId: uuid('package_id')
      .notNull()
      .references(() => eventPackages.id, { onDelete: 'restrict' }),
    status: text('status').$type<PassStatus>().notNull().default('draft'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('event_registration_packages_reg_idx').on(table.registrationId)],
);

/** A room taken for some nights (SDK EventRoomTypeReservation); passes share it. */
export const eventRoomReservations = pgTable(
  'event_room_reservations',
  {
    id: id(),
    organizationId: organizationId().references(() => organizations.id, { onDelete: 'cascade' }),
    registrationId: uuid('registration_id')
      .notNull()
      .references(() => eventRegistrations.id, { onDelete: 'cascade' }),
    roomTypeId: uuid('room_type_id')
      .notNull()
      .references(() => eventRoomTypes.id, { onDelete: 'restrict' }),
    start: date('start'),
    end: date('end'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('event_room_reservations_reg_idx').on(table.registrationId)],
);

/** An attendee pass (SDK Pass): of a pass type, in a registration, held by an attendee. */
export const eventPasses = pgTable(
  'event_passes',
  {
    id: id(),
    organizationId: organizationId().references(() => organizations.id, { onDelete: 'cascade' }),
    alternateId: integer('alternate_id').generatedByDefaultAsIdentity().notNull(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    registrationId: uuid('registration_id')
      .notNull()
      .references(() => eventRegistrations.id, { onDelete: 'cascade' }),
    passTypeId: uuid('pass_type_id')
      .notNull()
      .references(() => eventPassTypes.id, { onDelete: 'restrict' }),
    /** Who attends on it: the registrant, or whom it was transferred to. */
    attendeeAccountId: uuid('attendee_account_id').references(() => accounts.id, {
      onDelete: 'set null',
    }),
    registrationPackageId: uuid('registration_package_id').references(
      () => eventRegistrationPackages.id,
      { onDelete: 'set null' },
    ),
    couponId: uuid('coupon_id').references(() => eventCoupons.id, { onDelete: 'set null' }),
    reservationId: uuid('reservation_id').references(() => eventRoomReservations.id, {
      onDelete: 'set null',
    }),
    status: text('status').$type<PassStatus>().notNull().default('draft'),
    location: text('location'),
    /** Checked in at (null: not checked in). */
    usedAt: timestampz('used_at'),
    /** Who checked it in (a host or co-host; decision 0022), set and cleared with `usedAt`. */
    checkedInById: uuid('checked_in_by_id').references(() => accounts.id, {
      onDelete: 'set null',
    }),
    /** Integer cents. */
    amtPaid: integer('amt_paid').notNull().default(0),
    amtRefunded: integer('amt_refunded').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('event_passes_registration_idx').on(table.registrationId),
    index('event_passes_event_status_idx').on(table.eventId, table.status),
    index('event_passes_attendee_idx')
      .on(table.attendeeAccountId)
      .where(sql`${table.attendeeAccountId} is not null`),
  ],
);

export const eventPassAddOns = pgTable(
  'event_pass_add_ons',
  {
    organizationId: organizationId().references(() => organizations.id, { onDelete: 'cascade' }),
    passId: uuid('pass_id')
      .notNull()
      .references(() => eventPasses.id, { onDelete: 'cascade' }),
    addOnId: uuid('add_on_id')
      .notNull()
      .references(() => eventAddOns.id, { onDelete: 'restrict' }),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.passId, table.addOnId] })],
);

/**
 * A pass's answer to a question. `choiceIds` are the choices the answer holds capacity
 * on (one for select and radio, several for checkbox), so giving it back needs no parsing.
 */
export const eventPassResponses = pgTable(
  'event_pass_responses',
  {
    id: id(),
    organizationId: organizationId().references(() => organizations.id, { onDelete: 'cascade' }),
    passId: uuid('pass_id')
      .notNull()
      .references(() => eventPasses.id, { onDelete: 'cascade' }),
    questionId: uuid('question_id')
      .notNull()
      .references(() => eventQuestions.id, { onDelete: 'cascade' }),
    value: text('value').notNull(),
    choiceIds: uuid('choice_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('event_pass_responses_pass_question_uq').on(table.passId, table.questionId),
  ],
);
