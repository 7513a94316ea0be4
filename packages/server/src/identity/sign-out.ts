import { loginOfAccessToken } from './access-token';
import { CognitoError, IDENTITY_MESSAGES } from './cognito-error';
import { findLoginBySub } from './identity.repository';
import { organizationForClient, type IdentityContext } from './identity-context';
import type { ActionRequest } from './protocol';
import {
  announceRevocation,
  originOf,
  revokeEveryToken,
  revokeOrigin,
  tokenVersionOf,
} from './revocation';
import { tokenAudience } from './tokens';

/**
 * GlobalSignOut: signs the user out everywhere. Every refresh token of the login is revoked,
 * and so is every access and id token issued before (they carry the old token version):
 * the API and the live socket refuse them at once, on every node (decision 0050).
 */
export async function globalSignOut(ctx: IdentityContext, request: ActionRequest<'GlobalSignOut'>) {
  const login = await loginOfAccessToken(ctx, request.AccessToken);
  const tokenVersion = await revokeEveryToken(ctx.services.db, login.id);
  await announceRevocation(ctx.services, login.organizationId, login.id, {
    kind: 'version',
    tokenVersion,
  });
  return {};
}

/**
 * RevokeToken: revokes one refresh token of the client, and every access and id token
 * minted from it (their `origin_jti` is its `jti`). Revoking a token that is already
 * revoked succeeds again. An access or id token is UnsupportedTokenTypeException; a token
 * this client did not issue (or not verifiable at all) is UnauthorizedException.
 */
export async function revokeToken(ctx: IdentityContext, request: ActionRequest<'RevokeToken'>) {
  const organization = await organizationForClient(ctx, request.ClientId);
  const { db, keys, config } = ctx.services;
  const unauthorized = new CognitoError('UnauthorizedException', IDENTITY_MESSAGES.tokenInvalid);
  const payload = await keys
    .verify(request.Token, tokenAudience(config, organization))
    .catch(() => {
      throw unauthorized;
    });
  if (payload.token_use !== 'refresh')
    throw new CognitoError('UnsupportedTokenTypeException', IDENTITY_MESSAGES.tokenTypeUnsupported);
  const originJti = originOf(payload);
  const login = await findLoginBySub(db, organization.id, payload.sub);
  if (!login || !originJti || typeof payload.exp !== 'number') throw unauthorized;
  // Already revoked with everything else of the login: nothing more to do.
  if (tokenVersionOf(payload) !== login.tokenVersion) return {};
  await revokeOrigin(db, {
    organizationId: organization.id,
    loginId: login.id,
    originJti,
    refreshExpiresAt: new Date(payload.exp * 1000),
  });
  await announceRevocation(ctx.services, organization.id, login.id, { kind: 'origin', originJti });
  return {};
}
