import { describe, expect, it } from 'vitest';
import { findUnstorableText, isStorableText } from './input-boundary';

describe('the input boundary', () => {
  it('refuses NUL bytes and unpaired surrogates, and keeps every other character', () => {
    expect(isStorableText('a\u0000b')).toBe(false);
    expect(isStorableText('\ud800')).toBe(false);
    expect(isStorableText('x\udc00')).toBe(false);
    expect(isStorableText('emoji 😀, accents é, CJK 日本')).toBe(true);
    expect(isStorableText('')).toBe(true);
  });

  it('names the first bad field in nested bodies, keys included', () => {
    expect(findUnstorableText({ group: { name: 'ok', tags: ['a', 'b\u0000'] } }, '')).toBe(
      'group.tags.1',
    );
    expect(findUnstorableText({ ['k\u0000']: 1 }, '')).toBe('k\u0000');
    expect(findUnstorableText({ a: 1, b: null, c: [true] }, '')).toBeUndefined();
  });
});
