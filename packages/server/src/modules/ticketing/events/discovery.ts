import {
  rangeBoundInstant,
  type EventAttendance,
  type EventListQuery,
  type EventPriceFilter,
} from '@convene/contract';
import { sql, type SQL } from 'drizzle-orm';
import { eventInterests, events } from '../../../db/schema/index';
import { interestIdByKeySql } from '../../interests/sql';

/*
 * The discovery filters of `GET /events` (decision 0066): a date range, an interest, online
 * or in person, free or paid. They narrow the catalogue's own conditions (visibility,
 * group-only, status) and never replace them; a filtered list runs as a dynamic statement,
 * the unfiltered one stays prepared.
 */

export interface EventDiscovery {
  /** The event runs at some moment of [from, to): it ends at or after `from`, starts before `to`. */
  from?: Date;
  to?: Date;
  /** An interest's id or slug. */
  interest?: string;
  attendance?: EventAttendance;
  price?: EventPriceFilter;
}

/** The discovery filters of a list query, or undefined when it sets none. */
export function discoveryOf(query: EventListQuery): EventDiscovery | undefined {
  const discovery: EventDiscovery = {
    ...(query.from ? { from: rangeBoundInstant(query.from, false) } : {}),
    ...(query.to ? { to: rangeBoundInstant(query.to, true) } : {}),
    ...(query.interest ? { interest: query.interest } : {}),
    ...(query.attendance ? { attendance: query.attendance } : {}),
    ...(query.price ? { price: query.price } : {}),
  };
  return Object.keys(discovery).length ? discovery : undefined;
}

const ATTENDANCE_TYPES: Record<EventAttendance, readonly string[]> = {
  online: ['virtual', 'hybrid'],
  inPerson: ['physical', 'hybrid'],
};

/**
 * The conditions of `discovery` on an events row. The price reads the `prices` lateral
 * join every list makes (`pricesJoin`), as the card's `free` does: registration offered
 * and passes on sale, the dearest at 0 (free) or above (paid).
 */
export function discoveryConditions(organizationId: string, discovery: EventDiscovery): SQL[] {
  const where: SQL[] = [];
  if (discovery.from) {
    where.push(sql`${events.eventEnd} >= ${discovery.from.toISOString()}::timestamptz`);
  }
  if (discovery.to) {
    where.push(sql`${events.eventStart} < ${discovery.to.toISOString()}::timestamptz`);
  }
  if (discovery.interest) {
    where.push(sql`exists (select 1 from ${eventInterests}
      where ${eventInterests.eventId} = ${events.id}
      and ${eventInterests.interestId} in (${interestIdByKeySql(organizationId, discovery.interest)}))`);
  }
  if (discovery.attendance) {
    const types = ATTENDANCE_TYPES[discovery.attendance];
    where.push(
      sql`${events.eventType} in (${sql.join(
        types.map((type) => sql`${type}`),
        sql`, `,
      )})`,
    );
  }
  if (discovery.price) {
    const dearest = discovery.price === 'free' ? sql`= 0` : sql`> 0`;
    where.push(sql`(${events.registration} and prices.passes > 0 and prices.max_price ${dearest})`);
  }
  return where;
}
