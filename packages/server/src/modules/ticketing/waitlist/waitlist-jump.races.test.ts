import type { Registration, WaitlistEntry } from '@convene/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { eventPassTypes } from '../../../db/schema/index';
import type { TestUser } from '../../../test/harness';
import { raceSuite, useRaceWorld } from '../../../test/postgres';
import { insertRaceEvent } from '../attendee/test/race-event';

/*
 * Nobody jumps the waitlist, on PostgreSQL (decision 0051). A sold-out pass type, members
 * waiting; in each round its two holders cancel while outsiders (not on the waitlist)
 * rush the cart again and again until both cancels are answered. Each freed place must go
 * to the next two in line as offers, and no outsider's cart may hold one. If a cancel
 * committed the freed place and offered it only afterwards, an outsider's conditional
 * update would take it in between.
 */

const { url, describeRaces } = await raceSuite('waitlist-jump.races');
const PLACES = 2;
const ROUNDS = 4;
const WAITERS = PLACES * ROUNDS + 2;
const OUTSIDERS = 60;
/** Tries per outsider at most, should the cancels never be answered. */
const MAX_TRIES = 400;
/** Four rounds of the rush take about half a minute alone, longer beside other suites. */
const ROUNDS_TIMEOUT_MS = 240_000;

describeRaces('the waitlist cannot be jumped', () => {
  const { world, call, ok } = useRaceWorld(url, PLACES + WAITERS + OUTSIDERS);
  let eventId: string;
  let passTypeId: string;
  const db = () => world.t.runtime.services.db;
  const initialHolders = () => world.users.slice(0, PLACES);
  const waiters = () => world.users.slice(PLACES, PLACES + WAITERS);
  const outsiders = () => world.users.slice(PLACES + WAITERS);
  const cartUrl = () => `/self/events/${eventId}/registration`;

  async function statuses(): Promise<string[]> {
    return Promise.all(
      waiters().map(
        async (user) =>
          (await ok<WaitlistEntry[]>(user, 'GET', `/self/events/${eventId}/waitlist`))[0]!.status,
      ),
    );
  }

  /** Outsiders try to put the pass in their cart until `done()`; answers who got it. */
  async function rush(done: () => boolean): Promise<{ jumped: TestUser[]; tries: number }> {
    const jumped: TestUser[] = [];
    let tries = 0;
    await Promise.all(
      outsiders().map(async (user) => {
        for (let attempt = 0; attempt < MAX_TRIES && !done(); attempt += 1) {
          tries += 1;
          const answer = await call(user, 'POST', `${cartUrl()}/passes`, {
            passes: [{ ticketId: passTypeId }],
          });
          if (answer.statusCode === 200) {
            jumped.push(user);
            return;
          }
          expect(answer.statusCode, answer.body).toBe(409);
        }
      }),
    );
    return { jumped, tries };
  }

  beforeAll(async () => {
    ({ eventId, passTypeId } = await insertRaceEvent(db(), world.org.id, 'Lighthouse rush', {
      name: 'Lantern',
      price: 0,
      supply: PLACES,
    }));
    for (const user of initialHolders()) {
      await ok(user, 'POST', `${cartUrl()}/passes`, { passes: [{ ticketId: passTypeId }] });
      await ok(user, 'POST', `${cartUrl()}/submit`, { termsAccepted: true });
    }
    for (const user of waiters()) {
      await ok(user, 'POST', `/self/events/${eventId}/waitlist`, { passTypeId });
    }
  });

  it(
    'gives every freed place to the next in line, however many outsiders rush',
    async () => {
      let holders = initialHolders();
      for (let round = 0; round < ROUNDS; round += 1) {
        const passIds = await Promise.all(
          holders.map(
            async (user) =>
              (await ok<Registration>(user, 'GET', `/self/events/${eventId}/attendee`)).passes[0]!
                .id,
          ),
        );
        let cancelled = false;
        const rushing = rush(() => cancelled);
        // The rush is under way when the holders cancel.
        await new Promise((resolve) => setTimeout(resolve, 50));
        await Promise.all(
          holders.map((user, index) =>
            ok(user, 'PUT', `/self/events/${eventId}/attendee/passes/${passIds[index]}/cancel`, {}),
          ),
        );
        cancelled = true;
        const { jumped, tries } = await rushing;

        const served = waiters().slice(round * PLACES, (round + 1) * PLACES);
        const now = await statuses();
        const detail = `round ${round}: ${jumped.length} outsiders took a place in ${tries} tries; waitlist ${JSON.stringify(now)}`;
        expect(jumped, detail).toEqual([]);
        expect(now, detail).toEqual(
          waiters().map((_, index) => {
            if (index < round * PLACES) return 'accepted';
            return index < (round + 1) * PLACES ? 'offered' : 'waiting';
          }),
        );
        const [row] = await db()
          .select()
          .from(eventPassTypes)
          .where(eq(eventPassTypes.id, passTypeId));
        expect(row, detail).toMatchObject({ sold: 0, reserved: PLACES, waitlistHeld: 0 });

        // The offered members register with their offers and hold the places next round.
        for (const user of served) {
          await ok(user, 'POST', `${cartUrl()}/submit`, { termsAccepted: true });
        }
        holders = served;
      }
    },
    ROUNDS_TIMEOUT_MS,
  );
});
