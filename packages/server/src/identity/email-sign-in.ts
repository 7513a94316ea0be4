import { randomBytes } from 'node:crypto';
import type { OrganizationRecord } from '../context';
import { isUniqueViolation } from '../db/client';
import { insertLoginWithAccount } from '../modules/logins/index';
import { sendCode } from './code-delivery';
import { checkCode, consumeCode } from './codes';
import { hashNewPassword } from './credentials';
import type { IdentityContext } from './identity-context';
import { tokensFor } from './identity-context';
import { codeDeliveryDetails, requestLocale } from './identity-mail';
import {
  findLoginByUsername,
  recordSignIn,
  replacePassword,
  type LoginRow,
} from './identity.repository';
import type { IssuedTokens } from './tokens';
import { unknownUserCodeError } from './user-existence';

/**
 * Passwordless sign-in by email (email registration, decision 0069): a code to the address,
 * and the login it proves. An address with no login gets one first — unconfirmed, with the
 * name given, and a password nobody knows (a random secret, hashed like any password): the
 * member sets one later with "forgot password". Every step answers the same whether the
 * address had a login or not, and takes as long (one password hash either way).
 */

/** A password nobody is ever told: the login has no usable password until it sets one. */
function unknownPassword(ctx: IdentityContext): Promise<string> {
  return hashNewPassword(ctx, randomBytes(32).toString('base64url'));
}

/** `ada.lovelace@…` → `ada-lovelace-3f9a1c`: unique enough, and valid as a username. */
function usernameFor(email: string): string {
  const local = (email.split('@')[0] ?? '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 20)
    .replace(/-+$/, '');
  return `${local || 'member'}-${randomBytes(4).toString('hex')}`;
}

/** "Ada Lovelace" → first name Ada, last name Lovelace; one word is a first name. */
function nameParts(name: string): { firstName: string; lastName: string | null } {
  const [first = '', ...rest] = name.trim().split(/\s+/);
  return { firstName: first, lastName: rest.length > 0 ? rest.join(' ') : null };
}

async function createEmailLogin(
  ctx: IdentityContext,
  organization: OrganizationRecord,
  input: { email: string; name: string; locale: string; passwordHash: string },
): Promise<LoginRow> {
  try {
    // One transaction: a username taken after the login was written leaves no login behind.
    const created = await ctx.services.db.transaction((tx) =>
      insertLoginWithAccount(tx, {
        organizationId: organization.id,
        email: input.email,
        passwordHash: input.passwordHash,
        confirmed: false,
        attributes: { email: input.email },
        account: {
          username: usernameFor(input.email),
          ...nameParts(input.name),
          locale: input.locale,
        },
      }),
    );
    return created.login;
  } catch (error) {
    // Another request made the login first (or, once in a while, the username was taken):
    // the address's login, whoever made it.
    if (!isUniqueViolation(error)) throw error;
    const raced = await findLoginByUsername(ctx.services.db, organization.id, input.email);
    if (!raced) throw error;
    return raced;
  }
}

/**
 * Mails a sign-in code to `email`, making its login first when it has none. At most
 * `MAX_CODES_PER_HOUR` codes per login and hour (LimitExceededException), the same limit
 * for a new address and a known one.
 */
export async function sendEmailSignInCode(
  ctx: IdentityContext,
  organization: OrganizationRecord,
  input: { email: string; name: string; locale?: string | undefined },
) {
  const email = input.email.trim().toLowerCase();
  // Hashed for both, so that a known address answers as slowly as a new one.
  const passwordHash = await unknownPassword(ctx);
  const login =
    (await findLoginByUsername(ctx.services.db, organization.id, email)) ??
    (await createEmailLogin(ctx, organization, {
      email,
      name: input.name,
      locale: requestLocale(organization, input.locale),
      passwordHash,
    }));
  await sendCode(ctx, organization, login, 'signIn', input.locale);
  return codeDeliveryDetails(email);
}

/**
 * Checks and uses the code mailed to `email`, and signs the login in: confirmed by the
 * code, and, when it was not confirmed yet, with its password replaced by an unknown one —
 * a password set by whoever signed up with the address before was never proven to be its
 * owner's. Wrong: CodeMismatchException; none, used or expired: ExpiredCodeException; too
 * many guesses: LimitExceededException.
 */
export async function signInWithEmailCode(
  ctx: IdentityContext,
  organization: OrganizationRecord,
  input: { email: string; code: string },
): Promise<{ login: LoginRow; tokens: IssuedTokens }> {
  const { db } = ctx.services;
  const found = await findLoginByUsername(db, organization.id, input.email.trim());
  if (!found) throw unknownUserCodeError(organization);
  const codeId = await checkCode(db, {
    loginId: found.id,
    purpose: 'signIn',
    code: input.code,
    now: ctx.now,
  });
  const passwordHash = found.confirmed ? undefined : await unknownPassword(ctx);
  const login = await db.transaction(async (tx) => {
    await consumeCode(tx, codeId, ctx.now);
    const confirmed = passwordHash
      ? await replacePassword(tx, found.id, passwordHash, { confirm: true })
      : undefined;
    await recordSignIn(tx, found.id, ctx.now);
    return confirmed ?? found;
  });
  return { login, tokens: await tokensFor(ctx, organization, login) };
}
