import { describe, expect, it } from 'vitest';
import { fakeJwt } from '../test/jwt';
import { decodeTokenPayload, isTokenValid } from './token';

const NOW = Date.UTC(2026, 10, 21, 12, 0, 0);
const nowSeconds = NOW / 1000;

describe('isTokenValid', () => {
  it('is valid while now is more than 300 s before exp', () => {
    expect(isTokenValid(fakeJwt({ exp: nowSeconds + 301 }), NOW)).toBe(true);
    expect(isTokenValid(fakeJwt({ exp: nowSeconds + 3600 }), NOW)).toBe(true);
  });

  it('is invalid from exp − 300 s on', () => {
    expect(isTokenValid(fakeJwt({ exp: nowSeconds + 300 }), NOW)).toBe(false);
    expect(isTokenValid(fakeJwt({ exp: nowSeconds + 299 }), NOW)).toBe(false);
    expect(isTokenValid(fakeJwt({ exp: nowSeconds - 10 }), NOW)).toBe(false);
  });

  it('compares to the millisecond', () => {
    const token = fakeJwt({ exp: nowSeconds + 301 });
    expect(isTokenValid(token, NOW + 999)).toBe(true);
    expect(isTokenValid(token, NOW + 1000)).toBe(false);
  });

  it('needs a numeric exp', () => {
    expect(isTokenValid(fakeJwt({ exp: String(nowSeconds + 3600) }), NOW)).toBe(false);
    expect(isTokenValid(fakeJwt({ sub: 'x' }), NOW)).toBe(false);
    expect(isTokenValid(fakeJwt({ exp: null }), NOW)).toBe(false);
  });

  it('needs a string of exactly three dot-separated parts with a JSON payload', () => {
    const good = fakeJwt({ exp: nowSeconds + 3600 });
    const [header, payload] = good.split('.');
    expect(isTokenValid(`${header}.${payload}`, NOW)).toBe(false);
    expect(isTokenValid(`${good}.extra`, NOW)).toBe(false);
    expect(isTokenValid(`${header}.not-json!.sig`, NOW)).toBe(false);
    expect(isTokenValid(null, NOW)).toBe(false);
    expect(isTokenValid(undefined, NOW)).toBe(false);
    expect(isTokenValid(42, NOW)).toBe(false);
    expect(isTokenValid('', NOW)).toBe(false);
  });

  it('defaults to the current time', () => {
    expect(isTokenValid(fakeJwt({ exp: Math.floor(Date.now() / 1000) + 3600 }))).toBe(true);
    expect(isTokenValid(fakeJwt({ exp: Math.floor(Date.now() / 1000) + 60 }))).toBe(false);
  });
});

describe('decodeTokenPayload', () => {
  it('reads base64url claims including non-ASCII text', () => {
    expect(
      decodeTokenPayload(fakeJwt({ email: 'zoë@example.com', 'cognito:username': 'a?b>' })),
    ).toEqual({
      email: 'zoë@example.com',
      'cognito:username': 'a?b>',
    });
  });

  it('is null for a payload that is not an object', () => {
    expect(decodeTokenPayload(`a.${btoa('[1]')}.c`)).toBeNull();
    expect(decodeTokenPayload('a..c')).toBeNull();
  });
});
