import { CognitoError, IDENTITY_MESSAGES } from './cognito-error';
import type { IdentityContext } from './identity-context';
import { changePassword, confirmForgotPassword, forgotPassword } from './password-change';
import { parseRequest, type ActionRequest, type IdentityAction } from './protocol';
import { hitRateLimit } from './rate-limit';
import { initiateAuth, respondToAuthChallenge } from './sign-in';
import { globalSignOut, revokeToken } from './sign-out';
import { confirmSignUp, resendConfirmationCode, signUp } from './sign-up';

type Handler<A extends IdentityAction> = (
  ctx: IdentityContext,
  request: ActionRequest<A>,
) => Promise<object>;

const HANDLERS: { [A in IdentityAction]: Handler<A> } = {
  InitiateAuth: initiateAuth,
  RespondToAuthChallenge: respondToAuthChallenge,
  SignUp: signUp,
  ConfirmSignUp: confirmSignUp,
  ResendConfirmationCode: resendConfirmationCode,
  ForgotPassword: forgotPassword,
  ConfirmForgotPassword: confirmForgotPassword,
  ChangePassword: changePassword,
  GlobalSignOut: globalSignOut,
  RevokeToken: revokeToken,
};

export const RATE_LIMIT_WINDOW_MS = 60_000;

/**
 * Runs one action for one caller: the per-address rate limit of that action first (so
 * malformed floods count too), then the body's shape, then the action.
 */
export async function runAction<A extends IdentityAction>(
  ctx: IdentityContext,
  action: A,
  body: unknown,
): Promise<object> {
  const allowed = await hitRateLimit(ctx.services.db, `identity:${action}:${ctx.clientAddress}`, {
    max: ctx.services.config.IDENTITY_RATE_LIMIT_MAX,
    windowMs: RATE_LIMIT_WINDOW_MS,
    now: ctx.now,
  });
  if (!allowed) throw new CognitoError('TooManyRequestsException', IDENTITY_MESSAGES.rateExceeded);
  const handler = HANDLERS[action] as Handler<A>;
  return handler(ctx, parseRequest(action, body));
}
