import type { CheckInScan, ListingPass, Registration } from '@convene/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { eventCoHosts, eventPasses, eventPassTypes, events } from '../../../db/schema/index';
import { raceSuite, useRaceWorld } from '../../../test/postgres';
import { findOrganizationById } from '../../../tenancy/organizations.repository';
import { passToken } from '../registration/pass-token';

/*
 * The door rush on PostgreSQL: many scanners (the host and co-hosts) check one pass in at
 * once. Exactly one records the check-in and every other finds it done, with the first
 * check-in's who and when kept. Without the `used_at is null` guard of the conditional
 * update, several scans each "check it in" and this fails.
 */

const { url, describeRaces } = await raceSuite('host-attendees.races');
const SCANNERS = 12;

describeRaces('check-in at the door', () => {
  const { world, call, ok } = useRaceWorld(url, SCANNERS + 2);
  const db = () => world.t.runtime.services.db;
  let eventId: string;
  let passIds: string[];
  const attendee = () => world.users[SCANNERS + 1]!;
  const scanners = () => world.users.slice(0, SCANNERS);

  beforeAll(async () => {
    const [host, ...coHosts] = scanners();
    const start = new Date(Date.now() + 3_600_000);
    const [event] = await db()
      .insert(events)
      .values({
        organizationId: world.org.id,
        slug: 'door-rush',
        name: 'Door rush',
        status: 'ready',
        registration: true,
        creatorId: host!.accountId,
        eventStart: start,
        eventEnd: new Date(start.getTime() + 3_600_000),
      })
      .returning();
    eventId = event!.id;
    await db()
      .insert(eventCoHosts)
      .values(
        coHosts.map((user) => ({
          organizationId: world.org.id,
          eventId,
          accountId: user.accountId,
        })),
      );
    const [passType] = await db()
      .insert(eventPassTypes)
      .values({ organizationId: world.org.id, eventId, slug: 'entry', name: 'Entry', price: 0 })
      .returning();
    const cart = `/self/events/${eventId}/registration`;
    await ok(attendee(), 'POST', `${cart}/passes`, {
      passes: [{ ticketId: passType!.id }, { ticketId: passType!.id }],
    });
    const registered = await ok<Registration>(attendee(), 'POST', `${cart}/submit`, {
      termsAccepted: true,
    });
    passIds = registered.passes.map((pass) => pass.id);
  });

  it(`records one check-in of ${SCANNERS} simultaneous scans of a QR code`, async () => {
    const services = world.t.runtime.services;
    const organization = (await findOrganizationById(db(), world.org.id))!;
    const [pass] = await db().select().from(eventPasses).where(eq(eventPasses.id, passIds[0]!));
    const [event] = await db().select().from(events).where(eq(events.id, eventId));
    const token = await passToken(db(), { keys: services.keys, organization }, pass!, event!);
    const responses = await Promise.all(
      scanners().map((user) => call(user, 'POST', `/listings/${eventId}/checkin`, { token })),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(scanners().map(() => 200));
    const scans = responses.map((response) => response.json().data as CheckInScan);
    const winners = scans.filter((scan) => scan.outcome === 'checkedIn');
    expect(winners).toHaveLength(1);
    expect(scans.filter((scan) => scan.outcome === 'alreadyCheckedIn')).toHaveLength(SCANNERS - 1);
    const [row] = await db().select().from(eventPasses).where(eq(eventPasses.id, passIds[0]!));
    expect(row!.checkedInById).toBe(winners[0]!.pass!.checkedInById);
    expect(row!.usedAt!.toISOString()).toBe(winners[0]!.pass!.usedAt);
  });

  it('keeps the first check-in when every scanner checks the pass in by hand at once', async () => {
    const path = `/listings/${eventId}/attendees/${attendee().accountId}/passes/${passIds[1]}/checkin`;
    const responses = await Promise.all(scanners().map((user) => call(user, 'POST', path)));
    expect(responses.map((response) => response.statusCode)).toEqual(scanners().map(() => 200));
    const passes = responses.map((response) => response.json().data as ListingPass);
    const [row] = await db().select().from(eventPasses).where(eq(eventPasses.id, passIds[1]!));
    for (const pass of passes) {
      expect(pass.usedAt).toBe(row!.usedAt!.toISOString());
      expect(pass.checkedInById).toBe(row!.checkedInById);
    }
  });
});
