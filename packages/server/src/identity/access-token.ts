import { decodeJwt } from 'jose';
import { findOrganizationByClientId } from '../tenancy/organizations.repository';
import { CognitoError, IDENTITY_MESSAGES } from './cognito-error';
import { findLoginBySub, type LoginRow } from './identity.repository';
import type { IdentityContext } from './identity-context';
import { isOriginRevoked, originOf, tokenVersionOf } from './revocation';
import { tokenAudience } from './tokens';

/**
 * The login behind an access token of this endpoint (ChangePassword, GlobalSignOut). These
 * actions carry no client id: the token's own (unverified) client_id picks the pool whose
 * issuer must verify it. A token of an older token version (a password change, sign-out
 * everywhere) or minted from a revoked refresh token is "revoked", as Cognito says.
 */
export async function loginOfAccessToken(ctx: IdentityContext, token: string): Promise<LoginRow> {
  const invalid = new CognitoError('NotAuthorizedException', IDENTITY_MESSAGES.accessTokenInvalid);
  let clientId: unknown;
  try {
    clientId = decodeJwt(token).client_id;
  } catch {
    throw invalid;
  }
  if (typeof clientId !== 'string') throw invalid;
  const { db, keys, config } = ctx.services;
  const organization = await findOrganizationByClientId(db, clientId);
  if (!organization) throw invalid;
  const payload = await keys.verify(token, tokenAudience(config, organization)).catch(() => {
    throw invalid;
  });
  if (payload.token_use !== 'access' || payload.client_id !== organization.identityClientId)
    throw invalid;
  const login = await findLoginBySub(db, organization.id, payload.sub);
  if (!login) throw invalid;
  if (
    tokenVersionOf(payload) !== login.tokenVersion ||
    (await isOriginRevoked(db, originOf(payload)))
  )
    throw new CognitoError('NotAuthorizedException', IDENTITY_MESSAGES.accessTokenRevoked);
  return login;
}
