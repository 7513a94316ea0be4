import {
  ChatLiveEventSchema,
  type ChatChannelMessage,
  type Notification,
} from '@convene/contract';
import { describe, expect, it } from 'vitest';
import type { TestUser } from '../../test/harness';
import { connectSocket, socketUrl, untilSubscribed, type TestSocket } from '../../test/socket';
import { publishToAccount } from '../../realtime/publish';
import { deliverOfflineNotifications, OFFLINE_NOTIFY_DELAY_MS } from '../conversations/index';
import { useChatFixture } from './test/chat-fixture';

const f = useChatFixture({ listen: true });

async function openSocket(user: TestUser, organizationId = f.organization.id): Promise<TestSocket> {
  const socket = await connectSocket(
    socketUrl(f.testApp.app, { organization: organizationId, authorization: user.token }),
  );
  await untilSubscribed(f.testApp.runtime.services.bus, socket, organizationId, user.accountId);
  return socket;
}

/** Proves a socket got nothing so far: the next frame it reads is a marker sent now. */
async function expectNothingReceived(socket: TestSocket, organizationId: string, user: TestUser) {
  const marker = { type: 'marker', body: { id: crypto.randomUUID() } };
  await publishToAccount(f.testApp.runtime.services, organizationId, user.accountId, marker);
  expect(await socket.nextMessage()).toEqual(marker);
}

describe('chat, live', () => {
  it("delivers a stored message to every member's socket, and to nobody else's", async () => {
    const [ada, bob, eve] = [await f.user(), await f.user(), await f.user()];
    const otherOrg = await f.testApp.createOrganization();
    const stranger = await f.testApp.createUser(otherOrg);
    const { channelId } = await f.start(ada, [bob]);
    const bobSocket = await openSocket(bob);
    const adaSocket = await openSocket(ada);
    const eveSocket = await openSocket(eve);
    const strangerSocket = await openSocket(stranger, otherOrg.id);

    const sent = await f.send(ada, channelId, 'fair winds');
    const event = ChatLiveEventSchema.parse(await bobSocket.nextMessage());
    expect(event).toEqual({ type: 'new-message', body: { channelId, message: sent } });
    // The author's other devices hear of it too.
    expect(await adaSocket.nextMessage()).toEqual(event);
    // Stored before it was told: a client that hears of it can read it.
    const listed = await f.ok<ChatChannelMessage[]>(
      'GET',
      `/self/chat/channels/${channelId}/messages`,
      bob,
    );
    expect(listed[0]!.id).toBe(sent.id);
    expect(await bobSocket.nextMessage()).toEqual({
      type: 'chat.channel.read',
      body: { channelId },
    });

    await f.ok('DELETE', `/self/chat/channels/${channelId}/messages/${sent.id}`, ada);
    expect(await bobSocket.nextMessage()).toEqual({
      type: 'chat.message.deleted',
      body: { channelId, messageId: sent.id },
    });

    await expectNothingReceived(eveSocket, f.organization.id, eve);
    await expectNothingReceived(strangerSocket, otherOrg.id, stranger);
    for (const socket of [bobSocket, adaSocket, eveSocket, strangerSocket]) await socket.close();
  });

  it('tells members of joins, renames and leaves, and a leaver that the channel is gone', async () => {
    const [ada, bob, cy] = [await f.user(), await f.user(), await f.user()];
    const { channelId } = await f.start(ada, [bob], 'Crew');
    const bobSocket = await openSocket(bob);
    const cySocket = await openSocket(cy);
    await f.ok('POST', `/self/chat/channels/${channelId}/members/${cy.accountId}`, ada);
    const joined = ChatLiveEventSchema.parse(await bobSocket.nextMessage());
    expect(joined).toMatchObject({ type: 'new-message', body: { message: { type: 'system' } } });
    const updated = ChatLiveEventSchema.parse(await bobSocket.nextMessage());
    expect(updated).toMatchObject({
      type: 'chat.channel.updated',
      body: { channelId, channel: { _count: { members: 3 } } },
    });
    // The new member hears of the join too.
    expect((await cySocket.nextMessage()).type).toBe('new-message');
    expect((await cySocket.nextMessage()).type).toBe('chat.channel.updated');

    await f.ok('DELETE', `/self/chat/channels/${channelId}/leave`, cy);
    expect(await cySocket.nextMessage()).toEqual({
      type: 'chat.channel.deleted',
      body: { channelId },
    });
    expect((await bobSocket.nextMessage()).type).toBe('new-message');
    expect(ChatLiveEventSchema.parse(await bobSocket.nextMessage())).toMatchObject({
      type: 'chat.channel.updated',
      body: { channel: { _count: { members: 2 } } },
    });
    await bobSocket.close();
    await cySocket.close();
  });
});

describe('chat, offline members', () => {
  async function notificationsOf(user: TestUser): Promise<Notification[]> {
    return f.ok<Notification[]>('GET', '/self/notifications', user);
  }
  const later = () => new Date(Date.now() + OFFLINE_NOTIFY_DELAY_MS + 1_000);

  it('tells an offline member once for a burst of 50, and not the online or muted ones', async () => {
    const [ada, bob, cy, dee] = [await f.user(), await f.user(), await f.user(), await f.user()];
    const { channelId } = await f.start(ada, [bob, cy, dee], 'Crew');
    await f.ok('PUT', `/self/chat/channels/${channelId}/notifications`, dee, {
      notifications: false,
    });
    const cySocket = await openSocket(cy);
    for (let index = 0; index < 50; index += 1) await f.send(ada, channelId, `burst ${index}`);

    const services = f.testApp.runtime.services;
    // Not due yet.
    expect(await deliverOfflineNotifications(services, new Date())).toBe(0);
    expect(await deliverOfflineNotifications(services, later())).toBe(1);
    // Delivered once: nothing is left to deliver.
    expect(await deliverOfflineNotifications(services, later())).toBe(0);

    const [told, ...more] = await notificationsOf(bob);
    expect(more).toEqual([]);
    expect(told).toMatchObject({
      type: 'CHAT',
      conversationId: channelId,
      sender: { id: ada.accountId },
      read: false,
    });
    expect(await notificationsOf(cy)).toEqual([]);
    expect(await notificationsOf(dee)).toEqual([]);
    const mail = await f.testApp.outboxMail(bob.email);
    expect(mail.map((one) => one.subject)).toEqual(['New messages in Crew']);
    await cySocket.close();
  });

  it('tells nobody who read the conversation before the delay ran out, or who said no to email', async () => {
    const [ada, bob] = [await f.user(), await f.user()];
    const { channelId } = await f.start(ada, [bob]);
    await f.send(ada, channelId, 'are you there?');
    await f.ok('GET', `/self/chat/channels/${channelId}/messages`, bob);
    const services = f.testApp.runtime.services;
    expect(await deliverOfflineNotifications(services, later())).toBe(0);
    expect(await notificationsOf(bob)).toEqual([]);

    await f.ok('PUT', '/self/notificationPreferences', bob, { chatUnreadEmail: false });
    await f.send(ada, channelId, 'still there?');
    expect(await deliverOfflineNotifications(services, later())).toBe(1);
    const [told] = await notificationsOf(bob);
    // A 1:1 is named after the person writing.
    expect(told).toMatchObject({ type: 'CHAT', conversationId: channelId });
    expect(await f.testApp.outboxMail(bob.email)).toEqual([]);
  });
});
