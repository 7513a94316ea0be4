import { z } from 'zod';
import { CognitoError } from './cognito-error';

/**
 * The request bodies of the ten actions, as the Cognito user-pool JSON 1.1 protocol
 * sends them. Unknown members (AnalyticsMetadata …) are ignored; of `ClientMetadata`, the
 * actions that mail a code read `locale`, the language of the mail.
 */
const required = z.string().min(1);
const password = z.string().min(1).max(256);
const username = z.string().trim().min(1).max(128);
const code = z.string().trim().min(1).max(2048);
const attribute = z.object({ Name: required, Value: z.string().max(2048) });
const clientMetadata = z.record(z.string(), z.string().max(2048)).optional();

export const ACTION_SCHEMAS = {
  InitiateAuth: z.object({
    AuthFlow: required,
    ClientId: required,
    AuthParameters: z.record(z.string(), z.string()).default({}),
  }),
  RespondToAuthChallenge: z.object({
    ClientId: required,
    ChallengeName: required,
    Session: z.string().optional(),
    ChallengeResponses: z.record(z.string(), z.string()).default({}),
  }),
  SignUp: z.object({
    ClientId: required,
    Username: username,
    Password: password,
    UserAttributes: z.array(attribute).max(50).default([]),
    ClientMetadata: clientMetadata,
  }),
  ConfirmSignUp: z.object({ ClientId: required, Username: username, ConfirmationCode: code }),
  ResendConfirmationCode: z.object({
    ClientId: required,
    Username: username,
    ClientMetadata: clientMetadata,
  }),
  ForgotPassword: z.object({
    ClientId: required,
    Username: username,
    ClientMetadata: clientMetadata,
  }),
  ConfirmForgotPassword: z.object({
    ClientId: required,
    Username: username,
    ConfirmationCode: code,
    Password: password,
  }),
  ChangePassword: z.object({
    AccessToken: required,
    PreviousPassword: password,
    ProposedPassword: password,
  }),
  GlobalSignOut: z.object({ AccessToken: required }),
  RevokeToken: z.object({
    Token: required,
    ClientId: required.max(128),
    ClientSecret: z.string().max(64).optional(),
  }),
} as const;

export type IdentityAction = keyof typeof ACTION_SCHEMAS;
export type ActionRequest<A extends IdentityAction> = z.infer<(typeof ACTION_SCHEMAS)[A]>;

export const TARGET_PREFIX = 'AWSCognitoIdentityProviderService.';

export function isIdentityAction(name: string): name is IdentityAction {
  return Object.hasOwn(ACTION_SCHEMAS, name);
}

/** The action named by `X-Amz-Target`, or InvalidParameterException. */
export function actionOf(target: string | undefined): IdentityAction {
  const name = target?.startsWith(TARGET_PREFIX) ? target.slice(TARGET_PREFIX.length) : undefined;
  if (!name || !isIdentityAction(name))
    throw new CognitoError(
      'InvalidParameterException',
      target
        ? `Unknown operation ${target}`
        : `The X-Amz-Target header is required (${TARGET_PREFIX}<Action>)`,
    );
  return name;
}

/** Parses an action's body; the first problem becomes InvalidParameterException. */
export function parseRequest<A extends IdentityAction>(action: A, body: unknown): ActionRequest<A> {
  const parsed = ACTION_SCHEMAS[action].safeParse(body ?? {});
  if (parsed.success) return parsed.data as ActionRequest<A>;
  const issue = parsed.error.issues[0];
  const path = issue?.path.join('.') ?? '';
  const missing =
    issue?.code === 'invalid_type' && issue.input === undefined
      ? true
      : issue?.code === 'too_small';
  throw new CognitoError(
    'InvalidParameterException',
    missing
      ? `Missing required parameter ${path}`
      : `1 validation error detected: Value at '${path}' failed to satisfy constraint: ${issue?.message ?? 'invalid value'}`,
  );
}
