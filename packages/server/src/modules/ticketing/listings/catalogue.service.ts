import {
  LISTING_ITEM_MESSAGES,
  LISTING_MESSAGES,
  type ListingAddOn,
  type ListingCoupon,
  type ListingFaqSection,
  type ListingPackage,
  type ListingPage,
  type ListingRoomType,
} from '@convene/contract';
import type { RequestContext } from '../../../context';
import { isUniqueViolation, type Executor } from '../../../db/client';
import { transaction } from '../../../db/retry';
import {
  eventAddOns,
  eventCoupons,
  eventFaqSections,
  eventPackages,
  eventPages,
  eventRoomTypes,
} from '../../../db/schema/index';
import { AppError } from '../../../lib/app-error';
import type { Scope } from '../../../tenancy/scope';
import { requireEventHost } from './access';
import {
  deleteItem,
  eventPassTypeIds,
  findItem,
  insertItem,
  packagePasses,
  selectItems,
  setPackagePasses,
  updateItem,
  sectionFaqs,
  setSectionFaqs,
  type CatalogueRow,
  type CatalogueTable,
  type FaqInput,
} from './catalogue.repository';
import { ADD_ON_PASS_TYPES, readIdLinks, writeIdLinks } from './id-links';
import { defined, validation } from './listing-core';
import { slugOf, uniqueSlug } from '../../../lib/slug';
import { sanitizeAnnouncementHtml } from '../../groups/index';

/*
 * Packages, add-ons, room types and coupons of a listing (asked "in the same style"
 * as the other listing routes). Each kind says its table, how a body becomes columns, the
 * links it keeps and which column is its capacity; the rules are one: 404 for an id of
 * another event, supply never below what is sold and held (409), no delete once any of it
 * was sold or is held (409: deactivate it instead).
 */

type Body = Record<string, unknown>;

export interface CatalogueKind<View> {
  table: CatalogueTable;
  /** The column that bounds `sold + reserved` (`supply`, a coupon's `useLimit`); none: no capacity. */
  limit?: 'supply' | 'useLimit';
  /** Kinds with a slug unique in the event: the words a missing slug is made from. */
  slugFrom?(body: Body): string;
  /** The body's columns, the link fields left out. */
  columns(body: Body): Body;
  /** Why the row cannot be deleted yet (a 409's message), or null when it can. */
  inUse?(db: Executor, scope: Scope, id: string): Promise<string | null>;
  /** Checks a merged row before it is written (a coupon's one discount). */
  check?(merged: Body): void;
  /** The links the kind keeps beside its row, by row id. */
  links?: {
    field: string;
    read(db: Executor, scope: Scope, ids: string[]): Promise<Map<string, unknown>>;
    write(db: Executor, scope: Scope, eventId: string, id: string, value: unknown): Promise<void>;
    passTypeIds(value: unknown): string[];
  };
  view(row: Body, link: unknown): View;
}

/** A row as JSON: timestamps as ISO strings, the organization left out. */
export function plain(row: Body): Body {
  const { organizationId: _organization, ...rest } = row;
  return Object.fromEntries(
    Object.entries(rest).map(([key, value]) => [
      key,
      value instanceof Date ? value.toISOString() : value,
    ]),
  );
}

export const instant = (value: unknown) =>
  value === undefined ? undefined : value === null ? null : new Date(value as string);

type PackagePasses = { passTypeId: string; quantity: number }[];

export const packageKind: CatalogueKind<ListingPackage> = {
  table: eventPackages,
  limit: 'supply',
  columns: ({ passes: _passes, ...columns }) => columns,
  links: {
    field: 'passes',
    read: packagePasses,
    write: (db, scope, _eventId, id, value) =>
      setPackagePasses(db, scope, id, value as PackagePasses),
    passTypeIds: (value) => (value as PackagePasses).map((pass) => pass.passTypeId),
  },
  view: (row, link) => ({ ...plain(row), passes: link ?? [] }) as ListingPackage,
};

export const addOnKind: CatalogueKind<ListingAddOn> = {
  table: eventAddOns,
  limit: 'supply',
  columns: ({ passTypeIds: _ids, ...columns }) => columns,
  links: {
    field: 'passTypeIds',
    read: (db, scope, ids) => readIdLinks(db, scope, ADD_ON_PASS_TYPES, ids),
    write: (db, scope, _eventId, id, value) =>
      writeIdLinks(db, scope, ADD_ON_PASS_TYPES, id, value as string[]),
    passTypeIds: (value) => value as string[],
  },
  view: (row, link) => ({ ...plain(row), passTypeIds: link ?? [] }) as ListingAddOn,
};

export const roomTypeKind: CatalogueKind<ListingRoomType> = {
  table: eventRoomTypes,
  limit: 'supply',
  columns: (body) => body,
  view: (row) => plain(row) as ListingRoomType,
};

export const couponKind: CatalogueKind<ListingCoupon> = {
  table: eventCoupons,
  limit: 'useLimit',
  columns: ({ code, startDate, endDate, ...columns }) => ({
    ...columns,
    code: typeof code === 'string' ? code.toUpperCase() : undefined,
    startDate: instant(startDate),
    endDate: instant(endDate),
  }),
  check(merged) {
    if ((merged.discountAmount == null) === (merged.discountPercent == null)) {
      throw validation(LISTING_ITEM_MESSAGES.oneDiscount, 'discountAmount');
    }
  },
  view: (row) => plain(row) as ListingCoupon,
};

export const faqSectionKind: CatalogueKind<ListingFaqSection> = {
  table: eventFaqSections,
  slugFrom: (body) => String(body.name ?? ''),
  columns: ({ faqs: _faqs, ...columns }) => columns,
  links: {
    field: 'faqs',
    read: sectionFaqs,
    write: (db, scope, _eventId, id, value) => {
      const slugs = new Set<string>();
      const faqs = (value as FaqInput[]).map((faq) => ({
        ...faq,
        slug: uniqueSlug(slugs, slugOf(faq.question, 'faq')),
      }));
      return setSectionFaqs(db, scope, id, faqs);
    },
    passTypeIds: () => [],
  },
  view: (row, link) => ({ ...plain(row), faqs: link ?? [] }) as ListingFaqSection,
};

export const pageKind: CatalogueKind<ListingPage> = {
  table: eventPages,
  slugFrom: (body) => String(body.title ?? ''),
  columns: ({ html, ...columns }) => ({
    ...columns,
    html: typeof html === 'string' ? sanitizeAnnouncementHtml(html) : undefined,
  }),
  view: (row) => plain(row) as ListingPage,
};

function notFound(): AppError {
  return new AppError('NOT_FOUND', LISTING_ITEM_MESSAGES.notFound);
}

/** The pass types a body names (a coupon's, a package's, an add-on's) must be the event's. */
async function checkPassTypes(
  db: Executor,
  scope: Scope,
  eventId: string,
  kind: CatalogueKind<unknown>,
  body: Body,
): Promise<void> {
  const named = [
    ...(typeof body.passTypeId === 'string' ? [body.passTypeId] : []),
    ...(kind.links && body[kind.links.field] !== undefined
      ? kind.links.passTypeIds(body[kind.links.field])
      : []),
  ];
  const found = await eventPassTypeIds(db, scope, eventId, named);
  if (named.some((id) => !found.has(id))) {
    throw new AppError('NOT_FOUND', LISTING_ITEM_MESSAGES.passTypeNotFound, {
      field: kind.links?.field ?? 'passTypeId',
    });
  }
}

async function views<View>(
  db: Executor,
  scope: Scope,
  kind: CatalogueKind<View>,
  rows: CatalogueRow[],
): Promise<View[]> {
  const links = kind.links
    ? await kind.links.read(
        db,
        scope,
        rows.map((row) => row.id),
      )
    : new Map<string, unknown>();
  return rows.map((row) => kind.view(row, links.get(row.id)));
}

async function viewOf<View>(
  db: Executor,
  scope: Scope,
  kind: CatalogueKind<View>,
  row: CatalogueRow,
) {
  const [view] = await views(db, scope, kind, [row]);
  return view!;
}

/** The slug sent, or one made from the kind's words, numbered past the event's others. */
async function freeSlug(
  db: Executor,
  scope: Scope,
  kind: CatalogueKind<unknown>,
  eventId: string,
  body: Body,
  own?: string,
): Promise<string> {
  const rows = await selectItems(db, kind.table, scope, eventId);
  const taken = new Set(rows.flatMap((row) => (row.slug && row.slug !== own ? [row.slug] : [])));
  const wanted = typeof body.slug === 'string' ? body.slug : slugOf(kind.slugFrom!(body), 'item');
  return uniqueSlug(taken, wanted);
}

function conflicts(kind: CatalogueKind<unknown>, error: unknown): never {
  if (isUniqueViolation(error) && kind.table === eventCoupons) {
    throw new AppError('CONFLICT', LISTING_ITEM_MESSAGES.couponCodeTaken, { field: 'code' });
  }
  throw error;
}

export async function listItems<View>(
  ctx: RequestContext,
  kind: CatalogueKind<View>,
  eventId: string,
): Promise<View[]> {
  await requireEventHost(ctx.db, ctx, eventId);
  const scope = ctx.scope;
  return views(ctx.db, scope, kind, await selectItems(ctx.db, kind.table, scope, eventId));
}

export async function createItem<View>(
  ctx: RequestContext,
  kind: CatalogueKind<View>,
  eventId: string,
  body: Body,
): Promise<View> {
  await requireEventHost(ctx.db, ctx, eventId);
  const scope = ctx.scope;
  await checkPassTypes(ctx.db, scope, eventId, kind, body);
  const columns = defined(kind.columns(body));
  kind.check?.(columns);
  try {
    return await transaction(ctx, async (tx) => {
      if (kind.slugFrom) columns.slug = await freeSlug(tx, scope, kind, eventId, body);
      const row = await insertItem(tx, kind.table, {
        ...columns,
        organizationId: scope.organizationId,
        eventId,
      });
      const link = kind.links ? body[kind.links.field] : undefined;
      if (kind.links && link !== undefined) {
        await kind.links.write(tx, scope, eventId, row.id, link);
      }
      return viewOf(tx, scope, kind, row);
    });
  } catch (error) {
    return conflicts(kind, error);
  }
}

export async function updateItemOf<View>(
  ctx: RequestContext,
  kind: CatalogueKind<View>,
  eventId: string,
  id: string,
  body: Body,
): Promise<View> {
  await requireEventHost(ctx.db, ctx, eventId);
  const scope = ctx.scope;
  await checkPassTypes(ctx.db, scope, eventId, kind, body);
  const changes = defined(kind.columns(body));
  try {
    return await transaction(ctx, async (tx) => {
      const current = await findItem(tx, kind.table, scope, eventId, id, { lock: true });
      if (!current) throw notFound();
      const merged = { ...current, ...changes };
      kind.check?.(merged);
      const limit = kind.limit ? merged[kind.limit] : undefined;
      const taken = (current.sold ?? 0) + (current.reserved ?? 0);
      if (typeof limit === 'number' && limit < taken) {
        throw new AppError('CONFLICT', `The limit cannot be below the ${taken} already taken`, {
          field: kind.limit ?? 'supply',
        });
      }
      if (kind.slugFrom && typeof changes.slug === 'string' && changes.slug !== current.slug) {
        changes.slug = await freeSlug(tx, scope, kind, eventId, body, current.slug);
      }
      // A write of links alone (a section's FAQs) leaves the row as it is.
      const row =
        Object.keys(changes).length > 0
          ? await updateItem(tx, kind.table, scope, eventId, id, changes)
          : current;
      const link = kind.links ? body[kind.links.field] : undefined;
      if (kind.links && link !== undefined) await kind.links.write(tx, scope, eventId, id, link);
      return viewOf(tx, scope, kind, row);
    });
  } catch (error) {
    return conflicts(kind, error);
  }
}

/** A foreign key that still points at the row: something bought refers to it. */
function isReferenced(error: unknown): boolean {
  const code =
    (error as { code?: string } | null)?.code ??
    (error as { cause?: { code?: string } } | null)?.cause?.code;
  return code === '23503';
}

export async function deleteItemOf(
  ctx: RequestContext,
  kind: CatalogueKind<unknown>,
  eventId: string,
  id: string,
): Promise<null> {
  await requireEventHost(ctx.db, ctx, eventId);
  const scope = ctx.scope;
  try {
    await transaction(ctx, async (tx) => {
      const current = await findItem(tx, kind.table, scope, eventId, id, { lock: true });
      if (!current) throw notFound();
      if ((current.sold ?? 0) > 0 || (current.reserved ?? 0) > 0) {
        throw new AppError('CONFLICT', LISTING_MESSAGES.sold);
      }
      const inUse = await kind.inUse?.(tx, scope, id);
      if (inUse) throw new AppError('CONFLICT', inUse);
      await deleteItem(tx, kind.table, scope, eventId, id);
    });
  } catch (error) {
    if (isReferenced(error)) throw new AppError('CONFLICT', LISTING_MESSAGES.sold);
    throw error;
  }
  return null;
}
