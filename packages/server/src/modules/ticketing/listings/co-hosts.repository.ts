import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { eventCoHosts, type accounts } from '../../../db/schema/index';
import {
  afterPosition,
  orderBySql,
  positionSql,
  type ListWindow,
  type Ordering,
} from '../../../lib/keyset';
import { inOrganization, type Scope } from '../../../tenancy/scope';
import { accountsAs } from '../../accounts/sql';

type AccountRow = typeof accounts.$inferSelect;

/** The co-hosts of an event (a co-host is an accountId), earliest added first. */
export const CO_HOST_ORDER: Ordering = [
  { column: eventCoHosts.createdAt, type: 'timestamptz', direction: 'asc' },
  { column: eventCoHosts.accountId, type: 'uuid', direction: 'asc' },
];

const coHostAccounts = accountsAs('cha');

export async function selectCoHosts(
  db: Executor,
  scope: Scope,
  eventId: string,
  window: ListWindow,
): Promise<{ account: AccountRow; position: string }[]> {
  return db
    .select({
      account: coHostAccounts,
      position: positionSql(CO_HOST_ORDER),
    })
    .from(eventCoHosts)
    .innerJoin(coHostAccounts, eq(coHostAccounts.id, eventCoHosts.accountId))
    .where(
      and(
        inOrganization(eventCoHosts, scope),
        eq(eventCoHosts.eventId, eventId),
        window.after ? afterPosition(CO_HOST_ORDER, window.after) : undefined,
      ),
    )
    .orderBy(...orderBySql(CO_HOST_ORDER))
    .limit(window.limit)
    .offset(window.offset);
}

/** Adds a co-host; false when the account already is one. */
export async function insertCoHost(
  db: Executor,
  scope: Scope,
  eventId: string,
  accountId: string,
): Promise<boolean> {
  const rows = await db
    .insert(eventCoHosts)
    .values({ organizationId: scope.organizationId, eventId, accountId })
    .onConflictDoNothing()
    .returning({ accountId: eventCoHosts.accountId });
  return rows.length > 0;
}

/** Removes a co-host; false when the account was none. */
export async function deleteCoHost(
  db: Executor,
  scope: Scope,
  eventId: string,
  accountId: string,
): Promise<boolean> {
  const rows = await db
    .delete(eventCoHosts)
    .where(
      and(
        inOrganization(eventCoHosts, scope),
        eq(eventCoHosts.eventId, eventId),
        eq(eventCoHosts.accountId, accountId),
      ),
    )
    .returning({ accountId: eventCoHosts.accountId });
  return rows.length > 0;
}
