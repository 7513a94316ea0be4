import type {
  BaseInvoice,
  Invoice,
  InvoiceLineItem,
  InvoiceStatus,
  ListQuery,
  PaymentIntent,
} from '@convene/contract';
import { requireAccount, requireActiveAccount, type RequestContext } from '../../context';
import type { Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { pageWindow } from '../../lib/envelope';
import type { Scope } from '../../tenancy/scope';
import { toBaseAccount } from '../accounts/sql';
import { createPaymentIntent, paymentsOf, paymentsOfIntent } from '../payments/index';
import {
  findInvoice,
  insertInvoice,
  listInvoices,
  listLineItems,
  findOrganizationInvoice,
  lockInvoice,
  setInvoiceStatus,
  type AccountScope,
  type InvoiceRow,
  type LineItemRow,
} from './invoices.repository';
import type { PurposeHandler } from '../seams';

export const INVOICE_MESSAGES = {
  notFound: 'Invoice not found',
  paid: 'This invoice is already paid',
  void: 'This invoice is void',
} as const;

function selfScope(ctx: RequestContext): AccountScope {
  return { organizationId: ctx.organization.id, accountId: requireAccount(ctx).id };
}

function toBaseInvoice(row: InvoiceRow, total: number): BaseInvoice {
  return {
    id: row.id,
    alternateId: row.alternateId,
    title: row.title,
    sentDate: row.sentDate?.toISOString() ?? null,
    dueDate: row.dueDate.toISOString(),
    status: row.status,
    total,
    currency: row.currency,
  };
}

function toLineItem(row: LineItemRow): InvoiceLineItem {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    quantity: row.quantity,
    amount: row.amount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function listSelfInvoices(
  ctx: RequestContext,
  query: ListQuery & { status?: InvoiceStatus | undefined },
): Promise<BaseInvoice[]> {
  const rows = await listInvoices(ctx.db, selfScope(ctx), pageWindow(query), query.status);
  return rows.map((row) => toBaseInvoice(row.invoice, row.total));
}

export async function getSelfInvoice(ctx: RequestContext, id: string): Promise<Invoice> {
  const scope = selfScope(ctx);
  const row = await findInvoice(ctx.db, scope, id);
  if (!row) throw new AppError('NOT_FOUND', INVOICE_MESSAGES.notFound);
  const { invoice } = row;
  // A receipt's payments are its intent's; an invoice's, those paying it.
  const [lines, payments] = await Promise.all([
    listLineItems(ctx.db, [id]),
    invoice.intentId
      ? paymentsOfIntent(ctx.db, scope, invoice.intentId)
      : paymentsOf(ctx.db, scope, 'invoice', [id]).then((byInvoice) => byInvoice.get(id) ?? []),
  ]);
  const paid = payments.reduce(
    (sum, payment) => sum + (payment.type === 'charge' ? payment.subTotal : 0),
    0,
  );
  return {
    ...toBaseInvoice(invoice, row.total),
    lineItems: lines.map(toLineItem),
    payments,
    notes: invoice.notes,
    amountDue: invoice.status === 'sent' ? Math.max(0, row.total - paid) : 0,
    paidAt: invoice.paidAt?.toISOString() ?? null,
    account: toBaseAccount(row.account),
    organization: {
      id: ctx.organization.id,
      slug: ctx.organization.slug,
      name: ctx.organization.config.NAME,
    },
    createdAt: invoice.createdAt.toISOString(),
    updatedAt: invoice.updatedAt.toISOString(),
  };
}

function requireOpen(invoice: InvoiceRow): void {
  if (invoice.status === 'paid') throw new AppError('CONFLICT', INVOICE_MESSAGES.paid);
  if (invoice.status === 'void') throw new AppError('CONFLICT', INVOICE_MESSAGES.void);
}

/** `GET /invoices/{id}/intent?addressId=`: the intent to pay a sent invoice in full. */
export async function getInvoiceIntent(
  ctx: RequestContext,
  id: string,
  addressId: string | undefined,
): Promise<PaymentIntent> {
  const account = requireActiveAccount(ctx);
  const row = await findInvoice(ctx.db, selfScope(ctx), id);
  if (!row) throw new AppError('NOT_FOUND', INVOICE_MESSAGES.notFound);
  requireOpen(row.invoice);
  return createPaymentIntent(ctx, {
    purpose: 'invoice',
    referenceId: id,
    accountId: account.id,
    addressId,
    subTotal: row.total,
    description: `Invoice #${row.invoice.alternateId}: ${row.invoice.title}`,
  });
}

/**
 * Settles invoices paid through the payments module: the invoice is locked and must still
 * be sent before the charge, and is marked paid in the capture's transaction.
 */
export const invoicePurpose: PurposeHandler = {
  async subject(db, scope, referenceId) {
    const row = await findOrganizationInvoice(db, scope, referenceId);
    return row ? { invoice: toBaseInvoice(row.invoice, row.total) } : {};
  },
  async prepare(tx, ctx, intent) {
    const row = await lockInvoice(tx, ctx.scope, intent.referenceId);
    if (!row) throw new AppError('NOT_FOUND', INVOICE_MESSAGES.notFound);
    requireOpen(row.invoice);
    if (row.total !== intent.subTotal) {
      throw new AppError('CONFLICT', 'This invoice changed: please pay it again');
    }
  },
  async captured(tx, ctx, intent) {
    await setInvoiceStatus(tx, intent.referenceId, 'paid', ctx.now);
  },
};

export interface NewInvoice {
  accountId: string;
  title: string;
  dueDate: Date;
  sentDate?: Date;
  notes?: string | null;
  lines: { name: string; description?: string | null; quantity?: number; amount: number }[];
}

/** Sends an invoice to an account (staff tools, the seed, tests). */
export function sendInvoice(db: Executor, scope: Scope, invoice: NewInvoice): Promise<InvoiceRow> {
  return insertInvoice(
    db,
    {
      organizationId: scope.organizationId,
      accountId: invoice.accountId,
      title: invoice.title,
      status: 'sent',
      sentDate: invoice.sentDate ?? new Date(),
      dueDate: invoice.dueDate,
      notes: invoice.notes ?? null,
    },
    invoice.lines,
  );
}

/** Voids a sent invoice (sent → void); a paid one stays paid. */
export async function voidInvoice(db: Executor, scope: Scope, id: string, at: Date): Promise<void> {
  const row = await lockInvoice(db, scope, id);
  if (!row) throw new AppError('NOT_FOUND', INVOICE_MESSAGES.notFound);
  requireOpen(row.invoice);
  await setInvoiceStatus(db, id, 'void', at);
}
