import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { eventRegistrations } from '../../../db/schema/index';
import {
  afterPosition,
  orderBySql,
  positionSql,
  type KeysetPosition,
  type Ordering,
} from '../../../lib/keyset';
import { inOrganization, type Page, type Scope } from '../../../tenancy/scope';
import type { AccountRow } from '../../accounts/index';
import { accountsAs, blockedBetweenSql } from '../../accounts/sql';

const registrants = accountsAs('registrant');

/** Registrants newest first (the registration's time), ties by its id. */
export const REGISTRANT_ORDER: Ordering = [
  { column: eventRegistrations.createdAt, type: 'timestamptz', direction: 'desc' },
  { column: eventRegistrations.id, type: 'uuid', direction: 'desc' },
];

/** A page of the accounts registered for an event; blocks (either way) and disabled accounts hidden. */
export async function selectRegistrants(
  db: Executor,
  scope: Scope,
  eventId: string,
  viewerId: string | undefined,
  page: Page & { after: KeysetPosition | null },
): Promise<{ account: AccountRow; position: string }[]> {
  return db
    .select({ account: registrants, position: positionSql(REGISTRANT_ORDER) })
    .from(eventRegistrations)
    .innerJoin(registrants, eq(registrants.id, eventRegistrations.accountId))
    .where(
      and(
        inOrganization(eventRegistrations, scope),
        eq(eventRegistrations.eventId, eventId),
        eq(eventRegistrations.status, 'registered'),
        eq(registrants.disabled, false),
        viewerId ? sql`not ${blockedBetweenSql(scope, viewerId, registrants.id)}` : undefined,
        page.after ? afterPosition(REGISTRANT_ORDER, page.after) : undefined,
      ),
    )
    .orderBy(...orderBySql(REGISTRANT_ORDER))
    .limit(page.limit)
    .offset(page.offset);
}

/** The events the account is registered for. */
export async function registeredEventIds(
  db: Executor,
  scope: Scope,
  accountId: string,
): Promise<string[]> {
  const rows = await db
    .select({ eventId: eventRegistrations.eventId })
    .from(eventRegistrations)
    .where(
      and(
        inOrganization(eventRegistrations, scope),
        eq(eventRegistrations.accountId, accountId),
        eq(eventRegistrations.status, 'registered'),
      ),
    );
  return rows.map((row) => row.eventId);
}
