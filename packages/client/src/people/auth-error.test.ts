import { describe, expect, it } from 'vitest';
import {
  AUTH_DEFAULT_MESSAGES,
  AuthError,
  IdentityNetworkError,
  IdentityProviderError,
  toAuthError,
  type AuthOperation,
} from './auth-error';

const provider = (type: string | undefined, message = 'provider text') =>
  new IdentityProviderError(type, message, 400);

describe('toAuthError', () => {
  it('has the nine per-operation default messages', () => {
    expect(AUTH_DEFAULT_MESSAGES).toEqual({
      signIn: 'Sign in failed',
      signUp: 'Sign up failed',
      changePassword: 'Password change failed',
      respondToChallenge: 'Challenge response failed',
      confirmSignUp: 'Confirmation failed',
      forgotPassword: 'Forgot password failed',
      confirmForgotPassword: 'Password reset failed',
      resendConfirmationCode: 'Resend code failed',
      refresh: 'Token refresh failed',
    });
  });

  it.each([
    ['UserNotFoundException', 'User does not exist.'],
    ['UserNotConfirmedException', 'Account not verified. Please check your email'],
    ['CodeMismatchException', 'Invalid verification code'],
    ['ExpiredCodeException', 'Verification code has expired'],
    ['InvalidPasswordException', 'Password does not meet requirements'],
    ['UsernameExistsException', 'An account with this email already exists'],
    ['TooManyRequestsException', 'Too many attempts. Please try again later'],
    ['LimitExceededException', 'Too many attempts. Please try again later'],
  ])('maps %s to %j whatever the operation', (type, message) => {
    for (const operation of Object.keys(AUTH_DEFAULT_MESSAGES) as AuthOperation[]) {
      expect(toAuthError(provider(type), operation)).toMatchObject({ code: type, message });
    }
  });

  it('keeps the provider message of NotAuthorizedException, else the default', () => {
    expect(
      toAuthError(provider('NotAuthorizedException', 'Incorrect username or password.'), 'signIn')
        .message,
    ).toBe('Incorrect username or password.');
    expect(toAuthError(provider('NotAuthorizedException', ''), 'changePassword').message).toBe(
      'Password change failed',
    );
  });

  it('puts UsernameExistsException on the email field on sign-up only', () => {
    expect(toAuthError(provider('UsernameExistsException'), 'signUp').field).toBe('email');
    expect(toAuthError(provider('UsernameExistsException'), 'confirmSignUp').field).toBeUndefined();
  });

  it('codes a failed request NetworkError', () => {
    expect(
      toAuthError(new IdentityNetworkError(new TypeError('Failed to fetch')), 'forgotPassword'),
    ).toMatchObject({
      code: 'NetworkError',
      message: 'Network error. Please check your connection',
    });
  });

  it('defaults the code to UnknownError, or TokenRefreshError on refresh', () => {
    expect(toAuthError(new Error('boom'), 'signIn')).toMatchObject({
      code: 'UnknownError',
      message: 'Sign in failed',
    });
    expect(toAuthError(provider(undefined), 'confirmSignUp')).toMatchObject({
      code: 'UnknownError',
      message: 'Confirmation failed',
    });
    expect(toAuthError(provider(undefined), 'refresh')).toMatchObject({
      code: 'TokenRefreshError',
      message: 'Token refresh failed',
    });
    expect(toAuthError(provider('InternalErrorException'), 'refresh')).toMatchObject({
      code: 'InternalErrorException',
      message: 'Token refresh failed',
    });
  });

  it('keeps the original error and passes an AuthError through', () => {
    const original = provider('CodeMismatchException');
    expect(toAuthError(original, 'confirmSignUp').originalError).toBe(original);
    const already = new AuthError('INVALID_INPUT', 'Email is required', undefined, 'email');
    expect(toAuthError(already, 'signUp')).toBe(already);
  });
});
