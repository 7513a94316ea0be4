import { TOKEN_TTL } from '@convene/contract';
import { publicUrl, type Config } from '../config';
import type { OrganizationRecord } from '../context';
import type { KeyStore, TokenAudience } from './keys';

/** Each organization is its own user pool, with its own issuer. */
export function issuerFor(
  config: Config,
  organization: Pick<OrganizationRecord, 'userPoolId'>,
): string {
  return `${publicUrl(config)}/identity/${organization.userPoolId}`;
}

/** What a token of the organization must say: its pool's issuer, its client id, its keys. */
export function tokenAudience(
  config: Config,
  organization: Pick<OrganizationRecord, 'id' | 'userPoolId' | 'identityClientId'>,
): TokenAudience {
  return {
    organizationId: organization.id,
    issuer: issuerFor(config, organization),
    clientId: organization.identityClientId,
  };
}

export interface TokenSubject {
  loginId: string;
  sub: string;
  email: string;
  tokenVersion: number;
}

export interface IssuedTokens {
  AccessToken: string;
  IdToken: string;
  /** Absent when refreshing: Cognito keeps the refresh token it issued at sign-in. */
  RefreshToken?: string;
  ExpiresIn: number;
  TokenType: 'Bearer';
}

/**
 * Access, id and refresh tokens with Cognito's claims, signed with the organization's key.
 * Every token has its own `jti`; the access and id tokens name the refresh token they
 * belong to in `origin_jti` (as Cognito does), so that RevokeToken of that refresh token
 * revokes them too. Signing in makes a new refresh token (and origin); refreshing passes
 * the presented refresh token's `jti` as `originJti` and makes none. All three carry the
 * login's token version (`ver`), which a password change or sign-out everywhere raises.
 */
export async function issueTokens(
  keys: KeyStore,
  config: Config,
  organization: Pick<OrganizationRecord, 'id' | 'userPoolId' | 'identityClientId'>,
  subject: TokenSubject,
  options: { now?: Date; refreshedFrom?: { originJti: string | undefined } } = {},
): Promise<IssuedTokens> {
  const issuer = issuerFor(config, organization);
  const common = { issuer, subject: subject.sub, ...(options.now ? { now: options.now } : {}) };
  const refreshJti = options.refreshedFrom ? undefined : crypto.randomUUID();
  const originJti = options.refreshedFrom ? options.refreshedFrom.originJti : refreshJti;
  const origin = originJti ? { origin_jti: originJti } : {};
  const accessToken = await keys.sign(
    organization.id,
    {
      token_use: 'access',
      client_id: organization.identityClientId,
      username: subject.sub,
      scope: 'aws.cognito.signin.user.admin',
      ...origin,
      ver: subject.tokenVersion,
    },
    { ...common, ttlSeconds: TOKEN_TTL.access },
  );
  const idToken = await keys.sign(
    organization.id,
    {
      token_use: 'id',
      aud: organization.identityClientId,
      'cognito:username': subject.sub,
      email: subject.email,
      email_verified: true,
      ...origin,
      ver: subject.tokenVersion,
    },
    { ...common, ttlSeconds: TOKEN_TTL.id },
  );
  const refreshToken = refreshJti
    ? await keys.sign(
        organization.id,
        {
          token_use: 'refresh',
          client_id: organization.identityClientId,
          jti: refreshJti,
          ver: subject.tokenVersion,
        },
        { ...common, ttlSeconds: TOKEN_TTL.refresh },
      )
    : undefined;
  return {
    AccessToken: accessToken,
    IdToken: idToken,
    ...(refreshToken ? { RefreshToken: refreshToken } : {}),
    ExpiresIn: TOKEN_TTL.access,
    TokenType: 'Bearer',
  };
}
