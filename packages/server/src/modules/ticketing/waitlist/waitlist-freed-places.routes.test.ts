import {
  REGISTRATION_MESSAGES as R,
  type Registration,
  type WaitlistEntry,
} from '@convene/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { eventPassTypes, events } from '../../../db/schema/index';
import type { TestUser } from '../../../test/harness';
import { attendeeUrl, passUrl, useAttendeeWorld } from '../attendee/test/attendee-world';
import { sweepLapsedHolds } from '../registration/index';
import { sweepWaitlists } from './index';

/*
 * Places freed while members wait go to the line first (decision 0051): a cart emptied or a
 * hold lapsed keeps its place for the line in the same transaction and offers it at once
 * (no sweeper needed), so whoever asks next finds it sold out; a member who gets a pass of
 * the event another way leaves every line.
 */

const cart = (eventId: string) => `/self/events/${eventId}/registration`;
const waitlist = (eventId: string) => `/self/events/${eventId}/waitlist`;
const soldOut = R.soldOut.replace('{name}', 'Lantern');

describe('places freed while members wait', () => {
  const world = useAttendeeWorld(6);
  const { ok, fails } = world;
  let ann: TestUser;
  let bo: TestUser;
  let cy: TestUser;
  let ed: TestUser;

  /** An event whose one-place "Lantern" is in Ann's cart, and a roomy "Deck". */
  async function lanternInAnnsCart() {
    const event = await world.createEvent({ name: `Lighthouse ${crypto.randomUUID()}` });
    const lantern = await world.offer.passType(event.id, { name: 'Lantern', price: 0, supply: 1 });
    const deck = await world.offer.passType(event.id, { name: 'Deck', price: 0 });
    await ok(ann, 'POST', `${cart(event.id)}/passes`, { passes: [{ ticketId: lantern.id }] });
    return { event, lantern, deck };
  }
  const join = (user: TestUser, eventId: string, passTypeId: string) =>
    ok<WaitlistEntry>(user, 'POST', waitlist(eventId), { passTypeId });
  const statusOf = async (user: TestUser, eventId: string) =>
    (await ok<WaitlistEntry[]>(user, 'GET', waitlist(eventId)))[0]?.status;
  const cartTypes = async (user: TestUser, eventId: string) =>
    (await ok<Registration>(user, 'GET', cart(eventId))).passes.map((pass) => pass.ticketId);
  const counters = async (passTypeId: string) => {
    const [row] = await world.db
      .select()
      .from(eventPassTypes)
      .where(eq(eventPassTypes.id, passTypeId));
    return { sold: row!.sold, reserved: row!.reserved, kept: row!.waitlistHeld };
  };
  const tryToBuy = (user: TestUser, eventId: string, passTypeId: string) =>
    fails(user, 'POST', `${cart(eventId)}/passes`, { passes: [{ ticketId: passTypeId }] }, 409);

  beforeAll(() => {
    [ann, bo, cy, ed] = world.members as [TestUser, TestUser, TestUser, TestUser];
  });

  it('offers the place of an emptied cart to the next in line at once', async () => {
    const { event, lantern } = await lanternInAnnsCart();
    await join(bo, event.id, lantern.id);
    await join(cy, event.id, lantern.id);

    await ok(ann, 'POST', `${cart(event.id)}/passes`, { passes: [] });

    expect(await statusOf(bo, event.id)).toBe('offered');
    expect(await statusOf(cy, event.id)).toBe('waiting');
    expect(await cartTypes(bo, event.id)).toEqual([lantern.id]);
    expect((await tryToBuy(ed, event.id, lantern.id)).message).toBe(soldOut);
    expect((await tryToBuy(ann, event.id, lantern.id)).message).toBe(soldOut);
    expect(await counters(lantern.id)).toEqual({ sold: 0, reserved: 1, kept: 0 });
    // The member it is offered to uses it the ordinary way.
    await ok(bo, 'POST', `${cart(event.id)}/submit`, { termsAccepted: true });
    expect(await statusOf(bo, event.id)).toBe('accepted');
    expect(await counters(lantern.id)).toEqual({ sold: 1, reserved: 0, kept: 0 });
  });

  it('keeps the place of a lapsed hold for the line when a buyer releases it', async () => {
    const { event, lantern } = await lanternInAnnsCart();
    await join(bo, event.id, lantern.id);
    await world.lapse(event.id, ann);

    // Ed's change finds the pass sold out and releases the lapsed hold: the place goes to Bo.
    expect((await tryToBuy(ed, event.id, lantern.id)).message).toBe(soldOut);
    expect(await statusOf(bo, event.id)).toBe('offered');
    expect(await cartTypes(bo, event.id)).toEqual([lantern.id]);
    expect(await cartTypes(ed, event.id)).toEqual([]);
    expect(await counters(lantern.id)).toEqual({ sold: 0, reserved: 1, kept: 0 });
  });

  it('offers the place of a lapsed hold as the hold sweeper releases it', async () => {
    const { event, lantern } = await lanternInAnnsCart();
    await join(cy, event.id, lantern.id);
    await world.lapse(event.id, ann);

    await sweepLapsedHolds(world.t.runtime.services, new Date());

    expect(await statusOf(cy, event.id)).toBe('offered');
    expect(await cartTypes(cy, event.id)).toEqual([lantern.id]);
    expect((await tryToBuy(ed, event.id, lantern.id)).message).toBe(soldOut);
  });

  it('takes a member who buys another pass of the event out of the line', async () => {
    const { event, lantern, deck } = await lanternInAnnsCart();
    await join(bo, event.id, lantern.id);
    await join(cy, event.id, lantern.id);

    await world.buy(bo, event.id, [{ ticketId: deck.id }]);

    expect(await statusOf(bo, event.id)).toBe('left');
    expect((await ok<WaitlistEntry[]>(cy, 'GET', waitlist(event.id)))[0]!.position).toBe(1);
    // The next freed place goes to Cy, not to Bo who holds a pass now.
    await ok(ann, 'POST', `${cart(event.id)}/passes`, { passes: [] });
    expect(await statusOf(cy, event.id)).toBe('offered');
    expect(await cartTypes(cy, event.id)).toEqual([lantern.id]);
  });

  it('takes a member who is given a pass out of the line', async () => {
    const { event, lantern } = await lanternInAnnsCart();
    await ok(ann, 'POST', `${cart(event.id)}/submit`, { termsAccepted: true });
    await join(cy, event.id, lantern.id);
    const [pass] = (await ok<Registration>(ann, 'GET', attendeeUrl(event.id))).passes;

    await ok(ann, 'POST', `${passUrl(event.id, pass!.id)}/transfer`, { receiverId: cy.accountId });

    expect(await statusOf(cy, event.id)).toBe('left');
    expect(await counters(lantern.id)).toEqual({ sold: 1, reserved: 0, kept: 0 });
  });

  it('keeps the places a host adds for the line and offers them at once', async () => {
    const { event, lantern } = await lanternInAnnsCart();
    await world.db
      .update(events)
      .set({ creatorId: world.admin.accountId })
      .where(eq(events.id, event.id));
    await join(bo, event.id, lantern.id);

    await ok(world.admin, 'PUT', `/listings/${event.id}/passTypes/${lantern.id}`, { supply: 2 });

    expect(await statusOf(bo, event.id)).toBe('offered');
    expect((await tryToBuy(ed, event.id, lantern.id)).message).toBe(soldOut);
    expect(await counters(lantern.id)).toEqual({ sold: 0, reserved: 2, kept: 0 });
  });

  it('gives a kept place back when nobody waits for it any more', async () => {
    const { event, lantern } = await lanternInAnnsCart();
    await ok(ann, 'POST', `${cart(event.id)}/passes`, { passes: [] });
    // A place kept for a member who left the line before it was offered (the offer failed).
    await world.db
      .update(eventPassTypes)
      .set({ reserved: 1, waitlistHeld: 1 })
      .where(eq(eventPassTypes.id, lantern.id));
    expect((await tryToBuy(ed, event.id, lantern.id)).message).toBe(soldOut);

    await sweepWaitlists(world.t.runtime.services, new Date());

    expect(await counters(lantern.id)).toEqual({ sold: 0, reserved: 0, kept: 0 });
    await ok(ed, 'POST', `${cart(event.id)}/passes`, { passes: [{ ticketId: lantern.id }] });
  });
});
