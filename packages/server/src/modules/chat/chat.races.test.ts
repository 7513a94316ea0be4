import type { ChatChannelMember, ChatChannelMessage } from '@convene/contract';
import { expect, it } from 'vitest';
import { raceSuite, useRaceWorld } from '../../test/postgres';

/**
 * Chat on real PostgreSQL: the same 1:1 started from both sides at once is one channel
 * (the unique key on the pair decides), and messages sent at once are all stored, numbered
 * without gaps or repeats, and paged exactly once. Driven through HTTP only.
 */
const { url, describeRaces } = await raceSuite('chat.races');

describeRaces('chat races', () => {
  const { world, call } = useRaceWorld(url, 6);

  it('starts one 1:1 channel for a pair, however many requests race to start it', async () => {
    const [ada, bob] = world.users as [(typeof world.users)[0], (typeof world.users)[0]];
    const responses = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        index % 2
          ? call(ada, 'POST', '/self/chat/channels', { accountIds: [bob.accountId] })
          : call(bob, 'POST', '/self/chat/channels', { accountIds: [ada.accountId] }),
      ),
    );
    for (const response of responses) expect(response.statusCode, response.body).toBe(201);
    const ids = new Set(
      responses.map((response) => (response.json() as { data: ChatChannelMember }).data.channelId),
    );
    expect(ids.size).toBe(1);
    const list = await call(ada, 'GET', '/self/chat/channels');
    const rows = (list.json() as { data: ChatChannelMember[] }).data;
    expect(rows.filter((row) => row.channel.direct)).toHaveLength(1);
    expect(rows[0]!.channel._count.members).toBe(2);
  });

  it('stores every message sent at once, and pages each exactly once', async () => {
    const [ada, ...others] = world.users;
    const created = await call(ada!, 'POST', '/self/chat/channels', {
      name: 'Race crew',
      accountIds: others.map((user) => user.accountId),
    });
    const { channelId } = (created.json() as { data: ChatChannelMember }).data;
    const senders = world.users;
    const responses = await Promise.all(
      Array.from({ length: 40 }, (_, index) =>
        call(
          senders[index % senders.length]!,
          'POST',
          `/self/chat/channels/${channelId}/messages`,
          {
            text: `m${index}`,
          },
        ),
      ),
    );
    for (const response of responses) expect(response.statusCode, response.body).toBe(201);
    const sent = new Set(
      responses.map((response) => (response.json() as { data: ChatChannelMessage }).data.id),
    );
    const seen: ChatChannelMessage[] = [];
    let cursor: string | null = null;
    do {
      const query: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
      const page = await call(
        ada!,
        'GET',
        `/self/chat/channels/${channelId}/messages?pageSize=7${query}`,
      );
      const body = page.json() as { data: ChatChannelMessage[]; cursor: string | null };
      seen.push(...body.data);
      cursor = body.cursor;
    } while (cursor);
    const users = seen.filter((message) => message.type === 'user');
    expect(users).toHaveLength(40);
    expect(new Set(users.map((message) => message.id))).toEqual(sent);
    // Catching up from the first message returns the rest, in the order they committed.
    const oldest = seen.at(-1)!;
    const caughtUp = await call(
      ada!,
      'GET',
      `/self/chat/channels/${channelId}/messages?after=${oldest.id}&pageSize=100`,
    );
    const forward = (caughtUp.json() as { data: ChatChannelMessage[] }).data;
    expect(forward.map((message) => message.id)).toEqual(
      seen
        .slice(0, -1)
        .map((message) => message.id)
        .reverse(),
    );
  });
});
