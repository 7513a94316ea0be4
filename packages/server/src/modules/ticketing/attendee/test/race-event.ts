import type { Database } from '../../../../db/client';
import { eventPassTypes, events } from '../../../../db/schema/index';

/**
 * An event open for registration a month from now with one pass type, written straight
 * into a race test's database: its id and its pass type's.
 */
export async function insertRaceEvent(
  db: Database,
  organizationId: string,
  name: string,
  passType: Omit<typeof eventPassTypes.$inferInsert, 'organizationId' | 'eventId' | 'slug'>,
): Promise<{ eventId: string; passTypeId: string }> {
  const start = new Date(Date.now() + 30 * 86_400_000);
  const [event] = await db
    .insert(events)
    .values({
      organizationId,
      slug: `${name.toLowerCase().replaceAll(' ', '-')}-${crypto.randomUUID().slice(0, 8)}`,
      name,
      status: 'ready',
      registration: true,
      eventStart: start,
      eventEnd: new Date(start.getTime() + 3_600_000),
    })
    .returning();
  const [type] = await db
    .insert(eventPassTypes)
    .values({
      organizationId,
      eventId: event!.id,
      slug: passType.name.toLowerCase().replaceAll(' ', '-'),
      ...passType,
    })
    .returning();
  return { eventId: event!.id, passTypeId: type!.id };
}
