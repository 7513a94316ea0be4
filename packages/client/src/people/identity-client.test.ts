import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthError } from './auth-error';
import {
  createIdentityClient,
  identityOptionsOf,
  type IdentityClientOptions,
} from './identity-client';
import { createSessionCipher } from './session-cipher';
import { jwtExpiringIn } from '../test/jwt';
import { createTokenStorage, storageKeys } from './token-storage';

const ORG = 'org-1';
const NOW = Date.UTC(2026, 10, 21, 12, 0, 0);
const ENDPOINT = 'http://localhost:3000/identity';
const keys = storageKeys(ORG);

type Reply =
  { status?: number; body?: unknown; text?: string; headers?: Record<string, string> } | Error;
type Handler = (body: Record<string, unknown>) => Reply;

function fakeProvider(handlers: Partial<Record<string, Handler>>) {
  const calls: {
    action: string;
    body: Record<string, unknown>;
    headers: Record<string, string>;
    url: string;
  }[] = [];
  const fetchMock = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    const headers = init?.headers as Record<string, string>;
    const action = headers['X-Amz-Target']?.replace('AWSCognitoIdentityProviderService.', '') ?? '';
    const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
    calls.push({ action, body, headers, url: String(url) });
    const handler = handlers[action];
    if (!handler) throw new Error(`unexpected ${action}`);
    const reply = handler(body);
    if (reply instanceof Error) throw reply;
    return new Response(reply.text ?? JSON.stringify(reply.body ?? {}), {
      status: reply.status ?? 200,
      headers: reply.headers,
    });
  });
  return { calls, fetchMock };
}

function providerError(type: string, message = 'provider text'): Reply {
  return { status: 400, body: { __type: type, message } };
}

function tokensReply(refresh?: string, claims: Record<string, unknown> = {}): Reply {
  return {
    body: {
      AuthenticationResult: {
        AccessToken: jwtExpiringIn(3600, NOW, { token_use: 'access' }),
        IdToken: jwtExpiringIn(3600, NOW, { email: 'ann@example.com', ...claims }),
        ...(refresh ? { RefreshToken: refresh } : {}),
        ExpiresIn: 3600,
      },
    },
  };
}

function setup(
  handlers: Partial<Record<string, Handler>>,
  options: Partial<IdentityClientOptions> = {},
) {
  const provider = fakeProvider(handlers);
  const storage = createTokenStorage(ORG, { cipher: createSessionCipher() });
  const client = createIdentityClient({
    endpoint: ENDPOINT,
    clientId: 'client-1',
    organizationId: ORG,
    storage,
    fetch: provider.fetchMock as unknown as typeof fetch,
    now: () => NOW,
    ...options,
  });
  return { ...provider, storage, client };
}

async function authError(promise: Promise<unknown>): Promise<AuthError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AuthError);
  return error as AuthError;
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => vi.restoreAllMocks());

describe('identity requests', () => {
  it('speak the user-pool JSON 1.1 protocol', async () => {
    const { calls, client } = setup({ InitiateAuth: () => tokensReply('r1') });
    await client.signIn('ann@example.com', 'Passw0rd!');
    expect(calls[0]).toMatchObject({
      url: ENDPOINT,
      action: 'InitiateAuth',
      headers: {
        'Content-Type': 'application/x-amz-json-1.1',
        'X-Amz-Target': 'AWSCognitoIdentityProviderService.InitiateAuth',
      },
      body: {
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: 'client-1',
        AuthParameters: { USERNAME: 'ann@example.com', PASSWORD: 'Passw0rd!' },
      },
    });
  });

  it('default to AWS Cognito in the identity region when the organization gives no URL', () => {
    const base = {
      ORGANIZATION_ID: 'o1',
      IDENTITY: { URL: '', REGION: 'us-east-1', CLIENT_ID: 'c1', USER_POOL_ID: 'p1' },
    };
    expect(identityOptionsOf(base)).toEqual({
      endpoint: 'https://cognito-idp.us-east-1.amazonaws.com/',
      clientId: 'c1',
      organizationId: 'o1',
    });
    expect(
      identityOptionsOf({ ...base, IDENTITY: { ...base.IDENTITY, URL: ENDPOINT } }).endpoint,
    ).toBe(ENDPOINT);
  });
});

describe('signIn', () => {
  it.each([
    ['', 'Passw0rd!'],
    ['   ', 'Passw0rd!'],
    ['ann@example.com', ''],
    ['ann@example.com', '  '],
  ])('needs a non-blank email and password (%j, %j)', async (email, password) => {
    const { fetchMock, client } = setup({});
    const error = await authError(client.signIn(email, password));
    expect(error).toMatchObject({
      code: 'INVALID_INPUT',
      message: 'Email and password are required',
    });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('stores the tokens and the id token claims as user data on success', async () => {
    const { storage, client } = setup({ InitiateAuth: () => tokensReply('r1') });
    const result = await client.signIn(' ann@example.com ', 'Passw0rd!');
    expect(result.signedIn).toBe(true);
    expect(localStorage.getItem(keys.accessToken)).toBe(result.tokens?.accessToken);
    expect(localStorage.getItem(keys.idToken)).toBe(result.tokens?.idToken);
    expect(localStorage.getItem(keys.refreshToken)).toBe('r1');
    expect(storage.getUserData()).toMatchObject({ email: 'ann@example.com' });
    expect(client.isAuthenticated()).toBe(true);
  });

  it('returns the challenge name and session of a challenge, storing nothing', async () => {
    const { client } = setup({
      InitiateAuth: () => ({
        body: {
          ChallengeName: 'NEW_PASSWORD_REQUIRED',
          Session: 'sess-1',
          ChallengeParameters: {},
        },
      }),
    });
    const result = await client.signIn('ann@example.com', 'Temp0rary!');
    expect(result).toMatchObject({
      signedIn: false,
      challengeName: 'NEW_PASSWORD_REQUIRED',
      session: 'sess-1',
      email: 'ann@example.com',
    });
    expect(localStorage.length).toBe(0);
  });

  it('keeps the provider message of NotAuthorizedException', async () => {
    const { client } = setup({
      InitiateAuth: () =>
        providerError('NotAuthorizedException', 'Incorrect username or password.'),
    });
    const error = await authError(client.signIn('ann@example.com', 'wrong-pass'));
    expect(error).toMatchObject({
      code: 'NotAuthorizedException',
      message: 'Incorrect username or password.',
      field: undefined,
    });
    expect(error.originalError).toMatchObject({ type: 'NotAuthorizedException', status: 400 });
  });

  it.each([
    ['UserNotFoundException', 'User does not exist.'],
    ['UserNotConfirmedException', 'Account not verified. Please check your email'],
    ['TooManyRequestsException', 'Too many attempts. Please try again later'],
    ['LimitExceededException', 'Too many attempts. Please try again later'],
    ['InvalidParameterException', 'Sign in failed'],
  ])('maps %s to %j', async (type, message) => {
    const { client } = setup({ InitiateAuth: () => providerError(type) });
    expect(await authError(client.signIn('ann@example.com', 'Passw0rd!'))).toMatchObject({
      code: type,
      message,
    });
  });

  it('reports a network failure', async () => {
    const { client } = setup({ InitiateAuth: () => new TypeError('Failed to fetch') });
    expect(await authError(client.signIn('ann@example.com', 'Passw0rd!'))).toMatchObject({
      code: 'NetworkError',
      message: 'Network error. Please check your connection',
    });
  });

  it('answers UnknownError and the default message to an unreadable error', async () => {
    const { client } = setup({
      InitiateAuth: () => ({ status: 502, text: '<html>Bad gateway</html>' }),
    });
    expect(await authError(client.signIn('ann@example.com', 'Passw0rd!'))).toMatchObject({
      code: 'UnknownError',
      message: 'Sign in failed',
    });
  });

  it('reads AWS-qualified error types and the error type header', async () => {
    const qualified = setup({
      InitiateAuth: () => providerError('com.amazonaws.cognito#UserNotFoundException'),
    });
    expect(await authError(qualified.client.signIn('a@b.c', 'Passw0rd!'))).toMatchObject({
      code: 'UserNotFoundException',
    });
    const header = setup({
      InitiateAuth: () => ({
        status: 400,
        body: {},
        headers: { 'x-amzn-ErrorType': 'UserNotConfirmedException:http://internal' },
      }),
    });
    expect(await authError(header.client.signIn('a@b.c', 'Passw0rd!'))).toMatchObject({
      code: 'UserNotConfirmedException',
    });
  });

  it('fails with the default when the provider answers neither tokens nor a challenge', async () => {
    const { client } = setup({ InitiateAuth: () => ({ body: {} }) });
    expect(await authError(client.signIn('ann@example.com', 'Passw0rd!'))).toMatchObject({
      code: 'UnknownError',
      message: 'Sign in failed',
    });
  });
});

describe('respondToChallenge', () => {
  it.each([
    ['NEW_PASSWORD_REQUIRED', 'NEW_PASSWORD'],
    ['SMS_MFA', 'SMS_MFA_CODE'],
    ['CUSTOM_CHALLENGE', 'ANSWER'],
    ['SOFTWARE_TOKEN_MFA', 'ANSWER'],
  ])('%s sends the answer as %s and stores returned tokens', async (challengeName, responseKey) => {
    const { calls, client } = setup({ RespondToAuthChallenge: () => tokensReply('r2') });
    const result = await client.respondToChallenge(
      { challengeName, session: 'sess-1', email: 'ann@example.com' },
      'answer-1',
    );
    expect(calls[0]?.body).toEqual({
      ClientId: 'client-1',
      ChallengeName: challengeName,
      Session: 'sess-1',
      ChallengeResponses: { [responseKey]: 'answer-1', USERNAME: 'ann@example.com' },
    });
    expect(result.signedIn).toBe(true);
    expect(localStorage.getItem(keys.refreshToken)).toBe('r2');
  });

  it('returns a further challenge without storing tokens', async () => {
    const { client } = setup({
      RespondToAuthChallenge: () => ({ body: { ChallengeName: 'SMS_MFA', Session: 'sess-2' } }),
    });
    const result = await client.respondToChallenge(
      { challengeName: 'NEW_PASSWORD_REQUIRED', session: 'sess-1' },
      'N3w!password',
    );
    expect(result).toMatchObject({ signedIn: false, challengeName: 'SMS_MFA', session: 'sess-2' });
    expect(localStorage.length).toBe(0);
  });

  it('fails with "Challenge response failed" by default and maps known errors', async () => {
    const generic = setup({
      RespondToAuthChallenge: () => providerError('InvalidParameterException'),
    });
    expect(
      await authError(
        generic.client.respondToChallenge({ challengeName: 'SMS_MFA', session: 's' }, '1'),
      ),
    ).toMatchObject({
      code: 'InvalidParameterException',
      message: 'Challenge response failed',
    });
    const mismatch = setup({
      RespondToAuthChallenge: () => providerError('CodeMismatchException'),
    });
    expect(
      await authError(
        mismatch.client.respondToChallenge({ challengeName: 'SMS_MFA', session: 's' }, '1'),
      ),
    ).toMatchObject({
      message: 'Invalid verification code',
    });
  });
});

describe('signUp', () => {
  it('needs an email (field email) and a password (field password)', async () => {
    const { fetchMock, client } = setup({});
    expect(
      await authError(client.signUp({ email: ' ', password: 'Passw0rd!', username: 'ann-lee' })),
    ).toMatchObject({
      message: 'Email is required',
      field: 'email',
    });
    expect(
      await authError(
        client.signUp({ email: 'ann@example.com', password: '', username: 'ann-lee' }),
      ),
    ).toMatchObject({
      message: 'Password is required',
      field: 'password',
    });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the email as username with the email and preferred_username attributes', async () => {
    const { calls, client } = setup({
      SignUp: () => ({ body: { UserConfirmed: false, UserSub: 'sub-1' } }),
    });
    await client.signUp({ email: 'ann@example.com', password: 'Passw0rd!', username: 'ann-lee' });
    expect(calls[0]?.body).toEqual({
      ClientId: 'client-1',
      Username: 'ann@example.com',
      Password: 'Passw0rd!',
      UserAttributes: [
        { Name: 'email', Value: 'ann@example.com' },
        { Name: 'preferred_username', Value: 'ann-lee' },
      ],
    });
  });

  it('asks for the confirmation mail in the given locale through ClientMetadata', async () => {
    const { calls, client } = setup({ SignUp: () => ({ body: { UserConfirmed: false } }) });
    await client.signUp({
      email: 'ann@example.com',
      password: 'Passw0rd!',
      username: 'ann-lee',
      locale: 'fr',
    });
    expect(calls[0]?.body).toMatchObject({ ClientMetadata: { locale: 'fr' } });
  });

  it('returns false and keeps the password encrypted in session storage when a code is awaited', async () => {
    const { storage, client } = setup({ SignUp: () => ({ body: { UserConfirmed: false } }) });
    expect(
      await client.signUp({ email: 'ann@example.com', password: 'Passw0rd!', username: 'ann-lee' }),
    ).toBe(false);
    const sealed = sessionStorage.getItem(keys.temporaryPassword);
    expect(sealed).toBeTruthy();
    expect(sealed).not.toContain('Passw0rd!');
    expect(await storage.readTemporaryPassword('ann@example.com')).toBe('Passw0rd!');
  });

  it('returns true and keeps nothing when the user is already confirmed', async () => {
    const { client } = setup({ SignUp: () => ({ body: { UserConfirmed: true } }) });
    expect(
      await client.signUp({ email: 'ann@example.com', password: 'Passw0rd!', username: 'ann-lee' }),
    ).toBe(true);
    expect(sessionStorage.length).toBe(0);
  });

  it('maps UsernameExistsException to the email field', async () => {
    const { client } = setup({
      SignUp: () =>
        providerError('UsernameExistsException', 'An account with the given email already exists.'),
    });
    expect(
      await authError(
        client.signUp({ email: 'ann@example.com', password: 'Passw0rd!', username: 'ann-lee' }),
      ),
    ).toMatchObject({
      code: 'UsernameExistsException',
      message: 'An account with this email already exists',
      field: 'email',
    });
  });

  it('maps InvalidPasswordException and defaults to "Sign up failed"', async () => {
    const weak = setup({ SignUp: () => providerError('InvalidPasswordException') });
    expect(
      await authError(weak.client.signUp({ email: 'a@b.c', password: 'x', username: 'ann-lee' })),
    ).toMatchObject({
      message: 'Password does not meet requirements',
      field: undefined,
    });
    const other = setup({
      SignUp: () => providerError('InvalidParameterException', 'Username already taken'),
    });
    const error = await authError(
      other.client.signUp({ email: 'a@b.c', password: 'Passw0rd!', username: 'ann-lee' }),
    );
    expect(error).toMatchObject({ code: 'InvalidParameterException', message: 'Sign up failed' });
    expect((error.originalError as Error).message).toBe('Username already taken');
  });
});

describe('confirmSignUp', () => {
  it('confirms, signs in with the kept password, then clears it', async () => {
    const { calls, client } = setup({
      SignUp: () => ({ body: { UserConfirmed: false } }),
      ConfirmSignUp: () => ({ body: {} }),
      InitiateAuth: () => tokensReply('r1'),
    });
    await client.signUp({ email: 'ann@example.com', password: 'Passw0rd!', username: 'ann-lee' });
    const result = await client.confirmSignUp('ann@example.com', ' 123456 ');
    expect(calls[1]?.body).toEqual({
      ClientId: 'client-1',
      Username: 'ann@example.com',
      ConfirmationCode: '123456',
    });
    expect(calls[2]?.body).toMatchObject({
      AuthParameters: { USERNAME: 'ann@example.com', PASSWORD: 'Passw0rd!' },
    });
    expect(result?.signedIn).toBe(true);
    expect(sessionStorage.length).toBe(0);
    expect(client.isAuthenticated()).toBe(true);
  });

  it('returns null when no password was kept (another tab, or after a reload)', async () => {
    const { calls, client } = setup({ ConfirmSignUp: () => ({ body: {} }) });
    expect(await client.confirmSignUp('ann@example.com', '123456')).toBeNull();
    expect(calls.map((call) => call.action)).toEqual(['ConfirmSignUp']);
  });

  it('keeps the password when the code is wrong, so the user can retry', async () => {
    const { storage, client } = setup({
      SignUp: () => ({ body: { UserConfirmed: false } }),
      ConfirmSignUp: () => providerError('CodeMismatchException'),
    });
    await client.signUp({ email: 'ann@example.com', password: 'Passw0rd!', username: 'ann-lee' });
    expect(await authError(client.confirmSignUp('ann@example.com', '000000'))).toMatchObject({
      code: 'CodeMismatchException',
      message: 'Invalid verification code',
    });
    expect(await storage.readTemporaryPassword('ann@example.com')).toBe('Passw0rd!');
  });

  it('maps ExpiredCodeException and defaults to "Confirmation failed"', async () => {
    const expired = setup({ ConfirmSignUp: () => providerError('ExpiredCodeException') });
    expect(await authError(expired.client.confirmSignUp('a@b.c', '1'))).toMatchObject({
      message: 'Verification code has expired',
    });
    const other = setup({ ConfirmSignUp: () => providerError('InternalErrorException') });
    expect(await authError(other.client.confirmSignUp('a@b.c', '1'))).toMatchObject({
      message: 'Confirmation failed',
    });
  });

  it('still reports the confirmation when the automatic sign-in fails, and clears the password', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { client } = setup({
      SignUp: () => ({ body: { UserConfirmed: false } }),
      ConfirmSignUp: () => ({ body: {} }),
      InitiateAuth: () => providerError('TooManyRequestsException'),
    });
    await client.signUp({ email: 'ann@example.com', password: 'Passw0rd!', username: 'ann-lee' });
    expect(await client.confirmSignUp('ann@example.com', '123456')).toBeNull();
    expect(sessionStorage.length).toBe(0);
  });
});

describe('codes and password reset', () => {
  it('resends the confirmation code and returns the delivery details', async () => {
    const details = { Destination: 'a***@e***', DeliveryMedium: 'EMAIL', AttributeName: 'email' };
    const { calls, client } = setup({
      ResendConfirmationCode: () => ({ body: { CodeDeliveryDetails: details } }),
    });
    expect(await client.resendConfirmationCode('ann@example.com')).toEqual(details);
    expect(calls[0]?.body).toEqual({ ClientId: 'client-1', Username: 'ann@example.com' });
  });

  it('resends the code in the given locale through ClientMetadata', async () => {
    const { calls, client } = setup({ ResendConfirmationCode: () => ({ body: {} }) });
    await client.resendConfirmationCode('ann@example.com', 'ja');
    expect(calls[0]?.body).toEqual({
      ClientId: 'client-1',
      Username: 'ann@example.com',
      ClientMetadata: { locale: 'ja' },
    });
  });

  it('defaults resend errors to "Resend code failed"', async () => {
    const { client } = setup({
      ResendConfirmationCode: () => providerError('InvalidParameterException'),
    });
    expect(await authError(client.resendConfirmationCode('a@b.c'))).toMatchObject({
      message: 'Resend code failed',
    });
  });

  it('sends a forgot-password code and returns the delivery details', async () => {
    const details = { Destination: 'a***@e***', DeliveryMedium: 'EMAIL' };
    const { calls, client } = setup({
      ForgotPassword: () => ({ body: { CodeDeliveryDetails: details } }),
    });
    expect(await client.forgotPassword('ann@example.com')).toEqual(details);
    expect(calls[0]).toMatchObject({
      action: 'ForgotPassword',
      body: { ClientId: 'client-1', Username: 'ann@example.com' },
    });
    expect(calls[0]?.body).not.toHaveProperty('ClientMetadata');
  });

  it('sends the forgot-password code in the given locale through ClientMetadata', async () => {
    const { calls, client } = setup({ ForgotPassword: () => ({ body: {} }) });
    await client.forgotPassword('ann@example.com', 'es');
    expect(calls[0]?.body).toEqual({
      ClientId: 'client-1',
      Username: 'ann@example.com',
      ClientMetadata: { locale: 'es' },
    });
  });

  it('maps forgot-password errors, defaulting to "Forgot password failed"', async () => {
    const limited = setup({ ForgotPassword: () => providerError('LimitExceededException') });
    expect(await authError(limited.client.forgotPassword('a@b.c'))).toMatchObject({
      message: 'Too many attempts. Please try again later',
    });
    const other = setup({ ForgotPassword: () => providerError('InvalidParameterException') });
    expect(await authError(other.client.forgotPassword('a@b.c'))).toMatchObject({
      message: 'Forgot password failed',
    });
  });

  it('confirms the reset with the code and the new password', async () => {
    const { calls, client } = setup({ ConfirmForgotPassword: () => ({ body: {} }) });
    await client.confirmForgotPassword('ann@example.com', '123456', 'N3w!passw');
    expect(calls[0]?.body).toEqual({
      ClientId: 'client-1',
      Username: 'ann@example.com',
      ConfirmationCode: '123456',
      Password: 'N3w!passw',
    });
  });

  it('needs a new password of at least 8 characters for the reset', async () => {
    const { fetchMock, client } = setup({});
    expect(
      await authError(client.confirmForgotPassword('a@b.c', '123456', '1234567')),
    ).toMatchObject({
      code: 'INVALID_PASSWORD',
      message: 'Password must be at least 8 characters long',
    });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('defaults reset errors to "Password reset failed"', async () => {
    const { client } = setup({
      ConfirmForgotPassword: () => providerError('InternalErrorException'),
    });
    expect(await authError(client.confirmForgotPassword('a@b.c', '1', '12345678'))).toMatchObject({
      message: 'Password reset failed',
    });
  });
});

describe('changePassword', () => {
  function signedIn(handlers: Partial<Record<string, Handler>> = {}) {
    const context = setup({ ChangePassword: () => ({ body: {} }), ...handlers });
    context.storage.storeTokens({ accessToken: jwtExpiringIn(3600, NOW), idToken: 'i' });
    return context;
  }

  it('needs a stored access token', async () => {
    const { fetchMock, client } = setup({});
    expect(await authError(client.changePassword('0ld!passw', 'N3w!passw'))).toMatchObject({
      code: 'ACCESS_TOKEN_NOT_FOUND',
      message: 'No valid access token available',
    });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it.each([
    ['1234567', 'N3w!passw'],
    ['0ld!passw', '1234567'],
  ])('needs both passwords of at least 8 characters (%j, %j)', async (oldPassword, newPassword) => {
    const { fetchMock, client } = signedIn();
    expect(await authError(client.changePassword(oldPassword, newPassword))).toMatchObject({
      code: 'INVALID_PASSWORD',
      message: 'Password must be at least 8 characters long',
    });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the stored access token with both passwords', async () => {
    const { calls, storage, client } = signedIn();
    await client.changePassword('12345678', 'N3w!passw');
    expect(calls[0]?.body).toEqual({
      AccessToken: storage.getAccessToken(),
      PreviousPassword: '12345678',
      ProposedPassword: 'N3w!passw',
    });
  });

  it('signs in again with the new password, since the change revokes the old tokens', async () => {
    const { calls, storage, client } = signedIn({ InitiateAuth: () => tokensReply('r2') });
    storage.storeTokens({
      accessToken: jwtExpiringIn(3600, NOW),
      idToken: jwtExpiringIn(3600, NOW, { email: 'ann@example.com' }),
    });
    const before = storage.getAccessToken();
    await client.changePassword('12345678', 'N3w!passw');
    expect(calls[1]?.body).toMatchObject({
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: 'ann@example.com', PASSWORD: 'N3w!passw' },
    });
    expect(storage.getAccessToken()).not.toBe(before);
    expect(storage.getRefreshToken()).toBe('r2');
  });

  it('makes a token read during the change wait for the new session (the old token is revoked)', async () => {
    let readDuringChange: Promise<string | null> | undefined;
    const { storage, client } = signedIn({
      ChangePassword: () => {
        readDuringChange = client.getToken();
        return { body: {} };
      },
      InitiateAuth: () => tokensReply('r2'),
    });
    storage.storeTokens({
      accessToken: jwtExpiringIn(3600, NOW),
      idToken: jwtExpiringIn(3600, NOW, { email: 'ann@example.com' }),
    });
    const before = storage.getAccessToken();
    await client.changePassword('12345678', 'N3w!passw');
    const read = await readDuringChange;
    expect(read).not.toBe(before);
    expect(read).toBe(storage.getAccessToken());
  });

  it('lets token reads go on with the old token when the change is refused', async () => {
    let readDuringChange: Promise<string | null> | undefined;
    const { storage, client } = signedIn({
      ChangePassword: () => {
        readDuringChange = client.getToken();
        return providerError('NotAuthorizedException', 'Incorrect username or password.');
      },
    });
    const before = storage.getAccessToken();
    await authError(client.changePassword('0ld!passw', 'N3w!passw'));
    expect(await readDuringChange).toBe(before);
    expect(await client.getToken()).toBe(before);
  });

  it('maps errors, defaulting to "Password change failed"', async () => {
    const wrong = signedIn({
      ChangePassword: () =>
        providerError('NotAuthorizedException', 'Incorrect username or password.'),
    });
    expect(await authError(wrong.client.changePassword('0ld!passw', 'N3w!passw'))).toMatchObject({
      message: 'Incorrect username or password.',
    });
    const other = signedIn({ ChangePassword: () => providerError('InternalErrorException') });
    expect(await authError(other.client.changePassword('0ld!passw', 'N3w!passw'))).toMatchObject({
      message: 'Password change failed',
    });
  });
});

describe('refresh and getToken', () => {
  it('returns null without a refresh token and calls nothing', async () => {
    const { fetchMock, client } = setup({});
    expect(await client.refresh()).toBeNull();
    expect(await client.getToken()).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('uses the refresh token and keeps it when no new one is given', async () => {
    const { calls, storage, client } = setup({ InitiateAuth: () => tokensReply() });
    storage.storeTokens({ accessToken: 'old', idToken: 'old', refreshToken: 'r1' });
    const tokens = await client.refresh();
    expect(calls[0]?.body).toEqual({
      AuthFlow: 'REFRESH_TOKEN_AUTH',
      ClientId: 'client-1',
      AuthParameters: { REFRESH_TOKEN: 'r1' },
    });
    expect(tokens?.refreshToken).toBe('r1');
    expect(storage.getRefreshToken()).toBe('r1');
    expect(storage.getAccessToken()).toBe(tokens?.accessToken);
  });

  it('replaces the refresh token when a new one is given', async () => {
    const { storage, client } = setup({ InitiateAuth: () => tokensReply('r2') });
    storage.storeTokens({ accessToken: 'old', idToken: 'old', refreshToken: 'r1' });
    await client.refresh();
    expect(storage.getRefreshToken()).toBe('r2');
  });

  it('defaults refresh errors to TokenRefreshError and "Token refresh failed"', async () => {
    const { storage, client } = setup({ InitiateAuth: () => ({ status: 500, text: 'oops' }) });
    storage.storeTokens({ accessToken: 'old', idToken: 'old', refreshToken: 'r1' });
    expect(await authError(client.refresh())).toMatchObject({
      code: 'TokenRefreshError',
      message: 'Token refresh failed',
    });
    expect(storage.getRefreshToken()).toBe('r1');
  });

  it('forgets the tokens when the provider rejects the refresh token', async () => {
    const { storage, client } = setup({
      InitiateAuth: () => providerError('NotAuthorizedException', 'Refresh Token has been revoked'),
    });
    storage.storeTokens({ accessToken: 'old', idToken: 'old', refreshToken: 'r1' });
    expect(await authError(client.refresh())).toMatchObject({
      code: 'NotAuthorizedException',
      message: 'Refresh Token has been revoked',
    });
    expect(storage.getRefreshToken()).toBeNull();
  });

  it('getToken returns a valid access token without calling the provider', async () => {
    const { fetchMock, storage, client } = setup({});
    const token = jwtExpiringIn(301, NOW);
    storage.storeTokens({ accessToken: token, idToken: 'i', refreshToken: 'r1' });
    expect(await client.getToken()).toBe(token);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('getToken refreshes a token within the 300 s margin, once for concurrent callers', async () => {
    const { fetchMock, storage, client } = setup({ InitiateAuth: () => tokensReply() });
    storage.storeTokens({ accessToken: jwtExpiringIn(300, NOW), idToken: 'i', refreshToken: 'r1' });
    const [first, second] = await Promise.all([client.getToken(), client.getToken()]);
    expect(first).toBe(storage.getAccessToken());
    expect(second).toBe(first);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('getToken returns null for an expired token without a refresh token', async () => {
    const { fetchMock, storage, client } = setup({});
    storage.storeTokens({ accessToken: jwtExpiringIn(-10, NOW), idToken: 'i' });
    expect(await client.getToken()).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('getToken logs a failed refresh and yields no token', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { storage, client } = setup({ InitiateAuth: () => new TypeError('offline') });
    storage.storeTokens({ accessToken: 'expired', idToken: 'i', refreshToken: 'r1' });
    expect(await client.getToken()).toBeNull();
    expect(consoleError).toHaveBeenCalled();
  });
});

describe('session', () => {
  it('sign-out does nothing on the client by default', async () => {
    const { fetchMock, storage, client } = setup({});
    storage.storeTokens({ accessToken: jwtExpiringIn(3600, NOW), idToken: 'i', refreshToken: 'r' });
    await client.signOut();
    expect(client.isAuthenticated()).toBe(true);
    expect(localStorage.length).toBe(3);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('clears the session when the app asks', async () => {
    const { storage, client } = setup({});
    storage.storeTokens({ accessToken: jwtExpiringIn(3600, NOW), idToken: 'i', refreshToken: 'r' });
    storage.setExecuteAs('acct-2');
    await client.signOut({ clearSession: true });
    expect(client.isAuthenticated()).toBe(false);
    expect(localStorage.length).toBe(0);
    storage.storeTokens({ accessToken: 'a', idToken: 'i' });
    client.clearSession();
    expect(localStorage.length).toBe(0);
  });

  it("revokes this session's refresh token on the provider, with the tokens it held, and clears them at once", async () => {
    const { calls, storage, client } = setup({ RevokeToken: () => ({ body: {} }) });
    const access = jwtExpiringIn(3600, NOW);
    storage.storeTokens({ accessToken: access, idToken: 'i', refreshToken: 'r1' });
    const signingOut = client.signOut({ revoke: 'session', clearSession: true });
    expect(localStorage.length).toBe(0);
    await signingOut;
    expect(calls.map(({ action, body }) => ({ action, body }))).toEqual([
      { action: 'RevokeToken', body: { Token: 'r1', ClientId: 'client-1' } },
    ]);
  });

  it('signs out everywhere with GlobalSignOut, then revokes the refresh token too', async () => {
    const { calls, storage, client } = setup({
      GlobalSignOut: () => ({ body: {} }),
      RevokeToken: () => ({ body: {} }),
    });
    const access = jwtExpiringIn(3600, NOW);
    storage.storeTokens({ accessToken: access, idToken: 'i', refreshToken: 'r1' });
    await client.signOut({ revoke: 'everywhere', clearSession: true });
    expect(calls.map(({ action, body }) => ({ action, body }))).toEqual([
      { action: 'GlobalSignOut', body: { AccessToken: access } },
      { action: 'RevokeToken', body: { Token: 'r1', ClientId: 'client-1' } },
    ]);
    expect(client.isAuthenticated()).toBe(false);
  });

  it('still clears the session when the provider refuses or cannot be reached', async () => {
    const consoleWarn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { storage, client } = setup({
      GlobalSignOut: () => providerError('NotAuthorizedException', 'Access Token has been revoked'),
      RevokeToken: () => new TypeError('offline'),
    });
    storage.storeTokens({ accessToken: jwtExpiringIn(3600, NOW), idToken: 'i', refreshToken: 'r' });
    await expect(client.signOut({ revoke: 'everywhere', clearSession: true })).resolves.toBe(
      undefined,
    );
    expect(localStorage.length).toBe(0);
    expect(consoleWarn).toHaveBeenCalledTimes(2);
  });

  it('tells subscribers when tokens are stored or the session is cleared', async () => {
    const { client } = setup({ InitiateAuth: () => tokensReply('r1') });
    const listener = vi.fn();
    const unsubscribe = client.subscribe(listener);
    await client.signIn('ann@example.com', 'Passw0rd!');
    expect(listener).toHaveBeenCalledTimes(1);
    client.clearSession();
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    await client.signIn('ann@example.com', 'Passw0rd!');
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('stores a sign-in made elsewhere (email registration) as its own, and tells subscribers', () => {
    const { storage, client, fetchMock } = setup({});
    const listener = vi.fn();
    client.subscribe(listener);
    const result = (tokensReply('r9') as { body: unknown }).body as {
      AuthenticationResult: { AccessToken: string; IdToken: string };
    };
    const tokens = client.storeAuthenticationResult(result.AuthenticationResult);
    expect(tokens).toMatchObject({ refreshToken: 'r9' });
    expect(localStorage.getItem(keys.accessToken)).toBe(result.AuthenticationResult.AccessToken);
    expect(storage.getUserData()).toMatchObject({ email: 'ann@example.com' });
    expect(client.isAuthenticated()).toBe(true);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('is authenticated with an execute-as value and exposes it for ApiClient', () => {
    const { storage, client } = setup({});
    expect(client.isAuthenticated()).toBe(false);
    storage.setExecuteAs('acct-2');
    expect(client.isAuthenticated()).toBe(true);
    expect(client.getExecuteAs()).toBe('acct-2');
  });
});
