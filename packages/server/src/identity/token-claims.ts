import { TOKEN_TTL } from '@convene/contract';
import type { JWTPayload } from 'jose';

/** `session` marks the short-lived token of a pending sign-in challenge. */
export type TokenUse = 'access' | 'id' | 'refresh' | 'session';

export interface VerifiedToken extends JWTPayload {
  sub: string;
  token_use: TokenUse;
  client_id?: string;
  'cognito:username'?: string;
  email?: string;
}

/** How far in the future a token's `iat` may be: the clocks of two nodes may disagree that much. */
export const CLOCK_SKEW_SECONDS = 60;

/** A challenge session lasts 3 minutes, as Cognito's does. */
export const SESSION_TTL_SECONDS = 3 * 60;

/** The longest life each kind of token is issued with: a longer one was not issued by us. */
const MAX_LIFETIME_SECONDS: Record<TokenUse, number> = {
  access: TOKEN_TTL.access,
  id: TOKEN_TTL.id,
  refresh: TOKEN_TTL.refresh,
  session: SESSION_TTL_SECONDS,
};

/** What a token must have been issued for: an organization's pool (its issuer) and app client. */
export interface TokenAudience {
  organizationId: string;
  issuer: string;
  clientId: string;
}

/** A token the verifier refuses; the reason is for logs and tests, never for the caller. */
export class TokenRejected extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'TokenRejected';
  }
}

function isTokenUse(value: unknown): value is TokenUse {
  return typeof value === 'string' && Object.hasOwn(MAX_LIFETIME_SECONDS, value);
}

/**
 * The checks after the signature, issuer and `exp`: a `sub`, an `iat` not in the future
 * (beyond the clock skew), a known `token_use` (with `capLifetime`, a life no longer than
 * we issue it with; Cognito's lifetimes are the pool's settings), and the client id —
 * `aud` for an id token, `client_id` otherwise, as Cognito does.
 */
export function checkClaims(
  payload: JWTPayload,
  audience: Pick<TokenAudience, 'clientId'>,
  now: Date,
  options: { capLifetime: boolean },
): VerifiedToken {
  const nowSeconds = Math.floor(now.getTime() / 1000);
  const { iat, exp, sub } = payload;
  if (typeof sub !== 'string' || !sub) throw new TokenRejected('no sub');
  if (typeof exp !== 'number') throw new TokenRejected('no exp');
  if (typeof iat !== 'number') throw new TokenRejected('no iat');
  if (iat > nowSeconds + CLOCK_SKEW_SECONDS) throw new TokenRejected('iat in the future');
  const use = payload.token_use;
  if (!isTokenUse(use)) throw new TokenRejected('unknown token_use');
  if (options.capLifetime && exp - iat > MAX_LIFETIME_SECONDS[use])
    throw new TokenRejected('lifetime too long');
  const client = use === 'id' ? payload.aud : payload.client_id;
  if (client !== audience.clientId) throw new TokenRejected('token of another client');
  return payload as VerifiedToken;
}
