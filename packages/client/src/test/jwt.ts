/** Test helper: an unsigned JWT with the given claims (the client never verifies signatures). */
export function fakeJwt(claims: Record<string, unknown>): string {
  const encode = (value: unknown) =>
    btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(value))))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
  return `${encode({ alg: 'RS256', typ: 'JWT' })}.${encode(claims)}.signature`;
}

/** A token expiring `secondsFromNow` after `now` (ms). */
export function jwtExpiringIn(
  secondsFromNow: number,
  now: number,
  claims: Record<string, unknown> = {},
): string {
  return fakeJwt({ ...claims, exp: Math.floor(now / 1000) + secondsFromNow });
}
