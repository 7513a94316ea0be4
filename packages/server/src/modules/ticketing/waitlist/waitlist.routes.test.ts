import {
  REGISTRATION_MESSAGES as R,
  WAITLIST_MESSAGES as M,
  type Registration,
  type WaitlistEntry,
} from '@convene/contract';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { eventPassTypes, eventWaitlistEntries, notifications } from '../../../db/schema/index';
import type { TestUser } from '../../../test/harness';
import { attendeeUrl, passUrl, useAttendeeWorld } from '../attendee/test/attendee-world';
import { sweepLapsedHolds } from '../registration/index';
import { countersOf, type EventRow } from '../registration/test/registration-world';
import { sweepWaitlists } from './index';

const HOUR = 3_600_000;
const cart = (eventId: string) => `/self/events/${eventId}/registration`;
const waitlist = (eventId: string) => `/self/events/${eventId}/waitlist`;

describe('the waitlist of a sold-out pass type', () => {
  const world = useAttendeeWorld(6);
  const { ok, fails } = world;
  let event: EventRow;
  let tiny: { id: string; name: string };
  let roomy: { id: string };
  let holder: TestUser;
  let bo: TestUser;
  let cy: TestUser;
  let di: TestUser;
  let ed: TestUser;

  const entries = (user: TestUser) => ok<WaitlistEntry[]>(user, 'GET', waitlist(event.id));
  const join = (user: TestUser) =>
    ok<WaitlistEntry>(user, 'POST', waitlist(event.id), { passTypeId: tiny.id });
  const sweep = async () => {
    const { services } = world.t.runtime;
    await sweepLapsedHolds(services, new Date());
    await sweepWaitlists(services, new Date());
  };
  const tinyCounters = async () =>
    countersOf(
      (await world.db.select().from(eventPassTypes).where(eq(eventPassTypes.id, tiny.id)))[0]!,
    );

  beforeAll(async () => {
    [holder, bo, cy, di, ed] = world.members as [TestUser, TestUser, TestUser, TestUser, TestUser];
    event = await world.createEvent({ name: 'Lighthouse Tour' });
    tiny = await world.offer.passType(event.id, { name: 'Lantern', price: 0, supply: 1 });
    roomy = await world.offer.passType(event.id, { name: 'Deck', price: 0 });
    await world.buy(holder, event.id, [{ ticketId: tiny.id }]);
  });

  it('lets members join the line of a sold-out pass type, in order, and leave it', async () => {
    expect(
      (await fails(bo, 'POST', waitlist(event.id), { passTypeId: roomy.id }, 409)).message,
    ).toBe(M.notSoldOut);
    expect(
      (await fails(holder, 'POST', waitlist(event.id), { passTypeId: tiny.id }, 409)).message,
    ).toBe(M.alreadyRegistered);
    await fails(bo, 'POST', waitlist(event.id), { passTypeId: 'lantern' }, 400);
    const unknown = 'd4d4d4d4-0000-4000-8000-000000000004';
    expect((await fails(bo, 'POST', waitlist(event.id), { passTypeId: unknown }, 404)).field).toBe(
      'passTypeId',
    );
    await fails(world.stranger, 'POST', waitlist(event.id), { passTypeId: tiny.id }, 404);
    await fails(world.stranger, 'GET', waitlist(event.id), undefined, 404);
    const off = await world.t.createOrganization({ modules: ['activities'] });
    const offUser = await world.t.createUser(off);
    expect((await world.call(offUser, 'GET', waitlist(event.id))).statusCode).toBe(456);

    const first = await join(bo);
    expect(first).toMatchObject({ status: 'waiting', position: 1, passType: { name: 'Lantern' } });
    expect((await join(cy)).position).toBe(2);
    expect((await join(bo)).id).toBe(first.id);
    await join(di);
    await ok(di, 'DELETE', `${waitlist(event.id)}/${tiny.id}`);
    await fails(di, 'DELETE', `${waitlist(event.id)}/${tiny.id}`, undefined, 404);
    expect((await entries(di)).map((entry) => entry.status)).toEqual(['left']);
    expect((await entries(cy))[0]!.position).toBe(2);
  });

  it('offers a freed place to the next in line, held in their cart; others still find it sold out', async () => {
    const [pass] = (await ok<Registration>(holder, 'GET', attendeeUrl(event.id))).passes;
    await ok(holder, 'PUT', `${passUrl(event.id, pass!.id)}/cancel`, {});

    const [offered] = await entries(bo);
    expect(offered).toMatchObject({ status: 'offered', position: null });
    const expires = new Date(offered!.offerExpiresAt!).getTime();
    expect(Math.abs(expires - (Date.now() + 24 * HOUR))).toBeLessThan(5 * 60_000);
    const held = await ok<Registration>(bo, 'GET', cart(event.id));
    expect(held.passes.map((item) => item.ticketId)).toEqual([tiny.id]);
    expect(held.heldUntil).toBe(offered!.offerExpiresAt);
    expect(await tinyCounters()).toEqual({ sold: 0, reserved: 1 });
    const told = await world.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.accountId, bo.accountId), eq(notifications.type, 'EVENT')));
    expect(told).toHaveLength(1);
    const [mail] = await world.t.outboxMail(bo.email);
    expect(mail!.subject).toBe(`A Lantern pass for ${event.name} is yours to take`);
    expect((await entries(cy))[0]).toMatchObject({ status: 'waiting', position: 1 });

    const taken = await fails(
      ed,
      'POST',
      `${cart(event.id)}/passes`,
      { passes: [{ ticketId: tiny.id }] },
      409,
    );
    expect(taken.message).toBe(R.soldOut.replace('{name}', 'Lantern'));

    await ok(bo, 'POST', `${cart(event.id)}/submit`, { termsAccepted: true });
    await sweep();
    expect((await entries(bo))[0]!.status).toBe('accepted');
    expect(await tinyCounters()).toEqual({ sold: 1, reserved: 0 });
  });

  it('moves an offer that lapsed on to the next in line', async () => {
    await join(ed);
    const [pass] = (await ok<Registration>(bo, 'GET', attendeeUrl(event.id))).passes;
    await ok(bo, 'PUT', `${passUrl(event.id, pass!.id)}/cancel`, {});
    expect((await entries(cy))[0]!.status).toBe('offered');
    expect((await entries(ed))[0]).toMatchObject({ status: 'waiting', position: 1 });

    // Cy lets the day pass: the hold lapses, the place goes to Ed.
    await world.lapse(event.id, cy);
    await world.db
      .update(eventWaitlistEntries)
      .set({ offerExpiresAt: new Date(Date.now() - 60_000) })
      .where(eq(eventWaitlistEntries.accountId, cy.accountId));
    await sweep();
    expect((await entries(cy))[0]!.status).toBe('expired');
    expect((await entries(ed))[0]!.status).toBe('offered');
    expect(await tinyCounters()).toEqual({ sold: 0, reserved: 1 });
    expect(
      (await ok<Registration>(ed, 'GET', cart(event.id))).passes.map((item) => item.ticketId),
    ).toEqual([tiny.id]);
  });
});
