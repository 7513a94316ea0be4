import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import {
  eventPassTypes,
  eventSessionAccesses,
  eventSessions,
  events,
} from '../../../db/schema/index';
import { raceSuite, useRaceWorld } from '../../../test/postgres';
import { sessionWriter } from './test/session-world';

/*
 * The rush for a session on PostgreSQL: many attendees register their pass for a session
 * with a few seats at once. Exactly the seats are taken, nobody gets a 5xx. Without the
 * `where` guard of the conditional update on the session's counter, the check constraint
 * turns the oversell into errors and this fails.
 */

const { url, describeRaces } = await raceSuite('session-registration.races');
const ATTENDEES = 24;
const SEATS = 4;

describeRaces('the session rush', () => {
  const { world, call } = useRaceWorld(url, ATTENDEES);
  const db = () => world.t.runtime.services.db;
  const write = sessionWriter(db, () => world.org.id);
  let eventId: string;
  let sessionId: string;
  const passOf = new Map<string, string>();

  beforeAll(async () => {
    const start = new Date(Date.now() + 30 * 86_400_000);
    const [event] = await db()
      .insert(events)
      .values({
        organizationId: world.org.id,
        slug: 'session-rush',
        name: 'Session rush',
        status: 'ready',
        registration: true,
        eventStart: start,
        eventEnd: new Date(start.getTime() + 3_600_000),
      })
      .returning();
    eventId = event!.id;
    const [passType] = await db()
      .insert(eventPassTypes)
      .values({ organizationId: world.org.id, eventId, slug: 'day', name: 'Day', price: 0 })
      .returning();
    const session = await write.session(eventId, { supply: SEATS });
    sessionId = session.id;
    for (const user of world.users) {
      const [pass] = await write.passes(eventId, user, passType!.id);
      passOf.set(user.accountId, pass!.id);
    }
  });

  it(`seats exactly ${SEATS} of ${ATTENDEES} attendees registering at once`, async () => {
    const path = `/self/events/${eventId}/sessions/${sessionId}/registration/passes`;
    const responses = await Promise.all(
      world.users.map((user) =>
        call(user, 'POST', path, { accesses: [{ passId: passOf.get(user.accountId) }] }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(
      statuses.filter((status) => status >= 500),
      JSON.stringify(responses.map((response) => response.body)),
    ).toEqual([]);
    expect(statuses.filter((status) => status === 200)).toHaveLength(SEATS);
    expect(statuses.filter((status) => status === 409)).toHaveLength(ATTENDEES - SEATS);
    const [session] = await db()
      .select()
      .from(eventSessions)
      .where(eq(eventSessions.id, sessionId));
    expect(session).toMatchObject({ sold: SEATS, reserved: 0 });
    const accesses = await db()
      .select()
      .from(eventSessionAccesses)
      .where(eq(eventSessionAccesses.sessionId, sessionId));
    expect(accesses).toHaveLength(SEATS);
  });
});
