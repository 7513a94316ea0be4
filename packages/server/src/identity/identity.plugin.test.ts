import {
  InitiateAuthCommand,
  SignUpCommand,
  type CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizations } from '../db/schema/index';
import { createTestApp, uniqueName, type TestApp, type TestOrganization } from '../test/harness';
import { cognitoClient, failure, STRONG_PASSWORD } from '../test/identity-support';

const TARGET = 'AWSCognitoIdentityProviderService';
const AMZ_JSON = 'application/x-amz-json-1.1';

describe('the /identity protocol', () => {
  let t: TestApp;
  let org: TestOrganization;
  beforeAll(async () => {
    t = await createTestApp({ env: { IDENTITY_RATE_LIMIT_MAX: '10000' } });
    org = await t.createOrganization();
  });
  afterAll(() => t.close());

  const call = (
    action: string,
    body: unknown,
    options: { url?: string; contentType?: string } = {},
  ) =>
    t.inject({
      method: 'POST',
      url: options.url ?? '/identity',
      headers: {
        'content-type': options.contentType ?? AMZ_JSON,
        'x-amz-target': `${TARGET}.${action}`,
      },
      payload: typeof body === 'string' ? body : JSON.stringify(body),
    });

  it('accepts amz-json 1.1 and plain JSON, at /identity and /identity/', async () => {
    for (const [url, contentType] of [
      ['/identity', AMZ_JSON],
      ['/identity/', 'application/json'],
    ] as const) {
      const username = uniqueName('proto');
      const response = await call(
        'SignUp',
        {
          ClientId: org.clientId,
          Username: `${username}@example.test`,
          Password: STRONG_PASSWORD,
          UserAttributes: [{ Name: 'preferred_username', Value: username }],
        },
        { url, contentType },
      );
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe(AMZ_JSON);
      expect(response.json()).toMatchObject({ UserConfirmed: false, UserSub: expect.any(String) });
    }
  });

  it('answers failures with 400, __type and x-amzn-errortype', async () => {
    const response = await call('InitiateAuth', {
      ClientId: org.clientId,
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: 'nobody@example.test', PASSWORD: STRONG_PASSWORD },
    });
    expect(response.statusCode).toBe(400);
    // An unknown user is answered as a wrong password is (PreventUserExistenceErrors).
    expect(response.headers['x-amzn-errortype']).toBe('NotAuthorizedException');
    expect(response.json()).toEqual({
      __type: 'NotAuthorizedException',
      message: 'Incorrect username or password.',
    });
  });

  it('refuses an unknown action, a missing target, bad JSON and missing parameters', async () => {
    const unknown = await call('AdminDeleteUser', {});
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({
      __type: 'InvalidParameterException',
      message: `Unknown operation ${TARGET}.AdminDeleteUser`,
    });
    const noTarget = await t.inject({
      method: 'POST',
      url: '/identity',
      headers: { 'content-type': AMZ_JSON },
      payload: '{}',
    });
    expect(noTarget.statusCode).toBe(400);
    expect(noTarget.json().__type).toBe('InvalidParameterException');
    const badJson = await call('SignUp', '{not json');
    expect(badJson.statusCode).toBe(400);
    expect(badJson.json().__type).toBe('InvalidParameterException');
    const missing = await call('ConfirmSignUp', {
      ClientId: org.clientId,
      Username: 'a@example.test',
    });
    expect(missing.json()).toEqual({
      __type: 'InvalidParameterException',
      message: 'Missing required parameter ConfirmationCode',
    });
  });

  it("serves the pool's key set as JWKS, and every pool's at the root", async () => {
    const [row] = await t.runtime.services.db
      .select({ userPoolId: organizations.userPoolId })
      .from(organizations)
      .where(eq(organizations.id, org.id));
    const response = await t.inject({
      method: 'GET',
      url: `/identity/${row!.userPoolId}/.well-known/jwks.json`,
    });
    expect(response.statusCode).toBe(200);
    const [key] = response.json().keys;
    expect(key).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig', kid: expect.any(String) });
    expect(key.d).toBeUndefined();
    const root = await t.inject({ method: 'GET', url: '/identity/.well-known/jwks.json' });
    expect(root.json().keys).toContainEqual(key);
  });
});

describe('rate limits per address and action', () => {
  let t: TestApp;
  let org: TestOrganization;
  let client: CognitoIdentityProviderClient;
  beforeAll(async () => {
    t = await createTestApp({ listen: true, env: { IDENTITY_RATE_LIMIT_MAX: '3' } });
    org = await t.createOrganization();
    client = cognitoClient(t);
  });
  afterAll(async () => {
    client.destroy();
    await t.close();
  });

  const signInAttempt = () =>
    client.send(
      new InitiateAuthCommand({
        ClientId: org.clientId,
        AuthFlow: 'USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: 'someone@example.test', PASSWORD: STRONG_PASSWORD },
      }),
    );

  it('answers TooManyRequestsException beyond the limit, for that action and address only', async () => {
    for (let attempt = 0; attempt < 3; attempt += 1)
      expect((await failure(signInAttempt())).name).toBe('NotAuthorizedException');
    expect(await failure(signInAttempt())).toEqual({
      name: 'TooManyRequestsException',
      message: 'Rate exceeded',
      status: 400,
    });

    // Another action from the same address has its own window.
    const username = uniqueName('limited');
    const signUp = await client.send(
      new SignUpCommand({
        ClientId: org.clientId,
        Username: `${username}@example.test`,
        Password: STRONG_PASSWORD,
        UserAttributes: [{ Name: 'preferred_username', Value: username }],
      }),
    );
    expect(signUp.UserConfirmed).toBe(false);

    // Another address is not limited by this one.
    const elsewhere = await t.inject({
      method: 'POST',
      url: '/identity',
      remoteAddress: '10.1.2.3',
      headers: { 'content-type': AMZ_JSON, 'x-amz-target': `${TARGET}.InitiateAuth` },
      payload: JSON.stringify({
        ClientId: org.clientId,
        AuthFlow: 'USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: 'someone@example.test', PASSWORD: STRONG_PASSWORD },
      }),
    });
    expect(elsewhere.json().__type).toBe('NotAuthorizedException');
  });
});

describe('the general request limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_MAX: '2', IDENTITY_RATE_LIMIT_MAX: '10000' } });
  });
  afterAll(() => t.close());

  it('is answered in Cognito’s shape on /identity', async () => {
    const statuses: number[] = [];
    let last: { __type?: string } = {};
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const response = await t.inject({
        method: 'POST',
        url: '/identity',
        headers: { 'content-type': AMZ_JSON, 'x-amz-target': `${TARGET}.ForgotPassword` },
        payload: JSON.stringify({ ClientId: 'nope', Username: 'a@example.test' }),
      });
      statuses.push(response.statusCode);
      last = response.json();
    }
    expect(statuses).toEqual([400, 400, 400]);
    expect(last).toEqual({ __type: 'TooManyRequestsException', message: 'Rate exceeded' });
  });
});
