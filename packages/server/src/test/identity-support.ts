import type { AddressInfo } from 'node:net';
import {
  CognitoIdentityProviderClient,
  ConfirmSignUpCommand,
  InitiateAuthCommand,
  SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { decodeJwt } from 'jose';
import { createTestApp, uniqueName, type TestApp, type TestOrganization } from './harness';

export const STRONG_PASSWORD = 'Str0ng-password!';

/** The official AWS SDK client, pointed at the app's /identity endpoint. */
export function cognitoClient(t: TestApp): CognitoIdentityProviderClient {
  const { port } = t.app.server.address() as AddressInfo;
  return new CognitoIdentityProviderClient({
    endpoint: `http://127.0.0.1:${port}/identity`,
    region: 'us-east-1',
    credentials: { accessKeyId: 'test', secretAccessKey: 'test' },
    maxAttempts: 1,
  });
}

/**
 * An identity test file's world: an app listening for the SDK client (the per-action
 * request limit raised, the throttling under test at its defaults), the client, and one
 * organization. Close it with `stopIdentityApp`.
 */
export async function startIdentityApp(): Promise<{
  t: TestApp;
  client: CognitoIdentityProviderClient;
  org: TestOrganization;
}> {
  const t = await createTestApp({ listen: true, env: { IDENTITY_RATE_LIMIT_MAX: '10000' } });
  return { t, client: cognitoClient(t), org: await t.createOrganization() };
}

export async function stopIdentityApp(world: {
  t: TestApp;
  client: CognitoIdentityProviderClient;
}): Promise<void> {
  world.client.destroy();
  await world.t.close();
}

/** The name and code of the newest mail to an address (codes are read from `meta.code`). */
export async function latestCode(t: TestApp, email: string): Promise<string> {
  const [mail] = await t.outboxMail(email);
  const code = mail?.meta?.code;
  if (!code) throw new Error(`No code was mailed to ${email}`);
  return code;
}

export interface SignedUp {
  email: string;
  username: string;
  password: string;
  sub: string;
}

export async function signUp(
  t: TestApp,
  client: CognitoIdentityProviderClient,
  organization: TestOrganization,
  options: { email?: string; username?: string; password?: string; locale?: string } = {},
): Promise<SignedUp> {
  const username = options.username ?? uniqueName('member');
  const email = options.email ?? `${username}@example.test`;
  const password = options.password ?? STRONG_PASSWORD;
  const result = await client.send(
    new SignUpCommand({
      ClientId: organization.clientId,
      Username: email,
      Password: password,
      UserAttributes: [
        { Name: 'email', Value: email },
        { Name: 'preferred_username', Value: username },
      ],
      ...(options.locale ? { ClientMetadata: { locale: options.locale } } : {}),
    }),
  );
  if (!result.UserSub) throw new Error('SignUp returned no UserSub');
  return { email, username, password, sub: result.UserSub };
}

/** Signed up and confirmed with the mailed code. */
export async function confirmedUser(
  t: TestApp,
  client: CognitoIdentityProviderClient,
  organization: TestOrganization,
  options: { email?: string; username?: string; password?: string } = {},
): Promise<SignedUp> {
  const user = await signUp(t, client, organization, options);
  await client.send(
    new ConfirmSignUpCommand({
      ClientId: organization.clientId,
      Username: user.email,
      ConfirmationCode: await latestCode(t, user.email),
    }),
  );
  return user;
}

export async function signIn(
  client: CognitoIdentityProviderClient,
  organization: TestOrganization,
  user: { email: string; password: string },
) {
  const result = await client.send(
    new InitiateAuthCommand({
      ClientId: organization.clientId,
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: user.email, PASSWORD: user.password },
    }),
  );
  const tokens = result.AuthenticationResult;
  if (!tokens?.AccessToken || !tokens.IdToken || !tokens.RefreshToken)
    throw new Error('InitiateAuth returned no tokens');
  return {
    accessToken: tokens.AccessToken,
    idToken: tokens.IdToken,
    refreshToken: tokens.RefreshToken,
    result,
  };
}

/** Runs a call that must fail and returns the SDK's error name and message. */
export async function failure(
  call: Promise<unknown>,
): Promise<{ name: string; message: string; status?: number }> {
  try {
    await call;
  } catch (error) {
    const { name, message, $metadata } = error as Error & {
      $metadata?: { httpStatusCode?: number };
    };
    return { name, message, status: $metadata?.httpStatusCode };
  }
  throw new Error('Expected the call to fail, and it succeeded');
}

export { decodeJwt };
