import { describe, expect, it } from 'vitest';
import {
  findInputProblem,
  findUnstorableText,
  isStorableText,
  MAX_INPUT_DEPTH,
  MAX_INPUT_VALUES,
  requireStorableInput,
} from './input-boundary';

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

describe('the walk of a request value', () => {
  const nested = (depth: number): unknown => {
    let value: unknown = 'leaf';
    for (let level = 0; level < depth; level += 1) value = [value];
    return value;
  };

  it('takes MAX_INPUT_DEPTH levels of arrays and objects, and refuses one more', () => {
    expect(findInputProblem(nested(MAX_INPUT_DEPTH))).toBeUndefined();
    expect(findInputProblem(nested(MAX_INPUT_DEPTH + 1))).toEqual({ kind: 'tooDeep' });
  });

  it('walks a million levels without overflowing the stack', () => {
    expect(findInputProblem(nested(1_000_000))).toEqual({ kind: 'tooDeep' });
  });

  it('refuses more than MAX_INPUT_VALUES values, however flat', () => {
    expect(findInputProblem(new Array(MAX_INPUT_VALUES).fill(0))).toBeUndefined();
    expect(findInputProblem(new Array(MAX_INPUT_VALUES + 1).fill(0))).toEqual({
      kind: 'tooManyValues',
    });
    const wide = Array.from({ length: 400 }, () => new Array(400).fill(0));
    expect(findInputProblem(wide)).toEqual({ kind: 'tooManyValues' });
  });

  it('finds the first bad string in document order, keys before their values', () => {
    expect(findInputProblem({ a: ['ok', { ['b\u0000']: 'x\ud800' }], c: '\u0000' })).toEqual({
      kind: 'unstorable',
      path: 'a.1.b\u0000',
    });
    expect(findInputProblem({ a: ['ok', { b: 'x\ud800' }], c: '\u0000' })).toEqual({
      kind: 'unstorable',
      path: 'a.1.b',
    });
  });

  it('answers a 400 naming the part that nests too deeply', () => {
    expect(() => requireStorableInput({ body: nested(10_000) })).toThrow(
      expect.objectContaining({ code: 'VALIDATION', field: 'body' }),
    );
  });
});
