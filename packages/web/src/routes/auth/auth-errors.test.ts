import { describe, expect, it } from 'vitest';
import { signUpProblems } from './auth-errors';
import { knownMessageId } from './messages';

describe('signUpProblems', () => {
  it('flags every required field of an empty sign-up at once', () => {
    expect(signUpProblems({ email: '', username: '', password: '' })).toEqual({
      email: 'Email is required',
      username: 'Username must be at least 5 characters',
      password: 'Password is required',
    });
  });

  it('checks the shape of each field', () => {
    expect(signUpProblems({ email: 'nope', username: 'a--b', password: 'short' })).toEqual({
      email: 'Enter a valid email address',
      username: expect.any(String),
      password: 'Password must be at least 8 characters long',
    });
    expect(
      signUpProblems({ email: 'a@b.co', username: 'member-one', password: 'Long-pass-1' }),
    ).toEqual({});
  });

  it('says each problem in words the catalogue translates', () => {
    const all = signUpProblems({ email: '', username: 'Bad--', password: 'x' });
    const shaped = signUpProblems({ email: 'x', username: '', password: '' });
    for (const message of [...Object.values(all), ...Object.values(shaped)])
      expect(knownMessageId(message), message).toBeDefined();
  });
});
