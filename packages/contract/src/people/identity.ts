import { z } from 'zod';
import { UsernameSchema } from './account';

/** The identity provider's region. */
export const IDENTITY_REGION = 'us-east-1';

export const COGNITO_EXCEPTIONS = [
  'NotAuthorizedException',
  'UserNotFoundException',
  'UsernameExistsException',
  'UserNotConfirmedException',
  'CodeMismatchException',
  'ExpiredCodeException',
  'InvalidPasswordException',
  'LimitExceededException',
  'TooManyRequestsException',
  'InvalidParameterException',
] as const;
export type CognitoException = (typeof COGNITO_EXCEPTIONS)[number];

/** Identity service password policy: 8+ characters with lowercase, uppercase, digit and symbol. */
export const PASSWORD_MIN = 8;
export function passwordProblems(password: string): string[] {
  const problems: string[] = [];
  if (password.length < PASSWORD_MIN)
    problems.push(`Password must have length greater than or equal to ${PASSWORD_MIN}`);
  if (!/[a-z]/.test(password)) problems.push('Password must have lowercase characters');
  if (!/[A-Z]/.test(password)) problems.push('Password must have uppercase characters');
  if (!/[0-9]/.test(password)) problems.push('Password must have numeric characters');
  if (!/[^A-Za-z0-9]/.test(password)) problems.push('Password must have symbol characters');
  return problems;
}

/** Lifetimes, in seconds. */
export const TOKEN_TTL = { access: 60 * 60, id: 60 * 60, refresh: 30 * 24 * 60 * 60 } as const;
export const CODE_TTL = { confirmation: 24 * 60 * 60, reset: 60 * 60, signIn: 15 * 60 } as const;
/** A token is valid only while now < exp − 300 s. */
export const TOKEN_EXPIRY_MARGIN_SECONDS = 300;

/** Sign-up payload: email, password, username. */
export const SignUpPayloadSchema = z.object({
  email: z.string().trim().email(),
  password: z.string().min(1),
  username: UsernameSchema,
});
export type SignUpPayload = z.infer<typeof SignUpPayloadSchema>;
