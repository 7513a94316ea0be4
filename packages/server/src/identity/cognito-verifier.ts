import {
  createRemoteJWKSet,
  decodeProtectedHeader,
  jwtVerify,
  type JWTPayload,
  type JWTVerifyGetKey,
} from 'jose';
import { checkClaims, TokenRejected, type VerifiedToken } from './token-claims';

export interface CognitoVerifierOptions {
  region: string;
  userPoolId: string;
  /** The app client whose tokens the API accepts (COGNITO_CLIENT_ID). */
  clientId: string;
  /** The pool's key set; by default fetched (and cached) from the pool's JWKS URL. */
  keys?: JWTVerifyGetKey;
}

export function cognitoIssuer(region: string, userPoolId: string): string {
  return `https://cognito-idp.${region}.amazonaws.com/${userPoolId}`;
}

/**
 * Verifies tokens issued by AWS Cognito when COGNITO_* is configured (docs/architecture.md#identity),
 * with the embedded provider's rules: a `kid` of the pool's key set, the signature, the
 * pool's issuer, `exp` required and not passed, `iat` not in the future, and the app
 * client (`client_id` of an access token, `aud` of an id token). Throws TokenRejected.
 */
export function cognitoVerifier(
  options: CognitoVerifierOptions,
): (token: string, now?: Date) => Promise<VerifiedToken> {
  const issuer = cognitoIssuer(options.region, options.userPoolId);
  const keys = options.keys ?? createRemoteJWKSet(new URL(`${issuer}/.well-known/jwks.json`));
  return async (token, now) => {
    let kid: unknown;
    try {
      ({ kid } = decodeProtectedHeader(token));
    } catch {
      throw new TokenRejected('malformed token');
    }
    // jose would take the set's only RS256 key for a token without kid: Cognito always names it.
    if (typeof kid !== 'string' || !kid) throw new TokenRejected('no kid');
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(token, keys, {
        issuer,
        algorithms: ['RS256'],
        requiredClaims: ['exp', 'iat', 'sub'],
        ...(now ? { currentDate: now } : {}),
      }));
    } catch (error) {
      throw new TokenRejected(error instanceof Error ? error.message : 'invalid token');
    }
    return checkClaims(payload, { clientId: options.clientId }, now ?? new Date(), {
      capLifetime: false,
    });
  };
}
