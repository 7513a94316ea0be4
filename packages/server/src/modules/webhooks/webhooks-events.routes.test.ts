import type {
  Registration,
  WebhookDelivery,
  WebhookEndpointWithSecret,
  WebhookEventType,
} from '@convene/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  useRegistrationWorld,
  type EventRow,
} from '../ticketing/registration/test/registration-world';

/** The ticketing facts, each queued for the endpoints that take it, with what it names. */
describe('webhooks of registrations, cancels and check-ins', () => {
  const world = useRegistrationWorld(3);
  const { ok, call } = world;
  let event: EventRow;
  let general: { id: string };
  let endpoint: WebhookEndpointWithSecret;
  let onlyCheckIns: WebhookEndpointWithSecret;

  const cart = (eventId: string) => `/self/events/${eventId}/registration`;
  const people = () => {
    const [host, maya] = world.members;
    return { host: host!, maya: maya! };
  };

  async function deliveries(of: { id: string }) {
    const response = await call(world.admin, 'GET', `/organization/webhooks/${of.id}/deliveries`);
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { data: WebhookDelivery[] }).data;
  }

  async function subscribe(eventTypes: WebhookEventType[]) {
    const response = await call(world.admin, 'POST', '/organization/webhooks', {
      url: 'https://crm.example.com/convene',
      eventTypes,
    });
    expect(response.statusCode, response.body).toBe(201);
    return (response.json() as { data: WebhookEndpointWithSecret }).data;
  }

  beforeAll(async () => {
    event = await world.createEvent({ creatorId: people().host.accountId });
    general = await world.offer.passType(event.id, { name: 'General', price: 0 });
    endpoint = await subscribe(['registration.completed', 'pass.cancelled', 'pass.checkedIn']);
    onlyCheckIns = await subscribe(['pass.checkedIn']);
  });

  it('tells of a registration, a check-in and a cancel', async () => {
    const { host, maya } = people();
    await ok(maya, 'POST', `${cart(event.id)}/passes`, {
      passes: [{ ticketId: general.id }, { ticketId: general.id }],
    });
    const registered = await ok<Registration>(maya, 'POST', `${cart(event.id)}/submit`, {
      termsAccepted: true,
    });
    const [first, second] = registered.passes.map((pass) => pass.id);

    const [completed] = await deliveries(endpoint);
    expect(completed).toMatchObject({
      eventType: 'registration.completed',
      status: 'pending',
      payload: {
        type: 'registration.completed',
        organizationId: world.org.id,
        data: {
          registration: {
            id: registered.id,
            eventId: event.id,
            accountId: maya.accountId,
            total: 0,
          },
        },
      },
    });
    const told = completed!.payload as {
      data: { registration: { passes: { id: string; status: string }[] } };
    };
    expect(told.data.registration.passes.map((pass) => pass.id).sort()).toEqual(
      [first, second].sort(),
    );
    expect(told.data.registration.passes.every((pass) => pass.status === 'ready')).toBe(true);

    const checkIn = `/listings/${event.id}/attendees/${maya.accountId}/passes/${first}/checkin`;
    await ok(host, 'POST', checkIn);
    // Checked in once: a second scan tells nothing new.
    await ok(host, 'POST', checkIn);
    for (const of of [endpoint, onlyCheckIns]) {
      const checkIns = (await deliveries(of)).filter((row) => row.eventType === 'pass.checkedIn');
      expect(checkIns).toHaveLength(1);
      expect(checkIns[0]!.payload).toMatchObject({
        data: { pass: { id: first, eventId: event.id }, checkedInById: host.accountId },
      });
      expect(
        (checkIns[0]!.payload as { data: { pass: { checkedInAt: string } } }).data.pass.checkedInAt,
      ).not.toBeNull();
    }

    await ok(maya, 'PUT', `/self/events/${event.id}/attendee/passes/${second}/cancel`, {});
    const [cancelled] = await deliveries(endpoint);
    expect(cancelled).toMatchObject({
      eventType: 'pass.cancelled',
      payload: { data: { pass: { id: second, status: 'canceled', amountRefunded: 0 } } },
    });
    expect((await deliveries(onlyCheckIns)).map((row) => row.eventType)).toEqual([
      'pass.checkedIn',
    ]);
  });
});
