import {
  GlobalSignOutCommand,
  InitiateAuthCommand,
  RevokeTokenCommand,
  type CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp, TestOrganization } from '../test/harness';
import {
  confirmedUser,
  decodeJwt,
  failure,
  signIn,
  startIdentityApp,
  stopIdentityApp,
} from '../test/identity-support';

let t: TestApp;
let client: CognitoIdentityProviderClient;
let org: TestOrganization;

beforeAll(async () => {
  ({ t, client, org } = await startIdentityApp());
});
afterAll(() => stopIdentityApp({ t, client }));

const refresh = (refreshToken: string, clientId = org.clientId) =>
  client.send(
    new InitiateAuthCommand({
      ClientId: clientId,
      AuthFlow: 'REFRESH_TOKEN_AUTH',
      AuthParameters: { REFRESH_TOKEN: refreshToken },
    }),
  );
const globalSignOut = (accessToken: string) =>
  client.send(new GlobalSignOutCommand({ AccessToken: accessToken }));
const revoke = (token: string, clientId = org.clientId) =>
  client.send(new RevokeTokenCommand({ Token: token, ClientId: clientId }));

/** The status of a signed-in API call with `token` (raw, as the SDK sends it). */
async function apiStatus(token: string, organization = org): Promise<number> {
  const response = await t.inject({
    method: 'GET',
    url: '/api/login',
    headers: { organization: organization.id, authorization: token },
  });
  return response.statusCode;
}

const REVOKED_REFRESH = {
  name: 'NotAuthorizedException',
  message: 'Refresh Token has been revoked',
  status: 400,
};

describe('tokens name what revokes them', () => {
  it('the refresh token has a jti; the access and id tokens minted with it or from it name it in origin_jti and carry the version', async () => {
    const user = await confirmedUser(t, client, org);
    const session = await signIn(client, org, user);
    const { jti } = decodeJwt(session.refreshToken);
    expect(jti).toMatch(/^[0-9a-f-]{36}$/);
    for (const token of [session.accessToken, session.idToken])
      expect(decodeJwt(token)).toMatchObject({ origin_jti: jti, ver: 0 });
    const refreshed = (await refresh(session.refreshToken)).AuthenticationResult!;
    for (const token of [refreshed.AccessToken!, refreshed.IdToken!])
      expect(decodeJwt(token)).toMatchObject({ origin_jti: jti, ver: 0 });
    expect(decodeJwt(refreshed.AccessToken!).jti).not.toBe(decodeJwt(session.accessToken).jti);
  });
});

describe('GlobalSignOut', () => {
  it('revokes every refresh token of the user and every access and id token issued before, at once', async () => {
    const user = await confirmedUser(t, client, org);
    const phone = await signIn(client, org, user);
    const laptop = await signIn(client, org, user);
    const refreshed = (await refresh(laptop.refreshToken)).AuthenticationResult!;
    // Verified (and so cached by the verifier) before the sign-out.
    for (const token of [phone.accessToken, laptop.idToken, refreshed.AccessToken!])
      expect(await apiStatus(token)).toBe(200);

    expect(await globalSignOut(phone.accessToken)).toMatchObject({
      $metadata: { httpStatusCode: 200 },
    });

    for (const token of [phone.refreshToken, laptop.refreshToken])
      expect(await failure(refresh(token))).toEqual(REVOKED_REFRESH);
    for (const token of [
      phone.accessToken,
      phone.idToken,
      laptop.accessToken,
      laptop.idToken,
      refreshed.AccessToken!,
      refreshed.IdToken!,
      `Bearer ${phone.accessToken}`,
    ])
      expect(await apiStatus(token)).toBe(401);
    // The signed-out token cannot sign out again, change the password, or do anything else.
    expect(await failure(globalSignOut(phone.accessToken))).toEqual({
      name: 'NotAuthorizedException',
      message: 'Access Token has been revoked',
      status: 400,
    });

    // Signing in again works, with tokens of the new version.
    const again = await signIn(client, org, user);
    expect(decodeJwt(again.accessToken).ver).toBe(1);
    expect(await apiStatus(again.accessToken)).toBe(200);
    await expect(refresh(again.refreshToken)).resolves.toBeTruthy();
  });

  it('answers NotAuthorizedException for a token that is not an access token of this provider', async () => {
    const user = await confirmedUser(t, client, org);
    const session = await signIn(client, org, user);
    for (const token of ['garbage', session.idToken, session.refreshToken])
      expect(await failure(globalSignOut(token))).toEqual({
        name: 'NotAuthorizedException',
        message: 'Invalid Access Token',
        status: 400,
      });
    // Nothing was signed out.
    expect(await apiStatus(session.accessToken)).toBe(200);
  });
});

describe('RevokeToken', () => {
  it('revokes one refresh token and the tokens minted with it and from it, and nothing else', async () => {
    const user = await confirmedUser(t, client, org);
    const revoked = await signIn(client, org, user);
    const kept = await signIn(client, org, user);
    const minted = (await refresh(revoked.refreshToken)).AuthenticationResult!;
    expect(await apiStatus(minted.AccessToken!)).toBe(200);

    expect(await revoke(revoked.refreshToken)).toMatchObject({
      $metadata: { httpStatusCode: 200 },
    });

    expect(await failure(refresh(revoked.refreshToken))).toEqual(REVOKED_REFRESH);
    for (const token of [
      revoked.accessToken,
      revoked.idToken,
      minted.AccessToken!,
      minted.IdToken!,
    ])
      expect(await apiStatus(token)).toBe(401);
    expect(await failure(globalSignOut(revoked.accessToken))).toMatchObject({
      message: 'Access Token has been revoked',
    });
    // The other session goes on.
    expect(await apiStatus(kept.accessToken)).toBe(200);
    expect(await apiStatus(kept.idToken)).toBe(200);
    await expect(refresh(kept.refreshToken)).resolves.toBeTruthy();
    // Revoking again is no error.
    await expect(revoke(revoked.refreshToken)).resolves.toBeTruthy();
  });

  it("refuses an access or id token, another client's token, garbage and an unknown client", async () => {
    const user = await confirmedUser(t, client, org);
    const session = await signIn(client, org, user);
    for (const token of [session.accessToken, session.idToken])
      expect(await failure(revoke(token))).toEqual({
        name: 'UnsupportedTokenTypeException',
        message: 'Unsupported token type',
        status: 400,
      });
    const other = await t.createOrganization();
    for (const attempt of [revoke(session.refreshToken, other.clientId), revoke('garbage')])
      expect(await failure(attempt)).toEqual({
        name: 'UnauthorizedException',
        message: 'Invalid token',
        status: 400,
      });
    expect(await failure(revoke(session.refreshToken, 'no-such-client'))).toMatchObject({
      name: 'ResourceNotFoundException',
    });
    expect(await failure(revoke(''))).toMatchObject({ name: 'InvalidParameterException' });
    // None of it revoked anything.
    await expect(refresh(session.refreshToken)).resolves.toBeTruthy();
    expect(await apiStatus(session.accessToken)).toBe(200);
  });

  it('after GlobalSignOut, revoking an old refresh token still succeeds', async () => {
    const user = await confirmedUser(t, client, org);
    const session = await signIn(client, org, user);
    await globalSignOut(session.accessToken);
    await expect(revoke(session.refreshToken)).resolves.toBeTruthy();
  });
});
