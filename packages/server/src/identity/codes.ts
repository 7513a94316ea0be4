import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { CODE_TTL } from '@convene/contract';
import { and, count, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { identityCodes, logins } from '../db/schema/index';
import { CognitoError, IDENTITY_MESSAGES } from './cognito-error';

/** signIn: a passwordless sign-in by email (email registration, decision 0069). */
export type CodePurpose = 'confirm' | 'reset' | 'signIn';

/** Wrong guesses a code survives; the next one answers LimitExceededException. */
export const MAX_CODE_ATTEMPTS = 5;
/** Codes of one purpose a login may be sent per hour (sign-up's own code counts). */
export const MAX_CODES_PER_HOUR = 5;
const HOUR_MS = 60 * 60 * 1000;

const TTL_SECONDS: Record<CodePurpose, number> = {
  confirm: CODE_TTL.confirmation,
  reset: CODE_TTL.reset,
  signIn: CODE_TTL.signIn,
};

/** Six digits from the CSPRNG. */
export function newCode(): string {
  return randomInt(0, 1_000_000).toString().padStart(6, '0');
}

/** Only the hash is stored; a guess is only ever checked online, with an attempt limit. */
function hashCode(loginId: string, purpose: CodePurpose, code: string): string {
  return createHash('sha256').update(`${loginId}:${purpose}:${code}`).digest('base64url');
}

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** LimitExceededException once a login has been sent too many codes of a purpose this hour. */
export async function requireCodeAllowance(
  db: Executor,
  loginId: string,
  purpose: CodePurpose,
  now: Date,
): Promise<void> {
  const [row] = await db
    .select({ sent: count() })
    .from(identityCodes)
    .where(
      and(
        eq(identityCodes.loginId, loginId),
        eq(identityCodes.purpose, purpose),
        gt(identityCodes.createdAt, new Date(now.getTime() - HOUR_MS)),
      ),
    );
  if ((row?.sent ?? 0) >= MAX_CODES_PER_HOUR)
    throw new CognitoError('LimitExceededException', IDENTITY_MESSAGES.attemptLimit);
}

/**
 * A fresh code for the login; earlier codes of the same purpose stop working. Run in the
 * caller's transaction, which holds the login's row until it ends: a second code asked for
 * at the same moment waits, then voids this one, so one code is live. (Without the lock,
 * two requests each voided what they saw, neither saw the other's code, and both codes
 * stayed live with the same time.)
 */
export async function issueCode(
  db: Executor,
  input: { organizationId: string; loginId: string; purpose: CodePurpose; now: Date },
): Promise<string> {
  const { loginId, purpose, now } = input;
  await db.select({ id: logins.id }).from(logins).where(eq(logins.id, loginId)).for('update');
  await db
    .update(identityCodes)
    .set({ consumedAt: now })
    .where(
      and(
        eq(identityCodes.loginId, loginId),
        eq(identityCodes.purpose, purpose),
        isNull(identityCodes.consumedAt),
      ),
    );
  const code = newCode();
  await db.insert(identityCodes).values({
    organizationId: input.organizationId,
    loginId,
    purpose,
    codeHash: hashCode(loginId, purpose, code),
    expiresAt: new Date(now.getTime() + TTL_SECONDS[purpose] * 1000),
    createdAt: now,
  });
  return code;
}

/**
 * Checks a code against the login's live one and returns the code's id for
 * `consumeCode`. Runs outside the caller's transaction: a wrong guess must be counted
 * even though the action fails. The attempt is counted before the comparison, in one
 * conditional update, so parallel guesses cannot exceed the limit.
 */
export async function checkCode(
  db: Executor,
  input: { loginId: string; purpose: CodePurpose; code: string; now: Date },
): Promise<string> {
  const { loginId, purpose, now } = input;
  const [live] = await db
    .select()
    .from(identityCodes)
    .where(
      and(
        eq(identityCodes.loginId, loginId),
        eq(identityCodes.purpose, purpose),
        isNull(identityCodes.consumedAt),
      ),
    )
    .orderBy(desc(identityCodes.createdAt))
    .limit(1);
  if (!live || live.expiresAt <= now)
    throw new CognitoError('ExpiredCodeException', IDENTITY_MESSAGES.codeExpired);
  const [counted] = await db
    .update(identityCodes)
    .set({ attempts: sql`${identityCodes.attempts} + 1` })
    .where(and(eq(identityCodes.id, live.id), lt(identityCodes.attempts, MAX_CODE_ATTEMPTS)))
    .returning({ id: identityCodes.id });
  if (!counted) throw new CognitoError('LimitExceededException', IDENTITY_MESSAGES.attemptLimit);
  if (!sameHash(live.codeHash, hashCode(loginId, purpose, input.code.trim())))
    throw new CognitoError('CodeMismatchException', IDENTITY_MESSAGES.codeMismatch);
  return live.id;
}

/** Uses a checked code up, once: a second redemption of the same code fails. */
export async function consumeCode(db: Executor, codeId: string, now: Date): Promise<void> {
  const [row] = await db
    .update(identityCodes)
    .set({ consumedAt: now })
    .where(and(eq(identityCodes.id, codeId), isNull(identityCodes.consumedAt)))
    .returning({ id: identityCodes.id });
  if (!row) throw new CognitoError('ExpiredCodeException', IDENTITY_MESSAGES.codeExpired);
}
