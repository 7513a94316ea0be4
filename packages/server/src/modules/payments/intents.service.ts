import { CURRENCY, type Payment, type PaymentIntent, type PaymentPurpose } from '@convene/contract';
import { v7 as uuidv7 } from 'uuid';
import type { RequestContext } from '../../context';
import type { Executor } from '../../db/client';
import { transaction } from '../../db/retry';
import { AppError } from '../../lib/app-error';
import type { Scope } from '../../tenancy/scope';
import { requireAccountAddress, type AddressRow } from '../addresses/index';
import { adapterOf, requireDefaultIntegration, type IntegrationRow } from './integrations.service';
import {
  cancelOtherOpenIntents,
  findIntentView,
  findOpenIntent,
  insertIntent,
  listIntentPayments,
  listPaymentsOf,
  type IntentRow,
  type PaymentReferences,
} from './intents.repository';
import { toPayment, toPaymentIntent } from './payment-view';
import { NO_SETTINGS, PROVIDERS, type PaymentProviderAdapter } from './providers/index';
import { billingAddressRequired, salesTaxFor } from './sales-tax';

/** What a module asks the payments module for: an intent to pay one of its things. */
export interface IntentRequest {
  purpose: PaymentPurpose;
  /** The purpose's own id (the invoice, the registration …). */
  referenceId: string;
  /** Who pays. */
  accountId: string;
  /**
   * The payer's address the intent is taxed by: required when the deployment taxes by
   * address (`billingAddressRequired`), else optional (no address: taxed at 0).
   */
  addressId?: string | null | undefined;
  /** Before tax, in integer cents. */
  subTotal: number;
  description: string | null;
  eventId?: string | null;
  metadata?: Record<string, string>;
}

/**
 * Calls a provider; a failure other than a decline is logged by its message only (a
 * provider SDK's error can carry the request and its credentials) and answered 503.
 */
export async function atProvider<T>(
  ctx: Pick<RequestContext, 'log'>,
  adapter: PaymentProviderAdapter,
  work: (adapter: PaymentProviderAdapter) => Promise<T>,
): Promise<T> {
  try {
    return await work(adapter);
  } catch (error) {
    if (error instanceof AppError) throw error;
    const reason = error instanceof Error ? error.message.slice(0, 300) : 'unknown error';
    ctx.log.error({ provider: adapter.type, reason }, 'payment provider call failed');
    throw new AppError('SERVICE_UNAVAILABLE');
  }
}

/** The provider an amount is paid through: nothing to pay needs no provider. */
async function providerFor(
  ctx: RequestContext,
  amount: number,
): Promise<{ integration: IntegrationRow | null; adapter: PaymentProviderAdapter }> {
  if (amount === 0) return { integration: null, adapter: PROVIDERS.free(NO_SETTINGS) };
  const integration = await requireDefaultIntegration(ctx.db, ctx.scope);
  return { integration, adapter: await adapterOf(ctx, integration) };
}

function sameTerms(intent: IntentRow, terms: Partial<IntentRow>): boolean {
  return (Object.keys(terms) as (keyof IntentRow)[]).every((key) => intent[key] === terms[key]);
}

export async function paymentIntentView(ctx: RequestContext, id: string) {
  const { scope } = ctx;
  const view = await findIntentView(ctx.db, scope, id);
  if (!view) throw new AppError('NOT_FOUND', 'Payment intent not found');
  const { purpose, referenceId } = view.intent;
  const subject = await ctx.seams.paymentPurposes[purpose]?.subject?.(
    ctx.db,
    scope,
    referenceId,
    ctx.now,
  );
  return toPaymentIntent(view, subject ?? {});
}

/** The address an intent is taxed by: the one named, or none when none is needed. */
async function payerAddress(
  ctx: RequestContext,
  request: IntentRequest,
): Promise<AddressRow | null> {
  if (request.addressId) {
    const owner = { organizationId: ctx.scope.organizationId, accountId: request.accountId };
    return requireAccountAddress(ctx.db, owner, request.addressId);
  }
  if (!billingAddressRequired()) return null;
  throw new AppError('VALIDATION', 'A billing address is required: sales tax is charged by it', {
    field: 'addressId',
  });
}

const postalOf = ({ address1, address2, city, state, country, zip }: AddressRow) => ({
  address1,
  address2,
  city,
  state,
  country,
  zip,
});

/**
 * The intent to pay a purpose's reference: the open one when nothing changed (amount,
 * address, provider), else a new one at the provider, which cancels the older ones. The
 * caller checks that the reference is payable and that `accountId` may pay it.
 */
export async function createPaymentIntent(
  ctx: RequestContext,
  request: IntentRequest,
): Promise<PaymentIntent> {
  const scope = ctx.scope;
  if (!Number.isInteger(request.subTotal) || request.subTotal < 0) {
    throw new Error('an intent is for whole, non-negative cents');
  }
  const address = await payerAddress(ctx, request);
  const tax = salesTaxFor(request.subTotal, address);
  const amount = request.subTotal + tax.amount;
  const { integration, adapter } = await providerFor(ctx, amount);
  const subject = {
    purpose: request.purpose,
    referenceId: request.referenceId,
    accountId: request.accountId,
  };
  const terms = {
    subTotal: request.subTotal,
    salesTax: tax.amount,
    amount,
    addressId: address?.id ?? null,
    provider: adapter.type,
    integrationId: integration?.id ?? null,
  };
  const open = await findOpenIntent(ctx.db, scope, subject);
  if (open && sameTerms(open, terms)) return paymentIntentView(ctx, open.id);

  const id = uuidv7();
  const metadata = { ...request.metadata, purpose: request.purpose };
  const created = await atProvider(ctx, adapter, (provider) =>
    provider.createIntent({
      intentId: id,
      amount,
      currency: CURRENCY,
      description: request.description,
      metadata,
    }),
  );
  await transaction(ctx, async (tx) => {
    await insertIntent(tx, {
      id,
      organizationId: scope.organizationId,
      ...subject,
      ...terms,
      salesTaxRate: tax.rate,
      currency: CURRENCY,
      description: request.description,
      providerReference: created.reference,
      clientSecret: created.secret,
      metadata,
      eventId: request.eventId ?? null,
      ...(address ? postalOf(address) : {}),
    });
    await cancelOtherOpenIntents(tx, scope, subject, id);
  });
  return paymentIntentView(ctx, id);
}

/** The payments (charges, refunds) of a purpose's references, by reference id. */
export async function paymentsOf(
  db: Executor,
  scope: Scope,
  purpose: PaymentPurpose,
  referenceIds: readonly string[],
): Promise<Map<string, Payment[]>> {
  const byPurpose = await paymentsOfEach(db, scope, { [purpose]: referenceIds });
  return byPurpose.get(purpose) ?? new Map();
}

/**
 * The payments of the references of several purposes in one statement: by purpose, then
 * by reference id, each list oldest first.
 */
export async function paymentsOfEach(
  db: Executor,
  scope: Scope,
  references: PaymentReferences,
): Promise<Map<PaymentPurpose, Map<string, Payment[]>>> {
  const byPurpose = new Map<PaymentPurpose, Map<string, Payment[]>>();
  if (!Object.values(references).some((ids) => ids.length > 0)) return byPurpose;
  for (const row of await listPaymentsOf(db, scope, references)) {
    const byReference = byPurpose.get(row.purpose) ?? new Map<string, Payment[]>();
    byPurpose.set(row.purpose, byReference);
    const list = byReference.get(row.referenceId) ?? [];
    list.push(toPayment(row.payment));
    byReference.set(row.referenceId, list);
  }
  return byPurpose;
}

/** The charge and refunds of one intent of the organization, oldest first. */
export async function paymentsOfIntent(
  db: Executor,
  scope: Scope,
  intentId: string,
): Promise<Payment[]> {
  const rows = await listIntentPayments(db, intentId);
  return rows
    .filter((row) => row.organizationId === scope.organizationId)
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
    .map(toPayment);
}
