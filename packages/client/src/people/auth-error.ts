/** The identity operations, each with its default failure message. */
export const AUTH_DEFAULT_MESSAGES = {
  signIn: 'Sign in failed',
  signUp: 'Sign up failed',
  changePassword: 'Password change failed',
  respondToChallenge: 'Challenge response failed',
  confirmSignUp: 'Confirmation failed',
  forgotPassword: 'Forgot password failed',
  confirmForgotPassword: 'Password reset failed',
  resendConfirmationCode: 'Resend code failed',
  refresh: 'Token refresh failed',
} as const;
export type AuthOperation = keyof typeof AUTH_DEFAULT_MESSAGES;

/** Client-side rule codes and the codes used when the provider names no error. */
export const AUTH_CODES = {
  invalidInput: 'INVALID_INPUT',
  invalidPassword: 'INVALID_PASSWORD',
  accessTokenNotFound: 'ACCESS_TOKEN_NOT_FOUND',
  network: 'NetworkError',
  unknown: 'UnknownError',
  tokenRefresh: 'TokenRefreshError',
} as const;

export const AUTH_MESSAGES = {
  emailAndPasswordRequired: 'Email and password are required',
  emailRequired: 'Email is required',
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password must be at least 8 characters long',
  noAccessToken: 'No valid access token available',
  network: 'Network error. Please check your connection',
} as const;

/** The friendly mapping; NotAuthorizedException keeps the provider's own message. */
const FRIENDLY_MESSAGES: Readonly<Record<string, string>> = {
  UserNotFoundException: 'User does not exist.',
  UserNotConfirmedException: 'Account not verified. Please check your email',
  CodeMismatchException: 'Invalid verification code',
  ExpiredCodeException: 'Verification code has expired',
  InvalidPasswordException: 'Password does not meet requirements',
  UsernameExistsException: 'An account with this email already exists',
  TooManyRequestsException: 'Too many attempts. Please try again later',
  LimitExceededException: 'Too many attempts. Please try again later',
  [AUTH_CODES.network]: AUTH_MESSAGES.network,
};

/** An identity provider's error answer: `{ "__type", "message" }`, or an unreadable one (type undefined). */
export class IdentityProviderError extends Error {
  readonly type: string | undefined;
  readonly status: number;

  constructor(type: string | undefined, message: string, status: number) {
    super(message);
    this.name = 'IdentityProviderError';
    this.type = type;
    this.status = status;
  }
}

/** A request that got no answer at all. */
export class IdentityNetworkError extends Error {
  constructor(cause: unknown) {
    super(AUTH_MESSAGES.network, { cause });
    this.name = 'IdentityNetworkError';
  }
}

export class AuthError extends Error {
  readonly code: string;
  readonly originalError: unknown;
  readonly field: string | undefined;

  constructor(code: string, message: string, originalError?: unknown, field?: string) {
    super(message);
    this.name = 'AuthError';
    this.code = code;
    this.originalError = originalError;
    this.field = field;
  }
}

/** Turns whatever an identity operation threw into an AuthError with its friendly wording. */
export function toAuthError(error: unknown, operation: AuthOperation): AuthError {
  if (error instanceof AuthError) return error;
  const fallbackCode = operation === 'refresh' ? AUTH_CODES.tokenRefresh : AUTH_CODES.unknown;
  const code =
    error instanceof IdentityNetworkError
      ? AUTH_CODES.network
      : error instanceof IdentityProviderError
        ? (error.type ?? fallbackCode)
        : fallbackCode;
  const providerMessage = error instanceof IdentityProviderError ? error.message : '';
  const message =
    code === 'NotAuthorizedException'
      ? providerMessage || AUTH_DEFAULT_MESSAGES[operation]
      : (FRIENDLY_MESSAGES[code] ?? AUTH_DEFAULT_MESSAGES[operation]);
  const field = code === 'UsernameExistsException' && operation === 'signUp' ? 'email' : undefined;
  return new AuthError(code, message, error, field);
}
