import {
  LISTING_MESSAGES,
  type ListingPassType,
  type ListingPassTypeBody,
  type UpdateListingPassTypeBody as UpdateBody,
} from '@convene/contract';
import type { RequestContext } from '../../../context';
import type { Executor } from '../../../db/client';
import { transaction } from '../../../db/retry';
import type { Scope } from '../../../tenancy/scope';
import { AppError } from '../../../lib/app-error';
import { keepFreePlacesForLine, linesOf, offerKeptPlaces } from '../registration/index';
import { requireEventHost } from './access';
import { defined, validation } from './listing-core';
import { slugOf, uniqueSlug } from '../../../lib/slug';
import {
  deletePassType,
  findPassType,
  hasPasses,
  insertPassType,
  passTypeSlugs,
  selectPassTypes,
  updatePassType,
  type PassTypeRow,
} from './pass-types.repository';

/*
 * Pass types under `/listings/{eventId}/passTypes` (the SDK has no such routes; they follow
 * the other listing routes). A pass type once sold is never deleted (409: deactivate it),
 * and its supply never goes below what is sold and held.
 */

function toListingPassType(row: PassTypeRow): ListingPassType {
  return {
    id: row.id,
    eventId: row.eventId,
    slug: row.slug,
    name: row.name,
    shortDescription: row.shortDescription,
    longDescription: row.longDescription,
    price: row.price,
    accessLevel: row.accessLevel,
    visibility: row.visibility,
    active: row.active,
    minQuantityPerSale: row.minQuantityPerSale,
    maxQuantityPerSale: row.maxQuantityPerSale,
    supply: row.supply,
    sold: row.sold,
    reserved: row.reserved,
    cancelable: row.cancelable,
    transferable: row.transferable,
    enableCoupons: row.enableCoupons,
    sortOrder: row.sortOrder,
    featuredImage: row.featuredImage ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function checkQuantities(min: number, max: number): void {
  if (max < min) {
    throw validation('The most per sale cannot be below the least per sale', 'maxQuantityPerSale');
  }
}

export async function listListingPassTypes(
  ctx: RequestContext,
  eventId: string,
): Promise<ListingPassType[]> {
  await requireEventHost(ctx.db, ctx, eventId);
  return (await selectPassTypes(ctx.db, ctx.scope, eventId)).map(toListingPassType);
}

export async function createListingPassType(
  ctx: RequestContext,
  eventId: string,
  body: ListingPassTypeBody,
): Promise<ListingPassType> {
  await requireEventHost(ctx.db, ctx, eventId);
  checkPassType(body);
  const row = await transaction(ctx, (tx) => writePassType(tx, ctx.scope, eventId, body));
  return toListingPassType(row);
}

/** What a new pass type must hold (400 on the field). */
export function checkPassType(body: ListingPassTypeBody): void {
  checkQuantities(body.minQuantityPerSale ?? 1, body.maxQuantityPerSale ?? 10);
}

/** A new pass type of the event, its slug made unique among the event's. */
export async function writePassType(
  tx: Executor,
  scope: Scope,
  eventId: string,
  body: ListingPassTypeBody,
): Promise<PassTypeRow> {
  const { slug, ...fields } = body;
  return insertPassType(tx, {
    ...defined(fields),
    name: fields.name,
    organizationId: scope.organizationId,
    eventId,
    slug: uniqueSlug(await passTypeSlugs(tx, scope, eventId), slug ?? slugOf(fields.name, 'pass')),
  });
}

export async function updateListingPassType(
  ctx: RequestContext,
  eventId: string,
  passTypeId: string,
  body: UpdateBody,
): Promise<ListingPassType> {
  await requireEventHost(ctx.db, ctx, eventId);
  const scope = ctx.scope;
  const row = await transaction(ctx, async (tx) => {
    const current = await findPassType(tx, scope, eventId, passTypeId, { lock: true });
    if (!current) throw new AppError('NOT_FOUND', LISTING_MESSAGES.passTypeNotFound);
    const { slug, ...fields } = body;
    checkQuantities(
      fields.minQuantityPerSale ?? current.minQuantityPerSale,
      fields.maxQuantityPerSale ?? current.maxQuantityPerSale,
    );
    const taken = current.sold + current.reserved;
    if (fields.supply !== undefined && fields.supply !== null && fields.supply < taken) {
      throw new AppError('CONFLICT', `The supply cannot be below the ${taken} already taken`, {
        field: 'supply',
      });
    }
    let nextSlug: string | undefined;
    if (slug && slug !== current.slug) {
      const slugs = await passTypeSlugs(tx, scope, eventId);
      slugs.delete(current.slug);
      nextSlug = uniqueSlug(slugs, slug);
    }
    const updated = await updatePassType(
      tx,
      scope,
      passTypeId,
      defined({ ...fields, slug: nextSlug }),
    );
    // More supply while members wait: the new places are kept for the line (decision 0051).
    const raised = fields.supply !== undefined && fields.supply !== current.supply;
    if (!raised || !(await keepFreePlacesForLine(tx, scope, passTypeId))) {
      return { updated, kept: false };
    }
    return { updated: (await findPassType(tx, scope, eventId, passTypeId)) ?? updated, kept: true };
  });
  // The kept places become offers in the line's carts now (`reserved` stays as answered).
  if (row.kept) await offerKeptPlaces(ctx, ctx.now, linesOf(scope.organizationId, [passTypeId]));
  return toListingPassType(row.updated);
}

export async function deleteListingPassType(
  ctx: RequestContext,
  eventId: string,
  passTypeId: string,
): Promise<null> {
  await requireEventHost(ctx.db, ctx, eventId);
  const scope = ctx.scope;
  await transaction(ctx, async (tx) => {
    const current = await findPassType(tx, scope, eventId, passTypeId, { lock: true });
    if (!current) throw new AppError('NOT_FOUND', LISTING_MESSAGES.passTypeNotFound);
    if (current.sold > 0 || current.reserved > 0 || (await hasPasses(tx, scope, passTypeId))) {
      throw new AppError('CONFLICT', LISTING_MESSAGES.sold);
    }
    await deletePassType(tx, scope, passTypeId);
  });
  return null;
}
