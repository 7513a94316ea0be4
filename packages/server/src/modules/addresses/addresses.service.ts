import {
  ADDRESS_MESSAGES,
  missingAddressFields,
  type AccountAddress,
  type AddressBody,
  type ListQuery,
  type Module,
} from '@convene/contract';
import { requireAccount, requireActiveAccount, type RequestContext } from '../../context';
import type { Executor } from '../../db/client';
import { transaction } from '../../db/retry';
import { AppError } from '../../lib/app-error';
import { pageWindow } from '../../lib/envelope';
import {
  clearPrimary,
  deleteAddress,
  findAddress,
  insertAddress,
  listAddresses,
  lockAddresses,
  setPrimary,
  updateAddress,
  type AccountScope,
  type AddressRow,
} from './addresses.repository';

export type { AddressRow } from './addresses.repository';

function toAccountAddress(row: AddressRow): AccountAddress {
  return {
    id: row.id,
    primary: row.primary,
    name: row.name,
    address1: row.address1,
    address2: row.address2,
    city: row.city,
    state: row.state,
    country: row.country,
    zip: row.zip,
  };
}

/**
 * Addresses exist for payment intents (every intent is taxed by one), so they are
 * there while a module that takes payments is on, and answer 456 like a module turned off
 * when none is.
 */
const MODULES_THAT_TAKE_PAYMENTS: readonly Module[] = [
  'events',
  'invoices',
  'bookings',
  'subscriptions',
];

/** The acting account's addresses, in an organization that takes payments. */
function selfScope(ctx: RequestContext): AccountScope {
  if (!MODULES_THAT_TAKE_PAYMENTS.some((module) => ctx.organization.modules.includes(module)))
    throw new AppError('FEATURE_NOT_AVAILABLE');
  return { organizationId: ctx.organization.id, accountId: requireAccount(ctx).id };
}

/** Line 1, postal code and state/province, each refused with its own message. */
function requireComplete(body: AddressBody): void {
  const [missing] = missingAddressFields(body);
  if (missing) throw new AppError('VALIDATION', ADDRESS_MESSAGES[missing], { field: missing });
}

/**
 * An address of `accountId` in the organization, for a payment intent; 404 when it is
 * someone else's or does not exist, 400 when it lacks line 1, postal code or state/province.
 */
export async function requireAccountAddress(
  db: Executor,
  scope: AccountScope,
  addressId: string,
): Promise<AddressRow> {
  const row = await findAddress(db, scope, addressId);
  if (!row) throw new AppError('NOT_FOUND', 'Address not found');
  requireComplete(row);
  return row;
}

/** Saves an address for an account as its primary one (the seed). */
export function savePrimaryAddress(
  db: Executor,
  scope: AccountScope,
  body: AddressBody,
): Promise<AddressRow> {
  requireComplete(body);
  return insertAddress(db, scope, { ...body, primary: true });
}

export async function listSelfAddresses(
  ctx: RequestContext,
  query: ListQuery,
): Promise<AccountAddress[]> {
  const rows = await listAddresses(ctx.db, selfScope(ctx), pageWindow(query));
  return rows.map(toAccountAddress);
}

export async function getSelfAddress(ctx: RequestContext, id: string): Promise<AccountAddress> {
  const row = await findAddress(ctx.db, selfScope(ctx), id);
  if (!row) throw new AppError('NOT_FOUND', 'Address not found');
  return toAccountAddress(row);
}

/**
 * Writes an address of the acting account under a lock on its addresses: `write` gets them
 * and answers whether the written one is primary, which then takes the flag from the others.
 */
async function writeAddress(
  ctx: RequestContext,
  body: AddressBody,
  write: (tx: Executor, scope: AccountScope, existing: AddressRow[]) => Promise<AddressRow>,
): Promise<AccountAddress> {
  requireActiveAccount(ctx);
  requireComplete(body);
  const scope = selfScope(ctx);
  const row = await transaction(ctx, async (tx) =>
    write(tx, scope, await lockAddresses(tx, scope)),
  );
  return toAccountAddress(row);
}

/** Saves an address; the account's first one, or one marked primary, becomes the primary. */
export function createSelfAddress(ctx: RequestContext, body: AddressBody): Promise<AccountAddress> {
  return writeAddress(ctx, body, async (tx, scope, existing) => {
    const primary = body.primary || existing.length === 0;
    if (primary) await clearPrimary(tx, scope, null);
    return insertAddress(tx, scope, { ...body, primary });
  });
}

export function updateSelfAddress(
  ctx: RequestContext,
  id: string,
  body: AddressBody,
): Promise<AccountAddress> {
  return writeAddress(ctx, body, async (tx, scope, existing) => {
    const current = existing.find((address) => address.id === id);
    if (!current) throw new AppError('NOT_FOUND', 'Address not found');
    // The primary address stays primary until another one takes its place.
    const primary = body.primary || current.primary;
    if (primary) await clearPrimary(tx, scope, id);
    return (await updateAddress(tx, scope, id, { ...body, primary }))!;
  });
}

/** Deletes an address; when it was the primary one, the newest other becomes primary. */
export async function deleteSelfAddress(ctx: RequestContext, id: string): Promise<null> {
  requireActiveAccount(ctx);
  const scope = selfScope(ctx);
  await transaction(ctx, async (tx) => {
    const existing = await lockAddresses(tx, scope);
    const removed = await deleteAddress(tx, scope, id);
    if (!removed) throw new AppError('NOT_FOUND', 'Address not found');
    const next = existing
      .filter((address) => address.id !== id)
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0];
    if (removed.primary && next) await setPrimary(tx, scope, next.id);
  });
  return null;
}
