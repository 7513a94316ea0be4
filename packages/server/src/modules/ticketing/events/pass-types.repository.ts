import type { BasePassType, EventPackage, PassType } from '@convene/contract';
import { and, eq, inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import {
  eventPackagePassTypes,
  eventPackages,
  eventPassTypePriceSchedules,
  eventPassTypeRefundSchedules,
  eventPassTypes,
  events,
} from '../../../db/schema/index';
import { bound, preparedStatement } from '../../../lib/prepared';
import { inOrganization, type Scope } from '../../../tenancy/scope';
import { fromJson, isoSql, jsonArray, jsonObject } from '../../../lib/json-sql';

/*
 * What an event sells, as `GET /events/{id}/passTypes` answers it: prices are integer
 * cents, the price now applies the schedule in force, `remaining` is the supply left after
 * what is sold and held (decision 0014).
 */

const pt = eventPassTypes;
const pk = eventPackages;
const ppt = eventPackagePassTypes;
const ps = eventPassTypePriceSchedules;
const rs = eventPassTypeRefundSchedules;
const ev = events;

/** What is left to take of a capacity (null: unlimited). */
function remainingSql(table: { supply: AnyColumn; sold: AnyColumn; reserved: AnyColumn }): SQL {
  return sql`case when ${table.supply} is null then null
    else greatest(${table.supply} - ${table.sold} - ${table.reserved}, 0) end`;
}

/** The lowest price of a schedule in force at `now`, else the pass type's own. */
function priceNowSql(now: string): SQL {
  return sql`coalesce((select min(${ps.price}) from ${ps} where ${ps.passTypeId} = ${pt.id}
    and ${ps.startDate} <= ${now}::timestamptz and ${ps.endDate} > ${now}::timestamptz), ${pt.price})`;
}

/** SDK BasePassType JSON of the pass type row `pt`. */
function basePassTypeFields(now: string): Record<string, AnyColumn | SQL> {
  return {
    id: pt.id,
    slug: pt.slug,
    cancelable: pt.cancelable,
    transferable: pt.transferable,
    name: pt.name,
    shortDescription: pt.shortDescription,
    longDescription: pt.longDescription,
    price: priceNowSql(now),
    accessLevel: pt.accessLevel,
    featuredImage: pt.featuredImage,
    minQuantityPerSale: pt.minQuantityPerSale,
    maxQuantityPerSale: pt.maxQuantityPerSale,
    supply: pt.supply,
    remaining: remainingSql(pt),
    priceSchedules: jsonArray(
      jsonObject({
        id: ps.id,
        ticketId: ps.passTypeId,
        price: ps.price,
        name: ps.name,
        startDate: isoSql(ps.startDate),
        endDate: isoSql(ps.endDate),
        createdAt: isoSql(ps.createdAt),
        updatedAt: isoSql(ps.updatedAt),
      }),
      sql`from ${ps} where ${ps.passTypeId} = ${pt.id}`,
      sql`${ps.startDate}, ${ps.id}`,
    ),
    refundSchedules: jsonArray(
      jsonObject({
        id: rs.id,
        percentage: rs.percentage,
        startDate: isoSql(rs.startDate),
        endDate: isoSql(rs.endDate),
      }),
      sql`from ${rs} where ${rs.passTypeId} = ${pt.id}`,
      sql`${rs.startDate}, ${rs.id}`,
    ),
    enableCoupons: pt.enableCoupons,
    minCouponQuantity: pt.minCouponQuantity,
    maxCouponQuantity: pt.maxCouponQuantity,
    sortOrder: pt.sortOrder,
    overrideStartDate: sql`case when ${pt.overrideStartDate} is null then null
      else ${isoSql(pt.overrideStartDate)} end`,
  };
}

/** SDK BaseEvent JSON of the pass type's event. */
function baseEventJson(): SQL {
  const event = jsonObject({
    id: ev.id,
    slug: ev.slug,
    name: ev.name,
    shortDescription: ev.shortDescription,
    featured: ev.featured,
    timezone: ev.timezone,
    eventStart: isoSql(ev.eventStart),
    eventEnd: isoSql(ev.eventEnd),
    image: ev.image,
  });
  return sql`(select ${event} from ${ev} where ${ev.id} = ${pt.eventId})`;
}

const passTypeOrder = sql`${pt.sortOrder}, ${pt.price}, ${pt.name}, ${pt.id}`;

/**
 * The pass types on offer: active and public ones, or with `ticketId` that one alone
 * (private ones too: whoever has the id was given it). A prepared statement per shape: the
 * event page asks for it on every render.
 */
export async function selectPassTypes(
  db: Executor,
  scope: Scope,
  eventId: string,
  options: { ticketId?: string; now: string },
): Promise<PassType[]> {
  const name = options.ticketId ? 'event_pass_types_one' : 'event_pass_types_public';
  const statement = preparedStatement(db, name, () =>
    db
      .select({
        item: jsonObject({
          ...basePassTypeFields(bound('now')),
          visibility: pt.visibility,
          active: pt.active,
          event: baseEventJson(),
        }),
      })
      .from(pt)
      .where(
        and(
          inOrganization(pt, { organizationId: bound('organizationId') }),
          eq(pt.eventId, bound('eventId')),
          eq(pt.active, true),
          options.ticketId ? eq(pt.id, bound('ticketId')) : eq(pt.visibility, 'public'),
        ),
      )
      .orderBy(passTypeOrder)
      .prepare(name),
  );
  const rows = await statement.execute({
    organizationId: scope.organizationId,
    eventId,
    now: options.now,
    ticketId: options.ticketId ?? null,
  });
  return rows.map((row) => fromJson(row.item as PassType | string));
}

/** Pass types of the organization by id, as the SDK's BasePassType (unknown ids left out). */
export async function basePassTypesByIds(
  db: Executor,
  scope: Scope,
  ids: readonly string[],
  now: string,
): Promise<Map<string, BasePassType>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ item: jsonObject(basePassTypeFields(now)) })
    .from(pt)
    .where(and(inOrganization(pt, scope), inArray(pt.id, [...new Set(ids)])));
  const passTypes = rows.map((row) => fromJson(row.item as BasePassType | string));
  return new Map(passTypes.map((passType) => [passType.id, passType]));
}

/** The active packages, with their passes (those holding `ticketId` when given). */
export async function selectPackages(
  db: Executor,
  scope: Scope,
  eventId: string,
  options: { ticketId?: string; now: string },
): Promise<EventPackage[]> {
  const name = options.ticketId ? 'event_packages_holding' : 'event_packages_all';
  const statement = preparedStatement(db, name, () => {
    const item = jsonObject({
      id: pk.id,
      name: pk.name,
      description: pk.description,
      price: pk.price,
      isActive: pk.isActive,
      passes: jsonArray(
        jsonObject({
          id: ppt.id,
          passTypeId: ppt.passTypeId,
          passType: jsonObject(basePassTypeFields(bound('now'))),
          quantity: ppt.quantity,
        }),
        sql`from ${ppt} join ${pt} on ${pt.id} = ${ppt.passTypeId} where ${ppt.packageId} = ${pk.id}`,
        passTypeOrder,
      ),
      image: pk.image,
      sortOrder: pk.sortOrder,
      supply: pk.supply,
      remaining: remainingSql(pk),
      createdAt: isoSql(pk.createdAt),
      updatedAt: isoSql(pk.updatedAt),
    });
    const holds = options.ticketId
      ? sql`exists (select 1 from ${ppt} where ${ppt.packageId} = ${pk.id} and ${ppt.passTypeId} = ${bound('ticketId')})`
      : undefined;
    return db
      .select({ item })
      .from(pk)
      .where(
        and(
          inOrganization(pk, { organizationId: bound('organizationId') }),
          eq(pk.eventId, bound('eventId')),
          eq(pk.isActive, true),
          holds,
        ),
      )
      .orderBy(pk.sortOrder, pk.price, pk.id)
      .prepare(name);
  });
  const rows = await statement.execute({
    organizationId: scope.organizationId,
    eventId,
    now: options.now,
    ticketId: options.ticketId ?? null,
  });
  return rows.map((row) => fromJson(row.item as EventPackage | string));
}
