import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import { eventInterests, events, interests } from '../db/schema/index';
import { MAKER_FAIR_SLUG } from './events-data';

/**
 * The demo events' interests (decision 0066), by event slug: what `/events?interest=`
 * finds. Events and interests of the organization that are missing are skipped.
 */
const EVENT_INTERESTS: Record<string, string[]> = {
  [MAKER_FAIR_SLUG]: ['Woodworking', 'Ceramics', 'Photography'],
  'harbour-talks-boats-of-the-north': ['Sailing'],
  'harbour-talks-sail-repair': ['Sailing'],
  'harbour-talks-winter-navigation': ['Sailing', 'Astronomy'],
  'ceramics-wheel-evening': ['Ceramics'],
  'night-walk-bridges': ['Photography'],
  'season-opening-regatta': ['Sailing'],
  'founders-breakfast': ['Startups'],
  'remote-woodworking-qa': ['Woodworking'],
  'winter-market-2027': ['Cooking', 'Sustainability'],
  'spring-kayak-course': ['Open Water Swimming'],
  'autumn-harvest-dinner': ['Cooking', 'Urban Gardening'],
  'board-game-marathon': ['Books'],
};

/** Links the organization's demo events to their interests. */
export async function linkEventInterests(db: Database, organizationId: string): Promise<void> {
  const names = [...new Set(Object.values(EVENT_INTERESTS).flat())];
  const interestRows = await db
    .select({ id: interests.id, name: interests.name })
    .from(interests)
    .where(and(eq(interests.organizationId, organizationId), inArray(interests.name, names)));
  const eventRows = await db
    .select({ id: events.id, slug: events.slug })
    .from(events)
    .where(
      and(
        eq(events.organizationId, organizationId),
        inArray(events.slug, Object.keys(EVENT_INTERESTS)),
      ),
    );
  const interestByName = new Map(interestRows.map((row) => [row.name, row.id]));
  const rows = eventRows.flatMap((event) =>
    (EVENT_INTERESTS[event.slug] ?? []).flatMap((name) => {
      const interestId = interestByName.get(name);
      return interestId ? [{ organizationId, eventId: event.id, interestId }] : [];
    }),
  );
  if (rows.length) await db.insert(eventInterests).values(rows);
}
