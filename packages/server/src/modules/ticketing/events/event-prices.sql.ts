import type { EventAvailability } from '@convene/contract';
import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import { eventPassTypePriceSchedules, eventPassTypes, events } from '../../../db/schema/index';

/*
 * What an event card says of its prices: the passes on sale now, each at its price schedule
 * in force, and whether a place is left (read by every event read and the listings).
 */

type Bindable = string | Placeholder;

/**
 * What the passes on sale now cost and whether any is left, aggregated for each event row
 * by one lateral join that every summary read makes (`.leftJoin(...pricesJoin(now))`): the pass types of the event (each priced as the cart
 * prices it: the lowest price schedule in force, else its own price), read through their
 * (event_id, slug) index, so each row costs its own pass types and nothing else.
 */
export function pricesJoin(now: Bindable) {
  const pt = eventPassTypes;
  const ps = eventPassTypePriceSchedules;
  const at = sql`${now}::timestamptz`;
  const passes = sql`select coalesce(min(${ps.price}), ${pt.price}) as price_now,
      (${pt.supply} is null or ${pt.sold} + ${pt.reserved} < ${pt.supply}) as available
    from ${pt} left join ${ps} on ${ps.passTypeId} = ${pt.id}
      and ${ps.startDate} <= ${at} and ${ps.endDate} > ${at}
    where ${pt.eventId} = ${events.id} and ${pt.organizationId} = ${events.organizationId}
      and ${pt.active} and ${pt.visibility} = 'public'
      and (${pt.overrideStartDate} is null or ${pt.overrideStartDate} <= ${at})
    group by ${pt.id}`;
  const table = sql`lateral (select min(p.price_now)::int as min_price,
      max(p.price_now)::int as max_price, count(*)::int as passes,
      count(*) filter (where p.available)::int as available from (${passes}) p) as prices`;
  return [table, sql`true`] as const;
}

/** Registration takes carts now (the cart's rule): offered, ready, in its window, not over. */
function registrationOpenSql(at: SQL): SQL<boolean> {
  return sql<boolean>`(${events.registration} and ${events.status} = 'ready'
    and ${at} < ${events.eventEnd}
    and (${events.registrationStart} is null or ${at} >= ${events.registrationStart})
    and (${events.registrationEnd} is null or ${at} < ${events.registrationEnd}))`;
}

/**
 * The price summary of an event card, from `pricesJoin`: the lowest and highest price on
 * sale, and whether a place is left — 'none' when registration is off or nothing is on
 * sale; 'soldOut' when the event is full, or every pass is gone and no line can be joined;
 * 'waitlist' when every pass is gone while registration is open (members join the line).
 */
export function pricesSelection(now: Bindable) {
  const at = sql`${now}::timestamptz`;
  return {
    minPrice: sql<number | null>`prices.min_price`,
    maxPrice: sql<number | null>`prices.max_price`,
    availability: sql<EventAvailability>`(case
      when not ${events.registration} or prices.passes = 0 then 'none'
      when ${events.registrationLimit} is not null
        and ${events.registrationCount} >= ${events.registrationLimit} then 'soldOut'
      when prices.available > 0 then 'available'
      when ${registrationOpenSql(at)} then 'waitlist'
      else 'soldOut' end)`,
  };
}
