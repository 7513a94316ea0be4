import type { ChatChannelMember, ChatChannelMessage } from '@convene/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../test/harness';
import { seedContextFor } from '../test/seed-support';
import { seedChat } from './chat';

describe('demo chat seeder', () => {
  let t: TestApp;
  let maya: TestUser;
  let omar: TestUser;
  let crew: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    const demo = await t.createOrganization();
    const second = await t.createOrganization();
    omar = await t.createUser(demo, { username: 'omar-haddad', admin: true });
    maya = await t.createUser(demo, { username: 'maya-lindqvist' });
    crew = await t.createUser(demo, { username: 'lena-park' });
    const context = await seedContextFor(t, demo, second, [omar, maya, crew]);
    await seedChat(context);
  }, 60_000);
  afterAll(() => t.close());

  const get = async <T>(user: TestUser, url: string) => {
    const response = await t.inject({ method: 'GET', url: `/api${url}`, headers: user.headers });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { data: T }).data;
  };

  it('gives member@example.com a 1:1 with the host and a group of three, newest first, unread', async () => {
    const channels = await get<ChatChannelMember[]>(maya, '/self/chat/channels');
    expect(
      channels.map((row) => [row.channel.direct, row.channel._count.members, row.read]),
    ).toEqual([
      [true, 2, false],
      [false, 3, false],
    ]);
    const [direct] = channels;
    const messages = await get<ChatChannelMessage[]>(
      maya,
      `/self/chat/channels/${direct!.channelId}/messages`,
    );
    expect(messages).toHaveLength(5);
    expect(messages.at(-1)!.account?.username).toBe('omar-haddad');
    expect(
      messages.some((message) => message.html.includes('<a href="https://example.com/maker-fair"')),
    ).toBe(true);
    // Starting the 1:1 again finds the seeded one.
    const again = await t.inject({
      method: 'POST',
      url: '/api/self/chat/channels',
      headers: maya.headers,
      payload: { accountIds: [omar.accountId] },
    });
    expect((again.json() as { data: ChatChannelMember }).data.channelId).toBe(direct!.channelId);
  });
});
