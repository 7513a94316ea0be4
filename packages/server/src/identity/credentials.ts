import { passwordProblems } from '@convene/contract';
import { CognitoError, IDENTITY_MESSAGES } from './cognito-error';
import type { IdentityContext } from './identity-context';
import { recordFailedPassword, type LoginRow } from './identity.repository';
import { hashPassword, verifyPassword } from './passwords';

/** Consecutive wrong passwords before a login is locked, and for how long. */
export const MAX_PASSWORD_FAILURES = 5;
export const LOCKOUT_MS = 15 * 60 * 1000;

export function isLocked(login: Pick<LoginRow, 'lockedUntil'>, now: Date): boolean {
  return login.lockedUntil !== null && login.lockedUntil > now;
}

/** InvalidPasswordException naming the first rule the password breaks. */
export function requirePasswordPolicy(password: string): void {
  const [problem] = passwordProblems(password);
  if (problem)
    throw new CognitoError(
      'InvalidPasswordException',
      `Password did not conform with policy: ${problem}`,
    );
}

/**
 * Checks a login's password. A locked login is refused even with the right password;
 * a wrong one is counted towards the lockout.
 */
export async function requirePassword(
  ctx: IdentityContext,
  login: LoginRow,
  password: string,
): Promise<void> {
  if (isLocked(login, ctx.now))
    throw new CognitoError('NotAuthorizedException', IDENTITY_MESSAGES.passwordAttemptsExceeded);
  if (await verifyPassword(password, login.passwordHash)) return;
  await recordFailedPassword(ctx.services.db, login.id, {
    now: ctx.now,
    maxFailures: MAX_PASSWORD_FAILURES,
    lockUntil: new Date(ctx.now.getTime() + LOCKOUT_MS),
  });
  throw new CognitoError('NotAuthorizedException', IDENTITY_MESSAGES.incorrectPassword);
}

export function hashNewPassword(ctx: IdentityContext, password: string): Promise<string> {
  return hashPassword(password, ctx.services.config.PASSWORD_HASH_COST);
}
