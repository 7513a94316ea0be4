import type { Thread, ThreadMessage, ThreadMessageReaction } from '@convene/contract';
import { expect, it } from 'vitest';
import { groupMemberships, groups } from '../../db/schema/index';
import { raceSuite, useRaceWorld } from '../../test/postgres';

/**
 * Threads racing on real PostgreSQL, driven through HTTP: the same reaction sent at once
 * (one row, one answer), messages posted at once (each its own sequence number, listed
 * once), and a group's thread opened by many members at once (one thread).
 */
const { url, describeRaces } = await raceSuite('threads.races');

describeRaces('thread races', () => {
  const { world, call, ok } = useRaceWorld(url, 8);
  const { users } = world;

  async function thread(): Promise<Thread> {
    const response = await call(users[0]!, 'POST', '/threads', {
      thread: { name: `Race ${crypto.randomUUID().slice(0, 8)}`, access: 'public' },
      accountIds: users.slice(1).map((user) => user.accountId),
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data as Thread;
  }

  it('keeps one reaction per account per emoji when the same reaction arrives at once', async () => {
    const { id } = await thread();
    const posted = await call(users[0]!, 'POST', `/threads/${id}/messages`, { body: 'Race day' });
    const message = posted.json().data as ThreadMessage;
    const reactions = `/threads/${id}/messages/${message.id}/reactions`;
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        call(users[1]!, 'POST', reactions, { emojiName: 'sailboat' }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(8).fill(201));
    const ids = new Set(answers.map((answer) => (answer.json().data as ThreadMessageReaction).id));
    expect(ids.size).toBe(1);
    // Everyone else at once, each once.
    await Promise.all(
      users.map((user) => call(user, 'POST', reactions, { emojiName: 'sailboat' })),
    );
    const read = await ok<ThreadMessage>(users[0]!, 'GET', `/threads/${id}/messages/${message.id}`);
    expect(read.reactions.map((reaction) => reaction.accountId).sort()).toEqual(
      users.map((user) => user.accountId).sort(),
    );
  });

  it('numbers messages posted at once without a gap or a duplicate', async () => {
    const { id } = await thread();
    const answers = await Promise.all(
      users.flatMap((user, index) =>
        [0, 1, 2].map((n) =>
          call(user, 'POST', `/threads/${id}/messages`, { body: `${index}.${n}` }),
        ),
      ),
    );
    expect(answers.every((answer) => answer.statusCode === 201)).toBe(true);
    const posted = answers.map((answer) => (answer.json().data as ThreadMessage).id).sort();
    const listed = await ok<ThreadMessage[]>(
      users[0]!,
      'GET',
      `/threads/${id}/messages?pageSize=100`,
    );
    expect(listed.map((message) => message.id).sort()).toEqual(posted);
    const detail = await ok<Thread>(users[0]!, 'GET', `/threads/${id}`);
    expect(detail._count.messages).toBe(posted.length);
  });

  it('opens one thread for a group whose members all open it at once', async () => {
    const db = world.t.runtime.services.db;
    const [group] = await db
      .insert(groups)
      .values({
        organizationId: world.org.id,
        slug: `race-${crypto.randomUUID().slice(0, 8)}`,
        name: 'Race club',
      })
      .returning();
    await db.insert(groupMemberships).values(
      users.map((user) => ({
        organizationId: world.org.id,
        groupId: group!.id,
        accountId: user.accountId,
        role: 'member' as const,
      })),
    );
    const opened = await Promise.all(
      users.map((user) => ok<Thread>(user, 'GET', `/threads/groups/${group!.id}`)),
    );
    expect(new Set(opened.map((t) => t.id)).size).toBe(1);
  });
});
