import type { OrganizationRecord } from '../context';
import { CognitoError, IDENTITY_MESSAGES } from './cognito-error';
import { hashNewPassword, requirePassword, requirePasswordPolicy } from './credentials';
import {
  findLoginBySub,
  findLoginByUsername,
  recordSignIn,
  replacePassword,
} from './identity.repository';
import { organizationForClient, tokensFor, type IdentityContext } from './identity-context';
import { forgetPasswordFailures } from './password-throttle';
import type { ActionRequest } from './protocol';
import { isOriginRevoked, originOf } from './revocation';
import { issueSession, verifySession } from './session';
import { tokenAudience, type IssuedTokens } from './tokens';
import { preventsUserExistenceErrors, userNotFound } from './user-existence';

export interface AuthResponse {
  AuthenticationResult?: IssuedTokens;
  ChallengeName?: 'NEW_PASSWORD_REQUIRED';
  Session?: string;
  ChallengeParameters: Record<string, string>;
}

function requireParameter(parameters: Record<string, string>, name: string): string {
  const value = parameters[name];
  if (!value)
    throw new CognitoError('InvalidParameterException', `Missing required parameter ${name}`);
  return value;
}

async function passwordAuth(
  ctx: IdentityContext,
  organization: OrganizationRecord,
  parameters: Record<string, string>,
): Promise<AuthResponse> {
  const username = requireParameter(parameters, 'USERNAME');
  const password = requireParameter(parameters, 'PASSWORD');
  const found = await findLoginByUsername(ctx.services.db, organization.id, username);
  if (!found && !preventsUserExistenceErrors(organization))
    throw userNotFound(IDENTITY_MESSAGES.userDoesNotExist);
  // An unknown name is checked, counted and answered as a wrong password is.
  const login = await requirePassword(
    ctx,
    { organizationId: organization.id, username, login: found },
    password,
  );
  // Like Cognito, the confirmation state is only revealed to someone who knows the password.
  if (!login.confirmed)
    throw new CognitoError('UserNotConfirmedException', IDENTITY_MESSAGES.userNotConfirmed);
  if (login.mustChangePassword) {
    return {
      ChallengeName: 'NEW_PASSWORD_REQUIRED',
      Session: await issueSession(ctx, organization, login, 'NEW_PASSWORD_REQUIRED'),
      ChallengeParameters: {
        USER_ID_FOR_SRP: login.sub,
        requiredAttributes: '[]',
        userAttributes: JSON.stringify({ email: login.email }),
      },
    };
  }
  await recordSignIn(ctx.services.db, login.id, ctx.now);
  return {
    AuthenticationResult: await tokensFor(ctx, organization, login),
    ChallengeParameters: {},
  };
}

/** New access and id tokens; the refresh token stays the one issued at sign-in. */
async function refreshAuth(
  ctx: IdentityContext,
  organization: OrganizationRecord,
  parameters: Record<string, string>,
): Promise<AuthResponse> {
  const token = requireParameter(parameters, 'REFRESH_TOKEN');
  const invalid = new CognitoError('NotAuthorizedException', IDENTITY_MESSAGES.refreshInvalid);
  const payload = await ctx.services.keys
    .verify(token, tokenAudience(ctx.services.config, organization))
    .catch(() => {
      throw invalid;
    });
  if (payload.token_use !== 'refresh' || payload.client_id !== organization.identityClientId)
    throw invalid;
  const login = await findLoginBySub(ctx.services.db, organization.id, payload.sub);
  if (!login) throw invalid;
  // Revoked with everything of the login (sign-out everywhere, a new password), or alone.
  const originJti = originOf(payload);
  if (payload.ver !== login.tokenVersion || (await isOriginRevoked(ctx.services.db, originJti)))
    throw new CognitoError('NotAuthorizedException', IDENTITY_MESSAGES.refreshRevoked);
  return {
    AuthenticationResult: await tokensFor(ctx, organization, login, {
      refreshedFrom: { originJti },
    }),
    ChallengeParameters: {},
  };
}

export async function initiateAuth(
  ctx: IdentityContext,
  request: ActionRequest<'InitiateAuth'>,
): Promise<AuthResponse> {
  const organization = await organizationForClient(ctx, request.ClientId);
  switch (request.AuthFlow) {
    case 'USER_PASSWORD_AUTH':
      return passwordAuth(ctx, organization, request.AuthParameters);
    case 'REFRESH_TOKEN_AUTH':
    case 'REFRESH_TOKEN':
      return refreshAuth(ctx, organization, request.AuthParameters);
    default:
      throw new CognitoError(
        'InvalidParameterException',
        `AuthFlow ${request.AuthFlow} is not supported: use USER_PASSWORD_AUTH or REFRESH_TOKEN_AUTH`,
      );
  }
}

/** NEW_PASSWORD_REQUIRED: the user sets their own password in place of a temporary one. */
export async function respondToAuthChallenge(
  ctx: IdentityContext,
  request: ActionRequest<'RespondToAuthChallenge'>,
): Promise<AuthResponse> {
  const organization = await organizationForClient(ctx, request.ClientId);
  if (request.ChallengeName !== 'NEW_PASSWORD_REQUIRED')
    throw new CognitoError(
      'InvalidParameterException',
      `ChallengeName ${request.ChallengeName} is not supported: only NEW_PASSWORD_REQUIRED is issued`,
    );
  const responses = request.ChallengeResponses;
  const username = requireParameter(responses, 'USERNAME');
  const newPassword = requireParameter(responses, 'NEW_PASSWORD');
  if (!request.Session)
    throw new CognitoError('InvalidParameterException', 'Missing required parameter Session');
  const session = await verifySession(ctx, organization, request.Session, 'NEW_PASSWORD_REQUIRED');
  const login = await findLoginByUsername(ctx.services.db, organization.id, username);
  if (
    !login ||
    login.sub !== session.sub ||
    login.tokenVersion !== session.version ||
    !login.mustChangePassword
  )
    throw new CognitoError('NotAuthorizedException', IDENTITY_MESSAGES.invalidSession);
  requirePasswordPolicy(newPassword);
  const updated = await replacePassword(
    ctx.services.db,
    login.id,
    await hashNewPassword(ctx, newPassword),
    { confirm: true, expectedVersion: session.version },
  );
  if (!updated) throw new CognitoError('NotAuthorizedException', IDENTITY_MESSAGES.invalidSession);
  await forgetPasswordFailures(ctx, login.id);
  await recordSignIn(ctx.services.db, login.id, ctx.now);
  return {
    AuthenticationResult: await tokensFor(ctx, organization, updated),
    ChallengeParameters: {},
  };
}
