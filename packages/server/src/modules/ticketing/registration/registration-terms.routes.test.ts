import {
  REGISTRATION_MESSAGES as M,
  type PaymentIntent,
  type Registration,
} from '@convene/contract';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { organizations } from '../../../db/schema/index';
import type { TestUser } from '../../../test/harness';
import { paymentWorld } from '../../payments/test/payment-world';
import { useRegistrationWorld, type EventRow } from './test/registration-world';

const cart = (eventId: string) => `/self/events/${eventId}/registration`;

/**
 * The terms are required only where the organization says so (`REGISTRATION_TERMS_REQUIRED`,
 * off by default); an agreement a client sends is recorded either way. The public client
 * SDK submits with no body and asks for the intent without `termsAccepted`.
 */
describe('agreeing to the terms when registering', () => {
  const world = useRegistrationWorld(4);
  const { ok } = world;
  const payments = paymentWorld(() => world.t);
  let event: EventRow;
  let free: { id: string };
  let paid: { id: string };

  beforeAll(async () => {
    event = await world.createEvent({ name: 'Terms Day' });
    free = await world.offer.passType(event.id, { name: 'Deckhand', price: 0 });
    paid = await world.offer.passType(event.id, { name: 'Captain', price: 2500 });
    await ok(world.admin, 'PUT', '/organization/payment-integrations/test', { enabled: true });
  });

  const requireTerms = async (required: boolean) => {
    await world.db
      .update(organizations)
      .set({
        config: sql`${organizations.config} || ${JSON.stringify({ REGISTRATION_TERMS_REQUIRED: required })}::jsonb`,
      })
      .where(eq(organizations.id, world.org.id));
    world.t.app.organizations.clear();
  };
  const submitWithNoBody = (user: TestUser) =>
    world.t.inject({ method: 'POST', url: `/api${cart(event.id)}/submit`, headers: user.headers });
  const intentWithoutTerms = async (user: TestUser) =>
    world.t.inject({
      method: 'GET',
      url: `/api${cart(event.id)}/intent?addressId=${await payments.address(user)}`,
      headers: user.headers,
    });

  it('refuses a submit and an intent without the agreement where the organization requires it', async () => {
    await requireTerms(true);
    const [maya] = world.members;
    await ok(maya!, 'POST', `${cart(event.id)}/passes`, { passes: [{ ticketId: free.id }] });
    const submitted = await submitWithNoBody(maya!);
    expect(submitted.statusCode).toBe(400);
    expect(submitted.json()).toMatchObject({
      message: M.cartInvalid,
      errors: [{ field: 'terms', message: M.termsRequired }],
    });
    await ok(maya!, 'POST', `${cart(event.id)}/passes`, { passes: [{ ticketId: paid.id }] });
    const intent = await intentWithoutTerms(maya!);
    expect(intent.statusCode).toBe(400);
    expect(intent.json().errors).toEqual([{ field: 'terms', message: M.termsRequired }]);
  });

  it('registers an SDK-style submit (no body) where the organization does not require them', async () => {
    await requireTerms(false);
    const [, omar] = world.members;
    await ok(omar!, 'POST', `${cart(event.id)}/passes`, { passes: [{ ticketId: free.id }] });
    const submitted = await submitWithNoBody(omar!);
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(submitted.json().data as Registration).toMatchObject({
      status: 'registered',
      termsAccepted: false,
    });
  });

  it('makes the intent without the agreement, and records one sent, where they are not required', async () => {
    await requireTerms(false);
    const [, , kim, lea] = world.members;
    await ok(kim!, 'POST', `${cart(event.id)}/passes`, { passes: [{ ticketId: paid.id }] });
    const intent = await intentWithoutTerms(kim!);
    expect(intent.statusCode, intent.body).toBe(200);
    expect((intent.json().data as PaymentIntent).subTotal).toBe(2500);
    expect((await ok<Registration>(kim!, 'GET', cart(event.id))).termsAccepted).toBe(false);

    await ok(lea!, 'POST', `${cart(event.id)}/passes`, { passes: [{ ticketId: free.id }] });
    const registered = await ok<Registration>(lea!, 'POST', `${cart(event.id)}/submit`, {
      termsAccepted: true,
    });
    expect(registered).toMatchObject({ status: 'registered', termsAccepted: true });
  });

  it('is off for a new organization, and says so in its public configuration', async () => {
    const other = await world.t.inject({
      method: 'GET',
      url: '/api/organization/config',
      headers: world.other.headers,
    });
    expect(other.json().data.REGISTRATION_TERMS_REQUIRED).toBe(false);
  });
});
