import type { OrganizationRecord } from '../context';
import { CognitoError, IDENTITY_MESSAGES } from './cognito-error';
import type { IdentityContext } from './identity-context';
import type { LoginRow } from './identity.repository';
import { SESSION_TTL_SECONDS } from './token-claims';
import { issuerFor, tokenAudience } from './tokens';

export type ChallengeName = 'NEW_PASSWORD_REQUIRED';

/**
 * The `Session` of a pending challenge: a signed token naming the login, the challenge
 * and the login's token version, so it stops working once the password has changed.
 */
export function issueSession(
  ctx: IdentityContext,
  organization: OrganizationRecord,
  login: LoginRow,
  challenge: ChallengeName,
): Promise<string> {
  return ctx.services.keys.sign(
    organization.id,
    {
      token_use: 'session',
      client_id: organization.identityClientId,
      challenge,
      ver: login.tokenVersion,
    },
    {
      issuer: issuerFor(ctx.services.config, organization),
      subject: login.sub,
      ttlSeconds: SESSION_TTL_SECONDS,
      now: ctx.now,
    },
  );
}

/** The session's subject and version, or NotAuthorizedException when it is not a live session of this challenge. */
export async function verifySession(
  ctx: IdentityContext,
  organization: OrganizationRecord,
  session: string,
  challenge: ChallengeName,
): Promise<{ sub: string; version: number }> {
  const invalid = new CognitoError('NotAuthorizedException', IDENTITY_MESSAGES.invalidSession);
  const payload = await ctx.services.keys
    .verify(session, tokenAudience(ctx.services.config, organization))
    .catch(() => {
      throw invalid;
    });
  if (
    payload.token_use !== 'session' ||
    payload.client_id !== organization.identityClientId ||
    payload.challenge !== challenge ||
    typeof payload.ver !== 'number'
  )
    throw invalid;
  return { sub: payload.sub, version: payload.ver };
}
