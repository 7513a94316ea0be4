import {
  ChangePasswordCommand,
  ConfirmForgotPasswordCommand,
  ForgotPasswordCommand,
  InitiateAuthCommand,
  type CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { identityCodes, logins } from '../db/schema/index';
import { uniqueName, type TestApp, type TestOrganization } from '../test/harness';
import {
  confirmedUser,
  failure,
  latestCode,
  signIn,
  signUp,
  type SignedUp,
  startIdentityApp,
  stopIdentityApp,
} from '../test/identity-support';

const NEW_PASSWORD = 'Brand-new-pa55!';

let t: TestApp;
let client: CognitoIdentityProviderClient;
let org: TestOrganization;

beforeAll(async () => {
  ({ t, client, org } = await startIdentityApp());
});
afterAll(() => stopIdentityApp({ t, client }));

const forgot = (email: string) =>
  client.send(new ForgotPasswordCommand({ ClientId: org.clientId, Username: email }));
const confirmForgot = (email: string, code: string, password = NEW_PASSWORD) =>
  client.send(
    new ConfirmForgotPasswordCommand({
      ClientId: org.clientId,
      Username: email,
      ConfirmationCode: code,
      Password: password,
    }),
  );
const refresh = (refreshToken: string) =>
  client.send(
    new InitiateAuthCommand({
      ClientId: org.clientId,
      AuthFlow: 'REFRESH_TOKEN_AUTH',
      AuthParameters: { REFRESH_TOKEN: refreshToken },
    }),
  );

async function resetCode(user: SignedUp): Promise<string> {
  await forgot(user.email);
  return latestCode(t, user.email);
}

describe('ForgotPassword', () => {
  it('mails a reset code lasting 1 hour and answers the delivery details', async () => {
    const user = await confirmedUser(t, client, org);
    const result = await forgot(user.email);
    expect(result.CodeDeliveryDetails).toEqual({
      Destination: `${user.email[0]}***@e***`,
      DeliveryMedium: 'EMAIL',
      AttributeName: 'email',
    });
    const [mail] = await t.outboxMail(user.email);
    expect(mail!.subject).toMatch(/password reset code$/);
    expect(mail!.text).toContain(`password reset code is ${mail!.meta!.code}`);
    expect(mail!.text).toContain('1 hour');
    const [login] = await t.runtime.services.db
      .select()
      .from(logins)
      .where(eq(logins.sub, user.sub));
    const [code] = await t.runtime.services.db
      .select()
      .from(identityCodes)
      .where(and(eq(identityCodes.loginId, login!.id), eq(identityCodes.purpose, 'reset')));
    expect(code!.expiresAt.getTime() - code!.createdAt.getTime()).toBe(60 * 60 * 1000);
  });

  it('answers an unknown user as a known one, sending nothing, and refuses an unconfirmed one', async () => {
    const ghost = `${uniqueName('ghost')}@example.test`;
    expect((await forgot(ghost)).CodeDeliveryDetails).toEqual({
      Destination: 'g***@e***',
      DeliveryMedium: 'EMAIL',
      AttributeName: 'email',
    });
    expect(await t.outboxMail(ghost)).toHaveLength(0);
    const pending = await signUp(t, client, org);
    expect((await failure(forgot(pending.email))).name).toBe('InvalidParameterException');
  });

  it('limits reset codes per login with LimitExceededException', async () => {
    const user = await confirmedUser(t, client, org);
    for (let sent = 0; sent < 5; sent += 1) await forgot(user.email);
    expect(await failure(forgot(user.email))).toEqual({
      name: 'LimitExceededException',
      message: 'Attempt limit exceeded, please try after some time.',
      status: 400,
    });
  });
});

describe('ConfirmForgotPassword', () => {
  it('sets the new password, revokes refresh tokens and lifts a lockout', async () => {
    const user = await confirmedUser(t, client, org);
    const { refreshToken } = await signIn(client, org, user);
    for (let attempt = 0; attempt < 5; attempt += 1)
      await failure(signIn(client, org, { email: user.email, password: 'Wr0ng-pass!' }));
    expect((await failure(signIn(client, org, user))).message).toBe('Password attempts exceeded');

    const code = await resetCode(user);
    const result = await confirmForgot(user.email, code);
    expect(result.$metadata.httpStatusCode).toBe(200);

    expect(await failure(refresh(refreshToken))).toEqual({
      name: 'NotAuthorizedException',
      message: 'Refresh Token has been revoked',
      status: 400,
    });
    expect((await failure(signIn(client, org, user))).message).toBe(
      'Incorrect username or password.',
    );
    const fresh = await signIn(client, org, { email: user.email, password: NEW_PASSWORD });
    await expect(refresh(fresh.refreshToken)).resolves.toBeTruthy();
    // A code works once.
    expect((await failure(confirmForgot(user.email, code, 'Yet-another-pa55!'))).name).toBe(
      'ExpiredCodeException',
    );
  });

  it('answers CodeMismatchException, ExpiredCodeException and InvalidPasswordException', async () => {
    const user = await confirmedUser(t, client, org);
    const code = await resetCode(user);
    const wrong = code === '000000' ? '111111' : '000000';
    expect(await failure(confirmForgot(user.email, wrong))).toMatchObject({
      name: 'CodeMismatchException',
      message: 'Invalid verification code provided, please try again.',
    });
    expect(await failure(confirmForgot(user.email, code, 'weakpassword'))).toMatchObject({
      name: 'InvalidPasswordException',
      message: 'Password did not conform with policy: Password must have uppercase characters',
    });
    const [login] = await t.runtime.services.db
      .select()
      .from(logins)
      .where(eq(logins.sub, user.sub));
    await t.runtime.services.db
      .update(identityCodes)
      .set({ expiresAt: new Date(Date.now() - 1) })
      .where(eq(identityCodes.loginId, login!.id));
    expect((await failure(confirmForgot(user.email, code))).name).toBe('ExpiredCodeException');
    await expect(signIn(client, org, user)).resolves.toBeTruthy();
  });

  it('answers LimitExceededException after 5 wrong codes', async () => {
    const user = await confirmedUser(t, client, org);
    const code = await resetCode(user);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < 5; attempt += 1)
      expect((await failure(confirmForgot(user.email, wrong))).name).toBe('CodeMismatchException');
    expect((await failure(confirmForgot(user.email, code))).name).toBe('LimitExceededException');
  });
});

describe('ChangePassword', () => {
  const change = (accessToken: string, previous: string, proposed = NEW_PASSWORD) =>
    client.send(
      new ChangePasswordCommand({
        AccessToken: accessToken,
        PreviousPassword: previous,
        ProposedPassword: proposed,
      }),
    );

  it('changes the password and revokes the refresh tokens issued before', async () => {
    const user = await confirmedUser(t, client, org);
    const { accessToken, refreshToken } = await signIn(client, org, user);
    const result = await change(accessToken, user.password);
    expect(result.$metadata.httpStatusCode).toBe(200);
    expect(await failure(refresh(refreshToken))).toEqual({
      name: 'NotAuthorizedException',
      message: 'Refresh Token has been revoked',
      status: 400,
    });
    expect((await failure(signIn(client, org, user))).name).toBe('NotAuthorizedException');
    const fresh = await signIn(client, org, { email: user.email, password: NEW_PASSWORD });
    await expect(refresh(fresh.refreshToken)).resolves.toBeTruthy();
  });

  it('refuses a wrong previous password, a weak proposal and a bad token', async () => {
    const user = await confirmedUser(t, client, org);
    const { accessToken, idToken, refreshToken } = await signIn(client, org, user);
    expect(await failure(change(accessToken, 'Wr0ng-previous!'))).toEqual({
      name: 'NotAuthorizedException',
      message: 'Incorrect username or password.',
      status: 400,
    });
    expect(await failure(change(accessToken, user.password, 'short'))).toMatchObject({
      name: 'InvalidPasswordException',
    });
    for (const token of ['garbage', idToken, refreshToken])
      expect(await failure(change(token, user.password))).toMatchObject({
        name: 'NotAuthorizedException',
        message: 'Invalid Access Token',
      });
    // Nothing changed: the old password still signs in.
    await expect(signIn(client, org, user)).resolves.toBeTruthy();
  });

  it('counts wrong previous passwords towards the lockout', async () => {
    const user = await confirmedUser(t, client, org);
    const { accessToken } = await signIn(client, org, user);
    for (let attempt = 0; attempt < 5; attempt += 1)
      await failure(change(accessToken, 'Wr0ng-previous!'));
    expect((await failure(change(accessToken, user.password))).message).toBe(
      'Password attempts exceeded',
    );
  });
});
