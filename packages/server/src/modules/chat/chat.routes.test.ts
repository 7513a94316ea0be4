import {
  CHAT_MESSAGE_MAX,
  CHAT_MESSAGES,
  MESSAGES,
  type ChatChannelMember,
  type ChatChannelMemberRow,
  type ChatChannelMessage,
} from '@convene/contract';
import { describe, expect, it } from 'vitest';
import { data, useChatFixture } from './test/chat-fixture';

const f = useChatFixture();

const channels = '/self/chat/channels';

interface Page<T> {
  status: string;
  data: T[];
  cursor: string | null;
}

async function page<T>(url: string, user: Parameters<typeof f.call>[2]): Promise<Page<T>> {
  const response = await f.call('GET', url, user);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Page<T>;
}

describe('chat channels', () => {
  it('reuses the 1:1 conversation with the same person, whoever starts it', async () => {
    const [ada, bob] = [await f.user(), await f.user()];
    const first = await f.start(ada, [bob]);
    expect(first).toMatchObject({
      accountId: ada.accountId,
      role: 'moderator',
      read: true,
      notifications: true,
      channel: { direct: true, name: null, _count: { members: 2 }, messages: [] },
    });
    expect(first.channelId).toBe(first.channel.id);
    const again = await f.start(ada, [bob]);
    const fromBob = await f.start(bob, [ada]);
    expect(again.channelId).toBe(first.channelId);
    expect(fromBob.channelId).toBe(first.channelId);
    expect(fromBob.role).toBe('member');

    const listed = await page<ChatChannelMember>(channels, ada);
    expect(listed.data.map((row) => row.channelId)).toEqual([first.channelId]);
    const detail = await f.ok<ChatChannelMember>('GET', `${channels}/${first.channelId}`, bob);
    expect(detail).toMatchObject({ accountId: bob.accountId, channelId: first.channelId });
    const members = await page<ChatChannelMemberRow>(`${channels}/${first.channelId}/members`, bob);
    expect(members.data.map((row) => [row.accountId, row.role])).toEqual([
      [ada.accountId, 'moderator'],
      [bob.accountId, 'member'],
    ]);
  });

  it('starts a named group, its creator moderating, told as a system message', async () => {
    const [ada, bob, cy] = [await f.user(), await f.user(), await f.user()];
    const group = await f.start(ada, [bob, cy, bob], '  Harbour crew ');
    expect(group.channel).toMatchObject({ name: 'Harbour crew', direct: false });
    expect(group.channel._count.members).toBe(3);
    const [started] = group.channel.messages;
    expect(started).toMatchObject({ type: 'system', accountId: ada.accountId });
    expect(started!.text).toContain('started the conversation');
    // A named conversation with one person is a group of two, not their 1:1.
    const named = await f.start(ada, [bob], 'Boat plans');
    const direct = await f.start(ada, [bob]);
    expect(named.channelId).not.toBe(direct.channelId);
  });

  it('embeds the first ten members and counts them all; the latest message not deleted', async () => {
    const [ada, ...crew] = await Promise.all(Array.from({ length: 12 }, () => f.user()));
    const started = await f.start(ada!, crew, 'Big crew');
    // Members who joined together rank by account id, after the moderator.
    const ranked = crew.sort((a, b) => (a.accountId < b.accountId ? -1 : 1));
    const last = ranked.at(-1)!;
    const said = await f.send(last, started.channelId, 'ahoy all');
    const gone = await f.send(ada!, started.channelId, 'oops');
    await f.ok('DELETE', `${channels}/${started.channelId}/messages/${gone.id}`, ada!);

    // The last member to join ranks twelfth: not embedded, yet its own row has its account.
    const [row] = (await page<ChatChannelMember>(channels, last)).data;
    expect(row!.account.id).toBe(last.accountId);
    expect(row!.channel._count.members).toBe(12);
    expect(row!.channel.members.map((member) => member.accountId)).toEqual(
      [ada!, ...ranked.slice(0, 9)].map((user) => user.accountId),
    );
    expect(row!.channel.messages.map((message) => message.id)).toEqual([said.id]);
  });

  it('refuses bad bodies with the field, and ids that are not uuids', async () => {
    const [ada] = [await f.user()];
    const self = await f.call('POST', channels, ada, { accountIds: [ada.accountId] });
    expect(self.statusCode).toBe(400);
    expect(self.json()).toMatchObject({
      message: CHAT_MESSAGES.cannotChatWithSelf,
      field: 'accountIds',
    });
    const none = await f.call('POST', channels, ada, { accountIds: [] });
    expect(none.statusCode).toBe(400);
    expect(none.body).toContain('accountIds');
    const username = await f.call('POST', channels, ada, { accountIds: ['ada'] });
    expect(username.statusCode).toBe(400);
    expect(username.json().message).toContain('Invalid accountId');
    const unknown = await f.call('POST', channels, ada, { accountIds: [crypto.randomUUID()] });
    expect(unknown.statusCode).toBe(404);
    const legacyId = await f.call('GET', `${channels}/123`, ada);
    expect(legacyId.statusCode).toBe(400);
    expect(legacyId.json().message).toBe(CHAT_MESSAGES.invalidChannelId);
  });

  it('answers 404 to non-members and to other organizations, 401 signed out, 456 when chat is off', async () => {
    const [ada, bob, eve] = [await f.user(), await f.user(), await f.user()];
    const { channelId } = await f.start(ada, [bob]);
    for (const [method, path] of [
      ['GET', `${channels}/${channelId}`],
      ['GET', `${channels}/${channelId}/members`],
      ['GET', `${channels}/${channelId}/messages`],
      ['POST', `${channels}/${channelId}/messages`],
      ['DELETE', `${channels}/${channelId}`],
      ['DELETE', `${channels}/${channelId}/leave`],
      ['PUT', `${channels}/${channelId}/notifications`],
    ] as const) {
      const payload =
        method === 'POST'
          ? { text: 'hi' }
          : method === 'PUT'
            ? { notifications: false }
            : undefined;
      const response = await f.call(method, path, eve, payload);
      expect(response.statusCode, `${method} ${path}`).toBe(404);
      expect(response.json().message).toBe(CHAT_MESSAGES.channelNotFound);
    }
    const otherOrg = await f.testApp.createOrganization();
    const stranger = await f.testApp.createUser(otherOrg);
    expect((await f.call('GET', `${channels}/${channelId}`, stranger)).statusCode).toBe(404);
    const across = await f.call('POST', channels, stranger, { accountIds: [ada.accountId] });
    expect(across.statusCode).toBe(404);
    expect((await f.call('GET', channels, null)).statusCode).toBe(401);

    const noChat = await f.testApp.createOrganization({ modules: ['accounts', 'groups'] });
    const member = await f.testApp.createUser(noChat);
    const off = await f.call('GET', channels, member);
    expect(off.statusCode).toBe(456);
    expect(off.json().message).toBe(MESSAGES.featureNotEnabled);
  });

  it('stores messages trimmed, escaped and with links made anchors', async () => {
    const [ada, bob] = [await f.user(), await f.user()];
    const { channelId } = await f.start(ada, [bob]);
    const message = await f.send(
      ada,
      channelId,
      '  <b>hi</b> see https://example.com/a?b=1&c=2.  ',
    );
    expect(message).toMatchObject({
      channelId,
      type: 'user',
      accountId: ada.accountId,
      text: '<b>hi</b> see https://example.com/a?b=1&c=2.',
      account: { id: ada.accountId, username: ada.username },
    });
    expect(message.html).toBe(
      '&#60;b&#62;hi&#60;/b&#62; see <a href="https://example.com/a?b=1&#38;c=2" target="_blank" rel="noopener noreferrer nofollow">https://example.com/a?b=1&#38;c=2</a>.',
    );
    const empty = await f.call('POST', `${channels}/${channelId}/messages`, ada, { text: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({
      message: `text: ${CHAT_MESSAGES.emptyMessage}`,
      field: 'text',
    });
    const long = await f.call('POST', `${channels}/${channelId}/messages`, ada, {
      text: 'x'.repeat(CHAT_MESSAGE_MAX + 1),
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe(`text: ${CHAT_MESSAGES.messageTooLong}`);
  });

  it('pages messages newest first by cursor, each exactly once while new ones arrive', async () => {
    const [ada, bob] = [await f.user(), await f.user()];
    const { channelId } = await f.start(ada, [bob]);
    const sent: string[] = [];
    for (let index = 0; index < 12; index += 1)
      sent.push((await f.send(index % 2 ? bob : ada, channelId, `m${index}`)).id);
    const seen: string[] = [];
    let cursor: string | null = null;
    let round = 0;
    do {
      const query: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
      const result: Page<ChatChannelMessage> = await page<ChatChannelMessage>(
        `${channels}/${channelId}/messages?pageSize=5${query}`,
        bob,
      );
      seen.push(...result.data.map((message) => message.id));
      cursor = result.cursor;
      // New messages keep arriving between pages: they never enter older pages.
      await f.send(ada, channelId, `late ${round}`);
      round += 1;
    } while (cursor);
    expect(seen).toEqual([...sent].reverse());
    expect(new Set(seen).size).toBe(seen.length);
    // 12 is not a multiple of 5: the last page came back short, with no cursor.
    expect(round).toBe(3);
    const tooBig = await f.call('GET', `${channels}/${channelId}/messages?pageSize=101`, bob);
    expect(tooBig.statusCode).toBe(400);
    const badCursor = await f.call('GET', `${channels}/${channelId}/messages?cursor=nope`, bob);
    expect(badCursor.statusCode).toBe(400);
    expect(badCursor.json().field).toBe('cursor');
  });

  it('pages 25 by default and catches a reconnecting client up after its last message', async () => {
    const [ada, bob] = [await f.user(), await f.user()];
    const { channelId } = await f.start(ada, [bob]);
    const ids: string[] = [];
    for (let index = 0; index < 30; index += 1)
      ids.push((await f.send(ada, channelId, `n${index}`)).id);
    const first = await page<ChatChannelMessage>(`${channels}/${channelId}/messages`, bob);
    expect(first.data).toHaveLength(25);
    expect(first.data[0]!.id).toBe(ids[29]);

    // The client last saw message 9; messages 10…29 came while it was away, 12 deleted.
    await f.ok('DELETE', `${channels}/${channelId}/messages/${ids[12]}`, ada);
    const batch = await page<ChatChannelMessage>(
      `${channels}/${channelId}/messages?after=${ids[9]}&pageSize=10`,
      bob,
    );
    expect(batch.data.map((message) => message.text)).toEqual(
      [10, 11, 13, 14, 15, 16, 17, 18, 19, 20].map((n) => `n${n}`),
    );
    expect(batch.cursor).toBe(ids[20]);
    const rest = await page<ChatChannelMessage>(
      `${channels}/${channelId}/messages?after=${batch.cursor}&pageSize=10`,
      bob,
    );
    expect(rest.data.map((message) => message.id)).toEqual(ids.slice(21));
    expect(rest.cursor).toBeNull();
    // Catching up after a deleted message still finds its place.
    const afterDeleted = await page<ChatChannelMessage>(
      `${channels}/${channelId}/messages?after=${ids[12]}&pageSize=3`,
      bob,
    );
    expect(afterDeleted.data.map((message) => message.id)).toEqual(ids.slice(13, 16));
    const unknown = await f.call(
      'GET',
      `${channels}/${channelId}/messages?after=${crypto.randomUUID()}`,
      bob,
    );
    expect(unknown.statusCode).toBe(404);
  });

  it('marks the membership read when its messages load; lists newest activity first', async () => {
    const [ada, bob, cy] = [await f.user(), await f.user(), await f.user()];
    const older = await f.start(ada, [bob]);
    const newer = await f.start(ada, [cy], 'Sailing club');
    await f.send(bob, older.channelId, 'ahoy');
    let list = await page<ChatChannelMember>(channels, ada);
    expect(list.data.map((row) => [row.channelId, row.read])).toEqual([
      [older.channelId, false],
      [newer.channelId, true],
    ]);
    expect(list.data[0]!.channel.messages[0]).toMatchObject({ text: 'ahoy' });
    expect(list.data[0]!.channel.lastMessageAt).not.toBeNull();
    await page(`${channels}/${older.channelId}/messages`, ada);
    list = await page<ChatChannelMember>(channels, ada);
    expect(list.data.every((row) => row.read)).toBe(true);
    // Loading it again, read to the end, changes nothing: the membership is not rewritten.
    const readAt = list.data[0]!.updatedAt;
    await new Promise((resolve) => setTimeout(resolve, 5));
    await page(`${channels}/${older.channelId}/messages`, ada);
    list = await page<ChatChannelMember>(channels, ada);
    expect(list.data[0]!.updatedAt).toBe(readAt);

    // Search: the channel's name, or another member's name.
    const byName = await page<ChatChannelMember>(`${channels}?search=sailing`, ada);
    expect(byName.data.map((row) => row.channelId)).toEqual([newer.channelId]);
    const byMember = await page<ChatChannelMember>(`${channels}?search=${bob.username}`, ada);
    expect(byMember.data.map((row) => row.channelId)).toEqual([older.channelId]);
  });

  it('keeps blocked accounts from messaging each other', async () => {
    const [ada, bob, cy] = [await f.user(), await f.user(), await f.user()];
    const { channelId } = await f.start(ada, [bob]);
    const group = await f.start(ada, [cy], 'Crew');
    await f.ok('POST', `/accounts/${bob.accountId}/block`, ada);
    const send = await f.call('POST', `${channels}/${channelId}/messages`, bob, { text: 'hey' });
    expect(send.statusCode).toBe(403);
    expect(send.json().message).toBe(CHAT_MESSAGES.blocked);
    const start = await f.call('POST', channels, bob, { accountIds: [ada.accountId] });
    expect(start.statusCode).toBe(403);
    expect(start.json().message).toBe(CHAT_MESSAGES.blocked);
    const add = await f.call(
      'POST',
      `${channels}/${group.channelId}/members/${bob.accountId}`,
      ada,
    );
    expect(add.statusCode).toBe(403);
    expect(add.json().message).toBe(CHAT_MESSAGES.blockedMember);
    await f.ok('POST', `/accounts/${bob.accountId}/unblock`, ada);
    expect(
      (await f.call('POST', `${channels}/${channelId}/messages`, bob, { text: 'hey' })).statusCode,
    ).toBe(201);
  });

  it('deletes your own messages, and any as a moderator', async () => {
    const [ada, bob, cy] = [await f.user(), await f.user(), await f.user()];
    const { channelId } = await f.start(ada, [bob, cy], 'Crew');
    const fromBob = await f.send(bob, channelId, 'from bob');
    const fromCy = await f.send(cy, channelId, 'from cy');
    const path = (id: string) => `${channels}/${channelId}/messages/${id}`;
    const notOwn = await f.call('DELETE', path(fromCy.id), bob);
    expect(notOwn.statusCode).toBe(403);
    expect(notOwn.json().message).toBe(CHAT_MESSAGES.notOwnMessage);
    expect((await f.call('DELETE', path(fromBob.id), bob)).statusCode).toBe(200);
    expect((await f.call('DELETE', path(fromCy.id), ada)).statusCode).toBe(200);
    expect((await f.call('DELETE', path(fromCy.id), ada)).statusCode).toBe(404);
    const left = await page<ChatChannelMessage>(`${channels}/${channelId}/messages`, ada);
    expect(left.data.map((message) => message.type)).toEqual(['system']);
  });

  it('adds members, renames and leaves with system messages; only moderators rename or delete', async () => {
    const [ada, bob, cy, dee] = [await f.user(), await f.user(), await f.user(), await f.user()];
    const { channelId } = await f.start(ada, [bob], 'Crew');
    const added = await f.ok<ChatChannelMember>(
      'POST',
      `${channels}/${channelId}/members/${cy.accountId}`,
      bob,
    );
    expect(added).toMatchObject({ accountId: cy.accountId, role: 'member', read: true });
    const twice = await f.call('POST', `${channels}/${channelId}/members/${cy.accountId}`, bob);
    expect(twice.statusCode).toBe(409);
    const rename = await f.call('PUT', `${channels}/${channelId}`, bob, { name: 'Nope' });
    expect(rename.statusCode).toBe(403);
    expect(rename.json().message).toBe(CHAT_MESSAGES.moderatorOnly);
    const renamed = await f.ok<ChatChannelMember>('PUT', `${channels}/${channelId}`, ada, {
      name: 'Harbour crew',
    });
    expect(renamed.channel.name).toBe('Harbour crew');
    await f.ok('DELETE', `${channels}/${channelId}/leave`, cy);
    expect((await f.call('GET', `${channels}/${channelId}`, cy)).statusCode).toBe(404);
    const texts = (await page<ChatChannelMessage>(`${channels}/${channelId}/messages`, ada)).data
      .filter((message) => message.type === 'system')
      .map((message) => message.text);
    expect(texts).toHaveLength(4);
    expect(texts[0]).toContain('left the conversation');
    expect(texts[1]).toContain('renamed the conversation to Harbour crew');
    expect(texts[2]).toContain('added');

    // A 1:1 takes no more members.
    const direct = await f.start(ada, [bob]);
    const more = await f.call(
      'POST',
      `${channels}/${direct.channelId}/members/${dee.accountId}`,
      ada,
    );
    expect(more.statusCode).toBe(400);

    // The last moderator leaving hands moderation to the longest-standing member.
    await f.ok('DELETE', `${channels}/${channelId}/leave`, ada);
    const bobNow = await f.ok<ChatChannelMember>('GET', `${channels}/${channelId}`, bob);
    expect(bobNow.role).toBe('moderator');
    expect((await f.call('DELETE', `${channels}/${channelId}`, bob)).statusCode).toBe(200);
    expect((await f.call('GET', `${channels}/${channelId}`, bob)).statusCode).toBe(404);
    const dee2 = await f.start(dee, [cy], 'Pair');
    expect((await f.call('DELETE', `${channels}/${dee2.channelId}`, cy)).statusCode).toBe(403);
  });

  it("turns a member's notifications for a channel off and on", async () => {
    const [ada, bob] = [await f.user(), await f.user()];
    const { channelId } = await f.start(ada, [bob]);
    const off = await f.ok<ChatChannelMember>(
      'PUT',
      `${channels}/${channelId}/notifications`,
      bob,
      {
        notifications: false,
      },
    );
    expect(off).toMatchObject({ accountId: bob.accountId, notifications: false });
    const bad = await f.call('PUT', `${channels}/${channelId}/notifications`, bob, {
      notifications: 'no',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('notifications');
    const detail = data<ChatChannelMember>(await f.call('GET', `${channels}/${channelId}`, bob));
    expect(detail.notifications).toBe(false);
  });
});
