import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeWebSocket } from '../test/fake-websocket';
import {
  LiveSocket,
  liveSocketUrl,
  parseLiveMessage,
  reconnectDelay,
  type LiveSocketOptions,
  type SocketProfile,
} from './live-socket';

const ORG = '3f6b2c1e-0a4d-4c7b-9e21-8d5f6a7b8c9d';

beforeEach(() => {
  vi.useFakeTimers();
  FakeWebSocket.reset();
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function startSocket(profile: SocketProfile, options: Partial<LiveSocketOptions> = {}) {
  const onMessage = vi.fn();
  const onStatus = vi.fn();
  const socket = new LiveSocket({
    url: 'ws://localhost:3000/api/ws',
    organizationId: ORG,
    getToken: () => 'a.b.c',
    profile,
    onMessage,
    onStatus,
    WebSocket: FakeWebSocket as unknown as typeof WebSocket,
    ...options,
  });
  socket.start();
  return { socket, onMessage, onStatus };
}

/** Lets the awaited getToken settle so the socket gets created. */
const settle = () => vi.advanceTimersByTimeAsync(0);

describe('reconnectDelay', () => {
  it('chat: 5 reconnects doubling from 1 s, capped at 10 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map((attempt) => reconnectDelay('chat', attempt))).toEqual([
      1_000,
      2_000,
      4_000,
      8_000,
      10_000,
      null,
      null,
    ]);
  });

  it('app shell: 20 reconnects, 5 s apart', () => {
    const delays = Array.from({ length: 22 }, (_, attempt) => reconnectDelay('appShell', attempt));
    expect(delays.slice(0, 20)).toEqual(Array(20).fill(5_000));
    expect(delays.slice(20)).toEqual([null, null]);
  });
});

describe('liveSocketUrl', () => {
  it('carries organization and authorization, URL-encoded', () => {
    expect(liveSocketUrl('ws://h/api/ws', 'org 1', 'a+b/c=')).toBe(
      'ws://h/api/ws?organization=org%201&authorization=a%2Bb%2Fc%3D',
    );
  });

  it('adds executeas only when set, and respects an existing query', () => {
    expect(liveSocketUrl('ws://h/ws?x=1', 'o', 't', 'acct-1')).toBe(
      'ws://h/ws?x=1&organization=o&authorization=t&executeas=acct-1',
    );
    expect(liveSocketUrl('ws://h/ws', 'o', 't', '')).toBe(
      'ws://h/ws?organization=o&authorization=t',
    );
  });
});

describe('parseLiveMessage', () => {
  it('reads { type, body } and drops heartbeat replies and junk', () => {
    expect(parseLiveMessage('{"type":"new-message","body":{"channelId":"c1"}}')).toEqual({
      type: 'new-message',
      body: { channelId: 'c1' },
    });
    expect(parseLiveMessage('pong')).toBeNull();
    expect(parseLiveMessage('{"type":"pulse"}')).toBeNull();
    expect(parseLiveMessage('{"type":"pong"}')).toBeNull();
    expect(parseLiveMessage('not json')).toBeNull();
    expect(parseLiveMessage('{"body":1}')).toBeNull();
    expect(parseLiveMessage('null')).toBeNull();
  });
});

describe('LiveSocket', () => {
  it('connects with the organization and token in the URL', async () => {
    const { onStatus } = startSocket('chat', { executeAs: 'acct-2' });
    await settle();
    expect(FakeWebSocket.last().url).toBe(
      `ws://localhost:3000/api/ws?organization=${ORG}&authorization=a.b.c&executeas=acct-2`,
    );
    expect(onStatus).toHaveBeenLastCalledWith('connecting');
    FakeWebSocket.last().serverOpen();
    expect(onStatus).toHaveBeenLastCalledWith('open');
  });

  it('delivers server messages; pong and pulse only keep the connection alive', async () => {
    const { onMessage } = startSocket('appShell');
    await settle();
    const ws = FakeWebSocket.last();
    ws.serverOpen();
    ws.serverSend('pong');
    ws.serverSend('{"type":"pulse"}');
    ws.serverSend('{"type":"new-message","body":{"channelId":"c1","message":{"id":"m1"}}}');
    expect(onMessage).toHaveBeenCalledExactlyOnceWith({
      type: 'new-message',
      body: { channelId: 'c1', message: { id: 'm1' } },
    });
  });

  it('keeps going when a message handler throws', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const onMessage = vi.fn().mockImplementationOnce(() => {
      throw new Error('handler bug');
    });
    startSocket('chat', { onMessage });
    await settle();
    const ws = FakeWebSocket.last();
    ws.serverOpen();
    ws.serverSend('{"type":"a"}');
    ws.serverSend('{"type":"b"}');
    expect(onMessage).toHaveBeenCalledTimes(2);
  });

  it("sends 'ping' every 25 s while open", async () => {
    startSocket('chat');
    await settle();
    const ws = FakeWebSocket.last();
    ws.serverOpen();
    await vi.advanceTimersByTimeAsync(24_999);
    expect(ws.sent).toEqual([]);
    ws.serverSend('pong');
    await vi.advanceTimersByTimeAsync(1);
    expect(ws.sent).toEqual(['ping']);
    ws.serverSend('pong');
    await vi.advanceTimersByTimeAsync(25_000);
    expect(ws.sent).toEqual(['ping', 'ping']);
  });

  it('closes after 60 s without any server message, then reconnects per profile', async () => {
    startSocket('chat');
    await settle();
    const ws = FakeWebSocket.last();
    ws.serverOpen();
    await vi.advanceTimersByTimeAsync(59_999);
    expect(ws.closedByClient).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(ws.closedByClient).toBe(true);
    expect(FakeWebSocket.instances).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(FakeWebSocket.instances).toHaveLength(2);
  });

  it('any server message postpones the 60 s timeout', async () => {
    startSocket('appShell');
    await settle();
    const ws = FakeWebSocket.last();
    ws.serverOpen();
    await vi.advanceTimersByTimeAsync(50_000);
    ws.serverSend('{"type":"pulse"}');
    await vi.advanceTimersByTimeAsync(50_000);
    expect(ws.closedByClient).toBe(false);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(ws.closedByClient).toBe(true);
  });

  it('also gives up on a connection that never opens within 60 s', async () => {
    startSocket('appShell');
    await settle();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(FakeWebSocket.last().closedByClient).toBe(true);
  });

  it('chat: reconnects 5 times after 1, 2, 4, 8 and 10 s, then stops', async () => {
    const { onStatus } = startSocket('chat');
    await settle();
    const waits: number[] = [];
    for (let reconnect = 0; reconnect < 5; reconnect += 1) {
      const before = FakeWebSocket.instances.length;
      FakeWebSocket.last().serverClose();
      let waited = 0;
      while (FakeWebSocket.instances.length === before) {
        await vi.advanceTimersByTimeAsync(500);
        waited += 500;
      }
      waits.push(waited);
    }
    expect(waits).toEqual([1_000, 2_000, 4_000, 8_000, 10_000]);
    FakeWebSocket.last().serverClose();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(FakeWebSocket.instances).toHaveLength(6);
    expect(onStatus).toHaveBeenLastCalledWith('closed');
  });

  it('app shell: reconnects 20 times, 5 s apart, then stops', async () => {
    startSocket('appShell');
    await settle();
    for (let reconnect = 0; reconnect < 20; reconnect += 1) {
      FakeWebSocket.last().serverClose();
      await vi.advanceTimersByTimeAsync(4_999);
      expect(FakeWebSocket.instances).toHaveLength(reconnect + 1);
      await vi.advanceTimersByTimeAsync(1);
      expect(FakeWebSocket.instances).toHaveLength(reconnect + 2);
    }
    FakeWebSocket.last().serverClose();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(FakeWebSocket.instances).toHaveLength(21);
  });

  it('starts the reconnect count afresh after a successful open', async () => {
    startSocket('chat');
    await settle();
    FakeWebSocket.last().serverClose();
    await vi.advanceTimersByTimeAsync(1_000);
    FakeWebSocket.last().serverClose();
    await vi.advanceTimersByTimeAsync(2_000);
    FakeWebSocket.last().serverOpen();
    FakeWebSocket.last().serverClose();
    await vi.advanceTimersByTimeAsync(999);
    expect(FakeWebSocket.instances).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(1);
    expect(FakeWebSocket.instances).toHaveLength(4);
  });

  it('counts a missing token as a failed attempt and opens nothing', async () => {
    const getToken = vi.fn().mockResolvedValueOnce(null).mockResolvedValue('a.b.c');
    startSocket('chat', { getToken });
    await settle();
    expect(FakeWebSocket.instances).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(FakeWebSocket.instances).toHaveLength(1);
    expect(getToken).toHaveBeenCalledTimes(2);
  });

  it('stop closes the socket and cancels reconnects and heartbeats', async () => {
    const { socket, onStatus } = startSocket('chat');
    await settle();
    const ws = FakeWebSocket.last();
    ws.serverOpen();
    socket.stop();
    expect(ws.closedByClient).toBe(true);
    expect(onStatus).toHaveBeenLastCalledWith('idle');
    await vi.advanceTimersByTimeAsync(120_000);
    expect(FakeWebSocket.instances).toHaveLength(1);
    expect(ws.sent).toEqual([]);
    expect(socket.send('ping')).toBe(false);
  });

  it('send writes only while open', async () => {
    const { socket } = startSocket('chat');
    await settle();
    expect(socket.send('x')).toBe(false);
    FakeWebSocket.last().serverOpen();
    expect(socket.send('x')).toBe(true);
    expect(FakeWebSocket.last().sent).toEqual(['x']);
  });
});
