import { localeNotFoundMessage, type Self, type UpdateSelfBody } from '@convene/contract';
import {
  requireAccount,
  requireActiveAccount,
  requireLogin,
  type RequestContext,
} from '../../context';
import { transaction } from '../../db/retry';
import { AppError } from '../../lib/app-error';
import {
  AVATAR_SIZE,
  BANNER_SIZE,
  deleteStoredImage,
  processImage,
  storeImage,
} from '../../storage/images';
import {
  accountTierFields,
  assertUsernameAvailable,
  deleteAccount,
  findAccountById,
  releaseFollowCounters,
  setAccountImage,
  toSelf,
  updateAccount,
  usernameConflict,
  type AccountRow,
} from '../accounts/index';
import { releaseActivityCounters } from '../activities/index';
import { deleteAccountOfLogin, findLoginLink } from '../logins/index';

/** The folder of an account's images in storage. */
export function accountImageFolder(accountId: string): string {
  return `accounts/${accountId}`;
}

/** A locale must be one of the organization's config.LOCALES: 400 'Locale xx not found' otherwise. */
export function assertLocaleOffered(ctx: RequestContext, locale: string, field = 'locale'): void {
  if (!ctx.organization.config.LOCALES.includes(locale))
    throw new AppError('VALIDATION', localeNotFoundMessage(locale), { field });
}

async function selfOf(ctx: RequestContext, row: AccountRow): Promise<Self> {
  const login = requireLogin(ctx);
  const [link, tiers] = await Promise.all([
    findLoginLink(ctx.db, ctx.scope, login.id, row.id),
    accountTierFields(ctx.db, ctx.scope, [row.id]),
  ]);
  return toSelf(row, { primary: link?.primary ?? false, tiers: tiers.get(row.id) });
}

async function actingAccountRow(ctx: RequestContext, accountId: string): Promise<AccountRow> {
  const row = await findAccountById(ctx.db, ctx.scope, accountId);
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
    await assertUsernameAvailable(ctx.db, ctx.scope, body.username, {
      exceptAccountId: account.id,
    });
  const changes = Object.fromEntries(
    Object.entries(body).filter(([, value]) => value !== undefined),
  ) as UpdateSelfBody;
  let row: AccountRow | undefined;
  try {
    row =
      Object.keys(changes).length === 0
        ? await findAccountById(ctx.db, ctx.scope, account.id)
        : await updateAccount(ctx.db, ctx.scope, account.id, changes);
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
  const row = await setAccountImage(ctx.db, ctx.scope, account.id, kind, image);
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
  const scope = ctx.scope;
  const organizationId = ctx.organization.id;
  const { deleted, loginDeleted } = await transaction(ctx, (tx) =>
    deleteAccountOfLogin(tx, scope, { loginId: login.id, accountId: account.id }, async () => {
      // Counters this account fed (followers, likes, comments) drop before the cascade.
      await releaseFollowCounters(tx, scope, account.id);
      await releaseActivityCounters(tx, scope, account.id);
      const row = await deleteAccount(tx, scope, account.id);
      if (!row) throw new AppError('NO_ACCOUNT_SELECTED');
      return row;
    }),
  );
  const folder = accountImageFolder(deleted.id);
  for (const image of [deleted.image, deleted.banner])
    if (image) await deleteStoredImage(ctx.storage, organizationId, folder, image.id);
  return { loginDeleted };
}

/** `PUT /login/account/locale`: the acting account's locale, one of config.LOCALES. */
export async function updateAccountLocale(ctx: RequestContext, locale: string): Promise<Self> {
  requireAccount(ctx);
  assertLocaleOffered(ctx, locale);
  return updateSelf(ctx, { locale });
}
