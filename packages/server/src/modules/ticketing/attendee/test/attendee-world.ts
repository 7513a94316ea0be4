import type { PaymentIntent, Registration } from '@convene/contract';
import { expect } from 'vitest';
import { eventFollowupQuestions, eventFollowups } from '../../../../db/schema/index';
import type { TestUser } from '../../../../test/harness';
import { paymentWorld } from '../../../payments/test/payment-world';
import { useRegistrationWorld } from '../../registration/test/registration-world';

export const attendeeUrl = (eventId: string) => `/self/events/${eventId}/attendee`;
export const passUrl = (eventId: string, passId: string) =>
  `${attendeeUrl(eventId)}/passes/${passId}`;

/**
 * The attendee tests' world: the registration tests' world (two organizations, members,
 * events and offers written straight into the tables) with the test payment provider on,
 * and helpers that buy passes the way an attendee does (cart, then submit or pay).
 */
export function useAttendeeWorld(members = 4) {
  const world = useRegistrationWorld(members);
  const payments = paymentWorld(() => world.t);
  const addresses = new Map<string, string>();

  async function addressOf(user: TestUser): Promise<string> {
    if (!addresses.has(user.accountId)) addresses.set(user.accountId, await payments.address(user));
    return addresses.get(user.accountId)!;
  }

  /** Buys passes of the given types (free: submitted; paid: through the test card). */
  async function buy(
    user: TestUser,
    eventId: string,
    passes: { ticketId: string }[],
    addOns: { passIndex: number; addOnIds: string[] }[] = [],
  ): Promise<Registration> {
    const cart = `/self/events/${eventId}/registration`;
    await world.ok(user, 'POST', `${cart}/passes`, { passes });
    if (addOns.length) {
      const draft = await world.ok<Registration>(user, 'GET', cart);
      await world.ok(
        user,
        'POST',
        `${cart}/addOns`,
        addOns.map((item) => ({
          id: draft.passes[item.passIndex]!.id,
          addOns: item.addOnIds.map((id) => ({ id })),
        })),
      );
    }
    const draft = await world.ok<Registration>(user, 'GET', cart);
    if (draft.totals.subTotal === 0) {
      return world.ok<Registration>(user, 'POST', `${cart}/submit`, { termsAccepted: true });
    }
    const intent = await world.ok<PaymentIntent>(
      user,
      'GET',
      `${cart}/intent?addressId=${await addressOf(user)}&termsAccepted=true`,
    );
    await world.ok(user, 'POST', `/organization/intents/${intent.id}/capture`, {
      nonce: 'tok_test_visa',
    });
    const registration = await world.ok<Registration>(user, 'GET', attendeeUrl(eventId));
    expect(registration.status).toBe('registered');
    return registration;
  }

  /** A follow-up of the event with the given questions (hosts' tools come later). */
  async function followup(eventId: string, name: string, questionIds: string[]) {
    const [row] = await world.db
      .insert(eventFollowups)
      .values({ organizationId: world.org.id, eventId, name })
      .returning();
    await world.db.insert(eventFollowupQuestions).values(
      questionIds.map((questionId, sortOrder) => ({
        organizationId: world.org.id,
        followupId: row!.id,
        questionId,
        sortOrder,
      })),
    );
    return row!;
  }

  async function enablePayments(): Promise<void> {
    await world.ok(world.admin, 'PUT', '/organization/payment-integrations/test', {
      enabled: true,
    });
  }

  return Object.assign(world, { buy, followup, addressOf, enablePayments });
}
