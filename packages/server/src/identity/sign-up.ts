import { UsernameSchema } from '@convene/contract';
import { z } from 'zod';
import type { OrganizationRecord } from '../context';
import { isUniqueViolation } from '../db/client';
import { enqueueEmail } from '../mail/mailer';
import { insertLoginWithAccount } from '../modules/logins/index';
import { CognitoError, IDENTITY_MESSAGES } from './cognito-error';
import { sendCode } from './code-delivery';
import { checkCode, consumeCode, issueCode } from './codes';
import { hashNewPassword, requirePasswordPolicy } from './credentials';
import { codeDeliveryDetails, codeMail, requestLocale } from './identity-mail';
import {
  findLoginByUsername,
  isAccountUsernameTaken,
  markConfirmed,
  type LoginRow,
} from './identity.repository';
import { organizationForClient, type IdentityContext } from './identity-context';
import type { ActionRequest } from './protocol';
import {
  answerExistingSignUp,
  preventsUserExistenceErrors,
  simulatedCodeDelivery,
  unknownUserCodeError,
} from './user-existence';

const EmailSchema = z.email();

function invalidParameter(message: string): CognitoError {
  return new CognitoError('InvalidParameterException', message);
}

function violatedConstraint(error: unknown): string {
  const withConstraint = error as { constraint?: string; cause?: { constraint?: string } } | null;
  return withConstraint?.constraint ?? withConstraint?.cause?.constraint ?? '';
}

/** Names follow the profile's limit (80 characters, as `PUT /self` allows). */
const NAME_MAX = 80;
function nameAttribute(attributes: Map<string, string>, name: string): string | null {
  const value = attributes.get(name)?.trim();
  if (value && value.length > NAME_MAX)
    throw invalidParameter(`${name}: must be at most ${NAME_MAX} characters`);
  return value || null;
}

/** The sign-up payload as Cognito carries it: the email as Username, the account username as preferred_username. */
function signUpFields(request: ActionRequest<'SignUp'>) {
  const email = request.Username.toLowerCase();
  if (!EmailSchema.safeParse(email).success)
    throw invalidParameter('Invalid email address format.');
  const attributes = new Map(request.UserAttributes.map((item) => [item.Name, item.Value]));
  const emailAttribute = attributes.get('email');
  if (emailAttribute !== undefined && emailAttribute.trim().toLowerCase() !== email)
    throw invalidParameter('The email attribute must be the same address as the Username.');
  const preferred = attributes.get('preferred_username');
  if (preferred === undefined)
    throw invalidParameter(
      'Attributes did not conform to the schema: preferred_username: The attribute is required',
    );
  const username = UsernameSchema.safeParse(preferred);
  if (!username.success)
    throw invalidParameter(
      `preferred_username: ${username.error.issues[0]?.message ?? 'Invalid username'}`,
    );
  return {
    email,
    username: username.data,
    firstName: nameAttribute(attributes, 'given_name'),
    lastName: nameAttribute(attributes, 'family_name'),
  };
}

export interface NewSignUp {
  email: string;
  username: string;
  firstName: string | null;
  lastName: string | null;
  passwordHash: string;
  /** The new account's locale, and the language of the confirmation mail. */
  locale: string;
}

/**
 * Creates the login (unconfirmed) and its primary account in one transaction, with the
 * confirmation code and its mail: all of it happens, or none. Two sign-ups racing for one
 * email or username both pass the checks before it; the unique indexes decide here.
 */
export async function createSignUp(
  ctx: IdentityContext,
  organization: OrganizationRecord,
  fields: NewSignUp,
): Promise<LoginRow> {
  try {
    return await ctx.services.db.transaction(async (tx) => {
      const created = await insertLoginWithAccount(tx, {
        organizationId: organization.id,
        email: fields.email,
        passwordHash: fields.passwordHash,
        confirmed: false,
        attributes: { email: fields.email, preferred_username: fields.username },
        account: {
          username: fields.username,
          firstName: fields.firstName,
          lastName: fields.lastName,
          locale: fields.locale,
        },
      });
      const code = await issueCode(tx, {
        organizationId: organization.id,
        loginId: created.login.id,
        purpose: 'confirm',
        now: ctx.now,
      });
      await enqueueEmail(
        tx,
        organization.id,
        codeMail(organization, fields.email, 'confirm', code, fields.locale),
      );
      return created.login;
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    if (violatedConstraint(error).startsWith('logins_'))
      throw new CognitoError('UsernameExistsException', IDENTITY_MESSAGES.emailExists);
    throw invalidParameter(IDENTITY_MESSAGES.usernameTaken);
  }
}

export async function signUp(ctx: IdentityContext, request: ActionRequest<'SignUp'>) {
  const organization = await organizationForClient(ctx, request.ClientId);
  const fields = signUpFields(request);
  requirePasswordPolicy(request.Password);
  const { db } = ctx.services;
  const requested = request.ClientMetadata?.locale;
  const protect = preventsUserExistenceErrors(organization);
  const existing = await findLoginByUsername(db, organization.id, fields.email);
  if (existing) {
    // Unconfirmed or confirmed, the same answer, as Cognito gives.
    if (!protect) throw new CognitoError('UsernameExistsException', IDENTITY_MESSAGES.emailExists);
    // The hash a new sign-up computes, so that the answer takes as long.
    await hashNewPassword(ctx, request.Password);
    return answerExistingSignUp(ctx, organization, existing, requested);
  }
  if (await isAccountUsernameTaken(db, organization.id, fields.username))
    throw invalidParameter(IDENTITY_MESSAGES.usernameTaken);
  const passwordHash = await hashNewPassword(ctx, request.Password);
  const locale = requestLocale(organization, requested);
  let login: LoginRow;
  try {
    login = await createSignUp(ctx, organization, { ...fields, passwordHash, locale });
  } catch (error) {
    // A sign-up that raced another with the same email loses the same way.
    const raced =
      protect && error instanceof CognitoError && error.type === 'UsernameExistsException'
        ? await findLoginByUsername(db, organization.id, fields.email)
        : undefined;
    if (!raced) throw error;
    return answerExistingSignUp(ctx, organization, raced, requested);
  }
  return {
    UserConfirmed: false,
    UserSub: login.sub,
    CodeDeliveryDetails: codeDeliveryDetails(login.email),
  };
}

export async function confirmSignUp(ctx: IdentityContext, request: ActionRequest<'ConfirmSignUp'>) {
  const organization = await organizationForClient(ctx, request.ClientId);
  const { db } = ctx.services;
  const login = await findLoginByUsername(db, organization.id, request.Username);
  if (!login) throw unknownUserCodeError(organization);
  if (login.confirmed)
    throw new CognitoError('NotAuthorizedException', IDENTITY_MESSAGES.userAlreadyConfirmed);
  const codeId = await checkCode(db, {
    loginId: login.id,
    purpose: 'confirm',
    code: request.ConfirmationCode,
    now: ctx.now,
  });
  await db.transaction(async (tx) => {
    await consumeCode(tx, codeId, ctx.now);
    await markConfirmed(tx, login.id);
  });
  return {};
}

export async function resendConfirmationCode(
  ctx: IdentityContext,
  request: ActionRequest<'ResendConfirmationCode'>,
) {
  const organization = await organizationForClient(ctx, request.ClientId);
  const login = await findLoginByUsername(ctx.services.db, organization.id, request.Username);
  if (!login) return simulatedCodeDelivery(ctx, organization, request.Username, 'confirm');
  if (login.confirmed) throw invalidParameter(IDENTITY_MESSAGES.userAlreadyConfirmedResend);
  return sendCode(ctx, organization, login, 'confirm', request.ClientMetadata?.locale);
}
