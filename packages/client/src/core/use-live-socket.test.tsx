import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeWebSocket } from '../test/fake-websocket';
import { useLiveSocket, type UseLiveSocketOptions } from './use-live-socket';

beforeEach(() => {
  vi.useFakeTimers();
  FakeWebSocket.reset();
});
afterEach(() => vi.useRealTimers());

function options(overrides: Partial<UseLiveSocketOptions> = {}): UseLiveSocketOptions {
  return {
    url: 'ws://localhost:3000/api/ws',
    organizationId: 'org-1',
    getToken: () => 'tok',
    profile: 'appShell',
    onMessage: () => {},
    WebSocket: FakeWebSocket as unknown as typeof WebSocket,
    ...overrides,
  };
}

describe('useLiveSocket', () => {
  it('connects while mounted, reports the status and closes on unmount', async () => {
    const { result, unmount } = renderHook(() => useLiveSocket(options()));
    await act(() => vi.advanceTimersByTimeAsync(0));
    const ws = FakeWebSocket.last();
    expect(ws.url).toBe('ws://localhost:3000/api/ws?organization=org-1&authorization=tok');
    act(() => ws.serverOpen());
    expect(result.current.status).toBe('open');
    act(() => {
      expect(result.current.send('hello')).toBe(true);
    });
    expect(ws.sent).toEqual(['hello']);
    unmount();
    expect(ws.closedByClient).toBe(true);
  });

  it('uses the latest onMessage without reconnecting', async () => {
    const first = vi.fn();
    const second = vi.fn();
    const { rerender } = renderHook((props: UseLiveSocketOptions) => useLiveSocket(props), {
      initialProps: options({ onMessage: first }),
    });
    await act(() => vi.advanceTimersByTimeAsync(0));
    rerender(options({ onMessage: second }));
    act(() => FakeWebSocket.last().serverSend('{"type":"notification","body":{}}'));
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledWith({ type: 'notification', body: {} });
    expect(FakeWebSocket.instances).toHaveLength(1);
  });

  it('reconnects when the acting account changes', async () => {
    const { rerender } = renderHook((props: UseLiveSocketOptions) => useLiveSocket(props), {
      initialProps: options({ executeAs: 'acct-1' }),
    });
    await act(() => vi.advanceTimersByTimeAsync(0));
    const firstSocket = FakeWebSocket.last();
    rerender(options({ executeAs: 'acct-2' }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(firstSocket.closedByClient).toBe(true);
    expect(FakeWebSocket.last().url).toContain('executeas=acct-2');
  });

  it('does nothing while disabled', async () => {
    const { result } = renderHook(() => useLiveSocket(options({ enabled: false })));
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(FakeWebSocket.instances).toHaveLength(0);
    expect(result.current.status).toBe('idle');
    expect(result.current.send('x')).toBe(false);
  });
});
