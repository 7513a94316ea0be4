import {
  InitiateAuthCommand,
  RespondToAuthChallengeCommand,
  type CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { eq } from 'drizzle-orm';
import { createRemoteJWKSet, decodeJwt, jwtVerify } from 'jose';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicUrl } from '../config';
import { logins, organizations } from '../db/schema/index';
import { insertLoginWithAccount } from '../modules/logins/logins.repository';
import { createTestApp, uniqueName, type TestApp, type TestOrganization } from '../test/harness';
import {
  cognitoClient,
  confirmedUser,
  failure,
  signIn,
  signUp,
  STRONG_PASSWORD,
} from '../test/identity-support';
import { hashPassword } from './passwords';

let t: TestApp;
let client: CognitoIdentityProviderClient;
let org: TestOrganization;
let userPoolId: string;

beforeAll(async () => {
  t = await createTestApp({ listen: true, env: { IDENTITY_RATE_LIMIT_MAX: '10000' } });
  client = cognitoClient(t);
  org = await t.createOrganization();
  const [row] = await t.runtime.services.db
    .select()
    .from(organizations)
    .where(eq(organizations.id, org.id));
  userPoolId = row!.userPoolId;
});
afterAll(async () => {
  client.destroy();
  await t.close();
});

const passwordAuth = (username: string, password: string, clientId = org.clientId) =>
  client.send(
    new InitiateAuthCommand({
      ClientId: clientId,
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: username, PASSWORD: password },
    }),
  );

const refreshAuth = (refreshToken: string, clientId = org.clientId) =>
  client.send(
    new InitiateAuthCommand({
      ClientId: clientId,
      AuthFlow: 'REFRESH_TOKEN_AUTH',
      AuthParameters: { REFRESH_TOKEN: refreshToken },
    }),
  );

async function loginRow(email: string) {
  const [row] = await t.runtime.services.db.select().from(logins).where(eq(logins.email, email));
  return row!;
}

describe('InitiateAuth USER_PASSWORD_AUTH', () => {
  it('returns RS256 access, id and refresh tokens with Cognito claims and lifetimes', async () => {
    const user = await confirmedUser(t, client, org);
    const { accessToken, idToken, refreshToken, result } = await signIn(client, org, user);
    expect(result.AuthenticationResult).toMatchObject({ ExpiresIn: 3600, TokenType: 'Bearer' });
    const issuer = `${publicUrl(t.config)}/identity/${userPoolId}`;

    const access = decodeJwt(accessToken);
    expect(access).toMatchObject({
      sub: user.sub,
      token_use: 'access',
      client_id: org.clientId,
      username: user.sub,
      iss: issuer,
    });
    expect(access.exp! - access.iat!).toBe(3600);

    const id = decodeJwt(idToken);
    expect(id).toMatchObject({
      sub: user.sub,
      token_use: 'id',
      aud: org.clientId,
      'cognito:username': user.sub,
      email: user.email,
      email_verified: true,
      iss: issuer,
    });
    expect(id.exp! - id.iat!).toBe(3600);

    const refresh = decodeJwt(refreshToken);
    expect(refresh).toMatchObject({ sub: user.sub, token_use: 'refresh', client_id: org.clientId });
    expect(refresh.exp! - refresh.iat!).toBe(30 * 24 * 60 * 60);

    const login = await loginRow(user.email);
    expect(login.lastLoginAt).toBeInstanceOf(Date);
  });

  it('signs tokens that verify against the served JWKS, at the root and under the pool', async () => {
    const user = await confirmedUser(t, client, org);
    const { accessToken, idToken } = await signIn(client, org, user);
    const { port } = t.app.server.address() as AddressInfo;
    const issuer = `${publicUrl(t.config)}/identity/${userPoolId}`;
    for (const path of [
      '/identity/.well-known/jwks.json',
      `/identity/${userPoolId}/.well-known/jwks.json`,
    ]) {
      const jwks = createRemoteJWKSet(new URL(`http://127.0.0.1:${port}${path}`));
      const { payload, protectedHeader } = await jwtVerify(accessToken, jwks, { issuer });
      expect(protectedHeader.alg).toBe('RS256');
      expect(payload.sub).toBe(user.sub);
      await expect(
        jwtVerify(idToken, jwks, { issuer, audience: org.clientId }),
      ).resolves.toBeTruthy();
    }
    const unknown = await t.inject({
      method: 'GET',
      url: '/identity/us-east-1_nope/.well-known/jwks.json',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().__type).toBe('ResourceNotFoundException');
  });

  it('gives access and id tokens that authenticate the API of their organization only', async () => {
    const other = await t.createOrganization();
    const user = await confirmedUser(t, client, org);
    const { accessToken, idToken, refreshToken } = await signIn(client, org, user);
    const own = await t.inject({
      method: 'GET',
      url: '/api/organization',
      headers: { organization: org.id, authorization: accessToken },
    });
    expect(own.statusCode).toBe(200);
    expect(own.json().data.ORGANIZATION_ID).toBe(org.id);
    const foreign = await t.inject({
      method: 'GET',
      url: '/api/organization',
      headers: { organization: other.id, authorization: `Bearer ${accessToken}` },
    });
    expect(foreign.statusCode).toBe(401);
    const byIdToken = await t.inject({
      method: 'GET',
      url: '/api/login',
      headers: { organization: org.id, authorization: idToken },
    });
    expect(byIdToken.statusCode).toBe(200);
    const foreignId = await t.inject({
      method: 'GET',
      url: '/api/organization',
      headers: { organization: other.id, authorization: idToken },
    });
    expect(foreignId.statusCode).toBe(401);
    const wrongKind = await t.inject({
      method: 'GET',
      url: '/api/organization',
      headers: { organization: org.id, authorization: refreshToken },
    });
    expect(wrongKind.statusCode).toBe(401);
  });

  it('answers NotAuthorizedException (unknown users too) and UserNotConfirmedException', async () => {
    expect(
      await failure(passwordAuth(`${uniqueName('ghost')}@example.test`, STRONG_PASSWORD)),
    ).toEqual({
      name: 'NotAuthorizedException',
      message: 'Incorrect username or password.',
      status: 400,
    });
    const user = await confirmedUser(t, client, org);
    expect(await failure(passwordAuth(user.email, 'Wr0ng-password!'))).toEqual({
      name: 'NotAuthorizedException',
      message: 'Incorrect username or password.',
      status: 400,
    });
    const pending = await signUp(t, client, org);
    expect(await failure(passwordAuth(pending.email, pending.password))).toEqual({
      name: 'UserNotConfirmedException',
      message: 'User is not confirmed.',
      status: 400,
    });
    // The confirmation state is not revealed without the password.
    expect((await failure(passwordAuth(pending.email, 'Wr0ng-password!'))).name).toBe(
      'NotAuthorizedException',
    );
  });

  it('matches the email case-insensitively and keeps pools apart', async () => {
    const other = await t.createOrganization();
    const user = await confirmedUser(t, client, org);
    await expect(passwordAuth(user.email.toUpperCase(), user.password)).resolves.toBeTruthy();
    expect(await failure(passwordAuth(user.email, user.password, other.clientId))).toMatchObject({
      name: 'NotAuthorizedException',
      message: 'Incorrect username or password.',
    });
  });

  it('locks the address that failed 5 times, not the login (sign-in-throttling.test.ts)', async () => {
    const user = await confirmedUser(t, client, org);
    for (let attempt = 0; attempt < 5; attempt += 1)
      expect((await failure(passwordAuth(user.email, `Wr0ng-password-${attempt}!`))).message).toBe(
        'Incorrect username or password.',
      );
    expect(await failure(passwordAuth(user.email, user.password))).toEqual({
      name: 'NotAuthorizedException',
      message: 'Password attempts exceeded',
      status: 400,
    });
  });

  it('resets the failure count on a successful sign-in', async () => {
    const user = await confirmedUser(t, client, org);
    for (let attempt = 0; attempt < 4; attempt += 1)
      await failure(passwordAuth(user.email, 'Wr0ng-pass!'));
    await signIn(client, org, user);
    for (let attempt = 0; attempt < 4; attempt += 1)
      await failure(passwordAuth(user.email, 'Wr0ng-pass!'));
    await expect(signIn(client, org, user)).resolves.toBeTruthy();
  });

  it('refuses an unsupported flow and missing parameters with InvalidParameterException', async () => {
    const flow = await failure(
      client.send(
        new InitiateAuthCommand({
          ClientId: org.clientId,
          AuthFlow: 'USER_SRP_AUTH',
          AuthParameters: { USERNAME: 'a@example.test', SRP_A: 'x' },
        }),
      ),
    );
    expect(flow.name).toBe('InvalidParameterException');
    const missing = await failure(
      client.send(
        new InitiateAuthCommand({
          ClientId: org.clientId,
          AuthFlow: 'USER_PASSWORD_AUTH',
          AuthParameters: { USERNAME: 'a@example.test' },
        }),
      ),
    );
    expect(missing).toMatchObject({
      name: 'InvalidParameterException',
      message: 'Missing required parameter PASSWORD',
    });
  });
});

describe('InitiateAuth REFRESH_TOKEN_AUTH', () => {
  it('returns new access and id tokens and no new refresh token', async () => {
    const user = await confirmedUser(t, client, org);
    const { refreshToken, accessToken } = await signIn(client, org, user);
    const result = await refreshAuth(refreshToken);
    const tokens = result.AuthenticationResult!;
    expect(tokens.RefreshToken).toBeUndefined();
    expect(tokens.ExpiresIn).toBe(3600);
    expect(tokens.AccessToken).not.toBe(accessToken);
    expect(decodeJwt(tokens.AccessToken!)).toMatchObject({ sub: user.sub, token_use: 'access' });
    expect(decodeJwt(tokens.IdToken!)).toMatchObject({ sub: user.sub, token_use: 'id' });
    const api = await t.inject({
      method: 'GET',
      url: '/api/organization',
      headers: { organization: org.id, authorization: tokens.AccessToken! },
    });
    expect(api.statusCode).toBe(200);
  });

  it('refuses garbage, access tokens and another pool’s refresh token', async () => {
    const other = await t.createOrganization();
    const user = await confirmedUser(t, client, org);
    const { refreshToken, accessToken } = await signIn(client, org, user);
    // One request at a time: a request started early could reject before anything awaits it.
    for (const call of [
      () => refreshAuth('not-a-token'),
      () => refreshAuth(accessToken),
      () => refreshAuth(refreshToken, other.clientId),
    ])
      expect(await failure(call())).toEqual({
        name: 'NotAuthorizedException',
        message: 'Invalid Refresh Token',
        status: 400,
      });
  });
});

describe('NEW_PASSWORD_REQUIRED challenge', () => {
  const TEMPORARY = 'Temp0rary-pass!';

  async function invitedLogin() {
    const email = `${uniqueName('invited')}@example.test`;
    const { login } = await insertLoginWithAccount(t.runtime.services.db, {
      organizationId: org.id,
      email,
      passwordHash: await hashPassword(TEMPORARY, t.config.PASSWORD_HASH_COST),
      confirmed: true,
      mustChangePassword: true,
      account: { username: uniqueName('invited') },
    });
    return login;
  }

  const respond = (
    session: string | undefined,
    responses: Record<string, string>,
    name = 'NEW_PASSWORD_REQUIRED',
  ) =>
    client.send(
      new RespondToAuthChallengeCommand({
        ClientId: org.clientId,
        ChallengeName: name as 'NEW_PASSWORD_REQUIRED',
        Session: session,
        ChallengeResponses: responses,
      }),
    );

  it('answers the challenge with a session, then signs in with the new password', async () => {
    const login = await invitedLogin();
    const challenge = await passwordAuth(login.email, TEMPORARY);
    expect(challenge.AuthenticationResult).toBeUndefined();
    expect(challenge.ChallengeName).toBe('NEW_PASSWORD_REQUIRED');
    expect(challenge.Session).toEqual(expect.any(String));
    expect(challenge.ChallengeParameters).toMatchObject({ USER_ID_FOR_SRP: login.sub });

    expect(
      await failure(respond(challenge.Session, { USERNAME: login.email, NEW_PASSWORD: 'weak' })),
    ).toMatchObject({ name: 'InvalidPasswordException' });

    const done = await respond(challenge.Session, {
      USERNAME: login.email,
      NEW_PASSWORD: STRONG_PASSWORD,
    });
    expect(done.AuthenticationResult?.AccessToken).toEqual(expect.any(String));
    expect(done.AuthenticationResult?.RefreshToken).toEqual(expect.any(String));
    const after = await loginRow(login.email);
    expect(after).toMatchObject({
      mustChangePassword: false,
      tokenVersion: login.tokenVersion + 1,
    });

    // The session is spent once the password has changed.
    expect(
      await failure(
        respond(challenge.Session, { USERNAME: login.email, NEW_PASSWORD: 'An0ther-pass!' }),
      ),
    ).toEqual({
      name: 'NotAuthorizedException',
      message: 'Invalid session for the user.',
      status: 400,
    });
    expect((await failure(passwordAuth(login.email, TEMPORARY))).name).toBe(
      'NotAuthorizedException',
    );
    await expect(
      signIn(client, org, { email: login.email, password: STRONG_PASSWORD }),
    ).resolves.toBeTruthy();
  });

  it('refuses an invalid session and another challenge name', async () => {
    const login = await invitedLogin();
    expect(
      await failure(respond('garbage', { USERNAME: login.email, NEW_PASSWORD: STRONG_PASSWORD })),
    ).toMatchObject({ name: 'NotAuthorizedException', message: 'Invalid session for the user.' });
    const other = await invitedLogin();
    const challenge = await passwordAuth(other.email, TEMPORARY);
    // A session belongs to the login it was issued for.
    expect(
      (
        await failure(
          respond(challenge.Session, { USERNAME: login.email, NEW_PASSWORD: STRONG_PASSWORD }),
        )
      ).name,
    ).toBe('NotAuthorizedException');
    expect(
      (
        await failure(
          respond(challenge.Session, { USERNAME: other.email, ANSWER: '1' }, 'CUSTOM_CHALLENGE'),
        )
      ).name,
    ).toBe('InvalidParameterException');
  });
});
