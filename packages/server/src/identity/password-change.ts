import { decodeJwt } from 'jose';
import { findOrganizationByClientId } from '../tenancy/organizations.repository';
import { CognitoError, IDENTITY_MESSAGES } from './cognito-error';
import { sendCode } from './code-delivery';
import { checkCode, consumeCode } from './codes';
import { hashNewPassword, requirePassword, requirePasswordPolicy } from './credentials';
import {
  findLoginBySub,
  findLoginByUsername,
  replacePassword,
  type LoginRow,
} from './identity.repository';
import { organizationForClient, type IdentityContext } from './identity-context';
import { forgetPasswordFailures } from './password-throttle';
import type { ActionRequest } from './protocol';
import { tokenAudience } from './tokens';
import { simulatedCodeDelivery, unknownUserCodeError } from './user-existence';

export async function forgotPassword(
  ctx: IdentityContext,
  request: ActionRequest<'ForgotPassword'>,
) {
  const organization = await organizationForClient(ctx, request.ClientId);
  const login = await findLoginByUsername(ctx.services.db, organization.id, request.Username);
  if (!login) return simulatedCodeDelivery(ctx, organization, request.Username, 'reset');
  if (!login.confirmed)
    throw new CognitoError('InvalidParameterException', IDENTITY_MESSAGES.resetUnverified);
  if (login.mustChangePassword)
    throw new CognitoError('NotAuthorizedException', IDENTITY_MESSAGES.resetForceChange);
  return sendCode(ctx, organization, login, 'reset', request.ClientMetadata?.locale);
}

/** Sets the new password with a reset code; every refresh token issued before is revoked. */
export async function confirmForgotPassword(
  ctx: IdentityContext,
  request: ActionRequest<'ConfirmForgotPassword'>,
) {
  const organization = await organizationForClient(ctx, request.ClientId);
  const login = await findLoginByUsername(ctx.services.db, organization.id, request.Username);
  if (!login) throw unknownUserCodeError(organization);
  requirePasswordPolicy(request.Password);
  const { db } = ctx.services;
  const codeId = await checkCode(db, {
    loginId: login.id,
    purpose: 'reset',
    code: request.ConfirmationCode,
    now: ctx.now,
  });
  const passwordHash = await hashNewPassword(ctx, request.Password);
  await db.transaction(async (tx) => {
    await consumeCode(tx, codeId, ctx.now);
    await replacePassword(tx, login.id, passwordHash);
  });
  // A reset code always works, whatever the throttle: the failures were against the old password.
  await forgetPasswordFailures(ctx, login.id);
  return {};
}

/**
 * The login behind an access token of this endpoint. ChangePassword carries no client
 * id: the token's own (unverified) client_id picks the pool whose issuer must verify it.
 */
async function loginOfAccessToken(ctx: IdentityContext, token: string): Promise<LoginRow> {
  const invalid = new CognitoError('NotAuthorizedException', IDENTITY_MESSAGES.accessTokenInvalid);
  let clientId: unknown;
  try {
    clientId = decodeJwt(token).client_id;
  } catch {
    throw invalid;
  }
  if (typeof clientId !== 'string') throw invalid;
  const organization = await findOrganizationByClientId(ctx.services.db, clientId);
  if (!organization) throw invalid;
  const payload = await ctx.services.keys
    .verify(token, tokenAudience(ctx.services.config, organization))
    .catch(() => {
      throw invalid;
    });
  if (payload.token_use !== 'access' || payload.client_id !== organization.identityClientId)
    throw invalid;
  const login = await findLoginBySub(ctx.services.db, organization.id, payload.sub);
  // An access token issued before the last password change is revoked (`ver`, 0 when absent).
  const version = typeof payload.ver === 'number' ? payload.ver : 0;
  if (!login || version !== login.tokenVersion) throw invalid;
  return login;
}

/** A signed-in user changes their password; every refresh token issued before is revoked. */
export async function changePassword(
  ctx: IdentityContext,
  request: ActionRequest<'ChangePassword'>,
) {
  const login = await loginOfAccessToken(ctx, request.AccessToken);
  // The caller holds a live session: the distributed-attack rule does not apply.
  await requirePassword(
    ctx,
    { organizationId: login.organizationId, username: login.email, login },
    request.PreviousPassword,
    { trusted: true },
  );
  requirePasswordPolicy(request.ProposedPassword);
  await replacePassword(
    ctx.services.db,
    login.id,
    await hashNewPassword(ctx, request.ProposedPassword),
  );
  return {};
}
