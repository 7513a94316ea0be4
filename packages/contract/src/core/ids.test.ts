import { describe, expect, it } from 'vitest';
import { assertUuid, invalidIdMessage, isUuid, uuidOf, UuidSchema } from './ids';

const V4 = '6f1c2e0a-3b4d-4c5e-8f70-1a2b3c4d5e6f';
const V7 = '01932f4e-7a1b-7c2d-9e3f-4a5b6c7d8e9f';

describe('uuid validation', () => {
  it('accepts uuids of versions 1–8 in either case', () => {
    expect(isUuid(V4)).toBe(true);
    expect(isUuid(V7)).toBe(true);
    expect(isUuid(V4.toUpperCase())).toBe(true);
  });

  it('rejects slugs, usernames, nil-like and malformed values', () => {
    for (const value of [
      'jane-doe',
      'summer-meetup',
      '',
      '00000000-0000-0000-0000-000000000000',
      V4.replace(/-/g, ''),
      `${V4}x`,
      '6f1c2e0a-3b4d-4c5e-cf70-1a2b3c4d5e6f',
      42,
      null,
    ])
      expect(isUuid(value)).toBe(false);
  });

  it.each([
    ['accountId', 'Invalid accountId. Did you pass in the username?'],
    ['groupId', 'Invalid groupId. Did you pass in the slug?'],
    ['eventId', 'Invalid eventId. Did you pass in the slug?'],
    ['channelId', 'Invalid channelId. Did you pass in the slug?'],
  ] as const)('names the natural key for %s', (field, message) => {
    expect(invalidIdMessage(field)).toBe(message);
    expect(() => assertUuid(field, 'some-slug')).toThrow(message);
    expect(() => assertUuid(field, V4)).not.toThrow();
    const parsed = uuidOf(field).safeParse('some-slug');
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe(message);
    expect(uuidOf(field).parse(V7)).toBe(V7);
  });

  it('rejects other ids with a generic message', () => {
    expect(UuidSchema.safeParse('pass-1').error?.issues[0]?.message).toBe('Invalid id');
  });
});
