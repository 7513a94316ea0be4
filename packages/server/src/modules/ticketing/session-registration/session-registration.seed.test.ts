import type { ActivationSummary, AttendeeSession, SessionSection } from '@convene/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedEvents } from '../../../seed/events';
import { MAKER_FAIR_SLUG } from '../../../seed/events-data';
import { seedGroups } from '../../../seed/groups';
import type { SeedContext } from '../../../seed/seed-context';
import { createTestApp, type TestApp, type TestUser } from '../../../test/harness';

/* The demo: the maker fair's sessions take registration, and it has activations. */
describe('session registration and activations in the demo', () => {
  let t: TestApp;
  let maya: TestUser;
  let eventId: string;

  beforeAll(async () => {
    t = await createTestApp();
    const demo = await t.createOrganization();
    const second = await t.createOrganization();
    const omar = await t.createUser(demo, { username: 'omar-haddad', admin: true });
    maya = await t.createUser(demo, { username: 'maya-lindqvist' });
    const accounts = new Map([
      [omar.username, omar.accountId],
      [maya.username, maya.accountId],
    ]);
    for (let index = 0; index < 6; index += 1) {
      const user = await t.createUser(demo, { username: `neighbour-${index}` });
      accounts.set(user.username, user.accountId);
    }
    const context: SeedContext = {
      services: t.runtime.services,
      demo: (await t.app.organizations.byIdOrUndefined(demo.id))!,
      second: (await t.app.organizations.byIdOrUndefined(second.id))!,
      accounts: { demo: accounts, second: new Map() },
    };
    await seedGroups(context);
    await seedEvents(context);
    eventId = (await get<{ id: string }>(`/events/${MAKER_FAIR_SLUG}`)).id;
  }, 120_000);
  afterAll(() => t.close());

  async function get<T>(url: string): Promise<T> {
    const response = await t.inject({ method: 'GET', url: `/api${url}`, headers: maya.headers });
    expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
    return response.json().data as T;
  }

  it('offers the workshops to the demo attendee, with one on her agenda', async () => {
    const available = await get<AttendeeSession[]>(
      `/self/events/${eventId}/attendee/available/sessions`,
    );
    expect(available.map((session) => session.slug)).toEqual([
      'soldering-101',
      'glaze-chemistry',
      'knots-that-hold',
    ]);
    expect(available.find((session) => session.slug === 'glaze-chemistry')).toMatchObject({
      price: 1500,
      supply: 8,
    });
    const agenda = await get<AttendeeSession[]>(`/self/events/${eventId}/sessions`);
    expect(agenda.map((session) => session.slug)).toEqual(['soldering-101']);
    const glaze = available.find((session) => session.slug === 'glaze-chemistry')!;
    const sections = await get<SessionSection[]>(
      `/self/events/${eventId}/sessions/${glaze.id}/registration/questions`,
    );
    expect(sections[0]!.questions[0]).toMatchObject({ name: 'Glaze colour', required: true });
  });

  it('has activations, one done by the demo attendee', async () => {
    const summary = await get<ActivationSummary>(`/events/${eventId}/activations/summary`);
    expect(summary).toMatchObject({ total: 4, completed: 1, points: 20, maxPoints: 110 });
    expect(summary.leaderboard[0]?.account.id).toBe(maya.accountId);
  });
});
