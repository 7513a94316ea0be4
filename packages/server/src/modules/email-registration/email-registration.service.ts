import {
  EMAIL_REGISTRATION_CODE_TTL,
  EMAIL_REGISTRATION_MESSAGES as M,
  type EmailRegistrationBody,
  type EmailRegistrationCodeSent,
  type EmailRegistrationConfirmBody,
  type EmailRegistrationResult,
} from '@convene/contract';
import type { RequestContext } from '../../context';
import { authenticate } from '../../identity/authenticate';
import { CognitoError } from '../../identity/cognito-error';
import { sendEmailSignInCode, signInWithEmailCode } from '../../identity/email-sign-in';
import type { IdentityContext } from '../../identity/identity-context';
import { hitRateLimit } from '../../identity/rate-limit';
import { AppError } from '../../lib/app-error';
import { registerWithFreePass, requireRegistrationOpenFor } from '../ticketing/index';

const MINUTE_MS = 60_000;

function identityContext(ctx: RequestContext, clientAddress: string): IdentityContext {
  return { services: ctx, clientAddress, now: ctx.now };
}

/**
 * The event's id when registration by email can run: the embedded identity provider signs
 * the visitor in (with external Cognito, 456), and the event is visible and open.
 */
function requireAvailable(ctx: RequestContext, eventId: string): Promise<string> {
  if (ctx.config.COGNITO_USER_POOL_ID) throw new AppError('FEATURE_NOT_AVAILABLE', M.notAvailable);
  return requireRegistrationOpenFor(ctx, eventId);
}

/** Each step, per caller address and minute, within the identity provider's own limit. */
async function requireWithinRate(ctx: RequestContext, step: string, clientAddress: string) {
  const key = `email-registration:${step}:${ctx.scope.organizationId}:${clientAddress}`;
  const allowed = await hitRateLimit(ctx.db, key, {
    max: ctx.config.IDENTITY_RATE_LIMIT_MAX,
    windowMs: MINUTE_MS,
    now: ctx.now,
  });
  if (!allowed) throw new AppError('RATE_LIMITED', M.tooManyAttempts);
}

/** The identity provider's code answers, as the REST API gives them (400 on `code`, 429). */
async function asAppError<T>(action: () => Promise<T>): Promise<T> {
  try {
    return await action();
  } catch (error) {
    if (!(error instanceof CognitoError)) throw error;
    switch (error.type) {
      case 'CodeMismatchException':
        throw new AppError('VALIDATION', M.codeMismatch, { field: 'code', cause: error });
      case 'ExpiredCodeException':
        throw new AppError('VALIDATION', M.codeExpired, { field: 'code', cause: error });
      case 'LimitExceededException':
      case 'TooManyRequestsException':
        throw new AppError('RATE_LIMITED', M.tooManyAttempts, { cause: error });
      default:
        throw error;
    }
  }
}

/**
 * `POST /events/{id}/emailRegistration`: a code to the email, the same answer whether it
 * has a login or not (a new one is made, unconfirmed, with the name given).
 */
export async function startEmailRegistration(
  ctx: RequestContext,
  eventId: string,
  body: EmailRegistrationBody,
  clientAddress: string,
): Promise<EmailRegistrationCodeSent> {
  await requireAvailable(ctx, eventId);
  await requireWithinRate(ctx, 'start', clientAddress);
  const details = await asAppError(() =>
    sendEmailSignInCode(identityContext(ctx, clientAddress), ctx.organization, {
      email: body.email,
      name: body.name,
      locale: body.locale ?? ctx.locale,
    }),
  );
  return { destination: details.Destination, expiresIn: EMAIL_REGISTRATION_CODE_TTL };
}

/**
 * `POST /events/{id}/emailRegistration/confirm`: the code signs the login in (its tokens
 * in the answer), then its account registers with the event's free pass when that is all
 * the event asks (`outcome`).
 */
export async function confirmEmailRegistration(
  ctx: RequestContext,
  eventId: string,
  body: EmailRegistrationConfirmBody,
  clientAddress: string,
): Promise<EmailRegistrationResult> {
  const id = await requireAvailable(ctx, eventId);
  await requireWithinRate(ctx, 'confirm', clientAddress);
  const { tokens } = await asAppError(() =>
    signInWithEmailCode(identityContext(ctx, clientAddress), ctx.organization, {
      email: body.email,
      code: body.code,
    }),
  );
  // The member's context as its next request will have it: the login and its primary account.
  const member = await authenticate(
    ctx,
    ctx.organization,
    `Bearer ${tokens.AccessToken}`,
    undefined,
  );
  const { outcome, registration } = await registerWithFreePass(
    { ...ctx, login: member.login, account: member.account },
    id,
    { termsAccepted: body.termsAccepted },
  );
  return { outcome, authenticationResult: tokens, registration };
}
