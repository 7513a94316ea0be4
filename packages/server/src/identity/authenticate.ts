import { isUuid, MESSAGES } from '@convene/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { ActingAccount, AuthLogin, OrganizationRecord, Services } from '../context';
import type { Database } from '../db/client';
import { accounts, loginAccounts, logins, revokedTokenOrigins } from '../db/schema/index';
import { AppError } from '../lib/app-error';
import { ExpiringMemo } from '../lib/expiring-memo';
import { preparedStatement } from '../lib/prepared';
import type { DataVersions } from '../tenancy/data-versions';
import { cognitoVerifier } from './cognito-verifier';
import type { VerifiedToken } from './keys';
import { originOf, tokenVersionOf } from './revocation';
import { tokenAudience } from './tokens';
import { VERIFIED_TOKEN_MAX, VerifiedTokenCache } from './verified-token-cache';

export interface Authentication {
  login: AuthLogin | null;
  account: ActingAccount | null;
  /** The signed-in token's version and origin (what revokes it); null when anonymous. */
  standing: TokenStanding | null;
}

const ANONYMOUS: Authentication = { login: null, account: null, standing: null };
const accountColumns = {
  id: accounts.id,
  username: accounts.username,
  disabled: accounts.disabled,
};

/** One verifier (and JWKS cache) per Cognito pool and client. */
const cognitoVerifiers = new Map<string, (token: string) => Promise<VerifiedToken>>();

/** Access and id tokens this node has verified, by organization, pool, client and token. */
export const verifiedAccessTokens = new VerifiedTokenCache();

/** How long a node trusts what a token was found to speak for, at one data version. */
export const STANDING_TTL_MS = 5_000;

/**
 * What each signed-in token speaks for (its login, the account it acts as, its standing),
 * by organization, data version, `executeAs` and token (decision 0076): a member's requests
 * cost one statement each, not two. Every write that changes what a token speaks for moves
 * the organization's data version on before its answer leaves: an API write (an account
 * disabled, deleted or linked) and every revocation (`announceRevocation`: sign-out, a
 * password change or reset). So a revoked token is refused at once on every node sharing
 * the versions (Redis); a change made outside the API (the CLI, a script) within
 * STANDING_TTL_MS. The signature and `exp` are checked on every request before this cache.
 */
const signedInStandings = new ExpiringMemo<Authentication>(STANDING_TTL_MS, VERIFIED_TOKEN_MAX);

export const USER_TOKEN_REQUIRED = 'An access token or an ID token is required';

/** A token of the organization (its issuer, client id and keys), or a throw. */
async function verifyToken(
  services: Services,
  organization: OrganizationRecord,
  token: string,
): Promise<VerifiedToken> {
  const { config, keys } = services;
  if (config.COGNITO_USER_POOL_ID) {
    const clientId = config.COGNITO_CLIENT_ID ?? organization.identityClientId;
    const cacheKey = `${config.COGNITO_REGION}/${config.COGNITO_USER_POOL_ID}/${clientId}`;
    let verify = cognitoVerifiers.get(cacheKey);
    if (!verify) {
      verify = cognitoVerifier({
        region: config.COGNITO_REGION,
        userPoolId: config.COGNITO_USER_POOL_ID,
        clientId,
      });
      cognitoVerifiers.set(cacheKey, verify);
    }
    return verify(token);
  }
  // A key of the organization, its issuer and its client id: a token of another
  // organization's pool fails all three.
  return keys.verify(token, tokenAudience(config, organization));
}

/** Each organization record's token scope, written once per record, not on every request. */
const tokenScopes = new WeakMap<OrganizationRecord, string>();

/** The organization, pool and client a token is verified for: the cache's scope of it. */
function tokenScopeOf(organization: OrganizationRecord): string {
  let scope = tokenScopes.get(organization);
  if (scope === undefined) {
    scope = `${organization.id} ${organization.userPoolId} ${organization.identityClientId}`;
    tokenScopes.set(organization, scope);
  }
  return scope;
}

/**
 * An access or id token of the organization (either authenticates, as API Gateway's
 * Cognito authorizer accepts both: `token_use` checked, and the app client of each kind —
 * `client_id` of an access token, `aud` of an id token), verified once and then trusted
 * from the cache for at most a minute (never past its `exp`). Only the signature and
 * claims are cached: revocation is read per request with the login (`revokedToken`). The
 * key names the pool and client it was verified for, so a token is never trusted for
 * another organization or after the client id changed.
 */
async function verifyUserToken(
  services: Services,
  organization: OrganizationRecord,
  token: string,
): Promise<VerifiedToken> {
  const scope = tokenScopeOf(organization);
  const cached = verifiedAccessTokens.getFor(scope, token);
  if (cached) return cached;
  let payload: VerifiedToken;
  try {
    payload = await verifyToken(services, organization, token);
  } catch {
    throw new AppError('UNAUTHORIZED', 'Invalid or expired token');
  }
  if (payload.token_use !== 'access' && payload.token_use !== 'id')
    throw new AppError('UNAUTHORIZED', USER_TOKEN_REQUIRED);
  verifiedAccessTokens.setFor(scope, token, payload);
  return payload;
}

/** What a live session needs to know of its token to hear that it was revoked. */
export interface TokenStanding {
  tokenVersion: number;
  originJti: string | undefined;
}

function standingOf(services: Services, payload: VerifiedToken): TokenStanding {
  // Cognito's tokens carry no version of ours and Cognito revokes them itself.
  if (services.config.COGNITO_USER_POOL_ID) return { tokenVersion: 0, originJti: undefined };
  return { tokenVersion: tokenVersionOf(payload), originJti: originOf(payload) };
}

/**
 * Whether the token is revoked (decision 0050): issued under an older token version of the
 * login (sign-out everywhere, a password change), or minted from a revoked refresh token.
 */
function revokedToken(
  services: Services,
  standing: TokenStanding,
  found: { tokenVersion: number; originRevoked: boolean },
): boolean {
  if (services.config.COGNITO_USER_POOL_ID) return false;
  return standing.tokenVersion !== found.tokenVersion || found.originRevoked;
}

/** `authorization` is accepted raw or with a `Bearer ` prefix. */
export function bearer(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const token = header.startsWith('Bearer ') ? header.slice('Bearer '.length) : header;
  return token.trim() || undefined;
}

/**
 * The login of a token's subject with the account it acts for, joined: every signed-in
 * request reads it, so it is prepared once per database (lib/prepared.ts) in its two
 * shapes, the primary account or the `executeAs` one.
 */
function loginStatement(db: Database, executeAs: boolean) {
  const name = executeAs ? 'authenticate_execute_as' : 'authenticate_primary';
  return preparedStatement(db, name, () =>
    db
      .select({
        login: { id: logins.id, email: logins.email, admin: logins.admin },
        tokenVersion: logins.tokenVersion,
        // Whether the refresh token the token was minted from is revoked (RevokeToken).
        originRevoked: sql<boolean>`exists (select 1 from ${revokedTokenOrigins} where ${revokedTokenOrigins.originJti} = ${sql.placeholder('originJti')})`,
        account: accountColumns,
      })
      .from(logins)
      .leftJoin(
        loginAccounts,
        and(
          eq(loginAccounts.loginId, logins.id),
          executeAs
            ? eq(loginAccounts.accountId, sql.placeholder('accountId'))
            : eq(loginAccounts.primary, true),
        ),
      )
      .leftJoin(accounts, eq(accounts.id, loginAccounts.accountId))
      .where(
        and(
          eq(logins.organizationId, sql.placeholder('organizationId')),
          eq(logins.sub, sql.placeholder('sub')),
        ),
      )
      .prepare(name),
  );
}

/**
 * Refuses (401) a token that is not a valid one of the organization, from the verified-token
 * cache when it can, without reading its login: for routes whose answer is the same for
 * everyone (lib/endpoint-route.ts, `signInUnused`), where a revoked but unexpired token may
 * read what anyone may.
 */
export async function checkTokenOnly(
  services: Services,
  organization: OrganizationRecord,
  authorization: string | undefined,
): Promise<void> {
  const token = bearer(authorization);
  if (token) await verifyUserToken(services, organization, token);
}

/**
 * The login behind a verified access token, and the account it acts for: the `executeAs`
 * account when the login holds it (or is an organization admin and the account is of the
 * organization), else the login's primary account (docs/architecture.md#identity). An `executeAs` the
 * login may not use is refused (403), never silently replaced by the primary account.
 * `versions`: the data versions as the request reads them (`versionsReadOnce`).
 */
export async function authenticate(
  services: Services,
  organization: OrganizationRecord,
  authorization: string | undefined,
  executeAs: string | undefined,
  versions: DataVersions = services.versions,
): Promise<Authentication> {
  const token = bearer(authorization);
  if (!token) return ANONYMOUS;
  const payload = await verifyUserToken(services, organization, token);
  const wanted = executeAs?.trim() || undefined;
  const version = await versions.current(organization.id);
  return signedInStandings.get(
    `${organization.id}\u0000${version}\u0000${wanted ?? ''}\u0000${token}`,
    () => readAuthentication(services, organization, payload, wanted),
  );
}

/** The login of a verified token and the account it acts as, read from the database. */
async function readAuthentication(
  services: Services,
  organization: OrganizationRecord,
  payload: VerifiedToken,
  wanted: string | undefined,
): Promise<Authentication> {
  const standing = standingOf(services, payload);
  const { db } = services;
  const forbidden = () =>
    new AppError('FORBIDDEN', MESSAGES.executeAsNotAllowed, { field: 'executeAs' });
  // An executeAs that is no id cannot be anyone's: the primary account is read only to
  // answer 401 rather than 403 for a token of no login.
  const asks = wanted !== undefined && isUuid(wanted) ? wanted : undefined;
  // One round trip in the common case: the login with the account it asks for (the
  // executeAs account when it holds it, else its primary one) and whether the token's
  // origin is revoked, a prepared statement.
  const [found] = await loginStatement(db, asks !== undefined).execute({
    organizationId: organization.id,
    sub: payload.sub,
    accountId: asks ?? null,
    originJti: standing.originJti ?? null,
  });
  if (!found || revokedToken(services, standing, found))
    throw new AppError('UNAUTHORIZED', 'Invalid or expired token');
  if (wanted !== undefined && asks === undefined) throw forbidden();
  const { login } = found;
  if (found.account) return { login, account: found.account, standing };
  if (!wanted) return { login, account: null, standing };

  // An executeAs the login does not hold: any account of the organization for an admin.
  if (login.admin) {
    const [any] = await db
      .select(accountColumns)
      .from(accounts)
      .where(and(eq(accounts.organizationId, organization.id), eq(accounts.id, wanted)));
    if (any) return { login, account: any, standing };
  }
  throw forbidden();
}
