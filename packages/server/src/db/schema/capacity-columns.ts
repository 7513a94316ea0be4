import { sql, type SQL } from 'drizzle-orm';
import { type AnyPgColumn, check, index, integer } from 'drizzle-orm/pg-core';

/*
 * Capacity (decision 0014): every limited thing carries `supply` (null: unlimited), `sold`
 * (taken by completed registrations) and `reserved` (held by carts until their hold
 * expires). A cart takes capacity with one conditional update —
 * `set reserved = reserved + n where supply is null or sold + reserved + n <= supply` —
 * and the check constraint below refuses any write that would oversell, whatever the code.
 */

/** `supply is null or sold + reserved <= supply`, the invariant of every capacity. */
export function capacityCheck(
  name: string,
  table: { supply: AnyPgColumn; sold: AnyPgColumn; reserved: AnyPgColumn },
) {
  const rule: SQL = sql`${table.supply} is null or ${table.sold} + ${table.reserved} <= ${table.supply}`;
  return check(name, rule);
}

/** The capacity columns: supply, and the counters taken against it. */
export const capacity = () => ({
  supply: integer('supply'),
  sold: integer('sold').notNull().default(0),
  reserved: integer('reserved').notNull().default(0),
});

/**
 * Of a pass type's `reserved`, the places kept for its waitlist (decision 0051): freed
 * while members wait, kept for them by the same update, until each becomes an offer in the
 * next member's cart. Nobody else can take them.
 */
export const waitlistHeld = () => integer('waitlist_held').notNull().default(0);

/** Kept places are part of `reserved`; the lines holding some (the waitlist sweeper's round). */
export function waitlistHeldRules(
  prefix: string,
  table: { id: AnyPgColumn; reserved: AnyPgColumn; waitlistHeld: AnyPgColumn },
) {
  return [
    check(
      `${prefix}_waitlist_held_ck`,
      sql`${table.waitlistHeld} >= 0 and ${table.waitlistHeld} <= ${table.reserved}`,
    ),
    index(`${prefix}_waitlist_held_idx`)
      .on(table.id)
      .where(sql`${table.waitlistHeld} > 0`),
  ];
}
