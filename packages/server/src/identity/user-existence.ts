import { createHash, randomUUID } from 'node:crypto';
import type { OrganizationRecord } from '../context';
import { enqueueEmail } from '../mail/mailer';
import { CognitoError, IDENTITY_MESSAGES } from './cognito-error';
import { sendCode } from './code-delivery';
import { MAX_CODES_PER_HOUR, type CodePurpose } from './codes';
import type { IdentityContext } from './identity-context';
import { codeDeliveryDetails, codeLocale, existingLoginMail } from './identity-mail';
import { findPrimaryAccountLocale, type LoginRow } from './identity.repository';
import { hitRateLimit } from './rate-limit';

const HOUR_MS = 60 * 60 * 1000;
/** "Someone signed up with your email" mails a login may get per hour. */
export const MAX_EXISTING_LOGIN_MAILS_PER_HOUR = 5;

/**
 * Cognito's PreventUserExistenceErrors, on unless the organization turns it off: no answer
 * tells whether an email has a login (docs/identity.md).
 */
export function preventsUserExistenceErrors(
  organization: Pick<OrganizationRecord, 'config'>,
): boolean {
  return organization.config.PREVENT_USER_EXISTENCE_ERRORS !== false;
}

export const userNotFound = (message: string = IDENTITY_MESSAGES.userNotFoundForClient) =>
  new CognitoError('UserNotFoundException', message);

/** What a code action (ConfirmSignUp, ConfirmForgotPassword) answers for a name with no login. */
export function unknownUserCodeError(organization: Pick<OrganizationRecord, 'config'>) {
  return preventsUserExistenceErrors(organization)
    ? new CognitoError('CodeMismatchException', IDENTITY_MESSAGES.codeMismatch)
    : userNotFound();
}

/**
 * ForgotPassword and ResendConfirmationCode for a name with no login: the delivery details a
 * login would get, and nothing sent — with the same per-hour limit a login has.
 */
export async function simulatedCodeDelivery(
  ctx: IdentityContext,
  organization: OrganizationRecord,
  username: string,
  purpose: CodePurpose,
) {
  if (!preventsUserExistenceErrors(organization)) throw userNotFound();
  const name = username.trim().toLowerCase();
  const hash = createHash('sha256').update(`${organization.id}:${name}`).digest('base64url');
  const allowed = await hitRateLimit(ctx.services.db, `codes:unknown:${purpose}:${hash}`, {
    max: MAX_CODES_PER_HOUR,
    windowMs: HOUR_MS,
    now: ctx.now,
  });
  if (!allowed) throw new CognitoError('LimitExceededException', IDENTITY_MESSAGES.attemptLimit);
  return { CodeDeliveryDetails: codeDeliveryDetails(name) };
}

/**
 * SignUp with an email that already has a login, under PreventUserExistenceErrors: answered
 * as a new sign-up is (a made-up UserSub), while the login is mailed instead — a new
 * confirmation code if it is not confirmed yet, else "someone tried to sign up with your
 * address: sign in or reset your password" (a few per hour at most). Nothing is answered
 * differently when a limit is reached: that too would tell.
 */
export async function answerExistingSignUp(
  ctx: IdentityContext,
  organization: OrganizationRecord,
  login: LoginRow,
  requestedLocale: string | undefined,
) {
  if (!login.confirmed) {
    try {
      await sendCode(ctx, organization, login, 'confirm', requestedLocale);
    } catch (error) {
      if (!(error instanceof CognitoError && error.type === 'LimitExceededException')) throw error;
    }
  } else {
    const { db } = ctx.services;
    const allowed = await hitRateLimit(db, `signup-existing:${login.id}`, {
      max: MAX_EXISTING_LOGIN_MAILS_PER_HOUR,
      windowMs: HOUR_MS,
      now: ctx.now,
    });
    if (allowed) {
      const saved = await findPrimaryAccountLocale(db, login.id);
      const locale = codeLocale(organization, saved, requestedLocale);
      await enqueueEmail(db, organization.id, existingLoginMail(organization, login.email, locale));
    }
  }
  return {
    UserConfirmed: false,
    UserSub: randomUUID(),
    CodeDeliveryDetails: codeDeliveryDetails(login.email),
  };
}
