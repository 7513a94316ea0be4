import type { InvoiceStatus } from '@convene/contract';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { invoiceLineItems, invoices } from '../../db/schema/index';
import { inOrganization, type Page, type Scope } from '../../tenancy/scope';
import { accountsAs, accountSummaryColumns } from '../accounts/sql';

export type InvoiceRow = typeof invoices.$inferSelect;
export type LineItemRow = typeof invoiceLineItems.$inferSelect;

/** The invoices of one account of the organization. */
export interface AccountScope extends Scope {
  accountId: string;
}

const owned = (scope: AccountScope) =>
  and(inOrganization(invoices, scope), eq(invoices.accountId, scope.accountId));

/**
 * The invoice's total in cents: its lines, quantity times unit price. Written with the
 * tables named, because drizzle leaves columns unqualified in a one-table query, where the
 * subquery's `id` would be the line's.
 */
const total = sql<number>`coalesce((
  select sum(l.quantity * l.amount) from invoice_line_items l where l.invoice_id = "invoices"."id"
), 0)`.mapWith(Number);

export function listInvoices(
  db: Executor,
  scope: AccountScope,
  page: Page,
  status: InvoiceStatus | undefined,
) {
  return db
    .select({ invoice: invoices, total })
    .from(invoices)
    .where(and(owned(scope), status ? eq(invoices.status, status) : undefined))
    .orderBy(desc(invoices.createdAt), desc(invoices.id))
    .limit(page.limit)
    .offset(page.offset);
}

const billed = accountsAs('billed');

/** An account's invoice with its total and the account's summary. */
export async function findInvoice(db: Executor, scope: AccountScope, id: string) {
  const [row] = await db
    .select({ invoice: invoices, total, account: accountSummaryColumns(billed) })
    .from(invoices)
    .innerJoin(billed, eq(billed.id, invoices.accountId))
    .where(and(owned(scope), eq(invoices.id, id)));
  return row;
}

export function listLineItems(db: Executor, invoiceIds: readonly string[]) {
  return db
    .select()
    .from(invoiceLineItems)
    .where(inArray(invoiceLineItems.invoiceId, [...invoiceIds]))
    .orderBy(asc(invoiceLineItems.sortOrder), asc(invoiceLineItems.createdAt));
}

/** An invoice of the organization (whoever it is for), with its total. */
export async function findOrganizationInvoice(db: Executor, scope: Scope, id: string) {
  const [row] = await db
    .select({ invoice: invoices, total })
    .from(invoices)
    .where(and(inOrganization(invoices, scope), eq(invoices.id, id)));
  return row;
}

/** An invoice of the organization (whoever it is for) under a row lock, with its total. */
export async function lockInvoice(db: Executor, scope: Scope, id: string) {
  const [row] = await db
    .select({ invoice: invoices, total })
    .from(invoices)
    .where(and(inOrganization(invoices, scope), eq(invoices.id, id)))
    .for('update', { of: invoices });
  return row;
}

export async function setInvoiceStatus(
  db: Executor,
  id: string,
  status: Exclude<InvoiceStatus, 'sent'>,
  at: Date,
): Promise<void> {
  await db
    .update(invoices)
    .set(status === 'paid' ? { status, paidAt: at } : { status, voidedAt: at })
    .where(eq(invoices.id, id));
}

export async function insertInvoice(
  db: Executor,
  values: typeof invoices.$inferInsert,
  lines: Omit<typeof invoiceLineItems.$inferInsert, 'invoiceId' | 'organizationId'>[],
): Promise<InvoiceRow> {
  const [invoice] = await db.insert(invoices).values(values).returning();
  if (lines.length > 0) {
    await db.insert(invoiceLineItems).values(
      lines.map((line, index) => ({
        sortOrder: index,
        ...line,
        invoiceId: invoice!.id,
        organizationId: values.organizationId,
      })),
    );
  }
  return invoice!;
}
