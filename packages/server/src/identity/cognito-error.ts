import type { CognitoException } from '@convene/contract';

/**
 * The exception names this endpoint answers with: the ten of the contract, plus those
 * Cognito itself uses for an unknown client id, a server fault, and RevokeToken's refusals.
 */
export type IdentityExceptionName =
  | CognitoException
  | 'ResourceNotFoundException'
  | 'InternalErrorException'
  | 'UnauthorizedException'
  | 'UnsupportedTokenTypeException';

/** Cognito's own wording, so that clients written against Cognito read the same text. */
export const IDENTITY_MESSAGES = {
  userDoesNotExist: 'User does not exist.',
  userNotFoundForClient: 'Username/client id combination not found.',
  incorrectPassword: 'Incorrect username or password.',
  passwordAttemptsExceeded: 'Password attempts exceeded',
  userNotConfirmed: 'User is not confirmed.',
  userAlreadyConfirmed: 'User cannot be confirmed. Current status is CONFIRMED',
  userAlreadyConfirmedResend: 'User is already confirmed.',
  emailExists: 'An account with the given email already exists.',
  usernameTaken: 'Username already taken',
  codeMismatch: 'Invalid verification code provided, please try again.',
  codeExpired: 'Invalid code provided, please request a code again.',
  attemptLimit: 'Attempt limit exceeded, please try after some time.',
  rateExceeded: 'Rate exceeded',
  refreshRevoked: 'Refresh Token has been revoked',
  refreshInvalid: 'Invalid Refresh Token',
  accessTokenInvalid: 'Invalid Access Token',
  accessTokenRevoked: 'Access Token has been revoked',
  tokenInvalid: 'Invalid token',
  tokenTypeUnsupported: 'Unsupported token type',
  invalidSession: 'Invalid session for the user.',
  resetUnverified:
    'Cannot reset password for the user as there is no registered/verified email or phone_number',
  resetForceChange: 'User password cannot be reset in the current state.',
  internal: 'Something went wrong',
  /** A body nested too deeply or holding too many values (the input boundary's limits). */
  bodyTooComplex: 'The request body is nested too deeply or holds too many values',
} as const;

/** A failure of an identity action: HTTP 400 with `__type` and `message`, as Cognito answers. */
export class CognitoError extends Error {
  constructor(
    readonly type: IdentityExceptionName,
    message: string,
  ) {
    super(message);
    this.name = type;
  }
}
