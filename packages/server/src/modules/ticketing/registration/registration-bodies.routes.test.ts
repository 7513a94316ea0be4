import { REGISTRATION_MESSAGES as M, type Registration } from '@convene/contract';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from '../../../test/harness';
import { BODY_REQUIRED_MESSAGE } from '../../../lib/endpoint-route';
import { paymentWorld } from '../../payments/test/payment-world';
import { useRegistrationWorld, type EventRow } from './test/registration-world';

const cart = (eventId: string) => `/self/events/${eventId}/registration`;

/**
 * What an HTTP client sends when a call has no data (axios with no `data`): no body and no
 * content type, or `content-type: application/json` with an empty body. Each is refused
 * with a clear 400 where a body is needed, and accepted where it is optional; never a 500.
 */
const EMPTY_BODIES = [
  ['no body, no content type', {}],
  ['an empty JSON body', { headers: { 'content-type': 'application/json' }, payload: '' }],
] as const;

describe('registration calls sent with an empty body', () => {
  const world = useRegistrationWorld(3);
  const { ok } = world;
  const payments = paymentWorld(() => world.t);
  let event: EventRow;
  let free: { id: string };

  beforeAll(async () => {
    event = await world.createEvent({ name: 'Empty Bodies Day' });
    free = await world.offer.passType(event.id, { name: 'Deckhand', price: 0 });
  });

  const send = (user: TestUser, method: 'POST' | 'PUT', url: string, empty: InjectOptions) =>
    world.t.inject({
      method,
      url: `/api${url}`,
      ...empty,
      headers: { ...user.headers, ...(empty.headers ?? {}) },
    });

  it.each(EMPTY_BODIES)('answers 400 on `body` where a body is required (%s)', async (_, empty) => {
    const [maya] = world.members;
    const base = cart(event.id);
    const required: ['POST' | 'PUT', string][] = [
      ['POST', `${base}/passes`],
      ['POST', `${base}/addOns`],
      ['POST', `${base}/reservations`],
      ['PUT', `${base}/questions`],
      ['PUT', `${base}/passes/${crypto.randomUUID()}/questions/${crypto.randomUUID()}`],
      ['POST', `${base}/coupon`],
    ];
    for (const [method, url] of required) {
      const response = await send(maya!, method, url, empty);
      expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(400);
      expect(response.json()).toEqual({
        status: 'error',
        code: 'VALIDATION',
        message: BODY_REQUIRED_MESSAGE,
        field: 'body',
      });
    }
  });

  it.each(EMPTY_BODIES)(
    'treats an empty submit as "terms not given": the cart’s errors, then registered once agreed (%s)',
    async (_, empty) => {
      const user = await world.t.createUser(world.org);
      const base = cart(event.id);
      // An empty cart: the cart's own errors, not a body error.
      const nothing = await send(user, 'POST', `${base}/submit`, empty);
      expect(nothing.statusCode).toBe(400);
      expect(nothing.json()).toMatchObject({
        message: M.cartInvalid,
        errors: [{ field: 'passes', message: M.noPasses }],
      });
      await ok(user, 'POST', `${base}/passes`, { passes: [{ ticketId: free.id }] });
      const noTerms = await send(user, 'POST', `${base}/submit`, empty);
      expect(noTerms.statusCode).toBe(400);
      expect(noTerms.json().errors).toEqual([{ field: 'terms', message: M.termsRequired }]);

      // Terms agreed on the way (the intent records them): the body is optional.
      await world.t.inject({
        method: 'GET',
        url: `/api${base}/intent?addressId=${await payments.address(user)}&termsAccepted=true`,
        headers: user.headers,
      });
      const registered = await send(user, 'POST', `${base}/submit`, empty);
      expect(registered.statusCode, registered.body).toBe(200);
      expect(registered.json().data as Registration).toMatchObject({
        status: 'registered',
        termsAccepted: true,
      });
    },
  );

  it('answers a body of the wrong type (a string) with a 400, not a 500', async () => {
    const [, omar] = world.members;
    for (const [method, url] of [
      ['POST', `${cart(event.id)}/passes`],
      ['POST', `${cart(event.id)}/submit`],
      ['POST', `${cart(event.id)}/coupon`],
    ] as const) {
      const response = await send(omar!, method, url, {
        headers: { 'content-type': 'application/json' },
        payload: '"passes"',
      });
      expect(response.statusCode, `${url}: ${response.body}`).toBe(400);
      expect(response.json().code).toBe('VALIDATION');
    }
    const broken = await send(omar!, 'POST', `${cart(event.id)}/passes`, {
      headers: { 'content-type': 'application/json' },
      payload: '{"passes": [',
    });
    expect(broken.statusCode).toBe(400);
  });
});
