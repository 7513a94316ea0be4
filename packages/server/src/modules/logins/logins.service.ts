import {
  ACCOUNT_MESSAGES,
  type AccountLogin,
  type CreateLoginAccountBody,
  type ListQuery,
  type Login,
  type Self,
  type VerifyLoginAccountBody,
  type VerifyLoginAccountResult,
} from '@convene/contract';
import {
  requireAccount,
  requireActiveAccount,
  requireLogin,
  type RequestContext,
} from '../../context';
import type { Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { pageWindow, parseOrderBy } from '../../lib/envelope';
import type { Scope } from '../../tenancy/scope';
import {
  accountTierFields,
  assertUsernameAvailable,
  isUsernameAvailable,
  toSelf,
  usernameConflict,
} from '../accounts/index';
import {
  countLoginsOfAccount,
  deleteLink,
  deleteLogin,
  findLink,
  findLoginByEmail,
  findLoginById,
  insertAccountForLogin,
  insertLink,
  listAccountsOfLogin,
  listLoginsOfAccount,
  listPrimaryLoginIdsOfAccount,
  loginHasPrimary,
  promoteOldestLink,
  type LoginLink,
} from './logins.repository';

/** `GET /login`: the token's login with every account it holds (executeAs plays no part). */
export async function getLogin(ctx: RequestContext): Promise<Login> {
  const auth = requireLogin(ctx);
  const login = await findLoginById(ctx.db, ctx.scope, auth.id);
  if (!login) throw new AppError('UNAUTHORIZED');
  const links = await listAccountsOfLogin(ctx.db, ctx.scope, login.id);
  const tiers = await accountTierFields(
    ctx.db,
    ctx.scope,
    links.map((link) => link.account.id),
  );
  return {
    id: login.id,
    sub: login.sub,
    email: login.email,
    verified: login.confirmed,
    admin: login.admin,
    lastLoginAt: login.lastLoginAt?.toISOString() ?? null,
    createdAt: login.createdAt.toISOString(),
    accounts: links.map((link) =>
      toSelf(link.account, { primary: link.primary, tiers: tiers.get(link.account.id) }),
    ),
  };
}

/** `GET /login/account/logins`: the logins that share the acting account. */
export async function listAccountLogins(
  ctx: RequestContext,
  query: ListQuery,
): Promise<AccountLogin[]> {
  const account = requireAccount(ctx);
  const login = requireLogin(ctx);
  const rows = await listLoginsOfAccount(ctx.db, ctx.scope, account.id, {
    ...pageWindow(query),
    search: query.search,
    orderBy: parseOrderBy(query.orderBy, ['createdAt', 'email'] as const, {
      field: 'createdAt',
      direction: 'asc',
    }),
  });
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    primary: row.primary,
    current: row.id === login.id,
    createdAt: row.createdAt.toISOString(),
  }));
}

/**
 * `POST /login/account`: another account for the token's login. Needs no acting account
 * (a login without one creates its first here); it becomes primary when the login has none.
 */
export async function createLoginAccount(
  ctx: RequestContext,
  body: CreateLoginAccountBody,
): Promise<Self> {
  const login = requireLogin(ctx);
  const organizationId = ctx.organization.id;
  const scope = ctx.scope;
  const { config } = ctx.organization;
  const locale = config.LOCALES.includes(ctx.locale) ? ctx.locale : config.DEFAULT_LOCALE;
  const field = 'account.username';
  await assertUsernameAvailable(ctx.db, scope, body.account.username, { field });
  try {
    return await ctx.db.transaction(async (tx) => {
      const primary = !(await loginHasPrimary(tx, scope, login.id));
      const account = await insertAccountForLogin(tx, {
        organizationId,
        loginId: login.id,
        primary,
        account: {
          username: body.account.username,
          firstName: body.account.firstName ?? null,
          lastName: body.account.lastName ?? null,
          bio: body.account.bio ?? null,
          email: login.email,
          locale,
        },
      });
      return toSelf(account, { primary });
    });
  } catch (error) {
    throw usernameConflict(error, field);
  }
}

/**
 * `POST /login/account/verify`: checks an account payload without creating anything.
 * An invalid username is a 400 naming the field (schema); a valid one answers whether
 * it is still free.
 */
export async function verifyLoginAccount(
  ctx: RequestContext,
  body: VerifyLoginAccountBody,
): Promise<VerifyLoginAccountResult> {
  requireLogin(ctx);
  return { available: await isUsernameAvailable(ctx.db, ctx.scope, body.account.username) };
}

/** The other login named by its identity username (its email), in this organization only. */
async function otherLogin(ctx: RequestContext, username: string) {
  const login = await findLoginByEmail(ctx.db, ctx.scope, username);
  if (!login) throw new AppError('NOT_FOUND', ACCOUNT_MESSAGES.loginNotFound);
  return login;
}

/** `POST /login/account/{username}`: shares the acting account with another login. */
export async function shareAccount(ctx: RequestContext, username: string): Promise<AccountLogin[]> {
  const account = requireActiveAccount(ctx);
  const target = await otherLogin(ctx, username);
  const scope = ctx.scope;
  if (await findLink(ctx.db, scope, target.id, account.id))
    throw new AppError('CONFLICT', ACCOUNT_MESSAGES.alreadyShared);
  try {
    await insertLink(ctx.db, {
      organizationId: scope.organizationId,
      loginId: target.id,
      accountId: account.id,
      primary: !(await loginHasPrimary(ctx.db, scope, target.id)),
    });
  } catch (error) {
    throw new AppError('CONFLICT', ACCOUNT_MESSAGES.alreadyShared, { cause: error });
  }
  return listAccountLogins(ctx, { page: 1, pageSize: 100 });
}

/**
 * `DELETE /login/account/{username}`: unshares the acting account from a login. The
 * primary link (the account a login signed up with) stays, and an account keeps at least
 * one login.
 */
export async function unshareAccount(
  ctx: RequestContext,
  username: string,
): Promise<AccountLogin[]> {
  const account = requireActiveAccount(ctx);
  const target = await otherLogin(ctx, username);
  const scope = ctx.scope;
  await ctx.db.transaction(async (tx) => {
    const link = await findLink(tx, scope, target.id, account.id);
    if (!link) throw new AppError('NOT_FOUND', ACCOUNT_MESSAGES.notShared);
    if (link.primary) throw new AppError('CONFLICT', ACCOUNT_MESSAGES.primaryLogin);
    if ((await countLoginsOfAccount(tx, scope, account.id)) <= 1)
      throw new AppError('CONFLICT', ACCOUNT_MESSAGES.lastLogin);
    await deleteLink(tx, scope, target.id, account.id);
  });
  return listAccountLogins(ctx, { page: 1, pageSize: 100 });
}

/** The link between a login and an account (whether it is the login's primary), if any. */
export function findLoginLink(
  db: Executor,
  scope: Scope,
  loginId: string,
  accountId: string,
): Promise<LoginLink | undefined> {
  return findLink(db, scope, loginId, accountId);
}

/**
 * Deletes an account with `deleteAccount` (its links go by cascade) in the caller's
 * transaction, and settles the logins around it: the request's login goes too when it
 * held no other account, and every login that had the account as primary gets its
 * oldest remaining one as primary.
 */
export async function deleteAccountOfLogin<T>(
  tx: Executor,
  scope: Scope,
  ids: { loginId: string; accountId: string },
  deleteAccount: () => Promise<T>,
): Promise<{ deleted: T; loginDeleted: boolean }> {
  const held = await findLink(tx, scope, ids.loginId, ids.accountId);
  const primaryOf = await listPrimaryLoginIdsOfAccount(tx, scope, ids.accountId);
  const deleted = await deleteAccount();
  let loginDeleted = false;
  if (held && (await listAccountsOfLogin(tx, scope, ids.loginId)).length === 0) {
    await deleteLogin(tx, scope, ids.loginId);
    loginDeleted = true;
  }
  for (const loginId of primaryOf)
    if (!(loginDeleted && loginId === ids.loginId)) await promoteOldestLink(tx, scope, loginId);
  return { deleted, loginDeleted };
}
