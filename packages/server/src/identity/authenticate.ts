import { isUuid } from '@convene/contract';
import { and, eq } from 'drizzle-orm';
import type { ActingAccount, AuthLogin, OrganizationRecord, Services } from '../context';
import { accounts, loginAccounts, logins } from '../db/schema/index';
import { AppError } from '../lib/app-error';
import { cognitoVerifier, type VerifiedToken } from './keys';
import { issuerFor } from './tokens';

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

let verifyWithCognito: ((token: string) => Promise<VerifiedToken>) | undefined;

async function verifyAccessToken(
  services: Services,
  organization: OrganizationRecord,
  token: string,
): Promise<VerifiedToken> {
  const { config, keys } = services;
  if (config.COGNITO_USER_POOL_ID) {
    verifyWithCognito ??= cognitoVerifier(config.COGNITO_REGION, config.COGNITO_USER_POOL_ID);
    return verifyWithCognito(token);
  }
  const payload = await keys.verify(token, issuerFor(config, organization));
  // A token of another organization's pool is signed by the same key: the client id tells them apart.
  if (payload.client_id !== organization.identityClientId)
    throw new Error('token of another client');
  return payload;
}

/** `authorization` is accepted raw or with a `Bearer ` prefix. */
export function bearer(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const token = header.startsWith('Bearer ') ? header.slice('Bearer '.length) : header;
  return token.trim() || undefined;
}

/**
 * The login behind a verified access token, and the account it acts for: the
 * `executeAs` account when the login holds it (or is an organization admin), else
 * the login's primary account (ARCHITECTURE §5).
 */
export async function authenticate(
  services: Services,
  organization: OrganizationRecord,
  authorization: string | undefined,
  executeAs: string | undefined,
): Promise<Authentication> {
  const token = bearer(authorization);
  if (!token) return ANONYMOUS;
  let payload: VerifiedToken;
  try {
    payload = await verifyAccessToken(services, organization, token);
  } catch {
    throw new AppError('UNAUTHORIZED', 'Invalid or expired token');
  }
  if (payload.token_use !== 'access')
    throw new AppError('UNAUTHORIZED', 'An access token is required');

  const { db } = services;
  const wanted = executeAs && isUuid(executeAs) ? executeAs : undefined;
  // One round trip in the common case: the login with the account it asks for (the
  // executeAs account when it holds it, else its primary one).
  const [found] = await db
    .select({
      login: { id: logins.id, email: logins.email, admin: logins.admin },
      account: accountColumns,
    })
    .from(logins)
    .leftJoin(
      loginAccounts,
      and(
        eq(loginAccounts.loginId, logins.id),
        wanted ? eq(loginAccounts.accountId, wanted) : eq(loginAccounts.primary, true),
      ),
    )
    .leftJoin(accounts, eq(accounts.id, loginAccounts.accountId))
    .where(and(eq(logins.organizationId, organization.id), eq(logins.sub, payload.sub)));
  if (!found) throw new AppError('UNAUTHORIZED', 'Invalid or expired token');
  const { login } = found;
  if (found.account) return { login, account: found.account };
  if (!wanted) return { login, account: null };

  // An executeAs the login does not hold: any account of the organization for an admin,
  // else the primary account.
  if (login.admin) {
    const [any] = await db
      .select(accountColumns)
      .from(accounts)
      .where(and(eq(accounts.organizationId, organization.id), eq(accounts.id, wanted)));
    if (any) return { login, account: any };
  }
  const [primary] = await db
    .select(accountColumns)
    .from(loginAccounts)
    .innerJoin(accounts, eq(accounts.id, loginAccounts.accountId))
    .where(and(eq(loginAccounts.loginId, login.id), eq(loginAccounts.primary, true)));
  return { login, account: primary ?? null };
}
