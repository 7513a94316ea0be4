import { REGISTRATION_MESSAGES as M, type Registration } from '@convene/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { eventPassTypes } from '../../../db/schema/index';
import { paymentWorld } from '../../payments/test/payment-world';
import { useRegistrationWorld, type EventRow } from './test/registration-world';

const cart = (eventId: string) => `/self/events/${eventId}/registration`;

describe('the registration cart', () => {
  const world = useRegistrationWorld(5);
  const { ok, fails, call } = world;
  let event: EventRow;
  let general: { id: string };
  let vip: { id: string };

  beforeAll(async () => {
    event = await world.createEvent();
    general = await world.offer.passType(event.id, {
      name: 'General',
      price: 2500,
      maxQuantityPerSale: 4,
    });
    vip = await world.offer.passType(event.id, {
      name: 'VIP',
      price: 9900,
      supply: 2,
      minQuantityPerSale: 2,
    });
  });

  it('answers a draft with nothing in it, made on first read', async () => {
    const [maya] = world.members;
    const draft = await ok<Registration>(maya!, 'GET', cart(event.id));
    expect(draft).toMatchObject({
      status: 'draft',
      accountId: maya!.accountId,
      eventId: event.id,
      heldUntil: null,
      termsAccepted: false,
      passes: [],
      totals: { subTotal: 0 },
      event: { id: event.id, registration: true },
      account: { id: maya!.accountId },
    });
    expect((await ok<Registration>(maya!, 'GET', cart(event.id))).id).toBe(draft.id);
  });

  it('holds passes, priced, until a while from now', async () => {
    const [, omar] = world.members;
    await ok(omar!, 'POST', `${cart(event.id)}/passes`, {
      passes: [{ ticketId: general.id }, { ticketId: general.id }],
    });
    const draft = await ok<Registration>(omar!, 'GET', cart(event.id));
    expect(draft.passes.map((pass) => pass.ticketId)).toEqual([general.id, general.id]);
    expect(draft.passes[0]).toMatchObject({
      status: 'draft',
      amount: 2500,
      ticket: { name: 'General' },
    });
    expect(draft.totals).toMatchObject({ passes: 5000, subTotal: 5000 });
    const heldFor = Date.parse(draft.heldUntil!) - Date.now();
    expect(heldFor).toBeGreaterThan(14 * 60_000);
    expect(heldFor).toBeLessThanOrEqual(15 * 60_000);
    const [row] = await world.db
      .select()
      .from(eventPassTypes)
      .where(eq(eventPassTypes.id, general.id));
    expect(row).toMatchObject({ reserved: 2, sold: 0 });

    // Keeping one pass (by id) and dropping the other gives one back.
    await ok(omar!, 'POST', `${cart(event.id)}/passes`, {
      passes: [{ id: draft.passes[1]!.id, ticketId: general.id }],
    });
    const after = await ok<Registration>(omar!, 'GET', cart(event.id));
    expect(after.passes.map((pass) => pass.id)).toEqual([draft.passes[1]!.id]);
    const [again] = await world.db
      .select()
      .from(eventPassTypes)
      .where(eq(eventPassTypes.id, general.id));
    expect(again).toMatchObject({ reserved: 1 });
  });

  it('keeps to the per-sale bounds and the pass types on sale', async () => {
    const [, , lena] = world.members;
    const tooFew = await fails(
      lena!,
      'POST',
      `${cart(event.id)}/passes`,
      { passes: [{ ticketId: vip.id }] },
      400,
    );
    expect(tooFew).toMatchObject({
      field: `passTypes.${vip.id}`,
      message: 'Choose at least 2 VIP passes',
    });
    const tooMany = await fails(
      lena!,
      'POST',
      `${cart(event.id)}/passes`,
      { passes: Array.from({ length: 5 }, () => ({ ticketId: general.id })) },
      400,
    );
    expect(tooMany.message).toBe('Choose at most 4 General passes');
    const hidden = await world.offer.passType(event.id, { name: 'Old', active: false });
    const off = await fails(
      lena!,
      'POST',
      `${cart(event.id)}/passes`,
      { passes: [{ ticketId: hidden.id }] },
      400,
    );
    expect(off).toMatchObject({ field: 'passes.0.ticketId', message: M.passTypeNotOffered });
    const other = await world.createEvent();
    const foreign = await world.offer.passType(other.id);
    expect(
      (
        await fails(
          lena!,
          'POST',
          `${cart(event.id)}/passes`,
          { passes: [{ ticketId: foreign.id }] },
          400,
        )
      ).message,
    ).toBe(M.passTypeNotOffered);
  });

  it('answers 409 naming the pass type when it is sold out', async () => {
    const [, , lena, tom] = world.members;
    await ok(lena!, 'POST', `${cart(event.id)}/passes`, {
      passes: [{ ticketId: vip.id }, { ticketId: vip.id }],
    });
    const soldOut = await fails(
      tom!,
      'POST',
      `${cart(event.id)}/passes`,
      { passes: [{ ticketId: vip.id }, { ticketId: vip.id }] },
      409,
    );
    expect(soldOut).toMatchObject({ field: `passTypes.${vip.id}`, message: 'VIP is sold out' });
    expect((await ok<Registration>(tom!, 'GET', cart(event.id))).passes).toEqual([]);
  });

  it('gives a lapsed hold to the next buyer: released when the pass is short, and on its owner’s read', async () => {
    const [, , lena, tom] = world.members;
    await world.lapse(event.id, lena!);
    await ok(tom!, 'POST', `${cart(event.id)}/passes`, {
      passes: [{ ticketId: vip.id }, { ticketId: vip.id }],
    });
    const lapsed = await ok<Registration>(lena!, 'GET', cart(event.id));
    expect(lapsed.heldUntil).toBeNull();
    expect(lapsed.passes).toHaveLength(2);
    const [row] = await world.db.select().from(eventPassTypes).where(eq(eventPassTypes.id, vip.id));
    expect(row).toMatchObject({ reserved: 2, sold: 0 });
    // Changing the released cart takes again: nothing is left.
    const taken = await fails(
      lena!,
      'POST',
      `${cart(event.id)}/passes`,
      {
        passes: lapsed.passes.map((pass) => ({ id: pass.id, ticketId: vip.id })),
      },
      409,
    );
    expect(taken.field).toBe(`passTypes.${vip.id}`);
  });

  it('sells packages with their passes (made by the server when none are named)', async () => {
    const [maya] = world.members;
    const team = await world.offer.bundle(event.id, [{ passTypeId: general.id, quantity: 3 }], {
      name: 'Crew of three',
      price: 6000,
      supply: 1,
    });
    await ok(maya!, 'POST', `${cart(event.id)}/passes`, {
      passes: [],
      packages: [{ packageId: team.id }],
    });
    const draft = await ok<Registration>(maya!, 'GET', cart(event.id));
    expect(draft.packages).toHaveLength(1);
    expect(draft.packages[0]!.passes).toHaveLength(3);
    expect(draft.passes.every((pass) => pass.packageId === draft.packages[0]!.id)).toBe(true);
    expect(draft.totals).toMatchObject({ passes: 0, packages: 6000, subTotal: 6000 });
    expect(draft.passes.map((pass) => pass.amount).reduce((a, b) => a + b)).toBe(6000);
    const mismatch = await fails(
      maya!,
      'POST',
      `${cart(event.id)}/passes`,
      {
        passes: [{ ticketId: general.id, packageId: 'a1a1a1a1-0000-4000-8000-000000000001' }],
        packages: [{ id: 'a1a1a1a1-0000-4000-8000-000000000001', packageId: team.id }],
      },
      400,
    );
    expect(mismatch).toMatchObject({ field: 'packages.0', message: M.packagePasses });
    const [, omar] = world.members;
    const gone = await fails(
      omar!,
      'POST',
      `${cart(event.id)}/passes`,
      { passes: [], packages: [{ packageId: team.id }] },
      409,
    );
    expect(gone).toMatchObject({
      field: `packages.${team.id}`,
      message: 'Crew of three is sold out',
    });
    await ok(maya!, 'POST', `${cart(event.id)}/passes`, { passes: [] });
  });

  it('sets add-ons per pass, only those its pass type offers, with their own supply', async () => {
    const [, omar, , , kim] = world.members;
    const dinner = await world.offer.addOn(event.id, [general.id], {
      name: 'Dinner',
      price: 1500,
      supply: 1,
    });
    const parking = await world.offer.addOn(event.id, [vip.id], { name: 'Parking', price: 500 });
    const [pass] = (await ok<Registration>(omar!, 'GET', cart(event.id))).passes;
    const offered = await ok<{ id: string; addOns: { id: string; remaining: number | null }[] }[]>(
      omar!,
      'GET',
      `${cart(event.id)}/addOns`,
    );
    expect(offered).toEqual([
      expect.objectContaining({
        id: general.id,
        addOns: [expect.objectContaining({ id: dinner.id, remaining: 1 })],
      }),
    ]);
    const refused = await fails(
      omar!,
      'POST',
      `${cart(event.id)}/addOns`,
      [{ id: pass!.id, addOns: [{ id: parking.id }] }],
      400,
    );
    expect(refused).toMatchObject({
      field: `passes.${pass!.id}.addOns.${parking.id}`,
      message: M.addOnNotOffered,
    });
    await ok(omar!, 'POST', `${cart(event.id)}/addOns`, [
      { id: pass!.id, addOns: [{ id: dinner.id }] },
    ]);
    const draft = await ok<Registration>(omar!, 'GET', cart(event.id));
    expect(draft.passes[0]!.passAddOns).toEqual([expect.objectContaining({ addOnId: dinner.id })]);
    expect(draft.totals).toMatchObject({ addOns: 1500, subTotal: 4000 });
    await ok(kim!, 'POST', `${cart(event.id)}/passes`, { passes: [{ ticketId: general.id }] });
    const [kimPass] = (await ok<Registration>(kim!, 'GET', cart(event.id))).passes;
    const soldOut = await fails(
      kim!,
      'POST',
      `${cart(event.id)}/addOns`,
      [{ id: kimPass!.id, addOns: [{ id: dinner.id }] }],
      409,
    );
    expect(soldOut).toMatchObject({ field: `addOns.${dinner.id}`, message: 'Dinner is sold out' });
    expect(
      (await fails(kim!, 'POST', `${cart(event.id)}/addOns`, [{ id: pass!.id, addOns: [] }], 400))
        .message,
    ).toBe(M.passNotFound);
  });

  it('reserves rooms for nights within the stay, shared by passes, priced per night', async () => {
    const [, , , , kim] = world.members;
    const suite = await world.offer.roomType(
      event.id,
      [{ passTypeId: general.id, premium: 1000, includedNights: 1 }],
      {
        name: 'Suite',
        price: 10000,
        supply: 1,
        minStart: '2030-05-01',
        maxEnd: '2030-05-05',
        maxPasses: 2,
      },
    );
    await ok(kim!, 'POST', `${cart(event.id)}/passes`, {
      passes: [{ ticketId: general.id }, { ticketId: general.id }],
    });
    const passes = (await ok<Registration>(kim!, 'GET', cart(event.id))).passes;
    const rooms = await ok<{ id: string }[]>(kim!, 'GET', `${cart(event.id)}/roomTypes`);
    expect(rooms.map((room) => room.id)).toEqual([suite.id]);
    const outside = await fails(
      kim!,
      'POST',
      `${cart(event.id)}/reservations`,
      [
        {
          id: passes[0]!.id,
          reservation: { eventRoomTypeId: suite.id, start: '2030-04-28', end: '2030-05-02' },
        },
      ],
      400,
    );
    expect(outside.message).toBe(M.reservationDates);
    const shared = 'b2b2b2b2-0000-4000-8000-000000000002';
    await ok(
      kim!,
      'POST',
      `${cart(event.id)}/reservations`,
      passes.map((pass) => ({
        id: pass.id,
        reservation: {
          id: shared,
          eventRoomTypeId: suite.id,
          start: '2030-05-01',
          end: '2030-05-04',
        },
      })),
    );
    const draft = await ok<Registration>(kim!, 'GET', cart(event.id));
    const room = draft.passes[0]!.reservation!;
    expect(room).toMatchObject({
      eventRoomTypeId: suite.id,
      start: '2030-05-01',
      end: '2030-05-04',
      nights: 3,
    });
    expect(draft.passes[1]!.reservationId).toBe(room.id);
    // 3 nights less 1 included, at $100, and a $10 premium per pass.
    expect(draft.totals.reservations).toBe(2 * 10000 + 2 * 1000);
    const [, omar] = world.members;
    const [omarPass] = (await ok<Registration>(omar!, 'GET', cart(event.id))).passes;
    const full = await fails(
      omar!,
      'POST',
      `${cart(event.id)}/reservations`,
      [{ id: omarPass!.id, reservation: { eventRoomTypeId: suite.id } }],
      409,
    );
    expect(full).toMatchObject({ field: `roomTypes.${suite.id}`, message: 'Suite is sold out' });
    await ok(
      kim!,
      'POST',
      `${cart(event.id)}/reservations`,
      passes.map((pass) => ({ id: pass.id, reservation: null })),
    );
    expect((await ok<Registration>(kim!, 'GET', cart(event.id))).passes[0]!.reservation).toBeNull();
    await ok(omar!, 'POST', `${cart(event.id)}/reservations`, [
      { id: omarPass!.id, reservation: { eventRoomTypeId: suite.id } },
    ]);
  });

  it('validates the cart as a whole: every offending field under one message', async () => {
    const [, , , , kim] = world.members;
    await world.offer.question(event.id, (await world.offer.section(event.id, 'Badge')).id, {
      type: 'text',
      name: 'Badge name',
      required: true,
    });
    const addressId = await paymentWorld(() => world.t).address(kim!);
    const body = await fails(
      kim!,
      'GET',
      `${cart(event.id)}/intent?addressId=${addressId}`,
      undefined,
      400,
    );
    expect(body.message).toBe(M.cartInvalid);
    const passes = (await ok<Registration>(kim!, 'GET', cart(event.id))).passes;
    expect(body.errors).toEqual(
      expect.arrayContaining([
        ...passes.map((pass) => ({
          field: expect.stringMatching(new RegExp(`^passes\\.${pass.id}\\.questions\\.`)),
          message: 'Badge name is required',
        })),
        { field: 'terms', message: M.termsRequired },
      ]),
    );
    expect(body.field).toBe(body.errors![0]!.field);
  });

  it('serves the organization’s terms page (sanitized), null for a page it has none of', async () => {
    const [maya] = world.members;
    const terms = await ok<{ type: string; title: string; html: string }>(
      world.org,
      'GET',
      '/organization/pages/terms',
    );
    expect(terms).toMatchObject({ type: 'terms', title: 'Terms', html: '<p>Be kind.</p>' });
    expect(await ok(maya!, 'GET', '/organization/pages/about')).toBeNull();
    expect(await ok(world.other, 'GET', '/organization/pages/terms')).toBeNull();
    expect((await call(maya!, 'GET', '/organization/pages/secrets')).statusCode).toBe(400);
  });

  it('is 404 from another organization, 400 for a slug, 455 when closed, 456 with events off, 401 signed out', async () => {
    const [maya] = world.members;
    const urls = ['', '/addOns', '/roomTypes', '/questions'].map(
      (suffix) => `${cart(event.id)}${suffix}`,
    );
    for (const url of urls) {
      expect((await call(world.stranger, 'GET', url)).statusCode, url).toBe(404);
      expect((await call(world.org, 'GET', url)).statusCode, url).toBe(401);
    }
    const writes: [string, string, unknown][] = [
      ['POST', '/passes', { passes: [] }],
      ['POST', '/addOns', []],
      ['POST', '/reservations', []],
      ['PUT', '/questions', []],
      ['POST', '/coupon', { couponCode: 'X' }],
      ['DELETE', '/coupon', undefined],
      ['POST', '/submit', {}],
    ];
    for (const [method, suffix, payload] of writes) {
      const response = await call(
        world.stranger,
        method as 'POST',
        `${cart(event.id)}${suffix}`,
        payload,
      );
      expect(response.statusCode, `${method} ${suffix}`).toBe(404);
    }
    const slug = await fails(maya!, 'GET', cart(event.slug), undefined, 400);
    expect(slug.message).toBe('Invalid eventId. Did you pass in the slug?');
    const bySlug = await fails(maya!, 'POST', `${cart(event.slug)}/passes`, { passes: [] }, 400);
    expect(bySlug.message).toBe('Invalid eventId. Did you pass in the slug?');

    const closed = await world.createEvent({ registrationEnd: new Date(Date.now() - 1000) });
    const closedPass = await world.offer.passType(closed.id);
    expect(
      (
        await fails(
          maya!,
          'POST',
          `${cart(closed.id)}/passes`,
          { passes: [{ ticketId: closedPass.id }] },
          455,
        )
      ).message,
    ).toBe(M.closed);
    const notOffered = await world.createEvent({ registration: false });
    expect(
      (await fails(maya!, 'POST', `${cart(notOffered.id)}/passes`, { passes: [] }, 455)).message,
    ).toBe(M.notEnabled);
    const draftEvent = await world.createEvent({ status: 'draft' });
    expect((await fails(maya!, 'GET', cart(draftEvent.id), undefined, 403)).message).toBe(
      'Event not public',
    );

    const off = await world.t.createOrganization({ modules: ['activities'] });
    const offUser = await world.t.createUser(off);
    expect((await call(offUser, 'GET', cart(event.id))).statusCode).toBe(456);
  });
});
