import {
  ACCOUNT_MESSAGES,
  localeNotFoundMessage,
  type Self,
  type UpdateSelfBody,
} from '@convene/contract';
import {
  requireAccount,
  requireActiveAccount,
  requireLogin,
  type RequestContext,
} from '../../context';
import { isUniqueViolation, type Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import {
  AVATAR_SIZE,
  BANNER_SIZE,
  deleteStoredImage,
  processImage,
  storeImage,
} from '../../storage/images';
import { releaseAccountCounters } from '../accounts/account-deletion';
import { toSelf } from '../accounts/account-view';
import {
  deleteLogin,
  findLink,
  listAccountsOfLogin,
  listPrimaryLoginIdsOfAccount,
  promoteOldestLink,
} from '../logins/logins.repository';
import {
  deleteAccount,
  findAccountById,
  isUsernameTaken,
  setAccountImage,
  updateAccount,
  type AccountRow,
} from './self.repository';

/** The folder of an account's images in storage. */
export function accountImageFolder(accountId: string): string {
  return `accounts/${accountId}`;
}

/** 409 'Username already taken' (field username) when another account of the organization has it. */
export async function assertUsernameAvailable(
  db: Executor,
  organizationId: string,
  username: string,
  options: { exceptAccountId?: string; field?: string } = {},
): Promise<void> {
  if (await isUsernameTaken(db, organizationId, username, options.exceptAccountId))
    throw new AppError('CONFLICT', ACCOUNT_MESSAGES.usernameTaken, {
      field: options.field ?? 'username',
    });
}

/** A locale must be one of the organization's config.LOCALES: 400 'Locale xx not found' otherwise. */
export function assertLocaleOffered(ctx: RequestContext, locale: string, field = 'locale'): void {
  if (!ctx.organization.config.LOCALES.includes(locale))
    throw new AppError('VALIDATION', localeNotFoundMessage(locale), { field });
}

/** The unique index is the last word when two requests race for one username. */
export function usernameConflict(error: unknown, field = 'username'): unknown {
  return isUniqueViolation(error)
    ? new AppError('CONFLICT', ACCOUNT_MESSAGES.usernameTaken, { field, cause: error })
    : error;
}

async function selfOf(ctx: RequestContext, row: AccountRow): Promise<Self> {
  const login = requireLogin(ctx);
  const link = await findLink(ctx.db, ctx.organization.id, login.id, row.id);
  return toSelf(row, { primary: link?.primary ?? false });
}

async function actingAccountRow(ctx: RequestContext, accountId: string): Promise<AccountRow> {
  const row = await findAccountById(ctx.db, ctx.organization.id, accountId);
  // The account was deleted between authentication and now.
  if (!row) throw new AppError('NO_ACCOUNT_SELECTED');
  return row;
}

/** `GET /self`: the acting account (executeAs, else the login's primary account). */
export async function getSelf(ctx: RequestContext): Promise<Self> {
  const account = requireAccount(ctx);
  return selfOf(ctx, await actingAccountRow(ctx, account.id));
}

/** `PUT /self`: the editable profile fields; username unique, locale offered by the organization. */
export async function updateSelf(ctx: RequestContext, body: UpdateSelfBody): Promise<Self> {
  const account = requireActiveAccount(ctx);
  if (body.locale !== undefined) assertLocaleOffered(ctx, body.locale);
  if (body.username !== undefined)
    await assertUsernameAvailable(ctx.db, ctx.organization.id, body.username, {
      exceptAccountId: account.id,
    });
  const changes = Object.fromEntries(
    Object.entries(body).filter(([, value]) => value !== undefined),
  ) as UpdateSelfBody;
  let row: AccountRow | undefined;
  try {
    row =
      Object.keys(changes).length === 0
        ? await findAccountById(ctx.db, ctx.organization.id, account.id)
        : await updateAccount(ctx.db, ctx.organization.id, account.id, changes);
  } catch (error) {
    throw usernameConflict(error);
  }
  if (!row) throw new AppError('NO_ACCOUNT_SELECTED');
  return selfOf(ctx, row);
}

/**
 * `PUT /self/image` and `PUT /self/banner`: re-encode (avatar 512×512, banner 1500×500,
 * WebP), store under `<organizationId>/accounts/<accountId>/`, save on the account and
 * remove the image it replaces.
 */
export async function updateSelfImage(
  ctx: RequestContext,
  kind: 'image' | 'banner',
  buffer: string,
): Promise<Self> {
  const account = requireActiveAccount(ctx);
  const previous = await actingAccountRow(ctx, account.id);
  const size = kind === 'image' ? AVATAR_SIZE : BANNER_SIZE;
  const processed = await processImage(buffer, {
    field: 'buffer',
    resize: { ...size, fit: 'cover' },
  });
  const folder = accountImageFolder(account.id);
  const image = await storeImage(ctx.storage, ctx.organization.id, folder, processed);
  const row = await setAccountImage(ctx.db, ctx.organization.id, account.id, kind, image);
  if (!row) {
    await deleteStoredImage(ctx.storage, ctx.organization.id, folder, image.id);
    throw new AppError('NO_ACCOUNT_SELECTED');
  }
  const replaced = kind === 'image' ? previous.image : previous.banner;
  if (replaced) await deleteStoredImage(ctx.storage, ctx.organization.id, folder, replaced.id);
  return selfOf(ctx, row);
}

/**
 * `DELETE /self`: deletes the acting account. When it was the request's login's only
 * account the login goes too (the token then answers 401); every login that had it as
 * primary account gets its oldest remaining account as primary.
 */
export async function deleteSelf(ctx: RequestContext): Promise<{ loginDeleted: boolean }> {
  const account = requireAccount(ctx);
  const login = requireLogin(ctx);
  const organizationId = ctx.organization.id;
  const { deleted, loginDeleted } = await ctx.db.transaction(async (tx) => {
    const held = await findLink(tx, organizationId, login.id, account.id);
    const primaryOf = await listPrimaryLoginIdsOfAccount(tx, organizationId, account.id);
    // Counters this account fed (followers, likes, comments) drop before the cascade.
    await releaseAccountCounters(tx, { organizationId, accountId: account.id });
    const row = await deleteAccount(tx, organizationId, account.id);
    if (!row) throw new AppError('NO_ACCOUNT_SELECTED');
    let removedLogin = false;
    if (held && (await listAccountsOfLogin(tx, organizationId, login.id)).length === 0) {
      await deleteLogin(tx, organizationId, login.id);
      removedLogin = true;
    }
    // Every login that had it as primary account falls back to its oldest remaining one.
    for (const loginId of primaryOf)
      if (!(removedLogin && loginId === login.id))
        await promoteOldestLink(tx, organizationId, loginId);
    return { deleted: row, loginDeleted: removedLogin };
  });
  const folder = accountImageFolder(deleted.id);
  for (const image of [deleted.image, deleted.banner])
    if (image) await deleteStoredImage(ctx.storage, organizationId, folder, image.id);
  return { loginDeleted };
}
