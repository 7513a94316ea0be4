import { isUuid, MESSAGES } from '@convene/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { ActingAccount, AuthLogin, OrganizationRecord, Services } from '../context';
import type { Database } from '../db/client';
import { accounts, loginAccounts, logins } from '../db/schema/index';
import { AppError } from '../lib/app-error';
import { preparedStatement } from '../lib/prepared';
import { cognitoVerifier } from './cognito-verifier';
import type { VerifiedToken } from './keys';
import { tokenAudience } from './tokens';
import { VerifiedTokenCache } from './verified-token-cache';

export interface Authentication {
  login: AuthLogin | null;
  account: ActingAccount | null;
}

const ANONYMOUS: Authentication = { login: null, account: null };
const accountColumns = {
  id: accounts.id,
  username: accounts.username,
  disabled: accounts.disabled,
};

/** One verifier (and JWKS cache) per Cognito pool and client. */
const cognitoVerifiers = new Map<string, (token: string) => Promise<VerifiedToken>>();

/** Access tokens this node has verified, by organization, pool, client and token. */
export const verifiedAccessTokens = new VerifiedTokenCache();

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

/**
 * An access token of the organization, verified once and then trusted from the cache for at
 * most a minute (never past its `exp`). The key names the pool and client it was verified
 * for, so a token is never trusted for another organization or after the client id changed.
 */
async function verifyAccessToken(
  services: Services,
  organization: OrganizationRecord,
  token: string,
): Promise<VerifiedToken> {
  const key = `${organization.id} ${organization.userPoolId} ${organization.identityClientId} ${token}`;
  const cached = verifiedAccessTokens.get(key);
  if (cached) return cached;
  let payload: VerifiedToken;
  try {
    payload = await verifyToken(services, organization, token);
  } catch {
    throw new AppError('UNAUTHORIZED', 'Invalid or expired token');
  }
  if (payload.token_use !== 'access')
    throw new AppError('UNAUTHORIZED', 'An access token is required');
  verifiedAccessTokens.set(key, payload);
  return payload;
}

/**
 * Whether the login still honours the token: our access tokens carry the login's token
 * version (`ver`, 0 when absent), which sign-out everywhere and a password change raise.
 * Cognito's tokens carry none; Cognito revokes them itself.
 */
function revoked(services: Services, payload: VerifiedToken, tokenVersion: number): boolean {
  if (services.config.COGNITO_USER_POOL_ID) return false;
  const ver = typeof payload.ver === 'number' ? payload.ver : 0;
  return ver !== tokenVersion;
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
 * The login behind a verified access token, and the account it acts for: the `executeAs`
 * account when the login holds it (or is an organization admin and the account is of the
 * organization), else the login's primary account (ARCHITECTURE §5). An `executeAs` the
 * login may not use is refused (403), never silently replaced by the primary account.
 */
export async function authenticate(
  services: Services,
  organization: OrganizationRecord,
  authorization: string | undefined,
  executeAs: string | undefined,
): Promise<Authentication> {
  const token = bearer(authorization);
  if (!token) return ANONYMOUS;
  const payload = await verifyAccessToken(services, organization, token);

  const { db } = services;
  const wanted = executeAs?.trim() || undefined;
  const forbidden = () =>
    new AppError('FORBIDDEN', MESSAGES.executeAsNotAllowed, { field: 'executeAs' });
  if (wanted && !isUuid(wanted)) {
    // Still a 401 for a token of no login; the account cannot be anyone's.
    await requireLogin(services, organization, payload);
    throw forbidden();
  }
  // One round trip in the common case: the login with the account it asks for (the
  // executeAs account when it holds it, else its primary one), a prepared statement.
  const [found] = await loginStatement(db, wanted !== undefined).execute({
    organizationId: organization.id,
    sub: payload.sub,
    accountId: wanted ?? null,
  });
  if (!found || revoked(services, payload, found.tokenVersion))
    throw new AppError('UNAUTHORIZED', 'Invalid or expired token');
  const { login } = found;
  if (found.account) return { login, account: found.account };
  if (!wanted) return { login, account: null };

  // An executeAs the login does not hold: any account of the organization for an admin.
  if (login.admin) {
    const [any] = await db
      .select(accountColumns)
      .from(accounts)
      .where(and(eq(accounts.organizationId, organization.id), eq(accounts.id, wanted)));
    if (any) return { login, account: any };
  }
  throw forbidden();
}

async function requireLogin(
  services: Services,
  organization: OrganizationRecord,
  payload: VerifiedToken,
): Promise<void> {
  const [row] = await services.db
    .select({ tokenVersion: logins.tokenVersion })
    .from(logins)
    .where(and(eq(logins.organizationId, organization.id), eq(logins.sub, payload.sub)));
  if (!row || revoked(services, payload, row.tokenVersion))
    throw new AppError('UNAUTHORIZED', 'Invalid or expired token');
}
