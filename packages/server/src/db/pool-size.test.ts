import { describe, expect, it } from 'vitest';
import { DEFAULT_POOL_SIZE, poolSizeOf } from './client';

describe('DATABASE_POOL_SIZE', () => {
  it('takes a whole number from 1 to 1,000', () => {
    expect(poolSizeOf('30')).toBe(30);
    expect(poolSizeOf('1')).toBe(1);
    expect(poolSizeOf('1000')).toBe(1000);
  });

  it('keeps the default when unset or not a pool size', () => {
    for (const value of [undefined, '', '0', '-3', '2.5', 'ten', '1001']) {
      expect(poolSizeOf(value)).toBe(DEFAULT_POOL_SIZE);
    }
  });
});
