import { describe, expect, it } from 'vitest';
import { displayName, fullName, UsernameSchema } from './account';

function problem(username: string): string | undefined {
  return UsernameSchema.safeParse(username).error?.issues[0]?.message;
}

describe('UsernameSchema', () => {
  it('accepts lowercase letters, digits and single inner hyphens from 5 characters', () => {
    for (const username of ['jane5', 'jane-doe', 'a-b-c', '12345', 'x'.repeat(30)])
      expect(UsernameSchema.safeParse(username).success).toBe(true);
  });

  it('needs at least 5 characters', () => {
    expect(problem('jane')).toBe('Username must be at least 5 characters');
  });

  it('allows only lowercase letters, digits and hyphens', () => {
    for (const username of ['Jane-Doe', 'jane_doe', 'jane doe', 'jané-doe', 'jane.doe'])
      expect(problem(username)).toBe(
        'Username may only contain lowercase letters, numbers and hyphens',
      );
  });

  it('refuses a leading or trailing hyphen', () => {
    expect(problem('-janedoe')).toBe('Username cannot start or end with a hyphen');
    expect(problem('janedoe-')).toBe('Username cannot start or end with a hyphen');
  });

  it('refuses a doubled hyphen', () => {
    expect(problem('jane--doe')).toBe('Username cannot contain consecutive hyphens');
  });
});

describe('displayName', () => {
  it('is the first and last name, else the one that is set, else the username', () => {
    const maya = { username: 'maya-lindqvist', firstName: 'Maya', lastName: 'Lindqvist' };
    expect(displayName(maya)).toBe('Maya Lindqvist');
    expect(displayName({ ...maya, lastName: null })).toBe('Maya');
    expect(displayName({ ...maya, firstName: '  ', lastName: null })).toBe('maya-lindqvist');
    expect(displayName({ ...maya, firstName: null, lastName: null })).toBe('maya-lindqvist');
    expect(fullName({ firstName: null, lastName: null })).toBe('');
  });
});
