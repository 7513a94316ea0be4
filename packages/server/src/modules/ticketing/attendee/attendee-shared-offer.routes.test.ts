import type { Registration } from '@convene/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { accounts, eventPasses, eventPassTypes } from '../../../db/schema/index';
import type { TestUser } from '../../../test/harness';
import type { EventRow } from '../registration/test/registration-world';
import { attendeeUrl, useAttendeeWorld } from './test/attendee-world';

/**
 * An attendee's page shares the event's offer with every other page of the event, and the
 * account summaries it embeds with every page that shows them, kept per data version
 * (registration/shared-offer.ts, accounts/account-lookup.ts, decision 0078), while the
 * attendee's own registration and passes are read on every request. The offer is changed in its tables,
 * behind the API's back, to tell a shared read from a fresh one.
 */
describe('my passes: the offer shared, the passes fresh', () => {
  const world = useAttendeeWorld(2);
  let event: EventRow;
  let deckhand: { id: string };
  let maya: TestUser;
  let omar: TestUser;
  let mine: Registration;

  const ticketNames = async (user: TestUser) =>
    (await world.ok<Registration>(user, 'GET', attendeeUrl(event.id))).passes.map(
      (pass) => pass.ticket.name,
    );

  beforeAll(async () => {
    [maya, omar] = world.members as [TestUser, TestUser];
    event = await world.createEvent({ name: 'Harbour Nights' });
    deckhand = await world.offer.passType(event.id, { name: 'Deckhand', price: 0 });
    mine = await world.buy(maya, event.id, [{ ticketId: deckhand.id }]);
    await world.buy(omar, event.id, [{ ticketId: deckhand.id }]);
  });

  it('answers the kept offer to every attendee, with each one’s own passes read afresh', async () => {
    expect(await ticketNames(maya)).toEqual(['Deckhand']);
    await world.db
      .update(eventPassTypes)
      .set({ name: 'Deckhand, renamed quietly' })
      .where(eq(eventPassTypes.id, deckhand.id));
    expect(await ticketNames(omar)).toEqual(['Deckhand']);

    // The attendee's pass, changed behind the API's back too, shows at once.
    const passId = mine.passes[0]!.id;
    await world.db
      .update(eventPasses)
      .set({ location: 'Dock 4' })
      .where(eq(eventPasses.id, passId));
    const read = await world.ok<Registration>(maya, 'GET', attendeeUrl(event.id));
    expect(read.passes).toEqual([
      expect.objectContaining({
        id: passId,
        location: 'Dock 4',
        ticket: expect.objectContaining({ name: 'Deckhand' }),
      }),
    ]);

    // Any API write of the organization moves its data version on: the offer is read again.
    await world.t.runtime.services.versions.bump(world.org.id);
    expect(await ticketNames(omar)).toEqual(['Deckhand, renamed quietly']);
  });

  it('answers the kept summary of the attendee’s account, as every page does', async () => {
    const before = await world.ok<Registration>(omar, 'GET', attendeeUrl(event.id));
    await world.db
      .update(accounts)
      .set({ firstName: 'Renamed quietly' })
      .where(eq(accounts.id, omar.accountId));
    const after = await world.ok<Registration>(omar, 'GET', attendeeUrl(event.id));
    expect(after.account).toEqual(before.account);
    await world.t.runtime.services.versions.bump(world.org.id);
    const bumped = await world.ok<Registration>(omar, 'GET', attendeeUrl(event.id));
    expect(bumped.account.firstName).toBe('Renamed quietly');
  });

  it('keeps each organization’s offer to itself', async () => {
    const elsewhere = await world.createEvent({}, world.other);
    await world.fails(maya, 'GET', attendeeUrl(elsewhere.id), undefined, 404);
    await world.fails(world.stranger, 'GET', attendeeUrl(event.id), undefined, 404);
  });
});
