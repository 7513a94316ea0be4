import { createHash } from 'node:crypto';
import { CognitoError, IDENTITY_MESSAGES } from './cognito-error';
import type { IdentityContext } from './identity-context';
import { deleteBuckets, extendBucket, hitRateLimit, readBuckets } from './rate-limit';

/**
 * Failed-password throttling (docs/decisions/0012-sign-in-throttling.md). Counters live in
 * `rate_limit_buckets`, shared by every node:
 * - per login and source address: 5 free failures, then Cognito's progressive lock (1 s,
 *   doubling up to 15 minutes) of that address only;
 * - per source address: a hard limit on failures over all logins (password spraying);
 * - per login: past a number of failures from anywhere in an hour (a distributed attack),
 *   only addresses the login has signed in from before are checked; others need a reset code.
 */
const SECOND_MS = 1000;
const MINUTE_MS = 60 * SECOND_MS;

export const PAIR_FREE_FAILURES = 5;
export const PAIR_FIRST_LOCK_MS = SECOND_MS;
export const PAIR_MAX_LOCK_MS = 15 * MINUTE_MS;
/** How long a pair's failures are remembered after the last one: at least the longest lock. */
export const PAIR_MEMORY_MS = 15 * MINUTE_MS;
export const ADDRESS_FAILURE_MAX = 50;
export const ADDRESS_WINDOW_MS = 15 * MINUTE_MS;
export const LOGIN_ATTACK_FAILURES = 20;
export const LOGIN_WINDOW_MS = 60 * MINUTE_MS;
export const KNOWN_ADDRESS_MS = 30 * 24 * 60 * MINUTE_MS;

/**
 * Whose password is being tried: the login's id, or for a name with no login a hash of it
 * (counted the same way, so that throttling tells nothing about who exists).
 */
export function passwordSubject(
  organizationId: string,
  login: { id: string } | undefined,
  username: string,
): string {
  if (login) return login.id;
  const name = `${organizationId}:${username.trim().toLowerCase()}`;
  return `unknown-${createHash('sha256').update(name).digest('base64url')}`;
}

function keysOf(subject: string, address: string) {
  return {
    pair: `pw:pair:${subject}:${address}`,
    known: `pw:known:${subject}:${address}`,
    login: `pw:login:${subject}`,
    address: `pw:addr:${address}`,
  };
}

/** The lock after `failures` failures of one address on one login: 0, then 1 s doubling to 15 min. */
export function pairLockMs(failures: number): number {
  if (failures < PAIR_FREE_FAILURES) return 0;
  return Math.min(PAIR_MAX_LOCK_MS, PAIR_FIRST_LOCK_MS * 2 ** (failures - PAIR_FREE_FAILURES));
}

const exceeded = () =>
  new CognitoError('NotAuthorizedException', IDENTITY_MESSAGES.passwordAttemptsExceeded);

/**
 * Refuses a password attempt the throttle does not allow, before any hash is computed.
 * `trusted`: the caller already proved a session (ChangePassword), so the distributed-attack
 * rule does not apply.
 */
export async function requireAttemptAllowed(
  ctx: IdentityContext,
  subject: string,
  options: { trusted?: boolean } = {},
): Promise<void> {
  const keys = keysOf(subject, ctx.clientAddress);
  const rows = await readBuckets(ctx.services.db, Object.values(keys), ctx.now);
  const bucket = (key: string) => rows.find((row) => row.key === key);
  const address = bucket(keys.address);
  if (address && address.count >= ADDRESS_FAILURE_MAX)
    throw new CognitoError('TooManyRequestsException', IDENTITY_MESSAGES.rateExceeded);
  const pair = bucket(keys.pair);
  if (pair) {
    const lastFailure = pair.windowEndsAt.getTime() - PAIR_MEMORY_MS;
    if (ctx.now.getTime() < lastFailure + pairLockMs(pair.count)) throw exceeded();
  }
  const login = bucket(keys.login);
  if (!options.trusted && login && login.count >= LOGIN_ATTACK_FAILURES && !bucket(keys.known))
    throw exceeded();
}

/** Counts a wrong password for the pair, the address and the login. */
export async function recordPasswordFailure(ctx: IdentityContext, subject: string): Promise<void> {
  const { db } = ctx.services;
  const keys = keysOf(subject, ctx.clientAddress);
  const now = ctx.now;
  await Promise.all([
    extendBucket(db, keys.pair, { keepMs: PAIR_MEMORY_MS, now }),
    hitRateLimit(db, keys.address, { max: ADDRESS_FAILURE_MAX, windowMs: ADDRESS_WINDOW_MS, now }),
    hitRateLimit(db, keys.login, { max: LOGIN_ATTACK_FAILURES, windowMs: LOGIN_WINDOW_MS, now }),
  ]);
}

/**
 * The right password: the pair's failures are forgotten and the address becomes one the
 * login is known to sign in from. The login's own count stays: an attack goes on.
 */
export async function recordPasswordSuccess(ctx: IdentityContext, subject: string): Promise<void> {
  const keys = keysOf(subject, ctx.clientAddress);
  await deleteBuckets(ctx.services.db, [keys.pair]);
  await extendBucket(ctx.services.db, keys.known, { keepMs: KNOWN_ADDRESS_MS, now: ctx.now });
}

/**
 * A password set with a reset code (or a forced change): every failure of the login is
 * forgotten — the guesses were against the old password — and the address is known.
 */
export async function forgetPasswordFailures(ctx: IdentityContext, loginId: string): Promise<void> {
  const keys = keysOf(loginId, ctx.clientAddress);
  await deleteBuckets(ctx.services.db, [keys.login], [`pw:pair:${loginId}:`]);
  await extendBucket(ctx.services.db, keys.known, { keepMs: KNOWN_ADDRESS_MS, now: ctx.now });
}
