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
import { organizationForClient, requirePoolUser, type IdentityContext } from './identity-context';
import type { ActionRequest } from './protocol';

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
  // An unconfirmed email answers the same as a confirmed one, as Cognito does: resend the code instead.
  if (await findLoginByUsername(db, organization.id, fields.email))
    throw new CognitoError('UsernameExistsException', IDENTITY_MESSAGES.emailExists);
  if (await isAccountUsernameTaken(db, organization.id, fields.username))
    throw invalidParameter(IDENTITY_MESSAGES.usernameTaken);
  const passwordHash = await hashNewPassword(ctx, request.Password);
  const locale = requestLocale(organization, request.ClientMetadata?.locale);
  const login = await createSignUp(ctx, organization, { ...fields, passwordHash, locale });
  return {
    UserConfirmed: false,
    UserSub: login.sub,
    CodeDeliveryDetails: codeDeliveryDetails(login.email),
  };
}

export async function confirmSignUp(ctx: IdentityContext, request: ActionRequest<'ConfirmSignUp'>) {
  const organization = await organizationForClient(ctx, request.ClientId);
  const login = await requirePoolUser(ctx, organization, request.Username);
  if (login.confirmed)
    throw new CognitoError('NotAuthorizedException', IDENTITY_MESSAGES.userAlreadyConfirmed);
  const { db } = ctx.services;
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
  const login = await requirePoolUser(ctx, organization, request.Username);
  if (login.confirmed) throw invalidParameter(IDENTITY_MESSAGES.userAlreadyConfirmedResend);
  return sendCode(ctx, organization, login, 'confirm', request.ClientMetadata?.locale);
}
