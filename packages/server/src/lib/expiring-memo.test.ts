import { afterEach, describe, expect, it, vi } from 'vitest';
import { ExpiringMemo } from './expiring-memo';

describe('ExpiringMemo', () => {
  afterEach(() => vi.useRealTimers());

  it('loads a key once while it is fresh, and again once it has expired', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-30T23:59:58Z') });
    const memo = new ExpiringMemo<number>(5_000);
    let loads = 0;
    const load = async () => ++loads;
    expect(await Promise.all([memo.get('a', load), memo.get('a', load)])).toEqual([1, 1]);
    vi.advanceTimersByTime(4_999);
    expect(await memo.get('a', load)).toBe(1);
    vi.advanceTimersByTime(1);
    expect(await memo.get('a', load)).toBe(2);
  });

  it('forgets a failed load, so the next call tries again', async () => {
    const memo = new ExpiringMemo<string>(60_000);
    await expect(memo.get('a', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await memo.get('a', async () => 'up')).toBe('up');
  });

  it('keeps at most its limit of keys, dropping the oldest', async () => {
    const memo = new ExpiringMemo<string>(60_000, 2);
    for (const key of ['a', 'b', 'c']) await memo.get(key, async () => key);
    expect(await memo.get('a', async () => 'a again')).toBe('a again');
    expect(await memo.get('c', async () => 'c again')).toBe('c');
  });
});
