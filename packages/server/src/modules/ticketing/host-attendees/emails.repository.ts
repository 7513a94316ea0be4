import type { EventEmailType } from '@convene/contract';
import { and, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import {
  eventEmailTemplates,
  eventPasses,
  eventRegistrations,
  eventReminderDeliveries,
  events,
} from '../../../db/schema/index';
import { inOrganization, type Scope } from '../../../tenancy/scope';
import type { EventEmailTemplateRow } from './sql';

export async function upsertEventEmailTemplate(
  db: Executor,
  scope: Scope,
  values: { eventId: string; type: EventEmailType; body?: string; replyTo?: string | null },
): Promise<EventEmailTemplateRow> {
  const changes = {
    ...(values.body === undefined ? {} : { body: values.body }),
    ...(values.replyTo === undefined ? {} : { replyTo: values.replyTo }),
  };
  const [row] = await db
    .insert(eventEmailTemplates)
    .values({ organizationId: scope.organizationId, ...values })
    .onConflictDoUpdate({
      target: [eventEmailTemplates.eventId, eventEmailTemplates.type],
      set: { ...changes, updatedAt: new Date() },
    })
    .returning();
  if (!row) throw new Error('Template upsert returned nothing');
  return row;
}

/**
 * The accounts attending the event: whoever holds a live pass of a registered
 * registration (the registrant, or whom a pass was transferred to), each once.
 */
export async function attendeeAccountIds(
  db: Executor,
  scope: Scope,
  eventId: string,
): Promise<string[]> {
  const rows = await db
    .selectDistinct({
      accountId: sql<string>`coalesce(${eventPasses.attendeeAccountId}, ${eventRegistrations.accountId})`,
    })
    .from(eventPasses)
    .innerJoin(eventRegistrations, eq(eventRegistrations.id, eventPasses.registrationId))
    .where(
      and(
        inOrganization(eventPasses, scope),
        eq(eventPasses.eventId, eventId),
        eq(eventRegistrations.status, 'registered'),
        inArray(eventPasses.status, ['ready', 'needsInfo']),
      ),
    );
  return rows.map((row) => row.accountId);
}

/** Events (of every organization) starting within the window, not canceled or drafts. */
export async function eventsStartingBetween(db: Executor, from: Date, until: Date) {
  return db
    .select({ id: events.id, organizationId: events.organizationId })
    .from(events)
    .where(
      and(
        gt(events.eventStart, from),
        lte(events.eventStart, until),
        inArray(events.status, ['ready', 'needsInfo']),
      ),
    );
}

/**
 * Claims the reminder of these attendees of the event: answers those it was not yet sent
 * to. The primary key (event, account) makes it once per attendee, on any number of nodes.
 */
export async function claimReminders(
  db: Executor,
  scope: Scope,
  eventId: string,
  accountIds: string[],
): Promise<string[]> {
  if (accountIds.length === 0) return [];
  const rows = await db
    .insert(eventReminderDeliveries)
    .values(
      accountIds.map((accountId) => ({ organizationId: scope.organizationId, eventId, accountId })),
    )
    .onConflictDoNothing()
    .returning({ accountId: eventReminderDeliveries.accountId });
  return rows.map((row) => row.accountId);
}
