import type {
  Image,
  PassTypeAccessLevel,
  PassTypeVisibility,
  RegistrationQuestionType,
} from '@convene/contract';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { capacity, capacityCheck, waitlistHeld, waitlistHeldRules } from './capacity-columns';
import { createdAt, id, organizationId, timestampz, updatedAt } from './columns';
import { events } from './events';
import { organizations } from './organizations';

/*
 * What an event sells and asks (registration): pass types with
 * their price and refund schedules, packages of passes, add-ons, room types, registration
 * questions with their choices, and coupons. Money is integer cents (USD). The capacity
 * columns and their rules are in capacity-columns.ts (decisions 0014, 0051).
 */

/** A kind of pass (the SDK's PassType, formerly "ticket"). */
export const eventPassTypes = pgTable(
  'event_pass_types',
  {
    id: id(),
    organizationId: organizationId().references(() => organizations.id, { onDelete: 'cascade' }),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    shortDescription: text('short_description').notNull().default(''),
    longDescription: text('long_description'),
    /** Integer cents, before any price schedule. */
    price: integer('price').notNull().default(0),
    accessLevel: text('access_level').$type<PassTypeAccessLevel>().notNull().default('regular'),
    /** `private`: offered only to whoever asks for it by id (`ticketId`). */
    visibility: text('visibility').$type<PassTypeVisibility>().notNull().default('public'),
    active: boolean('active').notNull().default(true),
    featuredImage: jsonb('featured_image').$type<Image>(),
    minQuantityPerSale: integer('min_quantity_per_sale').notNull().default(1),
    maxQuantityPerSale: integer('max_quantity_per_sale').notNull().default(10),
    ...capacity(),
    waitlistHeld: waitlistHeld(),
    cancelable: boolean('cancelable').notNull().default(true),
    transferable: boolean('transferable').notNull().default(true),
    enableCoupons: boolean('enable_coupons').notNull().default(false),
    minCouponQuantity: integer('min_coupon_quantity'),
    maxCouponQuantity: integer('max_coupon_quantity'),
    sortOrder: integer('sort_order').notNull().default(0),
    /** Sold from this time on instead of the event's registration start. */
    overrideStartDate: timestampz('override_start_date'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('event_pass_types_event_slug_uq').on(table.eventId, table.slug),
    capacityCheck('event_pass_types_supply_ck', table),
    ...waitlistHeldRules('event_pass_types', table),
    check(
      'event_pass_types_quantity_ck',
      sql`${table.minQuantityPerSale} >= 0 and ${table.maxQuantityPerSale} >= ${table.minQuantityPerSale}`,
    ),
    check('event_pass_types_price_ck', sql`${table.price} >= 0`),
  ],
);

/** A price in force between two times (early bird, late): the lowest applicable wins. */
export const eventPassTypePriceSchedules = pgTable(
  'event_pass_type_price_schedules',
  {
    id: id(),
    organizationId: organizationId().references(() => organizations.id, { onDelete: 'cascade' }),
    passTypeId: uuid('pass_type_id')
      .notNull()
      .references(() => eventPassTypes.id, { onDelete: 'cascade' }),
    name: text('name'),
    price: integer('price').notNull(),
    startDate: timestampz('start_date').notNull(),
    endDate: timestampz('end_date').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('event_pass_type_price_schedules_type_idx').on(table.passTypeId)],
);

/** The share of the price refunded on a cancellation between two times. */
export const eventPassTypeRefundSchedules = pgTable(
  'event_pass_type_refund_schedules',
  {
    id: id(),
    organizationId: organizationId().references(() => organizations.id, { onDelete: 'cascade' }),
    passTypeId: uuid('pass_type_id')
      .notNull()
      .references(() => eventPassTypes.id, { onDelete: 'cascade' }),
    percentage: integer('percentage').notNull(),
    startDate: timestampz('start_date').notNull(),
    endDate: timestampz('end_date').notNull(),
  },
  (table) => [
    index('event_pass_type_refund_schedules_type_idx').on(table.passTypeId),
    check('event_refund_percentage_ck', sql`${table.percentage} between 0 and 100`),
  ],
);

/** A bundle of passes sold at one price (SDK EventPackage), with a supply of its own. */
export const eventPackages = pgTable(
  'event_packages',
  {
    id: id(),
    organizationId: organizationId().references(() => organizations.id, { onDelete: 'cascade' }),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    price: integer('price').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    image: jsonb('image').$type<Image>(),
    sortOrder: integer('sort_order').notNull().default(0),
    ...capacity(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('event_packages_event_idx').on(table.eventId),
    capacityCheck('event_packages_supply_ck', table),
  ],
);

/** The passes one package holds: `quantity` passes of a pass type. */
export const eventPackagePassTypes = pgTable(
  'event_package_pass_types',
  {
    id: id(),
    organizationId: organizationId().references(() => organizations.id, { onDelete: 'cascade' }),
    packageId: uuid('package_id')
      .notNull()
      .references(() => eventPackages.id, { onDelete: 'cascade' }),
    passTypeId: uuid('pass_type_id')
      .notNull()
      .references(() => eventPassTypes.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('event_package_pass_types_uq').on(table.packageId, table.passTypeId),
    check('event_package_quantity_ck', sql`${table.quantity} >= 1`),
  ],
);

/** Something extra a pass can carry (a workshop, a dinner, parking). */
export const eventAddOns = pgTable(
  'event_add_ons',
  {
    id: id(),
    organizationId: organizationId().references(() => organizations.id, { onDelete: 'cascade' }),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    shortDescription: text('short_description').notNull().default(''),
    longDescription: text('long_description'),
    price: integer('price').notNull().default(0),
    /** The price is per night of the pass's room reservation. */
    pricePerNight: boolean('price_per_night').notNull().default(false),
    image: jsonb('image').$type<Image>(),
    sortOrder: integer('sort_order').notNull().default(0),
    ...capacity(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('event_add_ons_event_idx').on(table.eventId),
    capacityCheck('event_add_ons_supply_ck', table),
  ],
);

/** Which add-ons a pass type offers (SDK PassTypeWithAddOns). */
export const eventPassTypeAddOns = pgTable(
  'event_pass_type_add_ons',
  {
    organizationId: organizationId().references(() => organizations.id, { onDelete: 'cascade' }),
    passTypeId: uuid('pass_type_id')
      .notNull()
      .references(() => eventPassTypes.id, { onDelete: 'cascade' }),
    addOnId: uuid('add_on_id')
      .notNull()
      .references(() => eventAddOns.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.passTypeId, table.addOnId] })],
);

/** Dates of a stay (`YYYY-MM-DD`): the bounds a reservation may choose within. */
const stayBounds = () => ({
  minStart: date('min_start'),
  defaultStart: date('default_start'),
  maxStart: date('max_start'),
  minEnd: date('min_end'),
  defaultEnd: date('default_end'),
  maxEnd: date('max_end'),
});

/**
 * A kind of hotel room (SDK EventRoomType). `supply` counts rooms; a reservation takes one
 * room for its nights (end date minus start date), priced per night when `pricePerNight`.
 */
export const eventRoomTypes = pgTable(
  'event_room_types',
  {
    id: id(),
    organizationId: organizationId().references(() => organizations.id, { onDelete: 'cascade' }),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    price: integer('price').notNull().default(0),
    pricePerNight: boolean('price_per_night').notNull().default(true),
    image: jsonb('image').$type<Image>(),
    /** How many passes may share one room. */
    minPasses: integer('min_passes'),
    maxPasses: integer('max_passes'),
    ...stayBounds(),
    sortOrder: integer('sort_order').notNull().default(0),
    ...capacity(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('event_room_types_event_idx').on(table.eventId),
    capacityCheck('event_room_types_supply_ck', table),
  ],
);

/** A room type as a pass type gets it: offered or not, a premium, nights included in the pass. */
export const eventRoomTypePassTypes = pgTable(
  'event_room_type_pass_types',
  {
    id: id(),
    organizationId: organizationId().references(() => organizations.id, { onDelete: 'cascade' }),
    roomTypeId: uuid('room_type_id')
      .notNull()
      .references(() => eventRoomTypes.id, { onDelete: 'cascade' }),
    passTypeId: uuid('pass_type_id')
      .notNull()
      .references(() => eventPassTypes.id, { onDelete: 'cascade' }),
    enabled: boolean('enabled').notNull().default(true),
    premium: integer('premium').notNull().default(0),
    includedNights: integer('included_nights').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex('event_room_type_pass_types_uq').on(table.roomTypeId, table.passTypeId)],
);

/** A section of registration questions (SDK RegistrationSection). */
export const eventQuestionSections = pgTable(
  'event_question_sections',
  {
    id: id(),
    organizationId: organizationId().references(() => organizations.id, { onDelete: 'cascade' }),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [index('event_question_sections_event_idx').on(table.eventId, table.sortOrder)],
);

/** The pass types a section is asked for; a section with none is asked for every pass. */
export const eventQuestionSectionPassTypes = pgTable(
  'event_question_section_pass_types',
  {
    organizationId: organizationId().references(() => organizations.id, { onDelete: 'cascade' }),
    sectionId: uuid('section_id')
      .notNull()
      .references(() => eventQuestionSections.id, { onDelete: 'cascade' }),
    passTypeId: uuid('pass_type_id')
      .notNull()
      .references(() => eventPassTypes.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.sectionId, table.passTypeId] })],
);

/**
 * A registration question, answered per pass (of every question type). A question with
 * no section is a sub-question, asked when one of its parent choices is picked. `min` and
 * `max` bound the value as the type reads it (length, number, date or time); `validation`
 * is a regular expression the value must match, `validationMessage` its error. A
 * `quantity` question's value is a count, priced per unit and taken against its supply.
 */
export const eventQuestions = pgTable(
  'event_questions',
  {
    id: id(),
    organizationId: organizationId().references(() => organizations.id, { onDelete: 'cascade' }),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    sectionId: uuid('section_id').references(() => eventQuestionSections.id, {
      onDelete: 'cascade',
    }),
    type: text('type').$type<RegistrationQuestionType>().notNull(),
    name: text('name').notNull(),
    label: text('label'),
    description: text('description'),
    placeholder: text('placeholder'),
    default: text('default'),
    required: boolean('required').notNull().default(false),
    /** The attendee may change the answer after registering. */
    mutable: boolean('mutable').notNull().default(true),
    featured: boolean('featured').notNull().default(false),
    /** Grid columns the input spans (1 or 2). */
    span: integer('span').notNull().default(1),
    min: text('min'),
    max: text('max'),
    validation: text('validation'),
    validationMessage: text('validation_message'),
    /** `quantity` questions: cents per unit. */
    price: integer('price'),
    ...capacity(),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('event_questions_event_idx').on(table.eventId),
    index('event_questions_section_idx').on(table.sectionId, table.sortOrder),
    capacityCheck('event_questions_supply_ck', table),
  ],
);

/** A choice of a select, radio or checkbox question, with its own supply. */
export const eventQuestionChoices = pgTable(
  'event_question_choices',
  {
    id: id(),
    organizationId: organizationId().references(() => organizations.id, { onDelete: 'cascade' }),
    questionId: uuid('question_id')
      .notNull()
      .references(() => eventQuestions.id, { onDelete: 'cascade' }),
    value: text('value').notNull(),
    text: text('text'),
    description: text('description'),
    sortOrder: integer('sort_order').notNull().default(0),
    ...capacity(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('event_question_choices_value_uq').on(table.questionId, table.value),
    capacityCheck('event_question_choices_supply_ck', table),
  ],
);

/** The sub-questions a choice opens. */
export const eventQuestionChoiceSubQuestions = pgTable(
  'event_question_choice_sub_questions',
  {
    organizationId: organizationId().references(() => organizations.id, { onDelete: 'cascade' }),
    choiceId: uuid('choice_id')
      .notNull()
      .references(() => eventQuestionChoices.id, { onDelete: 'cascade' }),
    questionId: uuid('question_id')
      .notNull()
      .references((): AnyPgColumn => eventQuestions.id, { onDelete: 'cascade' }),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.choiceId, table.questionId] })],
);

/** The values a `search` question offers (`GET /events/{id}/questions/{qid}/values`). */
export const eventQuestionSearchValues = pgTable(
  'event_question_search_values',
  {
    id: id(),
    organizationId: organizationId().references(() => organizations.id, { onDelete: 'cascade' }),
    questionId: uuid('question_id')
      .notNull()
      .references(() => eventQuestions.id, { onDelete: 'cascade' }),
    value: text('value').notNull(),
  },
  (table) => [uniqueIndex('event_question_search_values_uq').on(table.questionId, table.value)],
);

/**
 * A discount code (SDK Coupon). `discountAmount` (cents) or `discountPercent` (0–100);
 * `quantityMin`/`quantityMax` bound the passes in a cart it applies to; `purchaseLimit`
 * caps the passes it discounts in one registration; `useLimit` is its capacity — the
 * registrations that may use it — with `sold` (used) and `reserved` (held by carts).
 * `emailDomains` (comma-separated) restricts it to accounts with such an email. A
 * pre-paid coupon is a group ticket bought by `registrationId` (the coupon intent).
 */
export const eventCoupons = pgTable(
  'event_coupons',
  {
    id: id(),
    organizationId: organizationId().references(() => organizations.id, { onDelete: 'cascade' }),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    /** Stored upper-case; matched case-insensitively. */
    code: text('code').notNull(),
    description: text('description'),
    active: boolean('active').notNull().default(true),
    startDate: timestampz('start_date'),
    endDate: timestampz('end_date'),
    discountAmount: integer('discount_amount'),
    discountPercent: integer('discount_percent'),
    quantityMin: integer('quantity_min'),
    quantityMax: integer('quantity_max'),
    purchaseLimit: integer('purchase_limit'),
    useLimit: integer('use_limit'),
    sold: integer('sold').notNull().default(0),
    reserved: integer('reserved').notNull().default(0),
    emailDomains: text('email_domains'),
    /** Only passes of this type (the SDK's `ticketId`); null: any. */
    passTypeId: uuid('pass_type_id').references(() => eventPassTypes.id, { onDelete: 'cascade' }),
    applyToPassType: boolean('apply_to_pass_type').notNull().default(true),
    applyToAddOns: boolean('apply_to_add_ons').notNull().default(false),
    applyToReservation: boolean('apply_to_reservation').notNull().default(false),
    prePaid: boolean('pre_paid').notNull().default(false),
    /**
     * The registration that bought a pre-paid coupon. No foreign key, so the schema files
     * import one way (registrations refer to coupons); registrations are never deleted.
     */
    registrationId: uuid('registration_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('event_coupons_event_code_uq').on(table.eventId, table.code),
    // The coupons a registration bought, read on every visit of its tickets and its cart.
    index('event_coupons_registration_idx')
      .on(table.organizationId, table.registrationId)
      .where(sql`${table.registrationId} is not null`),
    check(
      'event_coupons_discount_ck',
      sql`(${table.discountAmount} is null) <> (${table.discountPercent} is null)
        and coalesce(${table.discountAmount}, 0) >= 0
        and coalesce(${table.discountPercent}, 0) between 0 and 100`,
    ),
    check(
      'event_coupons_use_ck',
      sql`${table.useLimit} is null or ${table.sold} + ${table.reserved} <= ${table.useLimit}`,
    ),
  ],
);
