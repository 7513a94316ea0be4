import type {
  InvoiceStatus,
  PaymentEnvironment,
  PaymentIntentStatus,
  PaymentProvider,
  PaymentPurpose,
} from '@convene/contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
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

/** Postal fields shared by addresses and the snapshots intents and payments keep of one. */
const postal = () => ({
  address1: text('address1').notNull().default(''),
  address2: text('address2').notNull().default(''),
  city: text('city').notNull().default(''),
  state: text('state').notNull().default(''),
  country: text('country').notNull().default(''),
  zip: text('zip').notNull().default(''),
});

/** An account's saved addresses (`/self/addresses`); every intent is taxed by one. */
export const addresses = pgTable(
  'addresses',
  {
    id: id(),
    organizationId: organizationId().references(() => organizations.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    primary: boolean('primary').notNull().default(false),
    name: text('name').notNull().default(''),
    ...postal(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('addresses_account_idx').on(table.organizationId, table.accountId, table.createdAt),
    // One primary address per account.
    uniqueIndex('addresses_primary_uq')
      .on(table.accountId)
      .where(sql`${table.primary}`),
  ],
);

/**
 * An organization's settings for one payment provider. `secrets` (API secret keys, private
 * keys, webhook secrets) are read by the provider adapters only: never answered, never
 * logged.
 */
export const paymentIntegrations = pgTable(
  'payment_integrations',
  {
    id: id(),
    organizationId: organizationId().references(() => organizations.id, { onDelete: 'cascade' }),
    type: text('type').$type<PaymentProvider>().notNull(),
    enabled: boolean('enabled').notNull().default(false),
    /** The provider new intents use; at most one per organization. */
    isDefault: boolean('is_default').notNull().default(false),
    environment: text('environment').$type<PaymentEnvironment>().notNull().default('sandbox'),
    connectionId: text('connection_id'),
    publicKey: text('public_key'),
    baseUrl: text('base_url'),
    secrets: jsonb('secrets').$type<Record<string, string>>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('payment_integrations_type_uq').on(table.organizationId, table.type),
    uniqueIndex('payment_integrations_default_uq')
      .on(table.organizationId)
      .where(sql`${table.isDefault}`),
  ],
);

/**
 * What an account is asked to pay for a purpose (a registration, an invoice …): amounts in
 * integer cents, the address it is taxed by, the provider's reference and the secret its
 * payment form needs. Captured once: `status` moves from requires_payment to succeeded
 * under a row lock (or to canceled when a newer intent replaces it).
 */
export const paymentIntents = pgTable(
  'payment_intents',
  {
    id: id(),
    organizationId: organizationId().references(() => organizations.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    integrationId: uuid('integration_id').references(() => paymentIntegrations.id, {
      onDelete: 'set null',
    }),
    provider: text('provider').$type<PaymentProvider>().notNull(),
    purpose: text('purpose').$type<PaymentPurpose>().notNull(),
    /** The purpose's own id: the invoice, the registration, the booking … */
    referenceId: uuid('reference_id').notNull(),
    description: text('description'),
    status: text('status').$type<PaymentIntentStatus>().notNull().default('requires_payment'),
    subTotal: integer('sub_total').notNull(),
    salesTax: integer('sales_tax').notNull().default(0),
    salesTaxRate: doublePrecision('sales_tax_rate').notNull().default(0),
    /** subTotal + salesTax: what the provider charges. */
    amount: integer('amount').notNull(),
    currency: text('currency').notNull().default('USD'),
    providerReference: text('provider_reference'),
    clientSecret: text('client_secret').notNull().default(''),
    metadata: jsonb('metadata').$type<Record<string, string>>().notNull().default({}),
    eventId: uuid('event_id'),
    addressId: uuid('address_id'),
    ...postal(),
    capturedAt: timestampz('captured_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('payment_intents_reference_idx').on(
      table.organizationId,
      table.purpose,
      table.referenceId,
      table.status,
    ),
    index('payment_intents_account_idx').on(table.organizationId, table.accountId),
  ],
);

/** A captured charge or a refund of an intent, amounts in integer cents. */
export const payments = pgTable(
  'payments',
  {
    id: id(),
    organizationId: organizationId().references(() => organizations.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    intentId: uuid('intent_id')
      .notNull()
      .references(() => paymentIntents.id, { onDelete: 'cascade' }),
    type: text('type').$type<'charge' | 'refund'>().notNull(),
    provider: text('provider').$type<PaymentProvider>().notNull(),
    providerReference: text('provider_reference'),
    subTotal: integer('sub_total').notNull(),
    salesTax: integer('sales_tax').notNull(),
    salesTaxRate: doublePrecision('sales_tax_rate').notNull(),
    chargedAmt: integer('charged_amt').notNull(),
    currency: text('currency').notNull(),
    last4: text('last4'),
    ...postal(),
    createdAt: createdAt(),
  },
  (table) => [
    index('payments_intent_idx').on(table.organizationId, table.intentId),
    // One charge per intent: the capture's lock is the guard, this is the backstop.
    uniqueIndex('payments_one_charge_uq')
      .on(table.intentId)
      .where(sql`${table.type} = 'charge'`),
  ],
);

/**
 * An invoice to an account (sent → paid or void), numbered by `alternateId`; a receipt is a
 * paid invoice written for a captured intent of another purpose (`intentId`).
 */
export const invoices = pgTable(
  'invoices',
  {
    id: id(),
    organizationId: organizationId().references(() => organizations.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    alternateId: integer('alternate_id').notNull().generatedAlwaysAsIdentity({ startWith: 1001 }),
    title: text('title').notNull(),
    status: text('status').$type<InvoiceStatus>().notNull().default('sent'),
    sentDate: timestampz('sent_date'),
    dueDate: timestampz('due_date').notNull(),
    notes: text('notes'),
    currency: text('currency').notNull().default('USD'),
    /** A receipt's intent: what the payments module captured (a pass, a membership …). */
    intentId: uuid('intent_id').references(() => paymentIntents.id, { onDelete: 'set null' }),
    paidAt: timestampz('paid_at'),
    voidedAt: timestampz('voided_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('invoices_account_idx').on(table.organizationId, table.accountId, table.createdAt),
    uniqueIndex('invoices_alternate_id_uq').on(table.alternateId),
    // One receipt per captured intent, whoever writes it.
    uniqueIndex('invoices_intent_uq').on(table.intentId),
  ],
);

/** An invoice's lines: `amount` is the unit price in integer cents. */
export const invoiceLineItems = pgTable(
  'invoice_line_items',
  {
    id: id(),
    organizationId: organizationId().references(() => organizations.id, { onDelete: 'cascade' }),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    quantity: integer('quantity').notNull().default(1),
    amount: integer('amount').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('invoice_line_items_invoice_idx').on(table.invoiceId, table.sortOrder)],
);
