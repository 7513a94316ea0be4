import { CognitoError, IDENTITY_MESSAGES } from './cognito-error';
import { sendCode } from './code-delivery';
import { checkCode, consumeCode } from './codes';
import { hashNewPassword, requirePassword, requirePasswordPolicy } from './credentials';
import { loginOfAccessToken } from './access-token';
import { findLoginByUsername, replacePassword } from './identity.repository';
import { organizationForClient, type IdentityContext } from './identity-context';
import { forgetPasswordFailures } from './password-throttle';
import type { ActionRequest } from './protocol';
import { announceRevocation } from './revocation';
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
  const updated = await db.transaction(async (tx) => {
    await consumeCode(tx, codeId, ctx.now);
    return replacePassword(tx, login.id, passwordHash);
  });
  if (updated)
    await announceRevocation(ctx.services, organization.id, login.id, {
      kind: 'version',
      tokenVersion: updated.tokenVersion,
    });
  // A reset code always works, whatever the throttle: the failures were against the old password.
  await forgetPasswordFailures(ctx, login.id);
  return {};
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
  const updated = await replacePassword(
    ctx.services.db,
    login.id,
    await hashNewPassword(ctx, request.ProposedPassword),
  );
  if (updated)
    await announceRevocation(ctx.services, login.organizationId, login.id, {
      kind: 'version',
      tokenVersion: updated.tokenVersion,
    });
  return {};
}
