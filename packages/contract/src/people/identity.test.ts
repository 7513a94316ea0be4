import { describe, expect, it } from 'vitest';
import { passwordProblems } from './identity';

describe('passwordProblems (identity password policy)', () => {
  it('finds none in a password with length, lower, upper, digit and symbol', () => {
    expect(passwordProblems('Convene-demo-1')).toEqual([]);
    expect(passwordProblems('aB3$efgh')).toEqual([]);
  });

  it('names each missing rule', () => {
    expect(passwordProblems('aB3$efg')).toEqual([
      'Password must have length greater than or equal to 8',
    ]);
    expect(passwordProblems('AB3$EFGH')).toEqual(['Password must have lowercase characters']);
    expect(passwordProblems('ab3$efgh')).toEqual(['Password must have uppercase characters']);
    expect(passwordProblems('aBc$efgh')).toEqual(['Password must have numeric characters']);
    expect(passwordProblems('aB3defgh')).toEqual(['Password must have symbol characters']);
  });

  it('lists every problem at once', () => {
    expect(passwordProblems('')).toHaveLength(5);
    expect(passwordProblems('abc')).toEqual([
      'Password must have length greater than or equal to 8',
      'Password must have uppercase characters',
      'Password must have numeric characters',
      'Password must have symbol characters',
    ]);
  });
});
