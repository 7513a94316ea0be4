import { passwordProblems } from '@convene/contract';
import { CognitoError, IDENTITY_MESSAGES } from './cognito-error';
import type { IdentityContext } from './identity-context';
import type { LoginRow } from './identity.repository';
import { hashPassword, verifyPassword } from './passwords';
import {
  passwordSubject,
  recordPasswordFailure,
  recordPasswordSuccess,
  requireAttemptAllowed,
} from './password-throttle';

/** InvalidPasswordException naming the first rule the password breaks. */
export function requirePasswordPolicy(password: string): void {
  const [problem] = passwordProblems(password);
  if (problem)
    throw new CognitoError(
      'InvalidPasswordException',
      `Password did not conform with policy: ${problem}`,
    );
}

/** One hash per cost, of no one's password: what a name with no login is checked against. */
const dummyHashes = new Map<number, Promise<string>>();
function dummyHash(cost: number): Promise<string> {
  let hash = dummyHashes.get(cost);
  if (!hash) {
    hash = hashPassword('no-such-login', cost);
    dummyHashes.set(cost, hash);
  }
  return hash;
}

/**
 * Checks a password, throttled (password-throttle.ts). A name with no login is checked
 * against a dummy hash of the same cost, counted and answered like a wrong password: the
 * answer and its time tell nothing about who exists.
 */
export async function requirePassword(
  ctx: IdentityContext,
  target: { organizationId: string; username: string; login: LoginRow | undefined },
  password: string,
  options: { trusted?: boolean } = {},
): Promise<LoginRow> {
  const { login } = target;
  const subject = passwordSubject(target.organizationId, login, target.username);
  await requireAttemptAllowed(ctx, subject, options);
  const hash = login?.passwordHash ?? (await dummyHash(ctx.services.config.PASSWORD_HASH_COST));
  const matches = await verifyPassword(password, hash);
  if (!login || !matches) {
    await recordPasswordFailure(ctx, subject);
    throw new CognitoError('NotAuthorizedException', IDENTITY_MESSAGES.incorrectPassword);
  }
  await recordPasswordSuccess(ctx, subject);
  return login;
}

export function hashNewPassword(ctx: IdentityContext, password: string): Promise<string> {
  return hashPassword(password, ctx.services.config.PASSWORD_HASH_COST);
}
