import {
  REGISTRATION_MESSAGES as M,
  type PaymentIntent,
  type Registration,
} from '@convene/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { accounts, eventPassTypes, events } from '../../../db/schema/index';
import type { TestUser } from '../../../test/harness';
import { testGatewayCharges } from '../../payments/index';
import { paymentWorld } from '../../payments/test/payment-world';
import { sweepLapsedHolds } from './index';
import { verifyPassToken } from './pass-token';
import { useRegistrationWorld, type EventRow } from './test/registration-world';

const cart = (eventId: string) => `/self/events/${eventId}/registration`;

describe('paying for and completing a registration', () => {
  const world = useRegistrationWorld(8);
  const { ok, fails, call } = world;
  let event: EventRow;
  let free: { id: string };
  let paid: { id: string };
  const addresses = new Map<string, string>();

  beforeAll(async () => {
    event = await world.createEvent({
      name: 'Harbour Days',
      meetingUrl: 'https://meet.test/harbour',
      eventType: 'hybrid',
    });
    free = await world.offer.passType(event.id, { name: 'Deckhand', price: 0 });
    paid = await world.offer.passType(event.id, { name: 'Captain', price: 4000, supply: 3 });
    await ok(world.admin, 'PUT', '/organization/payment-integrations/test', { enabled: true });
  });

  const payments = paymentWorld(() => world.t);
  async function addressOf(user: TestUser): Promise<string> {
    if (!addresses.has(user.accountId)) addresses.set(user.accountId, await payments.address(user));
    return addresses.get(user.accountId)!;
  }
  const intentOf = async (user: TestUser, eventId = event.id, terms = true) =>
    call(
      user,
      'GET',
      `${cart(eventId)}/intent?addressId=${await addressOf(user)}${terms ? '&termsAccepted=true' : ''}`,
    );
  const capture = (user: TestUser, intentId: string, nonce: string) =>
    call(user, 'POST', `/organization/intents/${intentId}/capture`, { nonce });
  const countersOf = async (id: string) =>
    (await world.db.select().from(eventPassTypes).where(eq(eventPassTypes.id, id)))[0]!;

  it('registers a free cart on submit, once the terms are agreed, and mails the passes in the attendee’s locale', async () => {
    const [maya] = world.members;
    await world.db
      .update(accounts)
      .set({ locale: 'fr-CA' })
      .where(eq(accounts.id, maya!.accountId));
    await ok(maya!, 'POST', `${cart(event.id)}/passes`, {
      passes: [{ ticketId: free.id }, { ticketId: free.id }],
    });
    const noTerms = await fails(maya!, 'POST', `${cart(event.id)}/submit`, undefined, 400);
    expect(noTerms).toMatchObject({
      message: M.cartInvalid,
      errors: [{ field: 'terms', message: M.termsRequired }],
    });

    const registered = await ok<Registration>(maya!, 'POST', `${cart(event.id)}/submit`, {
      termsAccepted: true,
    });
    expect(registered).toMatchObject({
      status: 'registered',
      termsAccepted: true,
      heldUntil: null,
    });
    expect(registered.passes.map((pass) => pass.status)).toEqual(['ready', 'ready']);
    expect(await countersOf(free.id)).toMatchObject({ sold: 2, reserved: 0 });
    const [row] = await world.db.select().from(events).where(eq(events.id, event.id));
    expect(row!.registrationCount).toBe(1);

    // It is no longer a cart; the account's events and relationships show it.
    const again = await fails(maya!, 'POST', `${cart(event.id)}/passes`, { passes: [] }, 409);
    expect(again.message).toBe(M.alreadyRegistered);
    const mine = await ok<{ id: string }[]>(maya!, 'GET', '/self/events');
    expect(mine.map((item) => item.id)).toContain(event.id);
    expect(
      (await ok<{ events: Record<string, boolean> }>(maya!, 'GET', '/self/relationships')).events[
        event.id
      ],
    ).toBe(true);

    const [mail] = await world.t.outboxMail(maya!.email);
    expect(mail!.subject).toBe('Vous êtes inscrit à Harbour Days');
    expect(mail!.text).toContain(`Billet n° ${registered.passes[0]!.alternateId} : Deckhand`);
    expect(mail!.text).toContain('Rejoindre en ligne : https://meet.test/harbour');
    const files = mail!.attachments!;
    expect(files.map((file) => file.contentType)).toEqual([
      'image/png',
      'image/png',
      'text/calendar; charset=utf-8; method=PUBLISH',
    ]);
    const png = Buffer.from(files[0]!.content, 'base64');
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect(mail!.html).toContain(`src="cid:${files[0]!.cid}"`);
    const ics = Buffer.from(files[2]!.content, 'base64').toString('utf8');
    expect(ics).toContain('SUMMARY:Harbour Days\r\n');
    // In the event's zone, with its description and its page (decision 0065).
    const local = new Intl.DateTimeFormat('sv-SE', {
      timeZone: event.timezone,
      dateStyle: 'short',
      timeStyle: 'medium',
    })
      .format(event.eventStart)
      .replace(/[-:]/g, '')
      .replace(' ', 'T');
    expect(ics).toContain(`DTSTART;TZID=${event.timezone}:${local}\r\n`);
    expect(ics).toContain('BEGIN:VTIMEZONE');
    expect(ics).toContain(`DESCRIPTION:${event.shortDescription.replace(/,/g, '\\,')}\r\n`);
    expect(ics).toMatch(new RegExp(`URL:https?://[^\\r]+/events/${event.slug}\\r\\n`));
  });

  it('signs each pass’s QR token: it names the pass and opens nothing else', async () => {
    const [maya] = world.members;
    const { passes } = await ok<Registration>(maya!, 'GET', cart(event.id));
    const ctx = {
      keys: world.t.runtime.services.keys,
      config: world.t.config,
      organization: (await world.t.app.organizations.byIdOrUndefined(world.org.id))!,
      now: new Date(),
    };
    const { passToken } = await import('./pass-token');
    const token = await passToken(world.db, ctx, passes[0]!, event);
    expect(await verifyPassToken(ctx, token)).toEqual({
      passId: passes[0]!.id,
      eventId: event.id,
      alternateId: passes[0]!.alternateId,
    });
    // Short enough for a QR code a phone reads at a glance.
    expect(token).toMatch(/^P1\.[\w-]{62}$/);
    // Another pass's id with this pass's signature, or a code of another organization: refused.
    const body = Buffer.from(token.slice(3), 'base64url');
    body[0] = body[0]! ^ 1;
    await expect(verifyPassToken(ctx, `P1.${body.toString('base64url')}`)).rejects.toThrow();
    const other = await world.t.createOrganization();
    const otherOrganization = (await world.t.app.organizations.byIdOrUndefined(other.id))!;
    await expect(
      verifyPassToken({ ...ctx, organization: otherOrganization }, token),
    ).rejects.toThrow();
    const asBearer = await world.t.inject({
      method: 'GET',
      url: '/api/self',
      headers: { organization: world.org.id, authorization: `Bearer ${token}` },
    });
    expect(asBearer.statusCode).toBe(401);
  });

  it('pays through the intent and the capture: charged once, registered, the payment on the registration', async () => {
    const [, omar] = world.members;
    await ok(omar!, 'POST', `${cart(event.id)}/passes`, {
      passes: [{ ticketId: paid.id }, { ticketId: free.id }],
    });
    const noTerms = await intentOf(omar!, event.id, false);
    expect(noTerms.statusCode).toBe(400);
    const intent = (await intentOf(omar!)).json().data as PaymentIntent;
    expect(intent).toMatchObject({
      purpose: 'registration',
      amount: 4000,
      subTotal: 4000,
      eventId: event.id,
      status: 'requires_payment',
      registration: { id: intent.registrationId, accountId: omar!.accountId, eventId: event.id },
      invoice: null,
      booking: null,
    });
    expect((await intentOf(omar!)).json().data.id).toBe(intent.id);
    expect((await capture(omar!, intent.id, 'tok_test_visa')).statusCode).toBe(200);
    expect((await capture(omar!, intent.id, 'tok_test_visa')).statusCode).toBe(200);
    expect(testGatewayCharges(intent.id)).toHaveLength(1);
    const registration = await ok<Registration>(omar!, 'GET', cart(event.id));
    expect(registration.status).toBe('registered');
    expect(registration.payments).toEqual([
      expect.objectContaining({ type: 'charge', chargedAmt: 4000 }),
    ]);
    expect(registration.passes.map((pass) => pass.amtPaid)).toEqual([4000, 0]);
    expect(await countersOf(paid.id)).toMatchObject({ sold: 1, reserved: 0 });
    expect((await world.t.outboxMail(omar!.email))[0]!.text).toContain('Total paid: $40.00');
  });

  it('refuses the capture of a cart that changed since its intent', async () => {
    const [, , lena] = world.members;
    await ok(lena!, 'POST', `${cart(event.id)}/passes`, { passes: [{ ticketId: paid.id }] });
    const intent = (await intentOf(lena!)).json().data as PaymentIntent;
    await ok(lena!, 'POST', `${cart(event.id)}/passes`, { passes: [{ ticketId: free.id }] });
    const refused = await capture(lena!, intent.id, 'tok_test_visa');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(M.changed);
    expect(testGatewayCharges(intent.id)).toHaveLength(0);
    await ok(lena!, 'POST', `${cart(event.id)}/passes`, { passes: [] });
  });

  it('keeps a declined cart held, releases it once it lapses, and takes it again at the next capture', async () => {
    const [, , , tom, kim] = world.members;
    await ok(tom!, 'POST', `${cart(event.id)}/passes`, {
      passes: [{ ticketId: paid.id }, { ticketId: paid.id }],
    });
    const intent = (await intentOf(tom!)).json().data as PaymentIntent;
    const declined = await capture(tom!, intent.id, 'tok_test_declined');
    expect(declined.statusCode).toBe(402);
    expect(declined.json().message).toBe('Payment failed. Please try another payment method.');
    expect(await countersOf(paid.id)).toMatchObject({ sold: 1, reserved: 2 });
    expect((await ok<Registration>(tom!, 'GET', cart(event.id))).status).toBe('draft');

    await world.lapse(event.id, tom!);
    expect(await sweepLapsedHolds(world.t.runtime.services, new Date())).toBeGreaterThanOrEqual(1);
    expect(await countersOf(paid.id)).toMatchObject({ sold: 1, reserved: 0 });
    expect((await world.registrationOf(event.id, tom!))!.heldUntil).toBeNull();

    // Released: the capture takes the passes again, then charges.
    expect((await capture(tom!, intent.id, 'tok_test_visa')).statusCode).toBe(200);
    expect(await countersOf(paid.id)).toMatchObject({ sold: 3, reserved: 0 });

    // Nothing left: a released cart's capture is refused before any charge.
    await world.db.update(eventPassTypes).set({ supply: 4 }).where(eq(eventPassTypes.id, paid.id));
    await ok(kim!, 'POST', `${cart(event.id)}/passes`, { passes: [{ ticketId: paid.id }] });
    const kimIntent = (await intentOf(kim!)).json().data as PaymentIntent;
    await world.lapse(event.id, kim!);
    await sweepLapsedHolds(world.t.runtime.services, new Date());
    const [, , , , , sam] = world.members;
    await ok(sam!, 'POST', `${cart(event.id)}/passes`, { passes: [{ ticketId: paid.id }] });
    const gone = await capture(kim!, kimIntent.id, 'tok_test_visa');
    expect(gone.statusCode).toBe(409);
    expect(gone.json()).toMatchObject({
      field: `passTypes.${paid.id}`,
      message: 'Captain is sold out',
    });
    expect(testGatewayCharges(kimIntent.id)).toHaveLength(0);
  });

  it('counts registrations against the event’s limit', async () => {
    const small = await world.createEvent({ registrationLimit: 1 });
    const seat = await world.offer.passType(small.id, { price: 0 });
    const [, , , , , , ana, ben] = world.members;
    for (const user of [ana!, ben!]) {
      await ok(user, 'POST', `${cart(small.id)}/passes`, { passes: [{ ticketId: seat.id }] });
    }
    await ok(ana!, 'POST', `${cart(small.id)}/submit`, { termsAccepted: true });
    const full = await fails(
      ben!,
      'POST',
      `${cart(small.id)}/submit`,
      { termsAccepted: true },
      409,
    );
    expect(full.message).toBe(M.full);
    expect((await ok<Registration>(ben!, 'GET', cart(small.id))).status).toBe('draft');
  });
});
