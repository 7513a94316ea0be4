import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { events } from '../../../db/schema/index';
import { inOrganization, type Scope } from '../../../tenancy/scope';

/** What the door and the mails say of an event: its name, time and place. */
export const eventBasicsColumns = {
  id: events.id,
  name: events.name,
  slug: events.slug,
  timezone: events.timezone,
  eventStart: events.eventStart,
  eventEnd: events.eventEnd,
  eventType: events.eventType,
  venue: events.venue,
  address1: events.address1,
  city: events.city,
  state: events.state,
  country: events.country,
  meetingUrl: events.meetingUrl,
  creatorId: events.creatorId,
};

export type EventBasics = {
  [K in keyof typeof eventBasicsColumns]: (typeof events.$inferSelect)[K];
};

export async function findEventBasics(
  db: Executor,
  scope: Scope,
  eventId: string,
): Promise<EventBasics | undefined> {
  const [row] = await db
    .select(eventBasicsColumns)
    .from(events)
    .where(and(inOrganization(events, scope), eq(events.id, eventId)));
  return row;
}
