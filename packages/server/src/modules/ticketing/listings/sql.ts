import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { eventCoHosts } from '../../../db/schema/index';

/*
 * The co-hosts of events as SQL pieces, for the modules that decide who hosts an event
 * (the event page, the event's discussion). A leaf: it imports no module.
 */

/** Whether the account co-hosts the event (`eventId`: a value or the events.id column). */
export function coHostsSql(eventId: AnyColumn | string, accountId: unknown): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${eventCoHosts}
    where ${eventCoHosts.eventId} = ${eventId} and ${eventCoHosts.accountId} = ${accountId}::uuid)`;
}

/** `select account_id …`: the event's co-hosts. */
export function coHostIdsSql(eventId: string): SQL {
  return sql`select ${eventCoHosts.accountId} from ${eventCoHosts}
      where ${eventCoHosts.eventId} = ${eventId}`;
}

/** `select event_id …`: the events the account co-hosts. */
export function coHostedEventIdsSql(accountId: string): SQL {
  return sql`select ${eventCoHosts.eventId} from ${eventCoHosts}
      where ${eventCoHosts.accountId} = ${accountId}`;
}
