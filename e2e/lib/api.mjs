// Arranging state through the API (as the demo's people) when a spec's subject is elsewhere.
import { BASE_URL } from './env.mjs';

export const DEMO_ORGANIZATION = '00000000-0000-4000-8000-000000000001';
export const DEMO_CLIENT_ID = 'convenedemoclient000000001';
export const DEMO_PASSWORD = 'Convene-demo-1';

/** An access token for a demo login (host@example.com is an organization admin). */
export async function demoToken(email, password = DEMO_PASSWORD) {
  const response = await fetch(`${BASE_URL}/identity`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
    },
    body: JSON.stringify({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: DEMO_CLIENT_ID,
      AuthParameters: { USERNAME: email, PASSWORD: password },
    }),
  });
  return (await response.json()).AuthenticationResult.AccessToken;
}

/** A call to the demo organization's API; answers the `data` of the reply (throws on failure). */
export async function demoApi(accessToken, method, path, body) {
  const response = await fetch(`${BASE_URL}/api${path}`, {
    method,
    headers: {
      organization: DEMO_ORGANIZATION,
      ...(accessToken ? { authorization: accessToken } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const reply = await response.json();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${reply.message}`);
  return reply.data;
}

/** A fresh private group moderated by a demo login (the host by default), with one post in it. */
export async function privateGroupWithPost(label, email = 'host@example.com') {
  const host = await demoToken(email);
  const group = await demoApi(host, 'POST', '/groups', {
    group: {
      name: `${label} ${Date.now().toString(36)}`,
      description: 'A private group for the browser tests.',
      access: 'private',
    },
  });
  const post = await demoApi(host, 'POST', '/activities', {
    message: 'Members only: the meeting point moves to the lighthouse.',
    groupId: group.id,
  });
  return { group, post };
}
