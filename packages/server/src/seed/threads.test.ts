import type { Thread, ThreadMessage } from '@convene/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestOrganization, type TestUser } from '../test/harness';
import { seedContextFor } from '../test/seed-support';
import { seedGroups } from './groups';
import { seedThreads } from './threads';

describe('demo threads seeder', () => {
  let t: TestApp;
  let demo: TestOrganization;
  let maya: TestUser;
  let omar: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    demo = await t.createOrganization();
    const second = await t.createOrganization();
    omar = await t.createUser(demo, { username: 'omar-haddad', admin: true });
    maya = await t.createUser(demo, { username: 'maya-lindqvist' });
    const context = await seedContextFor(t, demo, second, [omar, maya]);
    await seedGroups(context);
    await seedThreads(context);
  }, 120_000);
  afterAll(() => t.close());

  const get = async <T>(user: TestUser, url: string): Promise<T> => {
    const response = await t.inject({ method: 'GET', url: `/api${url}`, headers: user.headers });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as T;
  };

  it("gives the groups threads with their members' discussion, and a public welcome thread", async () => {
    const mine = await get<Thread[]>(maya, '/threads?pageSize=100');
    const harbour = mine.find((thread) => thread.name === 'Harbour Sailors');
    expect(harbour?.groupId).not.toBeNull();
    const messages = await get<ThreadMessage[]>(maya, `/threads/${harbour!.id}/messages`);
    expect(messages.length).toBeGreaterThan(3);
    expect(messages.some((message) => message.reactions.length > 0)).toBe(true);
    expect(messages.some((message) => message.entities.some((e) => e.type === 'mention'))).toBe(
      true,
    );
    expect(messages.every((message) => message.account !== null)).toBe(true);

    const welcome = mine.find((thread) => thread.name === 'Welcome and introductions');
    expect(welcome).toMatchObject({ access: 'public', featured: true, groupId: null });
    const talk = await get<ThreadMessage[]>(omar, `/threads/${welcome!.id}/messages`);
    expect(talk[0]?.body).toBe(welcome!.lastMessage);
  });
});
