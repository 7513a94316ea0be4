// @vitest-environment jsdom
import { ApiError } from '@convene/client';
import { encodePassCode, passCodeBody } from '@convene/contract';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  enqueue,
  passKeyOf,
  readPassCode,
  readQueue,
  useCheckInQueue,
  type QueuedCheckIn,
} from './checkin-queue';

const KEY = 'org1_checkinQueue_event1';

const PASS_1 = '00000000-0000-4000-8000-0000000000a1';
const PASS_2 = '00000000-0000-4000-8000-0000000000a2';
const EVENT_1 = '00000000-0000-4000-8000-0000000000e1';
const EVENT_9 = '00000000-0000-4000-8000-0000000000e9';

/** A pass code shaped like the server's (its MAC is not read here: the server verifies it). */
function passToken(passId: string, eventId = EVENT_1, number = 7, macByte = 0): string {
  return encodePassCode(
    passCodeBody({ passId, eventId, number }),
    new Uint8Array(10).fill(macByte),
  );
}

/** A queued scan keyed by a readable name (the queue only compares keys). */
function scan(key: string, at = '2026-11-23T10:00:00.000Z'): QueuedCheckIn {
  return { key, kind: 'scan', token: passToken(PASS_2), number: 7, at };
}

const offline = () => new ApiError(0, 'NETWORK_ERROR', '');

beforeEach(() => localStorage.clear());
afterEach(cleanup);

describe('pass codes', () => {
  it('reads the pass, event and number a code names, and keys the queue by pass', () => {
    const token = passToken(PASS_1, EVENT_9, 12);
    expect(token).toHaveLength(65);
    expect(readPassCode(token)).toEqual({ passId: PASS_1, eventId: EVENT_9, number: 12 });
    // Two different codes of one pass (signed under different keys) are one queue entry.
    expect(passKeyOf(token)).toBe(passKeyOf(passToken(PASS_1, EVENT_9, 12, 255)));
    expect(passKeyOf(token)).toBe(PASS_1);
    expect(readPassCode('P1.not-a-code')).toEqual({ passId: null, eventId: null, number: null });
    expect(passKeyOf('  typed-code ')).toBe('typed-code');
  });

  it('queues a pass once however often it is scanned', () => {
    const first = enqueue([], scan('pass-1'));
    expect(first.added).toBe(true);
    const again = enqueue(first.queue, scan('pass-1', '2026-11-23T10:05:00.000Z'));
    expect(again.added).toBe(false);
    expect(again.queue).toHaveLength(1);
    expect(enqueue(again.queue, scan('pass-2')).queue).toHaveLength(2);
  });
});

describe('useCheckInQueue', () => {
  it('keeps check-ins through a drop, dedupes by pass and sends each once when back online', async () => {
    let online = false;
    const sent: string[] = [];
    const send = vi.fn(async (entry: QueuedCheckIn) => {
      if (!online) throw offline();
      sent.push(entry.key);
      return entry.key;
    });
    const onSynced = vi.fn();
    const { result } = renderHook(() => useCheckInQueue({ storageKey: KEY, send, onSynced }));
    await waitFor(() => expect(result.current.syncing).toBe(false));

    act(() => {
      expect(result.current.add(scan('pass-1'))).toBe(true);
      expect(result.current.add(scan('pass-1'))).toBe(false);
      expect(result.current.add(scan('pass-2'))).toBe(true);
    });
    expect(result.current.entries.map((entry) => entry.key)).toEqual(['pass-1', 'pass-2']);
    // Kept in storage: a reload of the door screen still has them.
    expect(readQueue(KEY)).toHaveLength(2);

    // Still offline: the first send fails, nothing leaves the queue, nothing else is tried.
    await act(() => result.current.sync());
    expect(send).toHaveBeenCalledTimes(1);
    expect(readQueue(KEY)).toHaveLength(2);

    online = true;
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(result.current.entries).toEqual([]));
    expect(sent).toEqual(['pass-1', 'pass-2']);
    expect(onSynced).toHaveBeenCalledTimes(2);
    expect(localStorage.getItem(KEY)).toBeNull();

    // Nothing is left to send twice.
    await act(() => result.current.sync());
    expect(sent).toEqual(['pass-1', 'pass-2']);
  });

  it('sends what an earlier visit left, and drops an entry the server refused', async () => {
    localStorage.setItem(KEY, JSON.stringify([scan('canceled-pass'), scan('pass-3')]));
    const send = vi.fn(async (entry: QueuedCheckIn) => {
      if (entry.key === 'canceled-pass') throw new ApiError(409, 'CONFLICT', 'canceled');
      return 'ok';
    });
    const onSynced = vi.fn();
    renderHook(() => useCheckInQueue({ storageKey: KEY, send, onSynced }));
    await waitFor(() => expect(onSynced).toHaveBeenCalledTimes(2));
    expect(onSynced.mock.calls[0]![0]).toMatchObject({ entry: { key: 'canceled-pass' } });
    expect(onSynced.mock.calls[0]![0].error).toBeInstanceOf(ApiError);
    expect(onSynced.mock.calls[1]![0]).toMatchObject({ entry: { key: 'pass-3' }, result: 'ok' });
    expect(readQueue(KEY)).toEqual([]);
  });

  it('runs one sync at a time: a second call while sending sends nothing again', async () => {
    let release: () => void = () => undefined;
    const send = vi.fn(
      () =>
        new Promise<string>((resolve) => {
          release = () => resolve('ok');
        }),
    );
    localStorage.setItem(KEY, JSON.stringify([scan('pass-1')]));
    const { result } = renderHook(() => useCheckInQueue({ storageKey: KEY, send }));
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    await act(async () => {
      void result.current.sync();
      window.dispatchEvent(new Event('online'));
    });
    expect(send).toHaveBeenCalledTimes(1);
    await act(async () => release());
    await waitFor(() => expect(result.current.entries).toEqual([]));
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('forgets a queued check-in that is undone before it was sent', async () => {
    const send = vi.fn(async () => {
      throw offline();
    });
    const { result } = renderHook(() => useCheckInQueue({ storageKey: KEY, send }));
    act(() => void result.current.add(scan('pass-1')));
    act(() => result.current.remove('pass-1'));
    expect(result.current.entries).toEqual([]);
    expect(readQueue(KEY)).toEqual([]);
  });
});
