import type {
  DeletionOutcome,
  ListQuery,
  ManagedProduct,
  PriceBody,
  PriceUpdateBody,
  ProductBody,
} from '@convene/contract';
import { requireAdmin, type RequestContext } from '../../context';
import { transaction } from '../../db/retry';
import { AppError } from '../../lib/app-error';
import { pageWindow } from '../../lib/envelope';
import {
  deletePriceRow,
  deleteProductRow,
  inUse,
  lockForDeletion,
  insertPrice,
  insertProduct,
  listAllProducts,
  setProductTiers,
  subscriptionCountsByPrice,
  updatePriceRows,
  updateProductRow,
} from './admin.repository';
import {
  findPrice,
  findProductsByIds,
  findTiersByIds,
  listPrices,
  type ProductRow,
} from './products.repository';
import { productViews } from './subscriptions.service';

/*
 * Plans and their prices, set up by organization administrators (decision 0042). A plan or
 * a price that a subscription uses (of any status: its history and renewals point at it) is
 * archived instead of deleted; a price's amount, currency and interval never change.
 */

const productNotFound = () => new AppError('NOT_FOUND', 'Plan not found');

async function managedViews(
  ctx: RequestContext,
  rows: readonly ProductRow[],
): Promise<ManagedProduct[]> {
  const scope = ctx.scope;
  const ids = rows.map((row) => row.id);
  const [views, prices] = await Promise.all([
    productViews(ctx, rows, true),
    listPrices(ctx.db, scope, ids, true),
  ]);
  const counts = await subscriptionCountsByPrice(
    ctx.db,
    scope,
    prices.map((price) => price.id),
  );
  return views.map((view, index) => {
    const row = rows[index]!;
    return {
      ...view,
      sortOrder: row.sortOrder,
      lapseTo: row.lapseTo,
      prices: view.prices.map((price) => ({
        ...price,
        stripePriceId: prices.find((candidate) => candidate.id === price.id)?.stripePriceId ?? null,
        subscriptions: counts.get(price.id) ?? 0,
      })),
    };
  });
}

async function managedProduct(ctx: RequestContext, id: string): Promise<ManagedProduct> {
  const [row] = await findProductsByIds(ctx.db, ctx.scope, [id]);
  if (!row) throw productNotFound();
  const [view] = await managedViews(ctx, [row]);
  return view!;
}

async function requireProduct(ctx: RequestContext, id: string): Promise<ProductRow> {
  const [row] = await findProductsByIds(ctx.db, ctx.scope, [id]);
  if (!row) throw productNotFound();
  return row;
}

/** Every tier named is the organization's (another's or an unknown one is 400 on `tierIds`). */
async function checkTiers(ctx: RequestContext, tierIds: readonly string[]): Promise<void> {
  const unique = [...new Set(tierIds)];
  const found = await findTiersByIds(ctx.db, ctx.scope, unique);
  if (found.length !== unique.length) {
    throw new AppError('VALIDATION', 'Unknown tier', { field: 'tierIds' });
  }
}

/** `GET /organization/subscriptions/products`. */
export async function listManagedProducts(
  ctx: RequestContext,
  query: ListQuery,
): Promise<ManagedProduct[]> {
  requireAdmin(ctx);
  return managedViews(ctx, await listAllProducts(ctx.db, ctx.scope, pageWindow(query)));
}

/** `POST /organization/subscriptions/products`. */
export async function createProduct(
  ctx: RequestContext,
  body: ProductBody,
): Promise<ManagedProduct> {
  requireAdmin(ctx);
  const { tierIds, ...fields } = body;
  await checkTiers(ctx, tierIds);
  const id = await transaction(ctx, async (tx) => {
    const productId = await insertProduct(tx, ctx.scope, fields);
    await setProductTiers(tx, productId, tierIds);
    return productId;
  });
  return managedProduct(ctx, id);
}

/** `PUT /organization/subscriptions/products/{id}`: the whole plan. */
export async function updateProduct(
  ctx: RequestContext,
  productId: string,
  body: ProductBody,
): Promise<ManagedProduct> {
  requireAdmin(ctx);
  const product = await requireProduct(ctx, productId);
  const { tierIds, ...fields } = body;
  await checkTiers(ctx, tierIds);
  await transaction(ctx, async (tx) => {
    await updateProductRow(tx, ctx.scope, product.id, fields);
    await setProductTiers(tx, product.id, tierIds);
  });
  return managedProduct(ctx, product.id);
}

/** `DELETE /organization/subscriptions/products/{id}`: archived with its prices when in use. */
export async function deleteProduct(
  ctx: RequestContext,
  productId: string,
): Promise<DeletionOutcome> {
  requireAdmin(ctx);
  const product = await requireProduct(ctx, productId);
  const scope = ctx.scope;
  return transaction(ctx, async (tx) => {
    await lockForDeletion(tx, scope, { productId: product.id });
    if (await inUse(tx, scope, { productId: product.id })) {
      await updateProductRow(tx, scope, product.id, { active: false });
      await updatePriceRows(tx, scope, { productId: product.id }, { active: false });
      return { outcome: 'archived' as const };
    }
    await deleteProductRow(tx, scope, product.id);
    return { outcome: 'deleted' as const };
  });
}

/** `POST …/products/{id}/prices`. */
export async function createPrice(
  ctx: RequestContext,
  productId: string,
  body: PriceBody,
): Promise<ManagedProduct> {
  requireAdmin(ctx);
  const product = await requireProduct(ctx, productId);
  await insertPrice(ctx.db, ctx.scope, product.id, body);
  return managedProduct(ctx, product.id);
}

async function requirePrice(ctx: RequestContext, productId: string, priceId: string) {
  const product = await requireProduct(ctx, productId);
  const price = await findPrice(ctx.db, ctx.scope, priceId);
  if (!price || price.productId !== product.id) {
    throw new AppError('NOT_FOUND', 'Price not found', { field: 'priceId' });
  }
  return price;
}

/** `PUT …/prices/{id}`: archive or restore, the trial, the Stripe id. */
export async function updatePrice(
  ctx: RequestContext,
  ids: { productId: string; priceId: string },
  body: PriceUpdateBody,
): Promise<ManagedProduct> {
  requireAdmin(ctx);
  const price = await requirePrice(ctx, ids.productId, ids.priceId);
  await updatePriceRows(ctx.db, ctx.scope, { productId: price.productId, priceId: price.id }, body);
  return managedProduct(ctx, price.productId);
}

/** `DELETE …/prices/{id}`: archived when a subscription uses it. */
export async function deletePrice(
  ctx: RequestContext,
  ids: { productId: string; priceId: string },
): Promise<DeletionOutcome> {
  requireAdmin(ctx);
  const price = await requirePrice(ctx, ids.productId, ids.priceId);
  const scope = ctx.scope;
  return transaction(ctx, async (tx) => {
    const which = { productId: price.productId, priceId: price.id };
    await lockForDeletion(tx, scope, which);
    if (await inUse(tx, scope, which)) {
      await updatePriceRows(tx, scope, which, { active: false });
      return { outcome: 'archived' as const };
    }
    await deletePriceRow(tx, scope, price.id);
    return { outcome: 'deleted' as const };
  });
}
