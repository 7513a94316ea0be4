// Sign-out signs out on the server (decision 0050): after the web app's sign-out, the tokens
// it held are refused — the refresh token no longer refreshes, the access and ID tokens get 401.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { DEMO_CLIENT_ID, DEMO_ORGANIZATION } from '../lib/api.mjs';
import { newUser, signIn, signOut, signUpAndConfirm } from '../lib/auth.mjs';
import { launch, newPage } from '../lib/browser.mjs';
import { BASE_URL } from '../lib/env.mjs';

let browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

/** The tokens the web app keeps in local storage (keys end with the token's name). */
async function storedTokens(page) {
  return page.evaluate(() => {
    const value = (suffix) =>
      Object.entries(localStorage).find(([key]) => key.endsWith(suffix))?.[1] ?? null;
    return {
      accessToken: value('_accessToken'),
      idToken: value('_idToken'),
      refreshToken: value('_refreshToken'),
    };
  });
}

/** The identity provider's answer to refreshing with `refreshToken`: status and exception. */
async function refreshWith(refreshToken) {
  const response = await fetch(`${BASE_URL}/identity`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
    },
    body: JSON.stringify({
      AuthFlow: 'REFRESH_TOKEN_AUTH',
      ClientId: DEMO_CLIENT_ID,
      AuthParameters: { REFRESH_TOKEN: refreshToken },
    }),
  });
  const body = await response.json();
  return { status: response.status, type: body.__type ?? null, message: body.message ?? null };
}

/** The status of GET /api/login with `token` (raw, as the client SDK sends it). */
async function apiStatus(token) {
  const response = await fetch(`${BASE_URL}/api/login`, {
    headers: { organization: DEMO_ORGANIZATION, authorization: token },
  });
  return response.status;
}

/** The revocation goes out as the page leaves; wait (bounded) until the provider has it. */
async function untilRefreshRefused(refreshToken) {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const answer = await refreshWith(refreshToken);
    if (answer.status !== 200 || Date.now() > deadline) return answer;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const REVOKED = {
  status: 400,
  type: 'NotAuthorizedException',
  message: 'Refresh Token has been revoked',
};

describe('sign-out', () => {
  const user = newUser('signout');

  test("the menu's sign-out revokes the session's tokens on the server, then forgets them", async () => {
    const page = await newPage(browser);
    await signUpAndConfirm(page, user);
    const held = await storedTokens(page);
    assert.ok(
      held.accessToken && held.idToken && held.refreshToken,
      'the app holds all three tokens',
    );
    assert.equal(await apiStatus(held.accessToken), 200);
    assert.equal(await apiStatus(held.idToken), 200, 'the ID token authenticates too');

    await signOut(page);
    assert.deepEqual(await storedTokens(page), {
      accessToken: null,
      idToken: null,
      refreshToken: null,
    });
    assert.deepEqual(await untilRefreshRefused(held.refreshToken), REVOKED);
    assert.equal(await apiStatus(held.accessToken), 401, 'the old access token is refused');
    assert.equal(await apiStatus(held.idToken), 401, 'the old ID token is refused');
    await page.context().close();
  });

  test('sign-out everywhere refuses the tokens of the other browsers too', async () => {
    const here = await newPage(browser);
    const elsewhere = await newPage(browser);
    await signIn(here, user);
    await signIn(elsewhere, user);
    const other = await storedTokens(elsewhere);
    assert.equal(await apiStatus(other.accessToken), 200);

    await here.getByRole('button', { name: 'Account menu' }).click();
    await here.getByRole('menuitem', { name: 'Sign out everywhere' }).click();
    await here.waitForURL(/\/auth\/sign-in$/);

    assert.deepEqual(await untilRefreshRefused(other.refreshToken), REVOKED);
    assert.equal(await apiStatus(other.accessToken), 401);
    assert.equal(await apiStatus(other.idToken), 401);
    await here.context().close();
    await elsewhere.context().close();
  });
});
