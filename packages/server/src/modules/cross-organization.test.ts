import { apiEndpoints, type EndpointSpec } from '@convene/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX } from '../app';
import { events, groups, subscriptions } from '../db/schema/index';
import { isAdministratorsOnly, exampleOf, exampleQuery } from '../test/endpoint-table';
import { createTestApp, type TestApp, type TestOrganization, type TestUser } from '../test/harness';
import { bookingWorld } from './bookings/test/booking-world';
import { insertNotification } from './notifications/index';
import { createLevel, createPlan, createSearchList } from './subscriptions/index';
import { feedbackSurvey } from './surveys/test/surveys-fixture';

/**
 * docs/architecture.md#tenancy: an id from another organization is a 404, exactly like an id that does
 * not exist. For each of the newer areas, resources are made in organization A; then every
 * endpoint of the table under that area's paths that takes an id is called from
 * organization B, by a member and by an administrator of B, with A's ids: 404, never 403
 * nor A's data. The endpoints come from the contract's table, so one added to an area
 * later is probed too (and fails here until the area names an id for its new parameter).
 */

type Ids = Record<string, string>;

interface Area {
  name: string;
  paths: RegExp;
  make(): Promise<Ids>;
}

const idsOf = (endpoint: EndpointSpec) => [...endpoint.path.matchAll(/:(\w+)/g)].map((m) => m[1]!);

function nextWeekday(daysAhead: number): string {
  const day = new Date(Date.now() + daysAhead * 86_400_000);
  while (day.getUTCDay() === 0 || day.getUTCDay() === 6) day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

describe('ids of another organization are 404', () => {
  let t: TestApp;
  let orgA: TestOrganization;
  let orgB: TestOrganization;
  let adminA: TestUser;
  let ada: TestUser;
  let bo: TestUser;
  let memberB: TestUser;
  let adminB: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    orgA = await t.createOrganization();
    orgB = await t.createOrganization();
    adminA = await t.createUser(orgA, { admin: true });
    ada = await t.createUser(orgA);
    bo = await t.createUser(orgA);
    memberB = await t.createUser(orgB);
    adminB = await t.createUser(orgB, { admin: true });
  }, 180_000);
  afterAll(() => t.close());

  /** A's write, which must succeed: its answer's data. */
  async function made<T>(user: TestUser, method: 'POST' | 'PUT', url: string, payload?: object) {
    const response = await t.inject({
      method,
      url: `${API_PREFIX}${url}`,
      headers: user.headers,
      ...(payload ? { payload } : {}),
    });
    expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
    return (response.json() as { data: T }).data;
  }

  const db = () => t.runtime.services.db;
  const scopeA = () => ({ organizationId: orgA.id });

  const areas: Area[] = [
    {
      name: 'threads',
      paths: /^\/threads\//,
      async make() {
        const thread = await made<{ id: string }>(ada, 'POST', '/threads', {
          thread: { name: 'Harbour talk', access: 'private' },
          accountIds: [bo.accountId],
        });
        const message = await made<{ id: string }>(ada, 'POST', `/threads/${thread.id}/messages`, {
          body: 'Hello harbour',
        });
        const [group] = await db()
          .insert(groups)
          .values({ organizationId: orgA.id, slug: 'harbour-club', name: 'Harbour Club' })
          .returning();
        const start = new Date(Date.now() + 86_400_000);
        const [event] = await db()
          .insert(events)
          .values({
            organizationId: orgA.id,
            slug: 'harbour-meetup',
            name: 'Harbour Meetup',
            status: 'ready',
            eventStart: start,
            eventEnd: new Date(start.getTime() + 3_600_000),
            creatorId: ada.accountId,
          })
          .returning();
        return {
          threadId: thread.id,
          messageId: message.id,
          accountId: bo.accountId,
          groupId: group!.id,
          eventId: event!.id,
        };
      },
    },
    {
      name: 'chat',
      paths: /^\/self\/chat\//,
      async make() {
        const member = await made<{ channelId: string }>(ada, 'POST', '/self/chat/channels', {
          accountIds: [bo.accountId],
        });
        const message = await made<{ id: string }>(
          ada,
          'POST',
          `/self/chat/channels/${member.channelId}/messages`,
          { text: 'Hello Bo' },
        );
        return { channelId: member.channelId, messageId: message.id, accountId: bo.accountId };
      },
    },
    {
      name: 'bookings',
      paths: /^\/bookings\//,
      async make() {
        const world = await bookingWorld(t, orgA);
        const booking = await made<{ id: string }>(ada, 'POST', `${world.roomPath}/slots`, {
          day: nextWeekday(10),
          time: '09:00',
        });
        const start = new Date(Date.now() + 60 * 86_400_000);
        const space = await made<{ blackouts: { id: string }[] }>(
          adminA,
          'POST',
          `${world.roomPath}/blackouts`,
          {
            blackout: {
              start: start.toISOString(),
              end: new Date(start.getTime() + 3_600_000).toISOString(),
            },
          },
        );
        return {
          placeId: world.place.id,
          spaceId: world.room.id,
          bookingId: booking.id,
          blackoutId: space.blackouts[0]!.id,
        };
      },
    },
    {
      name: 'subscriptions, levels and search lists',
      paths: /^\/(self\/subscriptions|levels|searchlists)\//,
      async make() {
        const plan = await createPlan(db(), scopeA(), {
          name: 'Supporter',
          prices: [{ amount: 900, interval: 'month' }],
        });
        const now = new Date();
        const [subscription] = await db()
          .insert(subscriptions)
          .values({
            organizationId: orgA.id,
            accountId: ada.accountId,
            productId: plan.productId,
            priceId: plan.priceIds[0]!,
            status: 'active',
            provider: 'test',
            periodStart: now,
            periodEnd: new Date(now.getTime() + 30 * 86_400_000),
          })
          .returning();
        const levelId = await createLevel(db(), scopeA(), {
          slug: 'gold',
          name: 'Gold',
          sortOrder: 1,
          accountIds: [ada.accountId],
        });
        const searchListId = await createSearchList(db(), scopeA(), 'Countries', ['Sweden']);
        return {
          subscriptionId: subscription!.id,
          levelId,
          searchListId,
          accountId: ada.accountId,
        };
      },
    },
    {
      name: 'surveys',
      paths: /^\/surveys\//,
      async make() {
        const survey = await made<{ id: string; sections: { questions: { id: string }[] }[] }>(
          adminA,
          'POST',
          '/surveys',
          { survey: feedbackSurvey() },
        );
        const submission = await made<{ id: string }>(
          ada,
          'POST',
          `/surveys/${survey.id}/submissions`,
        );
        return {
          surveyId: survey.id,
          submissionId: submission.id,
          questionId: survey.sections[0]!.questions[0]!.id,
        };
      },
    },
    {
      name: 'support',
      paths: /^\/(self\/)?supportTickets\//,
      async make() {
        const ticket = await made<{ id: string }>(ada, 'POST', '/supportTickets', {
          type: 'support',
          email: ada.email,
          request: 'My pass does not show up',
        });
        return { ticketId: ticket.id };
      },
    },
    {
      name: 'push devices',
      paths: /^\/self\/push-devices\//,
      async make() {
        const device = await made<{ id: string }>(ada, 'POST', '/self/push-devices', {
          deviceToken: `ada-${crypto.randomUUID()}`,
          pushService: 'apn',
        });
        return { pushDeviceId: device.id };
      },
    },
    {
      name: 'notifications',
      paths: /^\/self\/notifications\//,
      async make() {
        const notification = await insertNotification(db(), {
          organizationId: orgA.id,
          accountId: ada.accountId,
          type: 'GROUP_INVITATION',
          senderId: bo.accountId,
        });
        return { notificationId: notification.id };
      },
    },
  ];

  it.each(areas)(
    '$name',
    async (area) => {
      const ids = await area.make();
      const endpoints = apiEndpoints.filter(
        (endpoint) =>
          endpoint.auth !== 'webhook' && area.paths.test(endpoint.path) && idsOf(endpoint).length,
      );
      expect(endpoints.length).toBeGreaterThan(0);
      const problems: string[] = [];
      for (const endpoint of endpoints) {
        const missing = idsOf(endpoint).filter((name) => !ids[name]);
        if (missing.length) {
          problems.push(
            `${endpoint.method} ${endpoint.path}: no id made for ${missing.join(', ')}`,
          );
          continue;
        }
        const url = `${API_PREFIX}${endpoint.path.replace(/:(\w+)/g, (_m, name: string) => ids[name]!)}${exampleQuery(endpoint)}`;
        const body = endpoint.body ? JSON.stringify(exampleOf(endpoint.body)) : undefined;
        // A member of B cannot reach an administrators' endpoint at all (403 before any id).
        const callers = isAdministratorsOnly(endpoint) ? [adminB] : [memberB, adminB];
        for (const caller of callers) {
          const response = await t.inject({
            method: endpoint.method,
            url,
            headers: {
              ...caller.headers,
              ...(body === undefined ? {} : { 'content-type': 'application/json' }),
            },
            ...(body === undefined ? {} : { payload: body }),
          });
          if (response.statusCode !== 404) {
            const who = caller === adminB ? 'admin' : 'member';
            problems.push(
              `${endpoint.method} ${endpoint.path} (${who} of B): ${response.statusCode} ${response.body.slice(0, 160)}`,
            );
          }
        }
      }
      expect(problems).toEqual([]);
    },
    120_000,
  );
});
